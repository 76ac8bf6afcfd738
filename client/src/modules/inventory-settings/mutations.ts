import type { QueryClient } from '@tanstack/react-query';
import type {
  ItemLocation,
  ItemSize,
  ItemType,
  ListItem,
  SaveItemLocation,
  SaveItemSize,
  SaveItemType,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { inventoryKeys, type WholeListPath } from './queries';

// POST adds, PUT saves an Id (with the Version it was based on). The lists read themselves again
// after their own saves and archive toggles.

/** The saved item type is cached, and every item type list is read again. */
export async function saveItemType(queryClient: QueryClient, body: SaveItemType): Promise<ItemType> {
  const { data } = body.Id
    ? await api.put('/serviceItems/types', { body })
    : await api.post('/serviceItems/types', { body });
  queryClient.setQueryData(inventoryKeys.typeDetail(data.Id), data);
  void queryClient.invalidateQueries({ queryKey: inventoryKeys.types, exact: false });
  return data;
}

export const toggleItemType = async (row: { Id: number }): Promise<ItemType> =>
  (await api.post('/serviceItems/types/{id}/toggleArchived', { path: { id: row.Id } })).data;

export const saveLocation = async (body: SaveItemLocation): Promise<ItemLocation> =>
  (body.Id
    ? await api.put('/serviceItems/locations', { body })
    : await api.post('/serviceItems/locations', { body })
  ).data;

export const toggleLocation = async (row: { Id: number }): Promise<ItemLocation> =>
  (await api.post('/serviceItems/locations/{id}/toggleArchived', { path: { id: row.Id } })).data;

export const saveSize = async (body: SaveItemSize): Promise<ItemSize> =>
  (body.Id ? await api.put('/serviceItems/sizes', { body }) : await api.post('/serviceItems/sizes', { body }))
    .data;

export const toggleSize = async (row: { Id: number }): Promise<ItemSize> =>
  (await api.post('/serviceItems/sizes/{id}/toggleArchived', { path: { id: row.Id } })).data;

/** Saves a list whole; the answer, with the ids of new rows, is cached. */
export async function saveWholeList(
  queryClient: QueryClient,
  path: WholeListPath,
  items: ListItem[],
): Promise<ListItem[]> {
  const body = items.map(({ Id, Name }) => ({ Id, Name }));
  const saved = (await api.put(`/serviceItems/${path}`, { body })).data;
  queryClient.setQueryData(inventoryKeys.wholeList(path), saved);
  return saved;
}
