import { useMemo } from 'react';
import { Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Messages, type Employee } from '@canopy/shared';
import { RecordForm } from '../../ui/RecordForm';
import { accessLevelsQuery } from './queries';
import { roleError } from './portalRules';
import type { EmployeeTabProps } from './tabProps';
import { saveRole } from './mutations';
import { useTabSubmit } from './useEmployeeSave';

type RoleValues = { UserRoleId: string | null };
const toRole = (e: Employee): RoleValues => ({
  UserRoleId: e.UserRoleId == null ? null : String(e.UserRoleId),
});

/** The role of the employee's sign-in, which decides their claims and landing page. */
export function RoleTab({ employee: e, onDirtyChange }: EmployeeTabProps) {
  const record = useMemo(() => toRole(e), [e]);
  const roles = useQuery(accessLevelsQuery);
  // The form requires a role, and the tab is only shown with a sign-in.
  const submit = useTabSubmit(
    (qc, v: RoleValues) => saveRole(qc, Number(e.AuthUserId), Number(v.UserRoleId)),
    toRole,
  );
  if (!e.HasPortalAccess)
    return (
      <Text size="sm" c="dimmed">
        {e.FirstName} {e.LastName} has no portal access; a role comes with a sign-in.
      </Text>
    );
  return (
    <RecordForm<RoleValues>
      record={record}
      onSubmit={submit}
      readOnly={!e.Rights.editFull}
      onDirtyChange={onDirtyChange}
      successMessage={Messages.UpdatedSuccessfully}
      validate={{ UserRoleId: roleError }}
    >
      {(form) => (
        <Select
          label="Role"
          description="The role decides what the employee may do and the page they land on after signing in."
          data={(roles.data ?? []).map((r) => ({ value: String(r.Id), label: r.Name }))}
          allowDeselect={false}
          searchable
          maw={360}
          {...form.getInputProps('UserRoleId')}
        />
      )}
    </RecordForm>
  );
}
