import { SegmentedControl, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { dollarsToCents, F, formatCurrency, has, MaterialTypes, type Material } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ListState } from '../../ui/listState';
import { MaterialRowEditor } from './MaterialRowEditor';
import { NameCell } from './NameCell';
import { saveMaterial, toggleMaterial } from './mutations';
import { fetchMaterials, resourceKeys } from './queries';
import { materialListState, materialSearch, type MaterialFilters } from './search';

const columns: DataListColumn<Material>[] = [
  { key: 'Name', title: 'Name', render: (m) => <NameCell name={m.Name} archived={m.Archived} /> },
  { key: 'Unit', title: 'Unit', width: 160 },
  {
    key: 'UnitPrice',
    title: 'Unit price',
    align: 'right',
    width: 140,
    render: (m) => (m.UnitPrice === null ? '' : formatCurrency(dollarsToCents(m.UnitPrice))),
  },
];

const KINDS = [
  { value: String(MaterialTypes.Material), label: 'Materials' },
  { value: String(MaterialTypes.Disposal), label: 'Disposals' },
];

/**
 * Admin > Materials/Disposals: one list per kind, switched in the toolbar. Materials are priced
 * catalogue items, so changing them needs Service Full (the server's rule).
 */
export function MaterialList() {
  const search = useSearch({ from: '/app/materials' });
  const navigate = useNavigate();
  const canEdit = has(useClaims(), 'Service', F);
  const state = materialListState(search);
  const typeId = state.filters.MaterialTypeId;
  const noun = typeId === MaterialTypes.Disposal ? 'disposal' : 'material';

  const setState = (next: ListState<MaterialFilters>) =>
    void navigate({ to: '/materials', search: materialSearch(next), replace: true });

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        Materials and Disposals
      </Title>
      <DataList<Material, MaterialFilters>
        columns={columns}
        queryKey={resourceKeys.materials}
        fetchPage={fetchMaterials}
        state={state}
        onStateChange={setState}
        archivable
        onToggleArchived={canEdit ? (m) => toggleMaterial(m.Id) : undefined}
        rowLabel={(m) => m.Name}
        searchPlaceholder={`Search ${noun}s`}
        emptyText={`No ${noun}s match`}
        toolbar={
          <SegmentedControl
            aria-label="Material type"
            data={KINDS}
            value={String(typeId)}
            onChange={(v) => setState({ ...state, page: 1, filters: { MaterialTypeId: Number(v) } })}
          />
        }
        editable={
          canEdit
            ? {
                addLabel: typeId === MaterialTypes.Disposal ? 'Add Disposal' : 'Add Material',
                renderEditor: (ctx) => (
                  // A new kind is a different list: the editor must not carry over.
                  <MaterialRowEditor key={typeId} {...ctx} materialTypeId={typeId} />
                ),
                onSave: (m) =>
                  saveMaterial({
                    Id: m.Id,
                    Name: m.Name,
                    MaterialTypeId: m.MaterialTypeId,
                    Unit: m.Unit,
                    // The editor always fills the price (its form requires one).
                    UnitPrice: m.UnitPrice ?? 0,
                  }),
              }
            : undefined
        }
      />
    </>
  );
}
