import { queryOptions } from '@tanstack/react-query';
import {
  type IdName,
  type Schedule,
  type ScheduleNote,
  type ScheduleRow,
  type ScheduleSearch,
  type ScheduleWorkOrder,
} from '@canopy/shared';
import { branchChoicesFor } from '../../kernel/api/branchChoices';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { ScheduleFilters } from './search';

const LOOKUP_STALE = 5 * 60_000;

export const scheduleKeys = {
  all: ['schedules'] as const,
  list: ['schedules', 'list'] as const,
  one: (id: number) => ['schedules', 'one', id] as const,
  workOrders: (id: number) => ['schedules', 'one', id, 'workOrders'] as const,
  notes: (id: number) => ['schedules', 'one', id, 'notes'] as const,
};

/** GET schedules/{id}: the schedule with its live days, crew and equipment. */
export const scheduleQuery = (id: number) =>
  queryOptions({
    queryKey: scheduleKeys.one(id),
    queryFn: async (): Promise<Schedule> => (await api.get('/schedules/{id}', { path: { id } })).data,
  });

/** The schedule's work orders in route order. */
export const scheduleWorkOrdersQuery = (id: number) =>
  queryOptions({
    queryKey: scheduleKeys.workOrders(id),
    queryFn: async (): Promise<ScheduleWorkOrder[]> =>
      (await api.get('/schedules/{id}/work-orders', { path: { id } })).data,
  });

/** The schedule's notes list, oldest first. */
export const scheduleNotesQuery = (id: number) =>
  queryOptions({
    queryKey: scheduleKeys.notes(id),
    queryFn: async (): Promise<ScheduleNote[]> =>
      (await api.get('/schedules/{id}/notes', { path: { id } })).data,
  });

/** A schedule or work order number as typed in the search box ('#120' reads as 120), else null. */
export function scheduleOrWorkOrderId(query: string): number | null {
  const m = /^#?\s*(\d{1,9})$/.exec(query.trim());
  return m && Number(m[1]) > 0 ? Number(m[1]) : null;
}

export async function fetchSchedules(req: ListRequest<ScheduleFilters>): Promise<ListPage<ScheduleRow>> {
  const { Query, Skip, Take, SortColumn: _s, Descending: _d, IncludeArchived: _a, ...filters } = req;
  const id = scheduleOrWorkOrderId(Query);
  // The box searches by number only: other text can name no schedule, so nothing is asked.
  if (Query.trim() && id === null) return { rows: [], total: 0 };
  const body: ScheduleSearch = { ...filters, Skip, Take, ...(id ? { ScheduleOrWorkOrderId: id } : {}) };
  return toPage(await api.post('/schedules/_search', { body }));
}

/** The branches the user may filter by (by their Schedules claim). */
export const scheduleBranchesQuery = (me: number) => branchChoicesFor('Schedules', me);

/** Foremen leading a day of a schedule the user reaches. */
export const scheduledForemenQuery = queryOptions({
  queryKey: ['schedules', 'foremen'] as const,
  queryFn: async (): Promise<IdName[]> => (await api.get('/schedules/scheduled-foremen')).data,
  staleTime: LOOKUP_STALE,
});

export const territoriesQuery = queryOptions({
  queryKey: ['schedules', 'salesTerritories'] as const,
  queryFn: async (): Promise<IdName[]> => (await api.get('/salesTerritories/all')).data,
  staleTime: LOOKUP_STALE,
});
