import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ACCOUNT_NAME_MAX } from '@canopy/shared';
import { isResidential } from './accountForm';
import { shownName, type NewAccountValues } from './newAccount';

export interface AccountNameFieldProps {
  form: UseFormReturnType<NewAccountValues>;
}

/**
 * The new account's name. A residential account is named after its contact ('Last, First'); another
 * kind starts with that name and keeps following the contact until the user edits it.
 */
export function AccountNameField({ form }: AccountNameFieldProps) {
  const v = form.getValues();
  const residential = isResidential(v);
  return (
    <TextInput
      label="Account name"
      required={!residential}
      readOnly={residential}
      maxLength={ACCOUNT_NAME_MAX}
      description={residential ? "Built from the contact's first and last name." : undefined}
      value={shownName(v)}
      error={form.errors.Name}
      onChange={(e) => form.setValues({ Name: e.currentTarget.value, OwnName: true })}
    />
  );
}
