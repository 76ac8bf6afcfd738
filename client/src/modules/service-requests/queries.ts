import { queryOptions } from '@tanstack/react-query';
import {
  ServiceRequestSettingsLists,
  type ServiceRequest,
  type ServiceRequestListItem,
  type ServiceRequestSearch,
} from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const requestKeys = {
  all: ['serviceRequests'] as const,
  list: ['serviceRequests', 'list'] as const,
  detail: (id: number) => ['serviceRequests', 'detail', id] as const,
  lookups: ['serviceRequests', 'lookups'] as const,
  locations: (q: string, accountId: number) => ['serviceRequests', 'locations', q, accountId] as const,
};

const LOOKUP_STALE = 5 * 60_000;

export type RequestFilters = Pick<ServiceRequestSearch, 'StatusIds' | 'ArboristIds' | 'DateFrom' | 'DateTo'>;

/** One page of the list; the total comes in X-List-Count. */
export async function fetchRequests(
  req: ListRequest<RequestFilters>,
): Promise<ListPage<ServiceRequestListItem>> {
  return toPage(await api.post('/servicerequests/_search', { body: req }));
}

export const requestQuery = (id: number) =>
  queryOptions({
    queryKey: requestKeys.detail(id),
    queryFn: async ({ signal }): Promise<ServiceRequest> =>
      (await api.get('/servicerequests/{id}', { path: { id }, signal })).data,
  });

export const requestStatusesQuery = queryOptions({
  queryKey: [...requestKeys.lookups, 'statuses'] as const,
  queryFn: async () => (await api.get('/servicerequests/serviceRequestStatuses')).data,
  staleTime: LOOKUP_STALE,
});

export const arboristsQuery = queryOptions({
  queryKey: [...requestKeys.lookups, 'arborists'] as const,
  queryFn: async () => (await api.get('/servicerequests/arborists')).data,
  staleTime: LOOKUP_STALE,
});

export type RequestSettingsList = (typeof ServiceRequestSettingsLists)[number];
export const requestListOf = (key: RequestSettingsList['Key']) =>
  ServiceRequestSettingsLists.find((l) => l.Key === key)!;

export const requestListQuery = (list: RequestSettingsList) =>
  queryOptions({
    queryKey: [...requestKeys.lookups, list.Key] as const,
    queryFn: async () => (await api.get(`/${list.Path}`)).data,
    staleTime: LOOKUP_STALE,
  });

/** Locations a request may be booked at, by account name or address; `accountId` narrows to one account. */
export const requestLocationsQuery = (q: string, accountId = 0) =>
  queryOptions({
    queryKey: requestKeys.locations(q, accountId),
    queryFn: async () =>
      (
        await api.post('/servicerequests/requestLocations/_search', {
          body: { Query: q, Take: 15, Skip: 0, AccountId: accountId || null },
        })
      ).data,
  });

/** Whether the arborist already has an appointment overlapping this time (spec §5). */
export async function requestExists(
  startDate: string,
  endDate: string,
  arboristId: number,
  excludeId?: number,
) {
  return (
    await api.get('/servicerequests/doesRequestExists', {
      query: { startDate, endDate, arboristId, ...(excludeId ? { excludeId } : {}) },
    })
  ).data;
}
