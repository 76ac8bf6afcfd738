import { Checkbox } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PhoneRows } from '../../ui/PhoneRows';
import { ContactLinks } from './ContactLinks';
import type { ContactInfoValues } from './locationValues';

export interface ContactInfoFieldsProps {
  form: UseFormReturnType<Pick<ContactInfoValues, 'Phones' | 'Contacts' | 'CallAhead'>>;
  accountId: number;
  readOnly: boolean;
}

/** Phones, the contacts linked (one primary) and call-ahead: the add form and the contact info panel. */
export function ContactInfoFields({ form, accountId, readOnly }: ContactInfoFieldsProps) {
  return (
    <>
      <PhoneRows form={form} readOnly={readOnly} />
      <ContactLinks
        accountId={accountId}
        value={form.getValues().Contacts}
        onChange={(links) => form.setFieldValue('Contacts', links)}
        error={form.errors.Contacts}
        readOnly={readOnly}
      />
      <Checkbox
        label="Call ahead before service"
        {...form.getInputProps('CallAhead', { type: 'checkbox' })}
      />
    </>
  );
}
