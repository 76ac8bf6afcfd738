import { ActionIcon, Button, Group, Radio, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PhoneInput } from '../../ui/inputs';
import { blankPhoneRow, shortPhoneRows, withOnePreferred, type BranchFormValues } from './branchForm';
import { PHONE_TYPE_OPTIONS } from './phoneTypes';

export type BranchPhonesEditorProps = {
  form: UseFormReturnType<BranchFormValues>;
  readOnly?: boolean;
};

/**
 * Rows of phone, type and one preferred choice. The first 10 digits are the number and the rest
 * the extension; a row with fewer digits is dropped on save, which each such row says beforehand.
 */
export function BranchPhonesEditor({ form, readOnly = false }: BranchPhonesEditorProps) {
  const rows = form.values.BranchPhoneNumbers;
  const short = new Set(shortPhoneRows(rows).map((r) => r.Key));
  const path = (i: number, field: string) => `BranchPhoneNumbers.${i}.${field}`;

  const setRows = (next: typeof rows) => form.setFieldValue('BranchPhoneNumbers', next);
  const prefer = (key: string) => setRows(rows.map((r) => ({ ...r, IsPreferred: r.Key === key })));
  const remove = (key: string) => setRows(withOnePreferred(rows.filter((r) => r.Key !== key)));
  const add = () => setRows([...rows, blankPhoneRow(rows.length === 0)]);
  const error = form.errors.BranchPhoneNumbers;

  return (
    <Stack gap={4}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No phone numbers.
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing="xs" layout="fixed" maw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Phone</Table.Th>
              <Table.Th w={130}>Type</Table.Th>
              <Table.Th w={80} ta="center">
                Preferred
              </Table.Th>
              {!readOnly && <Table.Th w={44} aria-label="Actions" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={row.Key}>
                <Table.Td>
                  <PhoneInput
                    aria-label={`Phone ${i + 1}`}
                    placeholder="(###) ###-#### x ext"
                    {...form.getInputProps(path(i, 'Phone'))}
                  />
                  {short.has(row.Key) && (
                    <Text size="xs" c="orange.8" mt={2} role="status">
                      Under 10 digits: dropped when saved.
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Select<number>
                    aria-label={`Phone ${i + 1} type`}
                    data={PHONE_TYPE_OPTIONS}
                    allowDeselect={false}
                    value={row.PhoneTypeId}
                    onChange={(v) => v !== null && form.setFieldValue(path(i, 'PhoneTypeId'), v)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group justify="center">
                    <Radio
                      name="preferred-phone"
                      aria-label={`Preferred phone ${i + 1}`}
                      checked={row.IsPreferred}
                      onChange={() => prefer(row.Key)}
                    />
                  </Group>
                </Table.Td>
                {!readOnly && (
                  <Table.Td>
                    <Tooltip label="Remove phone">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Remove phone ${i + 1}`}
                        onClick={() => remove(row.Key)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      {!readOnly && (
        <Group>
          <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={add}>
            Add phone
          </Button>
        </Group>
      )}
    </Stack>
  );
}
