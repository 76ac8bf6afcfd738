import { useMemo } from 'react';
import { ActionIcon, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { isCompletePhone, Messages } from '@canopy/shared';
import { PhoneInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import type { EmployeeTabProps } from './tabProps';
import { emergencyBody, toEmergency, type EmergencyValues } from './tabValues';
import { saveEmergencyContacts } from './mutations';
import { useTabSubmit } from './useEmployeeSave';

const MAX_CONTACTS = 10;

export function EmergencyContactsTab({ employee, onDirtyChange }: EmployeeTabProps) {
  const record = useMemo(() => toEmergency(employee), [employee]);
  const id = employee.Id;
  const submit = useTabSubmit(
    (qc, v: EmergencyValues) => saveEmergencyContacts(qc, id, emergencyBody(v)),
    toEmergency,
  );
  const readOnly = !employee.Rights.editOwn;
  return (
    <RecordForm<EmergencyValues>
      record={record}
      onSubmit={submit}
      readOnly={readOnly}
      onDirtyChange={onDirtyChange}
      successMessage={Messages.UpdatedSuccessfully}
      validate={{
        EmergencyContacts: {
          Name: (v) => (v.trim() ? null : 'Enter the contact’s name.'),
          Phone: (v) => (v && isCompletePhone(v) ? null : 'Enter a 10-digit phone number.'),
        },
      }}
    >
      {(form) => {
        const rows = form.getValues().EmergencyContacts;
        return (
          <>
            {rows.length === 0 && (
              <Text size="sm" c="dimmed">
                No emergency contacts.
              </Text>
            )}
            {rows.map((_, i) => (
              <Group key={form.key(`EmergencyContacts.${i}`)} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  label={i === 0 ? 'Name' : undefined}
                  aria-label={`Contact ${i + 1} name`}
                  maxLength={200}
                  w={260}
                  {...form.getInputProps(`EmergencyContacts.${i}.Name`)}
                />
                <PhoneInput
                  label={i === 0 ? 'Phone' : undefined}
                  aria-label={`Contact ${i + 1} phone`}
                  w={220}
                  {...form.getInputProps(`EmergencyContacts.${i}.Phone`)}
                />
                {!readOnly && (
                  <Tooltip label="Remove">
                    <ActionIcon
                      color="red"
                      mt={i === 0 ? 28 : 4}
                      aria-label={`Remove contact ${i + 1}`}
                      onClick={() => form.removeListItem('EmergencyContacts', i)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            ))}
            {!readOnly && rows.length < MAX_CONTACTS && (
              <Group>
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => form.insertListItem('EmergencyContacts', { Name: '', Phone: null })}
                >
                  Add contact
                </Button>
              </Group>
            )}
          </>
        );
      }}
    </RecordForm>
  );
}
