import type { QueryClient } from '@tanstack/react-query';
import type {
  AddOtherItemType,
  NewServiceItem,
  OtherItemType,
  SaveServiceItem,
  ServiceItem,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { ApiError } from '../../kernel/api/errors';
import { getOffline } from '../../offline/context';
import { lookupKey, otherItemTypesLookup } from '../../offline/lookups';
import { serviceItemKeys } from './queries';

/** After a save: the item's record and the location's list. */
function serviceItemChanged(queryClient: QueryClient, item: ServiceItem): ServiceItem {
  queryClient.setQueryData(serviceItemKeys.detail(item.Id), item);
  void queryClient.invalidateQueries({ queryKey: serviceItemKeys.list(item.AccountLocationId) });
  return item;
}

export async function createServiceItem(
  queryClient: QueryClient,
  body: NewServiceItem,
): Promise<ServiceItem> {
  return serviceItemChanged(queryClient, (await api.post('/serviceItems', { body })).data);
}

/** A stale Version gives 409, and the page's copy becomes the server's. */
export async function saveServiceItem(queryClient: QueryClient, body: SaveServiceItem): Promise<ServiceItem> {
  try {
    return serviceItemChanged(queryClient, (await api.put('/serviceItems', { body })).data);
  } catch (error) {
    if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object')
      queryClient.setQueryData(serviceItemKeys.detail(body.Id), error.data as ServiceItem);
    throw error;
  }
}

/**
 * Adds a kind of plant to the location; one of the same name there comes back as is. It joins the
 * device's copy of the location's kinds at once, so items of it are named, offline too.
 */
export async function addOtherItemType(body: AddOtherItemType): Promise<OtherItemType> {
  const added = (await api.post('/serviceItems/addAccountLocationOtherItemType', { body })).data;
  const ctx = getOffline();
  if (!ctx) return added;
  const url = lookupKey(otherItemTypesLookup(body.AccountLocationId));
  await ctx.db.transaction('rw', ctx.db.lookups, async () => {
    const kept = await ctx.db.lookups.get(url);
    const list = (kept?.Data as OtherItemType[] | undefined) ?? [];
    if (list.some((o) => o.Id === added.Id)) return;
    const Data = [...list, added].sort((a, b) => a.Name.localeCompare(b.Name));
    // Without a fetched copy, the list stays due for its next fetch.
    await ctx.db.lookups.put({ Url: url, Data, FetchedAt: kept?.FetchedAt ?? new Date(0).toISOString() });
  });
  return added;
}
