import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  WORK_ORDERS_TO_SCHEDULE_PAGE_SIZE,
  type IdName,
  type SchedulingPriority,
  type ServiceVisitOption,
  type ToScheduleSortField,
  type WorkOrderToScheduleRow,
  type WorkOrderToScheduleSearch,
} from '@canopy/shared';
import { api, toPage } from '../../../kernel/api/client';
import type { ListPage } from '../../../ui/listState';
import type { BuildFilters } from './search';

const LOOKUP_STALE = 5 * 60_000;

export const buildKeys = {
  all: ['schedules', 'toSchedule'] as const,
  list: (body: object) => ['schedules', 'toSchedule', 'list', body] as const,
};

export interface BuildRequest {
  filters: BuildFilters;
  query: string;
  sort?: ToScheduleSortField;
  reverse?: boolean;
}

/** The search body of one page; blank words are left out ('*', every order). */
export function toBody(r: BuildRequest, skip: number): WorkOrderToScheduleSearch {
  return {
    ...r.filters,
    ...(r.query.trim() ? { SearchQuery: r.query.trim() } : {}),
    ...(r.sort ? { OrderByField: r.sort } : {}),
    ...(r.reverse ? { ReverseSort: true } : {}),
    Skip: skip,
    Take: WORK_ORDERS_TO_SCHEDULE_PAGE_SIZE,
  };
}

/** Work orders to schedule, 12 a page; "Load more" asks for the next page after those shown. */
export const toScheduleQuery = (r: BuildRequest, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: buildKeys.list(toBody(r, 0)),
    queryFn: async ({ pageParam }): Promise<ListPage<WorkOrderToScheduleRow>> =>
      toPage(await api.post('/workOrders/search-work-order-to-schedule', { body: toBody(r, pageParam) })),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.rows.length, 0);
      return shown < last.total && last.rows.length ? shown : undefined;
    },
    enabled,
  });

export const prioritiesQuery = queryOptions({
  queryKey: ['workOrders', 'schedulingPriorities'] as const,
  queryFn: async (): Promise<SchedulingPriority[]> =>
    (await api.get('/workOrders/schedulingPriorities')).data,
  staleTime: Infinity,
});

/** Arborists of every branch. */
export const allArboristsQuery = queryOptions({
  queryKey: ['workOrders', 'arborists', 0] as const,
  queryFn: async (): Promise<IdName[]> =>
    (await api.get('/employees/arborists/{branchId}', { path: { branchId: 0 } })).data,
  staleTime: LOOKUP_STALE,
});

export const serviceCodesQuery = queryOptions({
  queryKey: ['services', 'codes'] as const,
  queryFn: async (): Promise<string[]> => (await api.get('/services/codes')).data,
  staleTime: LOOKUP_STALE,
});

export const serviceVisitsQuery = queryOptions({
  queryKey: ['services', 'visits'] as const,
  queryFn: async (): Promise<ServiceVisitOption[]> => (await api.get('/services/visits', {})).data,
  staleTime: LOOKUP_STALE,
});

export const equipmentTypesQuery = queryOptions({
  queryKey: ['equipment', 'types'] as const,
  queryFn: async (): Promise<IdName[]> =>
    (await api.post('/equipment/_search', { body: { Query: '*', Skip: 0, Take: 999 } })).data,
  staleTime: LOOKUP_STALE,
});

/** The branch's growing degree days so far this season, beside the GDD filter. */
export const branchGddQuery = (branchId: number) =>
  queryOptions({
    queryKey: ['branches', branchId, 'growingDegreeDay'] as const,
    queryFn: async () =>
      (await api.get('/branches/{id}/GrowingDegreeDay', { path: { id: branchId } })).data.GrowingDegreeDay,
    staleTime: LOOKUP_STALE,
  });
