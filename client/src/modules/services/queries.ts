import { queryOptions } from '@tanstack/react-query';
import { CHEMICAL_TYPEAHEAD_TAKE, type ListItem, type ServiceRow } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { ServiceFilters } from './search';

export const serviceKeys = {
  all: ['services'] as const,
  list: ['services', 'list'] as const,
  detail: (id: number) => ['services', 'detail', id] as const,
  groups: ['services', 'groups'] as const,
  recurrence: ['services', 'recurrence'] as const,
  lookups: ['services', 'lookups'] as const,
  settingsList: (path: string) => ['services', 'settingsList', path] as const,
};

export async function fetchServices(req: ListRequest<ServiceFilters>): Promise<ListPage<ServiceRow>> {
  const { Query, Skip, Take, StatusIds, ServiceGroupIds, ServiceCategoryIds, ServiceTypeIds } = req;
  const body = { Query, Skip, Take, StatusIds, ServiceGroupIds, ServiceCategoryIds, ServiceTypeIds };
  return toPage(await api.post('/services/_search', { body }));
}

export const serviceQuery = (id: number) =>
  queryOptions({
    queryKey: serviceKeys.detail(id),
    queryFn: async () => (await api.get('/services/{id}', { path: { id } })).data,
  });

/** Every pick list of the service form in one call (groups, statuses, units, categories …). */
export const serviceLookupsQuery = queryOptions({
  queryKey: serviceKeys.lookups,
  queryFn: async () => (await api.get('/services/lookups')).data,
  staleTime: 5 * 60_000,
});

/** The visit codes already in use, offered while typing a visit's code. */
export const serviceCodesQuery = queryOptions({
  queryKey: ['services', 'codes'] as const,
  queryFn: async () => (await api.get('/services/codes')).data,
  staleTime: 60_000,
});

export const recurrenceQuery = queryOptions({
  queryKey: serviceKeys.recurrence,
  queryFn: async () => (await api.get('/services/recurrence')).data,
  staleTime: 5 * 60_000,
});

/** The chemical type-ahead: the whole active list at once (Query '*', Take 2000), filtered as typed. */
export const chemicalOptionsQuery = queryOptions({
  queryKey: ['chemicals', 'typeahead'] as const,
  queryFn: async () =>
    (
      await api.post('/chemicals/typeahead', {
        body: { Query: '*', Skip: 0, Take: CHEMICAL_TYPEAHEAD_TAKE },
      })
    ).data,
  staleTime: 5 * 60_000,
});

/** Price tables for Table pricing (the spec's default take of 999). */
export const priceTablesQuery = queryOptions({
  queryKey: ['price', 'simple'] as const,
  queryFn: async () => (await api.get('/price/simple/search', { query: { take: 999 } })).data,
  staleTime: 5 * 60_000,
});

export const serviceDefaultsQuery = (groupId: number) =>
  queryOptions({
    queryKey: ['services', 'defaults', groupId] as const,
    queryFn: async () =>
      (await api.get('/services/defaults/{serviceGroupId}', { path: { serviceGroupId: groupId } })).data,
    staleTime: Infinity,
  });

export const serviceGroupsQuery = queryOptions({
  queryKey: serviceKeys.groups,
  queryFn: async () => (await api.get('/services/groups')).data,
});

/**
 * A whole-list setting of the service settings screen, with where it is read and saved (at its
 * own path unless SavePath says otherwise).
 */
export type ServiceSettingsList = { Key: string; Name: string } & (
  | {
      Path: 'services/units' | 'services/categories' | 'services/labels' | 'serviceItems/conditions';
      SavePath?: undefined;
    }
  | { Path: 'workOrders/weatherConditions'; SavePath: 'workOrders/saveWeatherConditions' }
);

export async function fetchSettingsList(list: ServiceSettingsList): Promise<ListItem[]> {
  return (await api.get(`/${list.Path}`)).data;
}
