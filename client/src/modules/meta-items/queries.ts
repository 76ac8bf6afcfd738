import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ItemTypeRow, MetaItemKind, MetaItemRecord, MetaItemRow, SaveMetaItem } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

const base = (k: MetaItemKind) => `/inventory-meta-items/${k.Path}`;

export const metaKeys = {
  list: (k: MetaItemKind) => ['metaItems', k.Path, 'list'] as const,
  detail: (k: MetaItemKind, id: number) => ['metaItems', k.Path, 'detail', id] as const,
  itemTypes: ['serviceItems', 'types', 'all'] as const,
};

export const fetchMetaItems =
  (k: MetaItemKind) =>
  async ({ Query, Skip, Take, IncludeArchived }: ListRequest): Promise<ListPage<MetaItemRow>> => {
    const { data, total } = await api.post<MetaItemRow[]>(`${base(k)}/_search`, {
      Query,
      Skip,
      Take,
      IncludeArchived,
    });
    return { rows: data, total: total ?? data.length };
  };

export const metaItemQuery = (k: MetaItemKind, id: number) =>
  queryOptions({
    queryKey: metaKeys.detail(k, id),
    queryFn: async () => (await api.get<MetaItemRecord>(`${base(k)}/${id}`)).data,
  });

export async function createMetaItem(k: MetaItemKind, body: SaveMetaItem): Promise<MetaItemRecord> {
  return (await api.post<MetaItemRecord>(base(k), body)).data;
}

export async function saveMetaItem(k: MetaItemKind, body: SaveMetaItem): Promise<MetaItemRecord> {
  return (await api.put<MetaItemRecord>(base(k), body)).data;
}

export async function toggleMetaItemArchived(k: MetaItemKind, id: number): Promise<MetaItemRecord> {
  return (await api.post<MetaItemRecord>(`${base(k)}/${id}/toggleArchived`)).data;
}

export async function uploadMetaItemImages(
  k: MetaItemKind,
  id: number,
  files: File[],
): Promise<MetaItemRecord> {
  const body = new FormData();
  for (const f of files) body.append('file', f, f.name);
  return (await api.post<MetaItemRecord>(`/inventory-meta-items/images/${k.Path}/${id}`, body)).data;
}

/** `route` is the image's Route as the server gave it: '{kind}/{item id}/{image id}'. */
export async function deleteMetaItemImage(route: string): Promise<MetaItemRecord> {
  return (await api.del<MetaItemRecord>(`/inventory-meta-items/images/${route}`)).data;
}

/**
 * Every customer-inventory item type, archived ones too, so a link to a type archived since still
 * has a name.
 */
export const itemTypesQuery = queryOptions({
  queryKey: metaKeys.itemTypes,
  queryFn: async () =>
    (
      await api.post<ItemTypeRow[]>('/serviceItems/types/_search', {
        Query: '',
        Skip: 0,
        Take: 999,
        IncludeArchived: true,
      })
    ).data,
  staleTime: 5 * 60_000,
});

/** After a save, an archive toggle or an image change: the record and the list that shows it. */
export function metaItemChanged(queryClient: QueryClient, k: MetaItemKind, saved: MetaItemRecord): void {
  queryClient.setQueryData(metaKeys.detail(k, saved.Item.Id), saved);
  void queryClient.invalidateQueries({ queryKey: metaKeys.list(k) });
}
