import { useMemo } from 'react';
import { ActionIcon, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Messages } from '@canopy/shared';
import { ZipInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import type { EmployeeTabProps } from './tabProps';
import { geographicBody, toGeographic, type GeographicValues } from './tabValues';
import { saveGeographic } from './mutations';
import { useTabSubmit } from './useEmployeeSave';

const MAX_ROWS = 100;

/** Areas the employee covers (city, state, zip); rows left blank are dropped by the server. */
export function GeographicTab({ employee, onDirtyChange }: EmployeeTabProps) {
  const record = useMemo(() => toGeographic(employee), [employee]);
  const id = employee.Id;
  const submit = useTabSubmit(
    (qc, v: GeographicValues) => saveGeographic(qc, id, geographicBody(v)),
    toGeographic,
  );
  const readOnly = !employee.Rights.editOwn;
  return (
    <RecordForm<GeographicValues>
      record={record}
      onSubmit={submit}
      readOnly={readOnly}
      onDirtyChange={onDirtyChange}
      successMessage={Messages.UpdatedSuccessfully}
    >
      {(form) => {
        const rows = form.getValues().GeographicAssignments;
        return (
          <>
            {rows.length === 0 && (
              <Text size="sm" c="dimmed">
                No geographic assignments.
              </Text>
            )}
            {rows.map((_, i) => (
              <Group key={form.key(`GeographicAssignments.${i}`)} gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  label={i === 0 ? 'City' : undefined}
                  aria-label={`City ${i + 1}`}
                  maxLength={100}
                  w={220}
                  {...form.getInputProps(`GeographicAssignments.${i}.City`)}
                />
                <TextInput
                  label={i === 0 ? 'State' : undefined}
                  aria-label={`State ${i + 1}`}
                  maxLength={2}
                  w={70}
                  {...form.getInputProps(`GeographicAssignments.${i}.State`)}
                  onChange={(e) =>
                    form.setFieldValue(
                      `GeographicAssignments.${i}.State`,
                      e.currentTarget.value.toUpperCase(),
                    )
                  }
                />
                <ZipInput
                  label={i === 0 ? 'Zip' : undefined}
                  aria-label={`Zip ${i + 1}`}
                  w={120}
                  {...form.getInputProps(`GeographicAssignments.${i}.Zip`)}
                />
                {!readOnly && (
                  <Tooltip label="Remove">
                    <ActionIcon
                      color="red"
                      mb={4}
                      aria-label={`Remove assignment ${i + 1}`}
                      onClick={() => form.removeListItem('GeographicAssignments', i)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            ))}
            {!readOnly && rows.length < MAX_ROWS && (
              <Group>
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() =>
                    form.insertListItem('GeographicAssignments', { City: '', State: '', Zip: '' })
                  }
                >
                  Add assignment
                </Button>
              </Group>
            )}
          </>
        );
      }}
    </RecordForm>
  );
}
