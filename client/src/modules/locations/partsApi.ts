import type { LocationNote, Neighbor, SaveLocationNote, SaveNeighbor } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import { noteSearchFilters, type NoteFilterChoice } from './noteFilters';
import { LOCATIONS } from './queries';

/** Notes 12 a page, filtered by print-on-work-order and the date choice (computed at each fetch). */
export async function fetchNotes(
  locationId: number,
  req: ListRequest<NoteFilterChoice>,
): Promise<ListPage<LocationNote>> {
  const { Query, Skip, Take, Print, Date: DateChoice, From, To } = req;
  const filters = noteSearchFilters({ Print, Date: DateChoice, From, To });
  const { data, total } = await api.post<LocationNote[]>(`${LOCATIONS}/notes/_search`, {
    LocationId: locationId,
    Query,
    Skip,
    Take,
    ...filters,
  });
  return { rows: data, total: total ?? data.length };
}

/** Adds (no Id) or saves the note with the Version it was read at. */
export async function saveNote(locationId: number, body: SaveLocationNote): Promise<LocationNote> {
  const path = `${LOCATIONS}/${locationId}/notes`;
  return (body.Id ? await api.put<LocationNote>(path, body) : await api.post<LocationNote>(path, body)).data;
}

export const deleteNote = (locationId: number, noteId: number) =>
  api.del(`${LOCATIONS}/${locationId}/notes/${noteId}`);

export async function fetchNeighbors(locationId: number, req: ListRequest): Promise<ListPage<Neighbor>> {
  const { Query, Skip, Take } = req;
  const { data, total } = await api.post<Neighbor[]>(`${LOCATIONS}/neighbors/_search`, {
    LocationId: locationId,
    Query,
    Skip,
    Take,
  });
  return { rows: data, total: total ?? data.length };
}

export async function saveNeighbor(locationId: number, body: SaveNeighbor): Promise<Neighbor> {
  const path = `${LOCATIONS}/${locationId}/neighbors`;
  return (body.Id ? await api.put<Neighbor>(path, body) : await api.post<Neighbor>(path, body)).data;
}

export const deleteNeighbor = (locationId: number, neighborId: number) =>
  api.del(`${LOCATIONS}/${locationId}/neighbors/${neighborId}`);
