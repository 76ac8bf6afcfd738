import { Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ASSET_NUMBER_MAX, Messages, type EquipmentResource } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { InlineRowEditor, required } from '../../ui/InlineRowEditor';
import { equipmentTypeChoicesQuery, leaseCompanyChoicesQuery } from './queries';
import { useResourceBranches } from './useResourceBranches';

type Values = {
  AssetNumber: string;
  EquipmentTypeId: number | null;
  LeaseCompanyId: number | null;
  BranchId: number | null;
  CurrentBranchId: number | null;
};
type Option = { value: number; label: string };

const validate = {
  AssetNumber: required('Please enter an asset number.'),
  EquipmentTypeId: (v: number | null) => (v ? null : 'Please choose an equipment type.'),
  BranchId: (v: number | null) => (v ? null : 'Please choose a branch.'),
};

/** Keeps a stored choice visible by name even when it is no longer offered (archived, out of reach). */
function withCurrent(options: Option[], id: number | null | undefined, name: string | null | undefined) {
  if (!id || options.some((o) => o.value === id)) return options;
  return [{ value: id, label: name ?? `#${id}` }, ...options];
}

const toValues = (row: EquipmentResource | null): Values => ({
  AssetNumber: row?.AssetNumber ?? '',
  EquipmentTypeId: row?.EquipmentTypeId ?? null,
  LeaseCompanyId: row?.LeaseCompanyId ?? null,
  BranchId: row?.BranchId ?? null,
  CurrentBranchId: row?.CurrentBranchId ?? null,
});

const NEW_RESOURCE = {
  Id: 0,
  BranchName: '',
  EquipmentTypeName: '',
  LeaseCompanyName: null,
  CurrentBranchName: '',
  Archived: false,
  Version: 1,
};

function toRow(values: Values, row: EquipmentResource | null): EquipmentResource {
  const branchId = values.BranchId ?? 0;
  return {
    ...(row ?? NEW_RESOURCE),
    AssetNumber: values.AssetNumber.trim(),
    EquipmentTypeId: values.EquipmentTypeId ?? 0,
    LeaseCompanyId: values.LeaseCompanyId,
    BranchId: branchId,
    CurrentBranchId: values.CurrentBranchId ?? branchId,
  };
}

/**
 * An equipment resource edited in place. The asset number must be unique: the server's 'Please
 * enter Unique Asset Number' lands on that field. Where the asset is now follows its branch unless
 * it is on loan elsewhere.
 */
export function EquipmentResourceRowEditor(ctx: RowEditorContext<EquipmentResource>) {
  const { row } = ctx;
  const types = useQuery(equipmentTypeChoicesQuery);
  const leases = useQuery(leaseCompanyChoicesQuery);
  const { branches, isPending: branchesPending } = useResourceBranches();

  const typeOptions = withCurrent(
    (types.data ?? []).filter((t) => !t.Archived).map((t) => ({ value: t.Id, label: t.Name })),
    row?.EquipmentTypeId,
    row?.EquipmentTypeName,
  );
  const leaseOptions = withCurrent(
    (leases.data ?? []).map((l) => ({ value: l.Id, label: l.Name })),
    row?.LeaseCompanyId,
    row?.LeaseCompanyName,
  );
  const branchOptions = withCurrent(
    withCurrent(
      branches.map((b) => ({ value: b.Id, label: b.Name })),
      row?.BranchId,
      row?.BranchName,
    ),
    row?.CurrentBranchId,
    row?.CurrentBranchName,
  );

  return (
    <InlineRowEditor
      {...ctx}
      toValues={toValues}
      toRow={toRow}
      validate={validate}
      errorMessage={Messages.UpdateFailed}
      grow
    >
      {(form) => (
        <>
          <TextInput
            aria-label="Asset number"
            placeholder="Asset number"
            maxLength={ASSET_NUMBER_MAX}
            autoFocus
            {...form.getInputProps('AssetNumber')}
          />
          <Select<number>
            aria-label="Equipment type"
            placeholder={types.isPending ? 'Loading…' : 'Equipment type'}
            data={typeOptions}
            searchable
            allowDeselect={false}
            value={form.values.EquipmentTypeId}
            onChange={(v) => form.setFieldValue('EquipmentTypeId', v)}
            error={form.errors.EquipmentTypeId}
          />
          <Select<number>
            aria-label="Lease company"
            placeholder="Owned (no lease)"
            data={leaseOptions}
            clearable
            searchable
            value={form.values.LeaseCompanyId}
            onChange={(v) => form.setFieldValue('LeaseCompanyId', v)}
            error={form.errors.LeaseCompanyId}
          />
          <Select<number>
            aria-label="Branch"
            placeholder={branchesPending ? 'Loading…' : 'Branch'}
            data={branchOptions}
            searchable
            allowDeselect={false}
            value={form.values.BranchId}
            onChange={(v) => {
              // An asset at home moves with its branch; one on loan stays where it is.
              const { BranchId, CurrentBranchId } = form.values;
              if (CurrentBranchId === null || CurrentBranchId === BranchId)
                form.setFieldValue('CurrentBranchId', v);
              form.setFieldValue('BranchId', v);
            }}
            error={form.errors.BranchId}
          />
          <Select<number>
            aria-label="Current branch"
            placeholder="Current branch"
            data={branchOptions}
            searchable
            allowDeselect={false}
            value={form.values.CurrentBranchId}
            onChange={(v) => form.setFieldValue('CurrentBranchId', v)}
            error={form.errors.CurrentBranchId}
          />
        </>
      )}
    </InlineRowEditor>
  );
}
