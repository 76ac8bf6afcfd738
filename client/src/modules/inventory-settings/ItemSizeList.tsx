import { Group, Text } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { F, has, type ItemSize } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ListState } from '../../ui/listState';
import { ArchivedBadge } from './ArchivedBadge';
import { InventorySettingsHeader } from './InventorySettingsHeader';
import { saveSize, toggleSize } from './mutations';
import { fetchSizes, inventoryKeys } from './queries';
import { toListState, toSearch } from './search';
import { ServiceGroupBadges } from './ServiceGroupBadges';
import { SizeRowEditor } from './SizeRowEditor';
import { toSaveBody } from './sizeForm';

const columns: DataListColumn<ItemSize>[] = [
  {
    key: 'Name',
    title: 'Name',
    render: (s) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c={s.Archived ? 'dimmed' : undefined}>
          {s.Name}
        </Text>
        <ArchivedBadge archived={s.Archived} />
      </Group>
    ),
  },
  {
    key: 'SizeUnitOfMeasure',
    title: 'Unit of measure',
    render: (s) =>
      s.SizeUnitOfMeasure ?? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ),
  },
  {
    key: 'ServiceGroups',
    title: 'Service groups',
    render: (s) => <ServiceGroupBadges ids={s.ServiceGroups} />,
  },
  { key: 'SortOrder', title: 'Sort order', align: 'right', width: 120 },
];

/** Item sizes ('0-6 in DBH' …), listed in their sort order and edited in the list. */
export function ItemSizeList() {
  const search = useSearch({ from: '/app/serviceitemsetting/sizes' });
  const navigate = useNavigate();
  const canEdit = has(useClaims(), 'InventoryItems', F);
  const state = toListState(search);

  const setState = (next: ListState) =>
    void navigate({ to: '/serviceitemsetting/sizes', search: toSearch(next), replace: true });

  return (
    <>
      <InventorySettingsHeader title="Item Sizes" />
      <DataList<ItemSize>
        columns={columns}
        queryKey={inventoryKeys.sizes}
        fetchPage={fetchSizes}
        state={state}
        onStateChange={setState}
        searchPlaceholder="Search sizes"
        emptyText="No item sizes match"
        archivable
        onToggleArchived={canEdit ? toggleSize : undefined}
        rowLabel={(s) => s.Name}
        editable={
          canEdit
            ? {
                addLabel: 'Add Size',
                renderEditor: (ctx) => <SizeRowEditor {...ctx} />,
                onSave: (v) => saveSize(toSaveBody(v)),
              }
            : undefined
        }
      />
    </>
  );
}
