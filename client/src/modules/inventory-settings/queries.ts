import { queryOptions } from '@tanstack/react-query';
import type {
  InventorySearch,
  ItemLocation,
  ItemSize,
  ItemTypeRow,
  ListItem,
  MetaItemOption,
  MetaItemPath,
} from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
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

export const fetchItemTypes = async (req: ListRequest): Promise<ListPage<ItemTypeRow>> =>
  toPage(await api.post('/serviceItems/types/_search', { body: searchBody(req) }));

export const itemTypeQuery = (id: number) =>
  queryOptions({
    queryKey: inventoryKeys.typeDetail(id),
    queryFn: async () => (await api.get('/serviceItems/types/{id}', { path: { id } })).data,
  });

export const fetchLocations = async (req: ListRequest): Promise<ListPage<ItemLocation>> =>
  toPage(await api.post('/serviceItems/locations/_search', { body: searchBody(req) }));

export const fetchSizes = async (req: ListRequest): Promise<ListPage<ItemSize>> =>
  toPage(await api.post('/serviceItems/sizes/_search', { body: searchBody(req) }));

/** The lists saved whole from the size settings screen. */
export type WholeListPath = 'sizeunitsofmeasure' | 'conditions';

export const wholeListQuery = (path: WholeListPath) =>
  queryOptions({
    queryKey: inventoryKeys.wholeList(path),
    queryFn: async (): Promise<ListItem[]> => (await api.get(`/serviceItems/${path}`)).data,
    staleTime: 60_000,
  });

/** Unarchived insects, diseases, weed types or ecological problems to pick from. */
export const metaOptionsQuery = (path: MetaItemPath) =>
  queryOptions({
    queryKey: inventoryKeys.meta(path),
    queryFn: async (): Promise<MetaItemOption[]> =>
      (await api.get(`/inventory-meta-items/simple/${path}`)).data,
    staleTime: 60_000,
  });
