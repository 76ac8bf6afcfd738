import { Select, Text } from '@mantine/core';
import type { PriceDetail } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { InlineRowEditor } from '../../ui/InlineRowEditor';
import { CurrencyInput } from '../../ui/inputs';
import { fromDetailForm, toDetailForm, type SizeGroup } from './detailForm';
import { priceFieldLabel, type PriceField } from './priceFields';

export type PriceDetailRowEditorProps = RowEditorContext<PriceDetail> & {
  pricingType: number;
  /** InventorySize tables price each size; ServiceUOM tables have one size-less row. */
  bySize: boolean;
  fields: PriceField[];
  sizes: SizeGroup[];
  sizesLoading: boolean;
  priceId: number;
};

const sizeRequired = {
  InventoryItemSizeId: (v: number | null) => (v ? null : 'Please choose an inventory size.'),
};

/** One row of a price table edited in place: its size and the prices its pricing type uses. */
export function PriceDetailRowEditor(props: PriceDetailRowEditorProps) {
  const { pricingType, bySize, fields, sizes, sizesLoading, priceId, ...ctx } = props;
  const { row } = ctx;
  return (
    <InlineRowEditor
      {...ctx}
      toValues={toDetailForm}
      toRow={(values) => fromDetailForm(values, row, priceId)}
      validate={bySize ? sizeRequired : undefined}
      grow
      noWrap
    >
      {(form) => (
        <>
          {bySize ? (
            <Select<number>
              aria-label="Size"
              placeholder={sizesLoading ? 'Loading sizes…' : 'Choose a size'}
              data={sizes}
              searchable
              allowDeselect={false}
              nothingFoundMessage="Every size already has prices"
              autoFocus={!row}
              value={form.values.InventoryItemSizeId}
              onChange={(id) => form.setFieldValue('InventoryItemSizeId', id)}
              error={form.errors.InventoryItemSizeId}
            />
          ) : (
            <Text size="sm" pt={6}>
              Service unit of measure
            </Text>
          )}
          {fields.map((f, i) => (
            <CurrencyInput
              key={f}
              aria-label={priceFieldLabel(f, pricingType)}
              placeholder={priceFieldLabel(f, pricingType)}
              min={0}
              autoFocus={!!row && i === 0}
              {...form.getInputProps(f)}
            />
          ))}
        </>
      )}
    </InlineRowEditor>
  );
}
