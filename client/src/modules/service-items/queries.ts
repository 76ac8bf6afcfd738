import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  type AddOtherItemType,
  type NewServiceItem,
  type OtherItemType,
  type SaveServiceItem,
  type ServiceItem,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { getOffline } from '../../offline/context';
import { lookupKey, otherItemTypesLookup } from '../../offline/lookups';

export const serviceItemKeys = {
  all: ['serviceItems'] as const,
  list: (locationId: number) => ['serviceItems', 'list', locationId] as const,
  detail: (id: number) => ['serviceItems', 'detail', id] as const,
  location: (locationId: number) => ['serviceItems', 'location', locationId] as const,
};

export const serviceItemQuery = (id: number) =>
  queryOptions({
    queryKey: serviceItemKeys.detail(id),
    queryFn: async () => (await api.get<ServiceItem>(`/serviceItems/${id}`)).data,
  });

export async function createServiceItem(body: NewServiceItem): Promise<ServiceItem> {
  return (await api.post<ServiceItem>('/serviceItems', body)).data;
}

export async function saveServiceItem(body: SaveServiceItem): Promise<ServiceItem> {
  return (await api.put<ServiceItem>('/serviceItems', body)).data;
}

/**
 * Adds a kind of plant to the location; one of the same name there comes back as is. It joins the
 * device's copy of the location's kinds at once, so items of it are named, offline too.
 */
export async function addOtherItemType(body: AddOtherItemType): Promise<OtherItemType> {
  const added = (await api.post<OtherItemType>('/serviceItems/addAccountLocationOtherItemType', body)).data;
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

/** After a save or delete: the item's record and the location's list. */
export function serviceItemChanged(queryClient: QueryClient, item: ServiceItem): void {
  queryClient.setQueryData(serviceItemKeys.detail(item.Id), item);
  void queryClient.invalidateQueries({ queryKey: serviceItemKeys.list(item.AccountLocationId) });
}
