import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ClaimTypeList,
  type Account,
  type AccountNameMatch,
  type AccountRow,
  type BranchChoices,
  type ListItem,
  type LocationRow,
  type NewAccount,
  type SaveAccount,
  type SaveBillingAddress,
  type SavedAccount,
  type SalesTerritoryOption,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { AccountFilters } from './search';

type Lookup = { Id: number; Name: string };

/** Branch choices of the account screens follow the caller's Account claim. */
const ACCOUNT_CLAIM_TYPE_ID = ClaimTypeList.find((c) => c.Name === 'Account')!.Id;
const LOOKUP_STALE = 5 * 60_000;

export const accountKeys = {
  all: ['accounts'] as const,
  list: ['accounts', 'list'] as const,
  detail: (id: number) => ['accounts', 'detail', id] as const,
  locations: (id: number) => ['accounts', 'locations', id] as const,
  lookup: (path: string) => ['accounts', 'lookup', path] as const,
  arborists: (branchId: number | null) => ['accounts', 'arborists', branchId ?? 0] as const,
  branches: (me: number) => ['accounts', 'branchChoices', me] as const,
  employees: ['accounts', 'employees'] as const,
  territories: ['salesTerritories', 'all'] as const,
};

/** The spec's default query is '*': an empty search box lists every account. */
export async function fetchAccounts(req: ListRequest<AccountFilters>): Promise<ListPage<AccountRow>> {
  const { data, total } = await api.post<AccountRow[]>('/accounts/_search', {
    ...req,
    Query: req.Query || '*',
  });
  return { rows: data, total: total ?? data.length };
}

export const accountQuery = (id: number) =>
  queryOptions({
    queryKey: accountKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<Account>(`/accounts/${id}`, { signal })).data,
  });

/** The account's service locations, a page at a time. */
export async function fetchAccountLocations(
  accountId: number,
  req: ListRequest,
): Promise<ListPage<LocationRow>> {
  const { data, total } = await api.post<LocationRow[]>('/accounts/accountLocations/_search', {
    ...req,
    Query: req.Query || '*',
    AccountId: accountId,
  });
  return { rows: data, total: total ?? data.length };
}

/** An account settings list (account types, client types, sources, source codes, inactive reasons). */
export const accountLookupQuery = (path: string) =>
  queryOptions({
    queryKey: accountKeys.lookup(path),
    queryFn: async () => (await api.get<ListItem[]>(`/${path}`)).data,
    staleTime: LOOKUP_STALE,
  });

/** Arborists offered by the caller's Account claim; `branchId` narrows them to one branch. */
export const arboristsQuery = (branchId: number | null = null) =>
  queryOptions({
    queryKey: accountKeys.arborists(branchId),
    queryFn: async () =>
      (await api.get<Lookup[]>(`/accounts/arborists${branchId ? `?branchId=${branchId}` : ''}`)).data,
    staleTime: LOOKUP_STALE,
  });

export const branchChoicesQuery = (me: number) =>
  queryOptions({
    queryKey: accountKeys.branches(me),
    queryFn: async () =>
      (await api.get<BranchChoices>(`/branches/employee/${me}/${ACCOUNT_CLAIM_TYPE_ID}`)).data,
    staleTime: LOOKUP_STALE,
  });

export const territoriesQuery = queryOptions({
  queryKey: accountKeys.territories,
  queryFn: async () => (await api.get<SalesTerritoryOption[]>('/salesTerritories/all')).data,
  staleTime: LOOKUP_STALE,
});

/** Active employees: the sales rep choices. */
export const employeesQuery = queryOptions({
  queryKey: accountKeys.employees,
  queryFn: async () => (await api.get<Lookup[]>('/employees/simple')).data,
  staleTime: LOOKUP_STALE,
});

export async function accountsNamed(name: string, excludeId?: number): Promise<AccountNameMatch[]> {
  const q = new URLSearchParams({ name });
  if (excludeId) q.set('excludeId', String(excludeId));
  return (await api.get<AccountNameMatch[]>(`/accounts/accountNames?${q}`)).data;
}

export const createAccount = async (body: NewAccount) =>
  (await api.post<Account>('/accounts/create', body)).data;

export const saveAccount = async (body: SaveAccount) =>
  (await api.put<SavedAccount>('/accounts/save', body)).data;

export const saveBillingAddress = async (id: number, body: SaveBillingAddress) =>
  (await api.put<Account>(`/accounts/${id}/billingAddress`, body)).data;

export const deleteAccount = async (id: number) => api.del(`/accounts/${id}`);

/** A saved account replaces the cached one and the list shows it at once. */
export function accountChanged(queryClient: QueryClient, account: Account) {
  const { Warning: _w, ...fresh } = account as SavedAccount;
  queryClient.setQueryData(accountKeys.detail(account.Id), fresh);
  void queryClient.invalidateQueries({ queryKey: accountKeys.list });
}
