import { ActionIcon, Button, Group, Radio, Select, Stack, Text, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PhoneTypes } from '@canopy/shared';
import { PhoneInput } from '../../ui/inputs';
import { blankPhone, type ContactValues } from './tabValues';

export interface PhoneRowsProps {
  form: UseFormReturnType<ContactValues>;
  readOnly: boolean;
}

const MAX_PHONES = 10;
const TYPE_OPTIONS = Object.entries(PhoneTypes).map(([label, id]) => ({ value: String(id), label }));

/** Phone rows with one preferred number; rows left blank are dropped on save. */
export function PhoneRows({ form, readOnly }: PhoneRowsProps) {
  const phones = form.getValues().Phones;
  const prefer = (index: number) =>
    form.setFieldValue(
      'Phones',
      phones.map((p, i) => ({ ...p, IsPreferred: i === index })),
    );
  // A preferred number must remain while any number does.
  const remove = (index: number) => {
    const rest = phones.filter((_, i) => i !== index);
    if (phones[index]?.IsPreferred && rest[0]) rest[0] = { ...rest[0], IsPreferred: true };
    form.setFieldValue('Phones', rest);
  };

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
      {phones.map((_, i) => (
        <Group key={form.key(`Phones.${i}`)} gap="xs" align="center" wrap="nowrap">
          <PhoneInput aria-label={`Phone ${i + 1}`} w={220} {...form.getInputProps(`Phones.${i}.Number`)} />
          <Select
            aria-label={`Phone ${i + 1} type`}
            data={TYPE_OPTIONS}
            allowDeselect={false}
            w={110}
            {...form.getInputProps(`Phones.${i}.PhoneTypeId`)}
          />
          <Radio
            label="Preferred"
            aria-label={`Phone ${i + 1} preferred`}
            checked={phones[i]!.IsPreferred}
            onChange={() => prefer(i)}
          />
          {!readOnly && (
            <Tooltip label="Remove phone">
              <ActionIcon color="red" aria-label={`Remove phone ${i + 1}`} onClick={() => remove(i)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ))}
      {!readOnly && phones.length < MAX_PHONES && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('Phones', blankPhone(phones.length === 0))}
          >
            Add phone
          </Button>
        </Group>
      )}
    </Stack>
  );
}
