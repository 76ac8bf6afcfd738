import { queryOptions } from '@tanstack/react-query';
import type { EmployeeRow } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { EmployeeFilters } from './search';

/** The Employee claim type's id: branch choices are limited to the caller's reach on it. */

export const employeeKeys = {
  all: ['employees'] as const,
  list: ['employees', 'list'] as const,
  detail: (id: number) => ['employees', 'detail', id] as const,
  docs: (id: number, shelf: string) => ['employees', 'docs', id, shelf] as const,
  accessLevels: ['employees', 'accessLevels'] as const,
  territories: ['salesTerritories', 'all'] as const,
};

export async function fetchEmployees(req: ListRequest<EmployeeFilters>): Promise<ListPage<EmployeeRow>> {
  return toPage(await api.post('/employees/_search', { body: req }));
}

/** Every row matching the list's search and filters (the server ignores paging for CSV). */
export async function fetchEmployeesCsv(req: ListRequest<EmployeeFilters>): Promise<Blob> {
  const { Skip: _skip, Take: _take, ...body } = req;
  const headers = { Accept: 'text/csv' };
  return (await api.postForFile('/employees/_search/csv', { body, headers })).data;
}

export const employeeQuery = (id: number) =>
  queryOptions({
    queryKey: employeeKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get('/employees/{id}', { path: { id }, signal })).data,
  });

/** The roles a sign-in can be given. */
export const accessLevelsQuery = queryOptions({
  queryKey: employeeKeys.accessLevels,
  queryFn: async () => (await api.get('/employees/accessLevels')).data,
  staleTime: 5 * 60_000,
});

export const salesTerritoriesQuery = queryOptions({
  queryKey: employeeKeys.territories,
  queryFn: async () => (await api.get('/salesTerritories/all')).data,
  staleTime: 5 * 60_000,
});
