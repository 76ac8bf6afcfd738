import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Button, Group, Radio, Select, Stack, Text, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { isCompletePhone, phoneDigits, PhoneTypes, type PhoneValue } from '@canopy/shared';
import { PhoneInput } from './inputs';

/** One phone row as forms hold it: the typed number, the type as a select value, the preferred mark. */
export type PhoneRowValue = { Number: PhoneValue | null; PhoneTypeId: string; IsPreferred: boolean };

/** A blank row of the spec's default phone type, Work. */
export const blankPhoneRow = (preferred = false): PhoneRowValue => ({
  Number: null,
  PhoneTypeId: String(PhoneTypes.Work),
  IsPreferred: preferred,
});

export interface PhoneRowsProps {
  /** Any form holding a list of PhoneRowValue at `path`. */
  form: UseFormReturnType<any>;
  readOnly: boolean;
  /** Where the rows sit in the form's values, dotted ('Phones', 'Contact.Phones'). */
  path?: string;
  /** The row "Add phone" (or Enter) appends; Work type by default. */
  newRow?: (preferred: boolean) => PhoneRowValue;
}

const MAX_PHONES = 10;
const TYPE_OPTIONS = Object.entries(PhoneTypes).map(([label, id]) => ({ value: String(id), label }));

const typedDigits = (row: PhoneRowValue | undefined) =>
  phoneDigits(row?.Number?.Phone) + phoneDigits(row?.Number?.Extension);

function valueAt(values: unknown, path: string): PhoneRowValue[] {
  let node: any = values;
  for (const part of path.split('.')) node = node?.[part];
  return Array.isArray(node) ? node : [];
}

/**
 * Phone rows with exactly one preferred number. Enter in a phone adds a row only once the last row
 * holds 10 or more digits (a whole number), and never submits the form; rows under 10 digits are
 * dropped on save, which each such row says beforehand.
 */
export function PhoneRows({ form, readOnly, path = 'Phones', newRow = blankPhoneRow }: PhoneRowsProps) {
  const phones = valueAt(form.getValues(), path);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [focusRow, setFocusRow] = useState<number | null>(null);

  useEffect(() => {
    if (focusRow === null) return;
    inputs.current[focusRow]?.focus();
    setFocusRow(null);
  }, [focusRow, phones.length]);

  const setRows = (rows: PhoneRowValue[]) => form.setFieldValue(path, rows);
  const prefer = (index: number) => setRows(phones.map((p, i) => ({ ...p, IsPreferred: i === index })));
  // A preferred number must remain while any number does.
  const remove = (index: number) => {
    const rest = phones.filter((_, i) => i !== index);
    if (phones[index]?.IsPreferred && rest[0]) rest[0] = { ...rest[0], IsPreferred: true };
    setRows(rest);
  };
  const add = () => {
    setRows([...phones, newRow(phones.length === 0)]);
    setFocusRow(phones.length);
  };
  const canAdd = !readOnly && phones.length < MAX_PHONES;

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (canAdd && typedDigits(phones.at(-1)).length >= 10) add();
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Phones
      </Text>
      {phones.length === 0 && (
        <Text size="sm" c="dimmed">
          No phone numbers.
        </Text>
      )}
      {phones.map((row, i) => (
        <Stack key={form.key(`${path}.${i}`)} gap={2}>
          <Group gap="xs" align="center" wrap="nowrap">
            <PhoneInput
              aria-label={`Phone ${i + 1}`}
              placeholder="(###) ###-#### x ext"
              w={220}
              ref={(el) => {
                inputs.current[i] = el;
              }}
              onKeyDown={onKeyDown}
              {...form.getInputProps(`${path}.${i}.Number`)}
            />
            <Select
              aria-label={`Phone ${i + 1} type`}
              data={TYPE_OPTIONS}
              allowDeselect={false}
              w={110}
              {...form.getInputProps(`${path}.${i}.PhoneTypeId`)}
            />
            <Radio
              label="Preferred"
              aria-label={`Phone ${i + 1} preferred`}
              checked={row.IsPreferred}
              onChange={() => prefer(i)}
            />
            {!readOnly && (
              <Tooltip label="Remove phone">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove phone ${i + 1}`}
                  onClick={() => remove(i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
          {typedDigits(row) !== '' && !isCompletePhone(row.Number) && (
            <Text size="xs" c="orange.8" role="status">
              Under 10 digits: dropped when saved.
            </Text>
          )}
        </Stack>
      ))}
      {canAdd && (
        <Group>
          <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={add}>
            Add phone
          </Button>
        </Group>
      )}
    </Stack>
  );
}
