import { queryOptions } from '@tanstack/react-query';
import type { Branch, BranchRow, IdName, NewBranch, SaveBranch, ServiceGroupContent } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { BranchFilters } from './search';

export const branchKeys = {
  all: ['branches'] as const,
  list: ['branches', 'list'] as const,
  detail: (id: number) => ['branches', 'detail', id] as const,
};

export async function fetchBranches(req: ListRequest<BranchFilters>): Promise<ListPage<BranchRow>> {
  const { Query, Skip, Take, StatusIds } = req;
  const { data, total } = await api.post<BranchRow[]>('/branches/_search', { Query, Skip, Take, StatusIds });
  return { rows: data, total: total ?? data.length };
}

export const branchQuery = (id: number) =>
  queryOptions({
    queryKey: branchKeys.detail(id),
    queryFn: async () => (await api.get<Branch>(`/branches/${id}`)).data,
  });

/** Active employees the caller may pick (the server scopes the list), as Id and full name. */
export const employeeChoicesQuery = queryOptions({
  queryKey: ['employees', 'simple'] as const,
  queryFn: async () => (await api.get<IdName[]>('/employees/simple')).data,
  staleTime: 5 * 60_000,
});

export const branchStatusesQuery = queryOptions({
  queryKey: ['branches', 'statuses'] as const,
  queryFn: async () => (await api.get<IdName[]>('/branches/statuses')).data,
  staleTime: Infinity,
});

export const serviceGroupsQuery = queryOptions({
  queryKey: ['branches', 'serviceGroups'] as const,
  queryFn: async () => (await api.get<IdName[]>('/branches/serviceGroups')).data,
  staleTime: Infinity,
});

export async function createBranch(body: NewBranch): Promise<Branch> {
  return (await api.post<Branch>('/branches', body)).data;
}

export async function saveBranch(body: SaveBranch): Promise<Branch> {
  return (await api.put<Branch>('/branches', body)).data;
}

export async function saveServiceGroupContent(body: ServiceGroupContent): Promise<ServiceGroupContent> {
  return (await api.post<ServiceGroupContent>('/branches/serviceGroupContent', body)).data;
}

export async function deleteBranch(id: number): Promise<void> {
  await api.del(`/branches/${id}`);
}
