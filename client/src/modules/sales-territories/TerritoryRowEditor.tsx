import { useMemo } from 'react';
import { Group, TextInput } from '@mantine/core';
import { Messages, type SalesTerritoryRow } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { RecordForm } from '../../ui/RecordForm';
import { territoryValidation, type TerritoryFormValues } from './territoryForm';
import { TerritoryBranchSelect } from './TerritoryBranchSelect';

export type TerritoryRowEditorProps = RowEditorContext<SalesTerritoryRow>;

/** The list's inline editor of one territory's name and branch; Escape cancels. */
export function TerritoryRowEditor({ row, save, cancel }: TerritoryRowEditorProps) {
  // A new object each render would look like a refetched record and reset the form.
  const record = useMemo<TerritoryFormValues>(
    () => ({ Id: row?.Id ?? 0, Name: row?.Name ?? '', BranchId: row?.BranchId ?? null }),
    [row],
  );

  async function submit(values: TerritoryFormValues) {
    const base = row ?? { Id: 0, Name: '', BranchId: 0, BranchName: '', ZipCodeCount: 0, Version: 1 };
    const saved = await save({ ...base, Name: values.Name.trim(), BranchId: values.BranchId ?? 0 });
    return { Id: saved.Id, Name: saved.Name, BranchId: saved.BranchId };
  }

  return (
    <div onKeyDown={(e) => e.key === 'Escape' && cancel()}>
      <RecordForm<TerritoryFormValues>
        record={record}
        onSubmit={submit}
        onCancel={cancel}
        validate={territoryValidation}
        successMessage={Messages.UpdatedSuccessfully}
        errorMessage={row ? Messages.SalesTerritoryUpdateFailed : Messages.SalesTerritorySaveFailed}
      >
        {(form) => (
          <Group align="flex-start" grow>
            <TextInput
              aria-label="Territory name"
              placeholder="Name"
              autoFocus
              {...form.getInputProps('Name')}
            />
            <TerritoryBranchSelect
              aria-label="Territory branch"
              current={row ? { Id: row.BranchId, Name: row.BranchName } : undefined}
              value={form.values.BranchId}
              onChange={(id) => form.setFieldValue('BranchId', id)}
              error={form.errors.BranchId}
            />
          </Group>
        )}
      </RecordForm>
    </div>
  );
}
