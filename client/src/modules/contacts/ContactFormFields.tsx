import { Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { CONTACT_EMAIL_MAX, CONTACT_NAME_MAX, ContactStatusList, onContactEmailChange } from '@canopy/shared';
import { PhoneRows } from '../../ui/PhoneRows';
import type { ContactFormValues } from './contactForm';
import { contactTitlesQuery } from './queries';

export interface ContactFormFieldsProps {
  /** A form holding ContactFormValues at `prefix` ('' for a contact form, 'Contact.' inside another). */
  form: UseFormReturnType<any>;
  prefix?: string;
  readOnly?: boolean;
  /**
   * The primary mark cannot be taken off here: an account always has one primary contact, so it
   * moves only by making another contact primary (and an account's first contact is its primary).
   */
  primaryLocked?: boolean;
  /** Hides title and status, which a new account's first contact takes by default. */
  compact?: boolean;
}

const STATUS_OPTIONS = ContactStatusList.map((s) => ({ value: String(s.Id), label: s.Name }));

function valuesAt(values: unknown, prefix: string): ContactFormValues {
  let node: any = values;
  for (const part of prefix.split('.').filter(Boolean)) node = node?.[part];
  return node as ContactFormValues;
}

/** A contact's fields: names, title, status, e-mail with billing and proposals, primary, phones. */
export function ContactFormFields(props: ContactFormFieldsProps) {
  const { form, prefix = '', readOnly = false, primaryLocked = false, compact = false } = props;
  const titles = useQuery({ ...contactTitlesQuery, enabled: !compact });
  const p = (name: keyof ContactFormValues) => `${prefix}${name}`;
  const v = valuesAt(form.getValues(), prefix);

  // Entering an e-mail turns billing and proposals on; blanking it turns both off (spec §5).
  function changeEmail(next: string) {
    const flags = onContactEmailChange(v.Email, next, v);
    form.setFieldValue(p('Email'), next);
    form.setFieldValue(p('ReceivesBilling'), flags.ReceivesBilling);
    form.setFieldValue(p('ReceivesProposal'), flags.ReceivesProposal);
  }

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="First name"
          required
          maxLength={CONTACT_NAME_MAX}
          {...form.getInputProps(p('FirstName'))}
        />
        <TextInput
          label="Last name"
          required
          maxLength={CONTACT_NAME_MAX}
          {...form.getInputProps(p('LastName'))}
        />
        {!compact && (
          <Select
            label="Title"
            placeholder="No title"
            data={(titles.data ?? []).map((t) => ({ value: String(t.Id), label: t.Name }))}
            clearable
            searchable
            {...form.getInputProps(p('TitleId'))}
          />
        )}
        {!compact && (
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps(p('StatusId'))}
          />
        )}
        <TextInput
          label="E-mail"
          type="email"
          maxLength={CONTACT_EMAIL_MAX}
          {...form.getInputProps(p('Email'))}
          onChange={(e) => changeEmail(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Group gap="lg">
        <Checkbox
          label="Receives billing"
          {...form.getInputProps(p('ReceivesBilling'), { type: 'checkbox' })}
        />
        <Checkbox
          label="Receives proposals"
          {...form.getInputProps(p('ReceivesProposal'), { type: 'checkbox' })}
        />
        <Checkbox
          label="Primary contact"
          disabled={readOnly || primaryLocked}
          description={
            primaryLocked && v.IsPrimary ? 'Make another contact primary to change this.' : undefined
          }
          {...form.getInputProps(p('IsPrimary'), { type: 'checkbox' })}
        />
      </Group>
      <PhoneRows form={form} path={p('Phones')} readOnly={readOnly} />
    </Stack>
  );
}
