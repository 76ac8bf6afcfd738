import { useMemo } from 'react';
import { Group, TextInput } from '@mantine/core';
import {
  centsToDollars,
  dollarsToCents,
  Messages,
  RESOURCE_NAME_MAX,
  type Cents,
  type EquipmentType,
} from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { CurrencyInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import { ADDED_SUCCESSFULLY } from './messages';

export type EquipmentTypeRowEditorProps = RowEditorContext<EquipmentType>;

type Values = { Name: string; DailyRate: Cents | null };

const validate = {
  Name: (v: string) => (v.trim() ? null : 'Name is required.'),
  DailyRate: (v: Cents | null) => (v === null ? 'Please enter a daily rate.' : null),
};

/** Name and daily rate of an equipment type, edited in place; Escape cancels. */
export function EquipmentTypeRowEditor({ row, save, cancel }: EquipmentTypeRowEditorProps) {
  const record = useMemo<Values>(
    () => ({ Name: row?.Name ?? '', DailyRate: row ? dollarsToCents(row.DailyRate) : null }),
    [row],
  );

  async function submit(values: Values): Promise<Values> {
    const saved = await save({
      Id: row?.Id ?? 0,
      Name: values.Name.trim(),
      DailyRate: centsToDollars(values.DailyRate ?? 0),
      Archived: row?.Archived ?? false,
      Version: row?.Version ?? 1,
    });
    return { Name: saved.Name, DailyRate: dollarsToCents(saved.DailyRate) };
  }

  return (
    <div onKeyDown={(e) => e.key === 'Escape' && cancel()}>
      <RecordForm<Values>
        record={record}
        validate={validate}
        onSubmit={submit}
        onCancel={cancel}
        successMessage={row ? Messages.UpdatedSuccessfully : ADDED_SUCCESSFULLY}
        errorMessage={row ? Messages.UpdateFailed : Messages.SaveFailed}
      >
        {(form) => (
          <Group align="flex-start" grow>
            <TextInput
              aria-label="Equipment type name"
              placeholder="Name"
              maxLength={RESOURCE_NAME_MAX}
              autoFocus
              {...form.getInputProps('Name')}
            />
            <CurrencyInput
              aria-label="Daily rate"
              placeholder="Daily rate"
              min={0}
              {...form.getInputProps('DailyRate')}
            />
          </Group>
        )}
      </RecordForm>
    </div>
  );
}
