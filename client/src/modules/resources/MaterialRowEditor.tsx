import { useMemo } from 'react';
import { Group, TextInput } from '@mantine/core';
import {
  centsToDollars,
  dollarsToCents,
  MaterialTypes,
  Messages,
  RESOURCE_NAME_MAX,
  UNIT_MAX,
  type Cents,
  type Material,
} from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { CurrencyInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import { ADDED_SUCCESSFULLY } from './messages';

export type MaterialRowEditorProps = RowEditorContext<Material> & {
  /** The kind a new row becomes: the list's current Material/Disposal choice. */
  materialTypeId: number;
};

type Values = { Name: string; Unit: string; UnitPrice: Cents | null };

const validate = {
  Name: (v: string) => (v.trim() ? null : 'Name is required.'),
  UnitPrice: (v: Cents | null) => (v === null ? 'Please enter a unit price.' : null),
};

/** Name, unit and unit price of a material or disposal, edited in place; Escape cancels. */
export function MaterialRowEditor({ row, save, cancel, materialTypeId }: MaterialRowEditorProps) {
  const record = useMemo<Values>(
    () => ({
      Name: row?.Name ?? '',
      Unit: row?.Unit ?? '',
      UnitPrice: row ? dollarsToCents(row.UnitPrice) : null,
    }),
    [row],
  );
  const noun = materialTypeId === MaterialTypes.Disposal ? 'Disposal' : 'Material';

  async function submit(values: Values): Promise<Values> {
    const saved = await save({
      Id: row?.Id ?? 0,
      Name: values.Name.trim(),
      MaterialTypeId: row?.MaterialTypeId ?? materialTypeId,
      Unit: values.Unit.trim() || null,
      UnitPrice: centsToDollars(values.UnitPrice ?? 0),
      Archived: row?.Archived ?? false,
      Version: row?.Version ?? 1,
    });
    return { Name: saved.Name, Unit: saved.Unit ?? '', UnitPrice: dollarsToCents(saved.UnitPrice) };
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
          </Group>
        )}
      </RecordForm>
    </div>
  );
}
