import { Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { dollarsToCents, F, formatCurrency, has, type EquipmentType } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ListState } from '../../ui/listState';
import { EquipmentTypeRowEditor } from './EquipmentTypeRowEditor';
import { NameCell } from './NameCell';
import { saveEquipmentType, toggleEquipmentType } from './mutations';
import { fetchEquipmentTypes, resourceKeys } from './queries';
import { simpleListState, simpleSearch } from './search';

const columns: DataListColumn<EquipmentType>[] = [
  { key: 'Name', title: 'Name', render: (e) => <NameCell name={e.Name} archived={e.Archived} /> },
  {
    key: 'DailyRate',
    title: 'Daily rate',
    align: 'right',
    width: 160,
    render: (e) => formatCurrency(dollarsToCents(e.DailyRate)),
  },
];

/** Admin > Equipment: the kinds of equipment and what a day of each costs; Resources Full edits. */
export function EquipmentTypeList() {
  const search = useSearch({ from: '/app/equipment' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = has(useClaims(), 'Resources', F);
  const state = simpleListState(search);

  const setState = (next: ListState) =>
    void navigate({ to: '/equipment', search: simpleSearch(next), replace: true });

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        Equipment
      </Title>
      <DataList<EquipmentType>
        columns={columns}
        queryKey={resourceKeys.equipmentTypeList}
        fetchPage={fetchEquipmentTypes}
        state={state}
        onStateChange={setState}
        archivable
        onToggleArchived={canEdit ? (e) => toggleEquipmentType(queryClient, e.Id) : undefined}
        rowLabel={(e) => e.Name}
        searchPlaceholder="Search equipment"
        emptyText="No equipment types match"
        editable={
          canEdit
            ? {
                addLabel: 'Add Equipment',
                renderEditor: (ctx) => <EquipmentTypeRowEditor {...ctx} />,
                onSave: (e) =>
                  saveEquipmentType(queryClient, { Id: e.Id, Name: e.Name, DailyRate: e.DailyRate }),
              }
            : undefined
        }
      />
    </>
  );
}
