import { Group, Text } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { F, has, type ItemLocation } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ListState } from '../../ui/listState';
import { ArchivedBadge } from './ArchivedBadge';
import { InventorySettingsHeader } from './InventorySettingsHeader';
import { LocationRowEditor } from './LocationRowEditor';
import { saveLocation, toggleLocation } from './mutations';
import { fetchLocations, inventoryKeys } from './queries';
import { toListState, toSearch } from './search';

const columns: DataListColumn<ItemLocation>[] = [
  {
    key: 'Name',
    title: 'Name',
    render: (l) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c={l.Archived ? 'dimmed' : undefined}>
          {l.Name}
        </Text>
        <ArchivedBadge archived={l.Archived} />
      </Group>
    ),
  },
];

/** Where on a property an inventory item stands (Front yard, Back yard …); edited in the list. */
export function ItemLocationList() {
  const search = useSearch({ from: '/app/serviceitemsetting/locations' });
  const navigate = useNavigate();
  const canEdit = has(useClaims(), 'InventoryItems', F);
  const state = toListState(search);

  const setState = (next: ListState) =>
    void navigate({ to: '/serviceitemsetting/locations', search: toSearch(next), replace: true });

  return (
    <>
      <InventorySettingsHeader title="Item Locations" />
      <DataList<ItemLocation>
        columns={columns}
        queryKey={inventoryKeys.locations}
        fetchPage={fetchLocations}
        state={state}
        onStateChange={setState}
        searchPlaceholder="Search locations"
        emptyText="No item locations match"
        archivable
        onToggleArchived={canEdit ? toggleLocation : undefined}
        rowLabel={(l) => l.Name}
        editable={
          canEdit
            ? {
                addLabel: 'Add Location',
                renderEditor: (ctx) => <LocationRowEditor {...ctx} />,
                onSave: (v) =>
                  saveLocation({ Id: v.Id, Name: v.Name, ...(v.Id ? { Version: v.Version } : {}) }),
              }
            : undefined
        }
      />
    </>
  );
}
