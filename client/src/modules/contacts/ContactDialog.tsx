import { useMemo } from 'react';
import { Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Messages, type Contact } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { RecordForm } from '../../ui/RecordForm';
import {
  blankContact,
  contactProblems,
  problemsAsModelState,
  toContactFields,
  toContactValues,
  type ContactFormValues,
} from './contactForm';
import { ContactFormFields } from './ContactFormFields';
import { createContact, saveContact } from './mutations';

export interface ContactDialogProps {
  accountId: number;
  /** The contact to edit, null to add one, undefined while closed. */
  contact: Contact | null | undefined;
  canEdit: boolean;
  onClose: () => void;
}

/** A 409 carries the server's contact; the concurrency dialog needs it as form values. */
function conflictAsFormValues(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.isConflict || !error.data || typeof error.data !== 'object')
    return error;
  return new ApiError(409, error.message, error.modelState, toContactValues(error.data as Contact));
}

/** Adds or edits one contact of an account; saves with the contact's Version (409 asks). */
export function ContactDialog({ accountId, contact, canEdit, onClose }: ContactDialogProps) {
  const queryClient = useQueryClient();
  const record = useMemo(() => (contact ? toContactValues(contact) : blankContact()), [contact]);
  const isNew = !contact;

  async function submit(values: ContactFormValues): Promise<ContactFormValues> {
    const problems = contactProblems(values);
    if (problems) throw new ApiError(400, problems.message, problemsAsModelState(problems));
    try {
      const saved = isNew
        ? await createContact(queryClient, accountId, toContactFields(values))
        : await saveContact(queryClient, accountId, values.Id, values.Version, toContactFields(values));
      return toContactValues(saved);
    } catch (error) {
      throw conflictAsFormValues(error);
    }
  }

  const name = contact ? `${contact.FirstName} ${contact.LastName}` : '';
  return (
    <Modal
      opened={contact !== undefined}
      onClose={onClose}
      title={isNew ? 'Add contact' : canEdit ? `Edit contact: ${name}` : `Contact: ${name}`}
      size="lg"
      centered
    >
      <RecordForm<ContactFormValues>
        record={record}
        onSubmit={submit}
        onSaved={onClose}
        onCancel={onClose}
        readOnly={!canEdit}
        submitLabel={isNew ? 'Add contact' : 'Save'}
        successMessage={Messages.UpdatedSuccessfully}
        errorMessage={isNew ? Messages.ContactAddFailed : Messages.ContactUpdateFailed}
      >
        {(form) => <ContactFormFields form={form} readOnly={!canEdit} primaryLocked={record.IsPrimary} />}
      </RecordForm>
    </Modal>
  );
}
