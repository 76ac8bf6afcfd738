import { TextInput } from '@mantine/core';
import {
  centsToDollars,
  dollarsToCents,
  MaterialTypes,
  RESOURCE_NAME_MAX,
  UNIT_MAX,
  type Cents,
  type Material,
} from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { InlineRowEditor, required } from '../../ui/InlineRowEditor';
import { CurrencyInput } from '../../ui/inputs';

export type MaterialRowEditorProps = RowEditorContext<Material> & {
  /** The kind a new row becomes: the list's current Material/Disposal choice. */
  materialTypeId: number;
};

type Values = { Name: string; Unit: string; UnitPrice: Cents | null };

const validate = {
  Name: required('Name is required.'),
  UnitPrice: (v: Cents | null) => (v === null ? 'Please enter a unit price.' : null),
};

const toValues = (row: Material | null): Values => ({
  Name: row?.Name ?? '',
  Unit: row?.Unit ?? '',
  UnitPrice: row?.UnitPrice == null ? null : dollarsToCents(row.UnitPrice),
});

/** Name, unit and unit price of a material or disposal, edited in place. */
export function MaterialRowEditor({ materialTypeId, ...ctx }: MaterialRowEditorProps) {
  const noun = materialTypeId === MaterialTypes.Disposal ? 'Disposal' : 'Material';
  return (
    <InlineRowEditor
      {...ctx}
      toValues={toValues}
      toRow={(values, row) => ({
        Id: row?.Id ?? 0,
        Name: values.Name.trim(),
        MaterialTypeId: row?.MaterialTypeId ?? materialTypeId,
        Unit: values.Unit.trim() || null,
        UnitPrice: centsToDollars(values.UnitPrice ?? 0),
        Archived: row?.Archived ?? false,
        Version: row?.Version ?? 1,
      })}
      validate={validate}
      grow
    >
      {(form) => (
        <>
          <TextInput
            aria-label={`${noun} name`}
            placeholder="Name"
            maxLength={RESOURCE_NAME_MAX}
            autoFocus
            {...form.getInputProps('Name')}
          />
          <TextInput
            aria-label="Unit"
            placeholder="Unit (cu yd, lb, each…)"
            maxLength={UNIT_MAX}
            {...form.getInputProps('Unit')}
          />
          <CurrencyInput
            aria-label="Unit price"
            placeholder="Unit price"
            min={0}
            {...form.getInputProps('UnitPrice')}
          />
        </>
      )}
    </InlineRowEditor>
  );
}
