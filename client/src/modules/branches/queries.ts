import { queryOptions } from '@tanstack/react-query';
import type { BranchRow } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { BranchFilters } from './search';

export const branchKeys = {
  all: ['branches'] as const,
  list: ['branches', 'list'] as const,
  detail: (id: number) => ['branches', 'detail', id] as const,
};

export async function fetchBranches(req: ListRequest<BranchFilters>): Promise<ListPage<BranchRow>> {
  const { Query, Skip, Take, StatusIds } = req;
  return toPage(await api.post('/branches/_search', { body: { Query, Skip, Take, StatusIds } }));
}

export const branchQuery = (id: number) =>
  queryOptions({
    queryKey: branchKeys.detail(id),
    queryFn: async () => (await api.get('/branches/{id}', { path: { id } })).data,
  });

/** Active employees the caller may pick (the server scopes the list), as Id and full name. */
export const employeeChoicesQuery = queryOptions({
  queryKey: ['employees', 'simple'] as const,
  queryFn: async () => (await api.get('/employees/simple')).data,
  staleTime: 5 * 60_000,
});

export const branchStatusesQuery = queryOptions({
  queryKey: ['branches', 'statuses'] as const,
  queryFn: async () => (await api.get('/branches/statuses')).data,
  staleTime: Infinity,
});

export const serviceGroupsQuery = queryOptions({
  queryKey: ['branches', 'serviceGroups'] as const,
  queryFn: async () => (await api.get('/branches/serviceGroups')).data,
  staleTime: Infinity,
});
