import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_TAKE,
  SERVICE_ITEMS_PER_LOCATION,
  type AccountLocation,
  type AddOtherItemType,
  type NewServiceItem,
  type OtherItemType,
  type SaveServiceItem,
  type ServiceItem,
} from '@canopy/shared';
import { api } from '../../app/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import { fetchItemTypes, fetchLocations, fetchSizes } from '../inventory-settings/queries';

export const serviceItemKeys = {
  all: ['serviceItems'] as const,
  list: (locationId: number) => ['serviceItems', 'list', locationId] as const,
  detail: (id: number) => ['serviceItems', 'detail', id] as const,
  otherTypes: (locationId: number) => ['serviceItems', 'otherTypes', locationId] as const,
  location: (locationId: number) => ['serviceItems', 'location', locationId] as const,
};

/** Every item of the location at once (the spec allows up to 9999), narrowed by the search box. */
export async function fetchServiceItems(
  locationId: number,
  req: ListRequest,
): Promise<ListPage<ServiceItem>> {
  const { data, total } = await api.post<ServiceItem[]>('/serviceItems/_search', {
    AccountLocationId: locationId,
    Query: req.Query,
    Skip: 0,
    Take: SERVICE_ITEMS_PER_LOCATION,
  });
  return { rows: data, total: total ?? data.length };
}

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

export async function deleteServiceItem(id: number): Promise<void> {
  await api.del(`/serviceItems/${id}`);
}

/** The location the screens are about: names for the header, the account for the way back. */
export const locationQuery = (locationId: number) =>
  queryOptions({
    queryKey: serviceItemKeys.location(locationId),
    queryFn: async () => (await api.get<AccountLocation>(`/accounts/accountLocations/${locationId}`)).data,
    staleTime: 60_000,
  });

/** The kinds of plant recorded for the location outside the catalogue, by name. */
export const otherTypesQuery = (locationId: number) =>
  queryOptions({
    queryKey: serviceItemKeys.otherTypes(locationId),
    queryFn: async () =>
      (
        await api.post<OtherItemType[]>('/serviceItems/otherItemTypes/_search', {
          AccountLocationId: locationId,
          Query: '',
          Skip: 0,
          Take: DEFAULT_TAKE,
        })
      ).data,
    staleTime: 60_000,
  });

/** Adds a kind of plant to the location; one of the same name there comes back as is. */
export async function addOtherItemType(
  queryClient: QueryClient,
  body: AddOtherItemType,
): Promise<OtherItemType> {
  const added = (await api.post<OtherItemType>('/serviceItems/addAccountLocationOtherItemType', body)).data;
  queryClient.setQueryData<OtherItemType[]>(
    serviceItemKeys.otherTypes(body.AccountLocationId),
    (list = []) =>
      list.some((o) => o.Id === added.Id)
        ? list
        : [...list, added].sort((a, b) => a.Name.localeCompare(b.Name)),
  );
  return added;
}

/** The whole catalogue list ('get all'), archived entries left out: what a new choice may be. */
const ALL: ListRequest = {
  Query: '',
  Skip: 0,
  Take: DEFAULT_TAKE,
  IncludeArchived: false,
  Descending: false,
};

// Under the inventory settings' keys, so a change made on those screens refreshes these choices.
export const itemTypeChoicesQuery = queryOptions({
  queryKey: ['inventory', 'types', 'choices'] as const,
  queryFn: async () => (await fetchItemTypes(ALL)).rows,
  staleTime: 60_000,
});

export const sizeChoicesQuery = queryOptions({
  queryKey: ['inventory', 'sizes', 'choices'] as const,
  queryFn: async () => (await fetchSizes(ALL)).rows,
  staleTime: 60_000,
});

export const itemLocationChoicesQuery = queryOptions({
  queryKey: ['inventory', 'locations', 'choices'] as const,
  queryFn: async () => (await fetchLocations(ALL)).rows,
  staleTime: 60_000,
});

/** After a save or delete: the item's record and the location's list. */
export function serviceItemChanged(queryClient: QueryClient, item: ServiceItem): void {
  queryClient.setQueryData(serviceItemKeys.detail(item.Id), item);
  void queryClient.invalidateQueries({ queryKey: serviceItemKeys.list(item.AccountLocationId) });
}
