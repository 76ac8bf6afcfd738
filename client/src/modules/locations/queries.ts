import { queryOptions } from '@tanstack/react-query';
import {
  ClaimTypeList,
  DEFAULT_TAKE,
  type Account,
  type AccountLocation,
  type BranchChoices,
  type Contact,
  type SalesTerritoryOption,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';

type Lookup = { Id: number; Name: string };

export const LOCATIONS = '/accounts/accountLocations';
/** Branch choices follow the caller's Account claim. */
const ACCOUNT_CLAIM_TYPE_ID = ClaimTypeList.find((c) => c.Name === 'Account')!.Id;

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
  branches: (me: number) => ['locations', 'branchChoices', me] as const,
  noteTypes: ['locations', 'noteTypes'] as const,
  noteStatuses: ['locations', 'noteStatuses'] as const,
  territories: ['salesTerritories', 'all'] as const,
};

const LOOKUP_STALE = 5 * 60_000;

export const locationQuery = (id: number) =>
  queryOptions({
    queryKey: locationKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<AccountLocation>(`${LOCATIONS}/${id}`, { signal })).data,
  });

/** The account a location is added to: its name and the branch a new location starts in. */
export const accountQuery = (id: number) =>
  queryOptions({
    queryKey: locationKeys.account(id),
    queryFn: async ({ signal }) => (await api.get<Account>(`/accounts/${id}`, { signal })).data,
  });

/** Every contact of the account: the ones a location may link to. */
export const accountContactsQuery = (accountId: number) =>
  queryOptions({
    queryKey: locationKeys.contacts(accountId),
    queryFn: async ({ signal }) =>
      (
        await api.post<Contact[]>(
          `/accounts/${accountId}/contacts/_search`,
          { Query: '', Skip: 0, Take: DEFAULT_TAKE },
          { signal },
        )
      ).data,
  });

export const salesRepsQuery = (accountId: number) =>
  queryOptions({
    queryKey: locationKeys.salesReps(accountId),
    queryFn: async () => (await api.get<Lookup[]>(`/accounts/${accountId}/salesreps`)).data,
    staleTime: LOOKUP_STALE,
  });

export const branchChoicesQuery = (me: number) =>
  queryOptions({
    queryKey: locationKeys.branches(me),
    queryFn: async () =>
      (await api.get<BranchChoices>(`/branches/employee/${me}/${ACCOUNT_CLAIM_TYPE_ID}`)).data,
    staleTime: LOOKUP_STALE,
  });

export const territoriesQuery = queryOptions({
  queryKey: locationKeys.territories,
  queryFn: async () => (await api.get<SalesTerritoryOption[]>('/salesTerritories/all')).data,
  staleTime: LOOKUP_STALE,
});

export const noteTypesQuery = queryOptions({
  queryKey: locationKeys.noteTypes,
  queryFn: async () => (await api.get<Lookup[]>(`${LOCATIONS}/notesTypes`)).data,
  staleTime: LOOKUP_STALE,
});

export const noteStatusesQuery = queryOptions({
  queryKey: locationKeys.noteStatuses,
  queryFn: async () => (await api.get<Lookup[]>(`${LOCATIONS}/notesStatuses`)).data,
  staleTime: LOOKUP_STALE,
});
