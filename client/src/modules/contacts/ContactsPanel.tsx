import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { CONTACT_PAGE_SIZE, Messages, type Contact } from '@canopy/shared';
import { confirm } from '../../ui/confirm';
import { DataList } from '../../ui/DataList';
import { failureMessage } from '../../ui/apiErrors';
import { useListState } from '../../ui/listState';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ContactDialog } from './ContactDialog';
import { contactColumns } from './contactColumns';
import { deleteContact } from './mutations';
import { contactKeys, fetchContacts } from './queries';

export interface ContactsPanelProps {
  accountId: number;
  /** Account Full or Branch: add, edit and delete contacts. */
  canEdit: boolean;
}

/** The account's contacts, 12 a page; a row opens the contact, editors add and delete. */
export function ContactsPanel({ accountId, canEdit }: ContactsPanelProps) {
  const queryClient = useQueryClient();
  const list = useListState({ pageSize: CONTACT_PAGE_SIZE });
  // undefined: closed; null: adding; a contact: open on it.
  const [open, setOpen] = useState<Contact | null | undefined>(undefined);

  async function remove(c: Contact) {
    const ok = await confirm({
      title: 'Delete contact',
      message: `Delete the contact '${c.FirstName} ${c.LastName}'? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteContact(queryClient, accountId, c.Id);
    } catch (error) {
      // The server names why (a primary contact, a location's contact) in its Service message.
      notifyError(failureMessage(error, Messages.DeleteFailed));
      return;
    }
    notifySuccess(Messages.DeletedSuccessfully);
  }

  return (
    <>
      <DataList<Contact>
        columns={contactColumns(canEdit ? remove : undefined)}
        queryKey={contactKeys.list(accountId)}
        fetchPage={(req) => fetchContacts(accountId, req)}
        state={list.state}
        onStateChange={list.onStateChange}
        onRowClick={setOpen}
        searchPlaceholder="Search contacts"
        emptyText="No contacts match this search"
        toolbar={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen(null)}>
              Add contact
            </Button>
          )
        }
      />
      <ContactDialog
        accountId={accountId}
        contact={open}
        canEdit={canEdit}
        onClose={() => setOpen(undefined)}
      />
    </>
  );
}
