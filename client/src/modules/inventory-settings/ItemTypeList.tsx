import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { allows, F, has, type ItemTypeRow } from '@canopy/shared';
import { screen } from '../../app/routes/screens';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ListState } from '../../ui/listState';
import { ArchivedBadge } from './ArchivedBadge';
import { InventorySettingsHeader } from './InventorySettingsHeader';
import { toggleItemType } from './mutations';
import { fetchItemTypes, inventoryKeys } from './queries';
import { toListState, toSearch } from './search';
import { ServiceGroupBadges } from './ServiceGroupBadges';

const columns: DataListColumn<ItemTypeRow>[] = [
  {
    key: 'Name',
    title: 'Name',
    width: '40%',
    render: (t) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c={t.Archived ? 'dimmed' : undefined}>
          {t.Name}
        </Text>
        <ArchivedBadge archived={t.Archived} />
      </Group>
    ),
  },
  {
    key: 'ServiceGroups',
    title: 'Service groups',
    render: (t) => <ServiceGroupBadges ids={t.ServiceGroups} />,
  },
];

/** Customer inventory item types (Tree, Shrub, Lawn …); a row opens the type. */
export function ItemTypeList() {
  const search = useSearch({ from: '/app/serviceitemsetting/itemtypes' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const pushReturnPage = useReturnPages((s) => s.push);
  const claims = useClaims();
  const canEdit = has(claims, 'InventoryItems', F);
  const canAdd = allows(claims, screen('/serviceitemsetting/itemTypes/add').claim ?? []);
  const state = toListState(search);

  const setState = (next: ListState) =>
    void navigate({ to: '/serviceitemsetting/itemtypes', search: toSearch(next), replace: true });

  const go = (
    to: '/serviceitemsetting/itemTypes/add' | '/serviceitemsetting/itemTypes/info',
    id?: number,
  ) => {
    pushReturnPage(here);
    void navigate({ to, search: id ? { id } : undefined });
  };

  return (
    <>
      <InventorySettingsHeader title="Inventory Item Types">
        {canAdd && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => go('/serviceitemsetting/itemTypes/add')}
          >
            Add Item Type
          </Button>
        )}
      </InventorySettingsHeader>
      <DataList<ItemTypeRow>
        columns={columns}
        queryKey={inventoryKeys.types}
        fetchPage={fetchItemTypes}
        state={state}
        onStateChange={setState}
        onRowClick={(row) => go('/serviceitemsetting/itemTypes/info', row.Id)}
        searchPlaceholder="Search item types"
        emptyText="No item types match"
        archivable
        onToggleArchived={canEdit ? toggleItemType : undefined}
        rowLabel={(t) => t.Name}
      />
    </>
  );
}
