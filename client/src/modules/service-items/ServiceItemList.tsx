import { useMemo } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { Messages, type ServiceItem } from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useOfflineRecords, useSyncStatus } from '../../offline/hooks';
import { DataListTable } from '../../ui/DataListTable';
import { InventoryHeader } from './InventoryHeader';
import { addHref, infoHref, locationHref, validateListSearch } from './search';
import { serviceItemColumns } from './serviceItemColumns';
import { byItemOrder, matches, toItemRow, type ItemRow } from './serviceItemLocal';
import { useCanEditItems } from './useCanEdit';
import { useCanOpen } from '../account-extras/useCanOpen';
import { useLocationContext, usePinLocation } from './useLocationContext';

/** The inventory of one location as kept on the device: every item at once, searchable. */
export function ServiceItemList() {
  const search = useSearch({ from: '/app/serviceitem' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const pushReturnPage = useReturnPages((s) => s.push);
  const locationId = search.accountLocationID;
  const { context, location } = useLocationContext({ ...search, locationId });
  // The add screen asks for more than adding does (spec: Account FullAccess): no button to a refusal.
  const mayAdd = useCanEditItems(location.data);
  const canAdd = useCanOpen('/serviceitem/add') && mayAdd;
  const { online, syncing } = useSyncStatus();
  usePinLocation(locationId);
  const records = useOfflineRecords<ServiceItem>('serviceItem', 'Data.AccountLocationId', locationId);
  const query = search.q ?? '';
  const all = useMemo(() => (records ?? []).map(toItemRow).sort(byItemOrder), [records]);
  const rows = all.filter((i) => matches(i, query));

  const setQuery = (q: string) =>
    void navigate({ to: '/serviceitem', search: validateListSearch({ ...search, q }), replace: true });

  const open = (href: string) => {
    pushReturnPage(here);
    void navigate({ href });
  };

  const openItem = (row: ItemRow) => open(infoHref(row, context));
  // A location just opened online is on its way to the device with the sync under way.
  const arriving = records === undefined || (online && syncing && all.length === 0);
  const emptyText = query
    ? 'No items match the search.'
    : online
      ? 'No items are recorded at this location yet.'
      : 'No items of this location are on this device.';

  return (
    <>
      <InventoryHeader
        title="Customer inventory"
        context={context}
        fallback={locationHref(context)}
        actions={
          canAdd &&
          locationId > 0 && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => open(addHref(context))}>
              Add item
            </Button>
          )
        }
      />
      {locationId > 0 ? (
        <Stack gap="sm">
          <TextInput
            aria-label="Search"
            placeholder="Type, plant, item location or notes"
            leftSection={<IconSearch size={16} />}
            maw={420}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          <DataListTable<ItemRow>
            columns={serviceItemColumns(openItem)}
            rows={rows}
            rowKey={(i) => i.key}
            sort={null}
            descending={false}
            onSort={() => {}}
            loading={arriving}
            skeletonRows={5}
            emptyText={emptyText}
            onRowClick={openItem}
            editing={null}
            renderEditor={() => null}
          />
        </Stack>
      ) : (
        <Alert color="yellow" title="Location not found" mt="sm">
          {Messages.NotFound}
        </Alert>
      )}
    </>
  );
}
