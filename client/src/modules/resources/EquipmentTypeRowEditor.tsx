import { TextInput } from '@mantine/core';
import {
  centsToDollars,
  dollarsToCents,
  RESOURCE_NAME_MAX,
  type Cents,
  type EquipmentType,
} from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { InlineRowEditor, required } from '../../ui/InlineRowEditor';
import { CurrencyInput } from '../../ui/inputs';

type Values = { Name: string; DailyRate: Cents | null };

const validate = {
  Name: required('Name is required.'),
  DailyRate: (v: Cents | null) => (v === null ? 'Please enter a daily rate.' : null),
};

/** Name and daily rate of an equipment type, edited in place. */
export function EquipmentTypeRowEditor(ctx: RowEditorContext<EquipmentType>) {
  return (
    <InlineRowEditor
      {...ctx}
      toValues={(row): Values => ({
        Name: row?.Name ?? '',
        DailyRate: row ? dollarsToCents(row.DailyRate) : null,
      })}
      toRow={(values, row) => ({
        Id: row?.Id ?? 0,
        Name: values.Name.trim(),
        DailyRate: centsToDollars(values.DailyRate ?? 0),
        Archived: row?.Archived ?? false,
        Version: row?.Version ?? 1,
      })}
      validate={validate}
      grow
    >
      {(form) => (
        <>
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
        </>
      )}
    </InlineRowEditor>
  );
}
