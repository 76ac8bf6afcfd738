import { TextInput } from '@mantine/core';
import { Messages, type SalesTerritoryRow } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { InlineRowEditor } from '../../ui/InlineRowEditor';
import { territoryValidation, type TerritoryFormValues } from './territoryForm';
import { TerritoryBranchSelect } from './TerritoryBranchSelect';

const NEW_TERRITORY: SalesTerritoryRow = {
  Id: 0,
  Name: '',
  BranchId: 0,
  BranchName: '',
  ZipCodeCount: 0,
  Version: 1,
};

/** The list's inline editor of one territory's name and branch. */
export function TerritoryRowEditor(ctx: RowEditorContext<SalesTerritoryRow>) {
  const { row } = ctx;
  return (
    <InlineRowEditor
      {...ctx}
      toValues={(r): TerritoryFormValues => ({
        Id: r?.Id ?? 0,
        Name: r?.Name ?? '',
        BranchId: r?.BranchId ?? null,
      })}
      toRow={(values, r) => ({
        ...(r ?? NEW_TERRITORY),
        Name: values.Name.trim(),
        BranchId: values.BranchId ?? 0,
      })}
      validate={territoryValidation}
      successMessage={Messages.UpdatedSuccessfully}
      errorMessage={row ? Messages.SalesTerritoryUpdateFailed : Messages.SalesTerritorySaveFailed}
      grow
    >
      {(form) => (
        <>
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
        </>
      )}
    </InlineRowEditor>
  );
}
