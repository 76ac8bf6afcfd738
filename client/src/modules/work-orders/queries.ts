import { queryOptions } from '@tanstack/react-query';
import { JobTitles, type IdName, type WorkOrderRow, type WorkOrderSortColumn } from '@canopy/shared';
import { branchChoicesFor } from '../../kernel/api/branchChoices';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { WorkOrderFilters } from './search';

const LOOKUP_STALE = 5 * 60_000;

export const workOrderKeys = {
  all: ['workOrders'] as const,
  list: ['workOrders', 'list'] as const,
  one: (id: number) => ['workOrders', 'one', id] as const,
};

export async function fetchWorkOrders(req: ListRequest<WorkOrderFilters>): Promise<ListPage<WorkOrderRow>> {
  // The sort key is a column key of the list, and the list sorts only by the columns the route allows.
  const SortColumn = req.SortColumn as WorkOrderSortColumn | undefined;
  return toPage(await api.post('/workOrders/_search', { body: { ...req, SortColumn } }));
}

export const workOrderQuery = (id: number) =>
  queryOptions({
    queryKey: workOrderKeys.one(id),
    queryFn: async ({ signal }) => (await api.get('/workOrders/{id}', { path: { id }, signal })).data,
  });

export const readyToComplete = async (id: number) =>
  (await api.get('/workOrders/{id}/confirmReadyToComplete', { path: { id } })).data;

/** The branches the user may filter by on work order screens (by their WorkOrders claim). */
export const branchChoicesQuery = (me: number) => branchChoicesFor('WorkOrders', me);

/** Arborists, of one branch or (0) of every branch. */
export const arboristsQuery = (branchId: number) =>
  queryOptions({
    queryKey: ['workOrders', 'arborists', branchId] as const,
    queryFn: async (): Promise<IdName[]> =>
      (await api.get('/employees/arborists/{branchId}', { path: { branchId } })).data,
    staleTime: LOOKUP_STALE,
  });

export const foremenQuery = queryOptions({
  queryKey: ['workOrders', 'foremen'] as const,
  queryFn: async (): Promise<IdName[]> =>
    (await api.get('/employees/employeesByJobTitles', { query: { jobTitleIds: [JobTitles.Foreman] } })).data,
  staleTime: LOOKUP_STALE,
});

export type SalesTerritoryOption = IdName & { BranchId: number };

export const salesTerritoriesQuery = queryOptions({
  queryKey: ['workOrders', 'salesTerritories'] as const,
  queryFn: async (): Promise<SalesTerritoryOption[]> => (await api.get('/salesTerritories/all')).data,
  staleTime: LOOKUP_STALE,
});
