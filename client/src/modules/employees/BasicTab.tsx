import { useMemo } from 'react';
import { Group, TextInput } from '@mantine/core';
import { Messages } from '@canopy/shared';
import { RecordForm } from '../../ui/RecordForm';
import type { EmployeeTabProps } from './tabProps';
import { basicBody, toBasic, type BasicValues } from './tabValues';
import { saveBasicInfo } from './mutations';
import { useTabSubmit } from './useEmployeeSave';

const required = (label: string) => (v: string) => (v.trim() ? null : `${label} is required.`);

export function BasicTab({ employee, onDirtyChange }: EmployeeTabProps) {
  const record = useMemo(() => toBasic(employee), [employee]);
  const submit = useTabSubmit((qc, v: BasicValues) => saveBasicInfo(qc, employee.Id, basicBody(v)), toBasic);
  return (
    <RecordForm<BasicValues>
      record={record}
      onSubmit={submit}
      readOnly={!employee.Rights.editBasic}
      onDirtyChange={onDirtyChange}
      successMessage={Messages.UpdatedSuccessfully}
      validate={{ FirstName: required('First name'), LastName: required('Last name') }}
    >
      {(form) => (
        <Group grow align="flex-start" maw={640}>
          <TextInput label="First name" required maxLength={100} {...form.getInputProps('FirstName')} />
          <TextInput label="Last name" required maxLength={100} {...form.getInputProps('LastName')} />
        </Group>
      )}
    </RecordForm>
  );
}
