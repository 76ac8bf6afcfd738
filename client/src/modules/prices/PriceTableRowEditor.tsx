import { Select, TextInput } from '@mantine/core';
import { PRICE_TABLE_NAME_MAX, PricingMethodList, PricingTypeList, type PriceTableRow } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { InlineRowEditor, required } from '../../ui/InlineRowEditor';
import { pricingMethodName, pricingTypeName } from './priceFields';

type Values = { Name: string; PricingType: number | null; PricingMethod: number | null };

const TYPES = PricingTypeList.map((t) => ({ value: t.Id, label: t.Name }));
const METHODS = PricingMethodList.map((m) => ({ value: m.Id, label: m.Name }));

const validate = {
  Name: required('Name is required.'),
  PricingType: (v: number | null) => (v ? null : 'Please choose a pricing type.'),
  PricingMethod: (v: number | null) => (v ? null : 'Please choose a pricing method.'),
};

const toValues = (row: PriceTableRow | null): Values => ({
  Name: row?.Name ?? '',
  PricingType: row?.PricingType ?? null,
  PricingMethod: row?.PricingMethod ?? null,
});

function toRow(values: Values, row: PriceTableRow | null): PriceTableRow {
  const type = values.PricingType ?? 0;
  const method = values.PricingMethod ?? 0;
  return {
    Id: row?.Id ?? 0,
    Name: values.Name.trim(),
    PricingType: type,
    PricingTypeName: pricingTypeName(type),
    PricingMethod: method,
    PricingMethodName: pricingMethodName(method),
    Archived: row?.Archived ?? false,
    DetailCount: row?.DetailCount ?? 0,
    Version: row?.Version ?? 1,
  };
}

/** Adds a price table or renames and retypes one in place. */
export function PriceTableRowEditor(ctx: RowEditorContext<PriceTableRow>) {
  // The server refuses to change how a table is priced once it has rows.
  const methodLocked = !!ctx.row && ctx.row.DetailCount > 0;
  return (
    <InlineRowEditor {...ctx} toValues={toValues} toRow={toRow} validate={validate} grow>
      {(form) => (
        <>
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
        </>
      )}
    </InlineRowEditor>
  );
}
