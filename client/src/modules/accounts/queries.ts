import { queryOptions } from '@tanstack/react-query';
import type { AccountNameMatch, AccountRow, LocationRow } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { AccountFilters } from './search';

/** Branch choices of the account screens follow the caller's Account claim. */
const LOOKUP_STALE = 5 * 60_000;

/** The account settings lists the account fields choose from. */
export type AccountLookup = 'accountTypes' | 'clientTypes' | 'sources' | 'sourceCodes' | 'inactiveReasons';

export const accountKeys = {
  all: ['accounts'] as const,
  list: ['accounts', 'list'] as const,
  detail: (id: number) => ['accounts', 'detail', id] as const,
  locations: (id: number) => ['accounts', 'locations', id] as const,
  lookup: (list: AccountLookup) => ['accounts', 'lookup', `accounts/${list}`] as const,
  arborists: (branchId: number | null) => ['accounts', 'arborists', branchId ?? 0] as const,
  employees: ['accounts', 'employees'] as const,
  territories: ['salesTerritories', 'all'] as const,
};

/** The spec's default query is '*': an empty search box lists every account. */
export async function fetchAccounts(req: ListRequest<AccountFilters>): Promise<ListPage<AccountRow>> {
  return toPage(await api.post('/accounts/_search', { body: { ...req, Query: req.Query || '*' } }));
}

export const accountQuery = (id: number) =>
  queryOptions({
    queryKey: accountKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get('/accounts/{id}', { path: { id }, signal })).data,
  });

/** The account's service locations, a page at a time. */
export async function fetchAccountLocations(
  accountId: number,
  req: ListRequest,
): Promise<ListPage<LocationRow>> {
  const body = { ...req, Query: req.Query || '*', AccountId: accountId };
  return toPage(await api.post('/accounts/accountLocations/_search', { body }));
}

/** An account settings list (account types, client types, sources, source codes, inactive reasons). */
export const accountLookupQuery = (list: AccountLookup) =>
  queryOptions({
    queryKey: accountKeys.lookup(list),
    queryFn: async () => (await api.get(`/accounts/${list}`)).data,
    staleTime: LOOKUP_STALE,
  });

/** Arborists offered by the caller's Account claim; `branchId` narrows them to one branch. */
export const arboristsQuery = (branchId: number | null = null) =>
  queryOptions({
    queryKey: accountKeys.arborists(branchId),
    queryFn: async () =>
      (await api.get('/accounts/arborists', { query: { branchId: branchId || undefined } })).data,
    staleTime: LOOKUP_STALE,
  });

export const territoriesQuery = queryOptions({
  queryKey: accountKeys.territories,
  queryFn: async () => (await api.get('/salesTerritories/all')).data,
  staleTime: LOOKUP_STALE,
});

/** Active employees: the sales rep choices. */
export const employeesQuery = queryOptions({
  queryKey: accountKeys.employees,
  queryFn: async () => (await api.get('/employees/simple')).data,
  staleTime: LOOKUP_STALE,
});

export async function accountsNamed(name: string, excludeId?: number): Promise<AccountNameMatch[]> {
  return (await api.get('/accounts/accountNames', { query: { name, excludeId: excludeId || undefined } }))
    .data;
}
