import type { QueryClient } from '@tanstack/react-query';
import type { MetaItemImage, MetaItemKind, MetaItemRecord, SaveMetaItem } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { ApiError } from '../../kernel/api/errors';
import { metaKeys } from './queries';

/** After a save, an archive toggle or an image change: the record and the list that shows it. */
function metaItemChanged(queryClient: QueryClient, k: MetaItemKind, saved: MetaItemRecord): MetaItemRecord {
  queryClient.setQueryData(metaKeys.detail(k, saved.Item.Id), saved);
  void queryClient.invalidateQueries({ queryKey: metaKeys.list(k) });
  return saved;
}

/** Adds (no Id) or saves an item; a 409's current record is cached before the error goes on. */
export async function saveMetaItem(
  queryClient: QueryClient,
  k: MetaItemKind,
  id: number,
  body: SaveMetaItem,
): Promise<MetaItemRecord> {
  const path = `/inventory-meta-items/${k.Path}` as const;
  try {
    const { data } = id ? await api.put(path, { body }) : await api.post(path, { body });
    return metaItemChanged(queryClient, k, data);
  } catch (error) {
    if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object')
      queryClient.setQueryData(metaKeys.detail(k, id), error.data as MetaItemRecord);
    throw error;
  }
}

export async function toggleMetaItemArchived(
  queryClient: QueryClient,
  k: MetaItemKind,
  id: number,
): Promise<MetaItemRecord> {
  const { data } = await api.post(`/inventory-meta-items/${k.Path}/{id}/toggleArchived`, { path: { id } });
  return metaItemChanged(queryClient, k, data);
}

export async function uploadMetaItemImages(
  queryClient: QueryClient,
  k: MetaItemKind,
  id: number,
  files: File[],
): Promise<MetaItemRecord> {
  const body = new FormData();
  for (const f of files) body.append('file', f, f.name);
  const { data } = await api.post(`/inventory-meta-items/images/${k.Path}/{id}`, { path: { id }, body });
  return metaItemChanged(queryClient, k, data);
}

/** The image's Route, as the server gives it, is '{kind}/{item id}/{image id}': the same call. */
export async function deleteMetaItemImage(
  queryClient: QueryClient,
  k: MetaItemKind,
  id: number,
  image: MetaItemImage,
): Promise<MetaItemRecord> {
  const path = { id, imageId: image.Id };
  const { data } = await api.del(`/inventory-meta-items/images/${k.Path}/{id}/{imageId}`, { path });
  return metaItemChanged(queryClient, k, data);
}
