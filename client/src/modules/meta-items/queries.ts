import { queryOptions } from '@tanstack/react-query';
import type { ItemTypeRow, MetaItemKind, MetaItemRecord, MetaItemRow } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const metaKeys = {
  list: (k: MetaItemKind) => ['metaItems', k.Path, 'list'] as const,
  detail: (k: MetaItemKind, id: number) => ['metaItems', k.Path, 'detail', id] as const,
  itemTypes: ['serviceItems', 'types', 'all'] as const,
};

export const fetchMetaItems =
  (k: MetaItemKind) =>
  async ({ Query, Skip, Take, IncludeArchived }: ListRequest): Promise<ListPage<MetaItemRow>> =>
    toPage(
      await api.post(`/inventory-meta-items/${k.Path}/_search`, {
        body: { Query, Skip, Take, IncludeArchived },
      }),
    );

export const metaItemQuery = (k: MetaItemKind, id: number) =>
  queryOptions({
    queryKey: metaKeys.detail(k, id),
    queryFn: async (): Promise<MetaItemRecord> =>
      (await api.get(`/inventory-meta-items/${k.Path}/{id}`, { path: { id } })).data,
  });

/**
 * Every customer-inventory item type, archived ones too, so a link to a type archived since still
 * has a name.
 */
export const itemTypesQuery = queryOptions({
  queryKey: metaKeys.itemTypes,
  queryFn: async (): Promise<ItemTypeRow[]> =>
    (
      await api.post('/serviceItems/types/_search', {
        body: { Query: '', Skip: 0, Take: 999, IncludeArchived: true },
      })
    ).data,
  staleTime: 5 * 60_000,
});
