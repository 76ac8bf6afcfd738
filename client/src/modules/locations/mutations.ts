import type { QueryClient } from '@tanstack/react-query';
import type {
  AccountLocation,
  LocationNote,
  Neighbor,
  NewLocation,
  SaveLocation,
  SaveLocationContactInfo,
  SaveLocationDirections,
  SaveLocationNote,
  SaveNeighbor,
} from '@canopy/shared';
import { api, type ApiResult } from '../../kernel/api/client';
import { ApiError } from '../../kernel/api/errors';
import { locationKeys } from './queries';

/**
 * A saved location becomes the cached one (every panel and the header see the new Version), and
 * account screens, which list the account's locations, are marked stale. A stale save's 409
 * carries the current location, which is cached the same way before the error goes on.
 */
function locationChanged(queryClient: QueryClient, saved: AccountLocation): AccountLocation {
  queryClient.setQueryData(locationKeys.detail(saved.Id), saved);
  void queryClient.invalidateQueries({ queryKey: ['accounts'] });
  return saved;
}

async function locationSaved(
  queryClient: QueryClient,
  call: Promise<ApiResult<AccountLocation>>,
): Promise<AccountLocation> {
  try {
    return locationChanged(queryClient, (await call).data);
  } catch (error) {
    if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object')
      locationChanged(queryClient, error.data as AccountLocation);
    throw error;
  }
}

export const createLocation = (queryClient: QueryClient, body: NewLocation) =>
  locationSaved(queryClient, api.post('/accounts/accountLocations', { body }));

export const saveInfo = (queryClient: QueryClient, body: SaveLocation) =>
  locationSaved(queryClient, api.put('/accounts/accountLocations', { body }));

export const saveContactInfo = (queryClient: QueryClient, id: number, body: SaveLocationContactInfo) =>
  locationSaved(queryClient, api.put('/accounts/accountLocations/{id}/contactInfo', { path: { id }, body }));

export const saveDirections = (queryClient: QueryClient, id: number, body: SaveLocationDirections) =>
  locationSaved(queryClient, api.put('/accounts/accountLocations/{id}/directions', { path: { id }, body }));

export const transferLocation = (queryClient: QueryClient, id: number, target: number) =>
  locationSaved(
    queryClient,
    api.post('/accounts/accountLocations/{id}/transfer/{target}', { path: { id, target } }),
  );

// Notes and neighbors: each write has the location's list read again.

/** Adds (no Id) or saves the note with the Version it was read at. */
export async function saveNote(
  queryClient: QueryClient,
  locationId: number,
  body: SaveLocationNote,
): Promise<LocationNote> {
  const init = { path: { id: locationId }, body };
  const { data } = body.Id
    ? await api.put('/accounts/accountLocations/{id}/notes', init)
    : await api.post('/accounts/accountLocations/{id}/notes', init);
  void queryClient.invalidateQueries({ queryKey: locationKeys.notes(locationId) });
  return data;
}

/** Resolves once the notes are read again. */
export async function deleteNote(
  queryClient: QueryClient,
  locationId: number,
  noteId: number,
): Promise<void> {
  await api.del('/accounts/accountLocations/{id}/notes/{noteId}', { path: { id: locationId, noteId } });
  await queryClient.invalidateQueries({ queryKey: locationKeys.notes(locationId) });
}

export async function saveNeighbor(
  queryClient: QueryClient,
  locationId: number,
  body: SaveNeighbor,
): Promise<Neighbor> {
  const init = { path: { id: locationId }, body };
  const { data } = body.Id
    ? await api.put('/accounts/accountLocations/{id}/neighbors', init)
    : await api.post('/accounts/accountLocations/{id}/neighbors', init);
  void queryClient.invalidateQueries({ queryKey: locationKeys.neighbors(locationId) });
  return data;
}

/** Resolves once the neighbors are read again. */
export async function deleteNeighbor(queryClient: QueryClient, locationId: number, neighborId: number) {
  await api.del('/accounts/accountLocations/{id}/neighbors/{neighborId}', {
    path: { id: locationId, neighborId },
  });
  await queryClient.invalidateQueries({ queryKey: locationKeys.neighbors(locationId) });
}
