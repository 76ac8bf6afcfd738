import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { WorkAuthorization, WorkAuthorizationListItem, WorkAuthorizationSearch } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const waKeys = {
  all: ['workAuthorizations'] as const,
  list: ['workAuthorizations', 'list'] as const,
  detail: (id: number) => ['workAuthorizations', 'detail', id] as const,
  lookups: ['workAuthorizations', 'lookups'] as const,
};

export type WaFilters = Pick<
  WorkAuthorizationSearch,
  'StatusIds' | 'BranchIds' | 'SalesRepIds' | 'TypeIds' | 'ApprovalStatusIds'
>;

/** One page of the list; the total comes in X-List-Count. */
export async function fetchWas(req: ListRequest<WaFilters>): Promise<ListPage<WorkAuthorizationListItem>> {
  return toPage(await api.post('/workAuthorization/_search', { body: req }));
}

export const waStatusesQuery = queryOptions({
  queryKey: [...waKeys.lookups, 'statuses'] as const,
  queryFn: async () => (await api.get('/workAuthorization/statuses')).data,
  staleTime: 5 * 60_000,
});
export const waApprovalStatusesQuery = queryOptions({
  queryKey: [...waKeys.lookups, 'approvalStatuses'] as const,
  queryFn: async () => (await api.get('/workAuthorization/approvalStatuses')).data,
  staleTime: 5 * 60_000,
});

export const waQuery = (id: number) =>
  queryOptions({
    queryKey: waKeys.detail(id),
    queryFn: async ({ signal }): Promise<WorkAuthorization> =>
      (await api.get('/workAuthorization/{id}', { path: { id }, signal })).data,
  });

/** Every change answers the whole record: it replaces the cached one, and the list is refetched. */
export function keep(queryClient: QueryClient, wa: WorkAuthorization): WorkAuthorization {
  queryClient.setQueryData(waKeys.detail(wa.Id), wa);
  void queryClient.invalidateQueries({ queryKey: waKeys.list });
  return wa;
}
