import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_TAKE,
  TRANSFER_ACCOUNT_TAKE,
  type LocationNote,
  type Neighbor,
  type TransferAccount,
} from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import { noteSearchFilters, type NoteFilterChoice } from './noteFilters';

/** Branch choices follow the caller's Account claim. */
export const locationKeys = {
  all: ['locations'] as const,
  detail: (id: number) => ['locations', 'detail', id] as const,
  notes: (id: number) => ['locations', 'notes', id] as const,
  docs: (id: number) => ['locations', 'docs', id] as const,
  neighbors: (id: number) => ['locations', 'neighbors', id] as const,
  transferTargets: (id: number) => ['locations', 'transferTargets', id] as const,
  account: (id: number) => ['locations', 'account', id] as const,
  contacts: (accountId: number) => ['locations', 'accountContacts', accountId] as const,
  salesReps: (accountId: number) => ['locations', 'salesReps', accountId] as const,
  noteTypes: ['locations', 'noteTypes'] as const,
  noteStatuses: ['locations', 'noteStatuses'] as const,
  territories: ['salesTerritories', 'all'] as const,
};

const LOOKUP_STALE = 5 * 60_000;

export const locationQuery = (id: number) =>
  queryOptions({
    queryKey: locationKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get('/accounts/accountLocations/{id}', { path: { id }, signal })).data,
  });

/** The account a location is added to: its name and the branch a new location starts in. */
export const accountQuery = (id: number) =>
  queryOptions({
    queryKey: locationKeys.account(id),
    queryFn: async ({ signal }) => (await api.get('/accounts/{id}', { path: { id }, signal })).data,
  });

/** Every contact of the account: the ones a location may link to. */
export const accountContactsQuery = (accountId: number) =>
  queryOptions({
    queryKey: locationKeys.contacts(accountId),
    queryFn: async ({ signal }) =>
      (
        await api.post('/accounts/{id}/contacts/_search', {
          path: { id: accountId },
          body: { Query: '', Skip: 0, Take: DEFAULT_TAKE },
          signal,
        })
      ).data,
  });

export const salesRepsQuery = (accountId: number) =>
  queryOptions({
    queryKey: locationKeys.salesReps(accountId),
    queryFn: async () => (await api.get('/accounts/{id}/salesreps', { path: { id: accountId } })).data,
    staleTime: LOOKUP_STALE,
  });

export const territoriesQuery = queryOptions({
  queryKey: locationKeys.territories,
  queryFn: async () => (await api.get('/salesTerritories/all')).data,
  staleTime: LOOKUP_STALE,
});

export const noteTypesQuery = queryOptions({
  queryKey: locationKeys.noteTypes,
  queryFn: async () => (await api.get('/accounts/accountLocations/notesTypes')).data,
  staleTime: LOOKUP_STALE,
});

export const noteStatusesQuery = queryOptions({
  queryKey: locationKeys.noteStatuses,
  queryFn: async () => (await api.get('/accounts/accountLocations/notesStatuses')).data,
  staleTime: LOOKUP_STALE,
});

/** Notes 12 a page, filtered by print-on-work-order and the date choice (computed at each fetch). */
export async function fetchNotes(
  locationId: number,
  req: ListRequest<NoteFilterChoice>,
): Promise<ListPage<LocationNote>> {
  const { Query, Skip, Take, Print, Date: DateChoice, From, To } = req;
  const filters = noteSearchFilters({ Print, Date: DateChoice, From, To });
  const body = { LocationId: locationId, Query, Skip, Take, ...filters };
  return toPage(await api.post('/accounts/accountLocations/notes/_search', { body }));
}

export async function fetchNeighbors(locationId: number, req: ListRequest): Promise<ListPage<Neighbor>> {
  const { Query, Skip, Take } = req;
  const body = { LocationId: locationId, Query, Skip, Take };
  return toPage(await api.post('/accounts/accountLocations/neighbors/_search', { body }));
}

/** One page of the accounts the location may move to, 20 at a time. */
export async function fetchTransferTargets(
  id: number,
  query: string,
  skip: number,
  signal?: AbortSignal,
): Promise<ListPage<TransferAccount>> {
  const body = { Query: query.trim(), Skip: skip, Take: TRANSFER_ACCOUNT_TAKE };
  return toPage(
    await api.post('/accounts/accountLocations/{id}/transfer/_search', { path: { id }, body, signal }),
  );
}
