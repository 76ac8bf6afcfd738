import { queryOptions } from '@tanstack/react-query';
import type {
  InventorySearch,
  ItemLocation,
  ItemSize,
  ItemType,
  ItemTypeRow,
  ListItem,
  MetaItemOption,
  MetaItemPath,
  SaveItemLocation,
  SaveItemSize,
  SaveItemType,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const inventoryKeys = {
  types: ['inventory', 'types'] as const,
  typeDetail: (id: number) => ['inventory', 'types', 'detail', id] as const,
  locations: ['inventory', 'locations'] as const,
  sizes: ['inventory', 'sizes'] as const,
  wholeList: (path: WholeListPath) => ['inventory', 'wholeList', path] as const,
  meta: (path: MetaItemPath) => ['inventory', 'meta', path] as const,
};

/** The search body of the three lists: the spec's Query, Skip, Take and IncludeArchived. */
const searchBody = ({ Query, Skip, Take, IncludeArchived }: ListRequest): InventorySearch => ({
  Query,
  Skip,
  Take,
  IncludeArchived,
});

async function page<T>(path: string, req: ListRequest): Promise<ListPage<T>> {
  const { data, total } = await api.post<T[]>(`/serviceItems/${path}/_search`, searchBody(req));
  return { rows: data, total: total ?? data.length };
}

/** POST adds, PUT saves an Id (with the Version it was based on). */
async function upsert<T>(path: string, body: { Id?: number }): Promise<T> {
  const send = body.Id ? api.put<T> : api.post<T>;
  return (await send(`/serviceItems/${path}`, body)).data;
}

async function toggle<T>(path: string, id: number): Promise<T> {
  return (await api.post<T>(`/serviceItems/${path}/${id}/toggleArchived`)).data;
}

export const fetchItemTypes = (req: ListRequest) => page<ItemTypeRow>('types', req);
export const saveItemType = (body: SaveItemType) => upsert<ItemType>('types', body);
export const toggleItemType = (row: { Id: number }) => toggle<ItemType>('types', row.Id);
export const itemTypeQuery = (id: number) =>
  queryOptions({
    queryKey: inventoryKeys.typeDetail(id),
    queryFn: async () => (await api.get<ItemType>(`/serviceItems/types/${id}`)).data,
  });

export const fetchLocations = (req: ListRequest) => page<ItemLocation>('locations', req);
export const saveLocation = (body: SaveItemLocation) => upsert<ItemLocation>('locations', body);
export const toggleLocation = (row: { Id: number }) => toggle<ItemLocation>('locations', row.Id);

export const fetchSizes = (req: ListRequest) => page<ItemSize>('sizes', req);
export const saveSize = (body: SaveItemSize) => upsert<ItemSize>('sizes', body);
export const toggleSize = (row: { Id: number }) => toggle<ItemSize>('sizes', row.Id);

/** The lists saved whole from the size settings screen. */
export type WholeListPath = 'sizeunitsofmeasure' | 'conditions';

export const wholeListQuery = (path: WholeListPath) =>
  queryOptions({
    queryKey: inventoryKeys.wholeList(path),
    queryFn: async () => (await api.get<ListItem[]>(`/serviceItems/${path}`)).data,
    staleTime: 60_000,
  });

export async function saveWholeList(path: WholeListPath, items: ListItem[]): Promise<ListItem[]> {
  const body = items.map(({ Id, Name }) => ({ Id, Name }));
  return (await api.put<ListItem[]>(`/serviceItems/${path}`, body)).data;
}

/** Unarchived insects, diseases, weed types or ecological problems to pick from. */
export const metaOptionsQuery = (path: MetaItemPath) =>
  queryOptions({
    queryKey: inventoryKeys.meta(path),
    queryFn: async () => (await api.get<MetaItemOption[]>(`/inventory-meta-items/simple/${path}`)).data,
    staleTime: 60_000,
  });
