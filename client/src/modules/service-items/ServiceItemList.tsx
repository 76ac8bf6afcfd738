import { Alert, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { F, has, Messages, SERVICE_ITEMS_PER_LOCATION, type ServiceItem } from '@canopy/shared';
import { useReturnPages } from '../../app/session/returnPages';
import { useClaims } from '../../app/session/sessionStore';
import { DataList } from '../../ui/DataList';
import { listState, type ListState } from '../../ui/listState';
import { InventoryHeader } from './InventoryHeader';
import { fetchServiceItems, serviceItemKeys } from './queries';
import { addHref, infoHref, locationHref, validateListSearch } from './search';
import { serviceItemColumns } from './serviceItemColumns';
import { useLocationContext } from './useLocationContext';

/** The inventory of one location: every item at once, searchable. */
export function ServiceItemList() {
  const search = useSearch({ from: '/app/serviceitem' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const pushReturnPage = useReturnPages((s) => s.push);
  const canAdd = has(useClaims(), 'Account', F);
  const locationId = search.accountLocationID;
  const { context } = useLocationContext({ ...search, locationId });
  const state = listState({ query: search.q ?? '', pageSize: SERVICE_ITEMS_PER_LOCATION });

  const setState = (next: ListState) =>
    void navigate({
      to: '/serviceitem',
      search: validateListSearch({ ...search, q: next.query }),
      replace: true,
    });

  const open = (href: string) => {
    pushReturnPage(here);
    void navigate({ href });
  };

  const openItem = (row: ServiceItem) => open(infoHref(row.Id, context));

  return (
    <>
      <InventoryHeader
        title="Service Items"
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
        <DataList<ServiceItem>
          columns={serviceItemColumns(openItem)}
          queryKey={serviceItemKeys.list(locationId)}
          fetchPage={(req) => fetchServiceItems(locationId, req)}
          state={state}
          onStateChange={setState}
          onRowClick={openItem}
          searchPlaceholder="Type, plant, item location or notes"
          emptyText={search.q ? 'No items match the search.' : 'No items are recorded at this location yet.'}
        />
      ) : (
        <Alert color="yellow" title="Location not found" mt="sm">
          {Messages.NotFound}
        </Alert>
      )}
    </>
  );
}
