import { useMemo } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import {
  Messages,
  PRICE_TABLE_NAME_MAX,
  PricingMethodList,
  PricingTypeList,
  type PriceTableRow,
} from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { RecordForm } from '../../ui/RecordForm';
import { ADDED_SUCCESSFULLY } from '../resources/messages';
import { pricingMethodName, pricingTypeName } from './priceFields';

export type PriceTableRowEditorProps = RowEditorContext<PriceTableRow>;

type Values = { Name: string; PricingType: number | null; PricingMethod: number | null };

const TYPES = PricingTypeList.map((t) => ({ value: t.Id, label: t.Name }));
const METHODS = PricingMethodList.map((m) => ({ value: m.Id, label: m.Name }));

const validate = {
  Name: (v: string) => (v.trim() ? null : 'Name is required.'),
  PricingType: (v: number | null) => (v ? null : 'Please choose a pricing type.'),
  PricingMethod: (v: number | null) => (v ? null : 'Please choose a pricing method.'),
};

/** Adds a price table or renames and retypes one in place; Escape cancels. */
export function PriceTableRowEditor({ row, save, cancel }: PriceTableRowEditorProps) {
  const record = useMemo<Values>(
    () => ({
      Name: row?.Name ?? '',
      PricingType: row?.PricingType ?? null,
      PricingMethod: row?.PricingMethod ?? null,
    }),
    [row],
  );
  // The server refuses to change how a table is priced once it has rows.
  const methodLocked = !!row && row.DetailCount > 0;

  async function submit(values: Values): Promise<Values> {
    const type = values.PricingType ?? 0;
    const method = values.PricingMethod ?? 0;
    const saved = await save({
      Id: row?.Id ?? 0,
      Name: values.Name.trim(),
      PricingType: type,
      PricingTypeName: pricingTypeName(type),
      PricingMethod: method,
      PricingMethodName: pricingMethodName(method),
      Archived: row?.Archived ?? false,
      DetailCount: row?.DetailCount ?? 0,
      Version: row?.Version ?? 1,
    });
    return { Name: saved.Name, PricingType: saved.PricingType, PricingMethod: saved.PricingMethod };
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
              aria-label="Price table name"
              placeholder="Name"
              maxLength={PRICE_TABLE_NAME_MAX}
              autoFocus
              {...form.getInputProps('Name')}
            />
            <Select<number>
              aria-label="Pricing type"
              placeholder="Pricing type"
              data={TYPES}
              allowDeselect={false}
              value={form.values.PricingType}
              onChange={(v) => form.setFieldValue('PricingType', v)}
              error={form.errors.PricingType}
            />
            <Select<number>
              aria-label="Pricing method"
              placeholder="Pricing method"
              data={METHODS}
              allowDeselect={false}
              disabled={methodLocked}
              title={methodLocked ? 'The method cannot change while the table has prices.' : undefined}
              value={form.values.PricingMethod}
              onChange={(v) => form.setFieldValue('PricingMethod', v)}
              error={form.errors.PricingMethod}
            />
          </Group>
        )}
      </RecordForm>
    </div>
  );
}
