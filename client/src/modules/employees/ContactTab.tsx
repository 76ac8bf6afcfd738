import { useMemo } from 'react';
import { Group, SimpleGrid, TextInput } from '@mantine/core';
import { Messages } from '@canopy/shared';
import { ZipInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import { PhoneRows } from '../../ui/PhoneRows';
import type { EmployeeTabProps } from './tabProps';
import { blankPhone, contactBody, toContact, type ContactValues } from './tabValues';
import { saveContactInfo } from './mutations';
import { useTabSubmit } from './useEmployeeSave';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ContactTab({ employee, onDirtyChange }: EmployeeTabProps) {
  const record = useMemo(() => toContact(employee), [employee]);
  const id = employee.Id;
  const submit = useTabSubmit((qc, v: ContactValues) => saveContactInfo(qc, id, contactBody(v)), toContact);
  const readOnly = !employee.Rights.editOwn;
  return (
    <RecordForm<ContactValues>
      record={record}
      onSubmit={submit}
      readOnly={readOnly}
      onDirtyChange={onDirtyChange}
      successMessage={Messages.UpdatedSuccessfully}
      validate={{ Email: (v) => (!v.trim() || EMAIL.test(v.trim()) ? null : Messages.InvalidEmail) }}
    >
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="E-mail" type="email" maxLength={320} {...form.getInputProps('Email')} />
            <TextInput label="Address" maxLength={200} {...form.getInputProps('Address')} />
            <TextInput label="City" maxLength={100} {...form.getInputProps('City')} />
            <Group grow gap="sm">
              <TextInput
                label="State"
                maxLength={2}
                {...form.getInputProps('State')}
                onChange={(e) => form.setFieldValue('State', e.currentTarget.value.toUpperCase())}
              />
              <ZipInput label="Zip" {...form.getInputProps('Zip')} />
            </Group>
          </SimpleGrid>
          <PhoneRows form={form} readOnly={readOnly} newRow={blankPhone} />
        </>
      )}
    </RecordForm>
  );
}
