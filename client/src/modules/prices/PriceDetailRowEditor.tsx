import { useMemo } from 'react';
import { Group, Select, Text } from '@mantine/core';
import { Messages, type PriceDetail } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { CurrencyInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import { ADDED_SUCCESSFULLY } from '../resources/messages';
import { fromDetailForm, toDetailForm, type DetailFormValues, type SizeGroup } from './detailForm';
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

/** One row of a price table edited in place: its size and the prices its pricing type uses. */
export function PriceDetailRowEditor(props: PriceDetailRowEditorProps) {
  const { row, save, cancel, pricingType, bySize, fields, sizes, sizesLoading, priceId } = props;
  // A new object each render would look like a refetched record and reset the form.
  const record = useMemo(() => toDetailForm(row), [row]);
  const validate = bySize
    ? { InventoryItemSizeId: (v: number | null) => (v ? null : 'Please choose an inventory size.') }
    : undefined;

  return (
    <div onKeyDown={(e) => e.key === 'Escape' && cancel()}>
      <RecordForm<DetailFormValues>
        record={record}
        validate={validate}
        onSubmit={async (values) => toDetailForm(await save(fromDetailForm(values, row, priceId)))}
        onCancel={cancel}
        successMessage={row ? Messages.UpdatedSuccessfully : ADDED_SUCCESSFULLY}
        errorMessage={row ? Messages.UpdateFailed : Messages.SaveFailed}
      >
        {(form) => (
          <Group align="flex-start" grow wrap="nowrap">
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
          </Group>
        )}
      </RecordForm>
    </div>
  );
}
