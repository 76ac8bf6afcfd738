import type { QueryClient } from '@tanstack/react-query';
import type { Chemical, ChemicalPicture, ListItem, NewChemical, SaveChemical } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { recordCache } from '../../kernel/api/recordCache';
import type { SettingsItem } from '../../ui/settingsRows';
import { chemicalKeys, type ChemicalList } from './queries';

const chemicals = recordCache<Chemical>(chemicalKeys);

/** After any change to a chemical: its record, the list and the pickers that show it. */
function chemicalChanged(queryClient: QueryClient, saved: Chemical): Chemical {
  chemicals.changed(queryClient, saved);
  void queryClient.invalidateQueries({ queryKey: chemicalKeys.options });
  return saved;
}

export async function createChemical(queryClient: QueryClient, body: NewChemical): Promise<Chemical> {
  return chemicalChanged(queryClient, (await api.post('/chemicals', { body })).data);
}

/** A stale save (409) shows the server's chemical: "Load their changes" shows that one too. */
export async function saveChemical(
  queryClient: QueryClient,
  id: number,
  body: SaveChemical,
): Promise<Chemical> {
  try {
    return chemicalChanged(queryClient, (await api.put('/chemicals/{id}', { path: { id }, body })).data);
  } catch (error) {
    chemicals.conflicted(queryClient, id, error);
    throw error;
  }
}

export async function toggleChemicalActive(queryClient: QueryClient, id: number): Promise<Chemical> {
  const { data } = await api.post('/chemicals/{id}/toggleActive', { path: { id } });
  return chemicalChanged(queryClient, data);
}

/** Resolves once the chemical has left the cache and the list is read again. */
export async function deleteChemical(queryClient: QueryClient, id: number): Promise<void> {
  await api.del('/chemicals', { query: { id } });
  await chemicals.deleted(queryClient, id);
  void queryClient.invalidateQueries({ queryKey: chemicalKeys.options });
}

/** The answer is every picture of the chemical, which the gallery shows at once. */
export async function uploadChemicalPictures(
  queryClient: QueryClient,
  id: number,
  files: File[],
): Promise<ChemicalPicture[]> {
  const body = new FormData();
  for (const f of files) body.append('file', f, f.name);
  const pictures = (await api.post('/chemicals/{id}/pics', { path: { id }, body })).data;
  queryClient.setQueryData(chemicalKeys.pictures(id), pictures);
  return pictures;
}

export async function deleteChemicalPicture(
  queryClient: QueryClient,
  id: number,
  pictureId: number,
): Promise<void> {
  await api.del('/chemicals/{id}/pics/{pictureId}', { path: { id, pictureId } });
  await queryClient.invalidateQueries({ queryKey: chemicalKeys.pictures(id) });
}

/** The whole list is sent (POST, as the spec has it); rows left out are removed unless in use. */
export async function saveChemicalList(
  queryClient: QueryClient,
  list: ChemicalList,
  items: SettingsItem[],
): Promise<ListItem[]> {
  const body = items.map(({ Id, Name }) => ({ Id, Name }));
  const saved = (await api.post(`/${list.Path}`, { body })).data;
  queryClient.setQueryData(chemicalKeys.lookup(list.Key), saved);
  // Chemicals show these names (dilution text, method column).
  void queryClient.invalidateQueries({ queryKey: chemicalKeys.list });
  return saved;
}
