import { PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { accessLevelsQuery } from './queries';

export interface PortalFieldsProps {
  /** A form with Username, Password, Confirmation and UserRoleId. */
  form: UseFormReturnType<any>;
  /** Password and confirmation are asked only when a password is being set. */
  withPassword: boolean;
  passwordDescription?: string;
}

/** The sign-in of an employee: username, role and (when setting one) the password twice. */
export function PortalFields({ form, withPassword, passwordDescription }: PortalFieldsProps) {
  const roles = useQuery(accessLevelsQuery);
  const roleOptions = (roles.data ?? []).map((r) => ({ value: String(r.Id), label: r.Name }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label="Username"
        required
        autoComplete="off"
        maxLength={100}
        {...form.getInputProps('Username')}
      />
      <Select
        label="Role"
        required
        data={roleOptions}
        searchable
        allowDeselect={false}
        placeholder={roles.isPending ? 'Loading roles…' : 'Choose a role'}
        {...form.getInputProps('UserRoleId')}
      />
      {withPassword && (
        <>
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description={passwordDescription}
            {...form.getInputProps('Password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...form.getInputProps('Confirmation')}
          />
        </>
      )}
    </SimpleGrid>
  );
}
