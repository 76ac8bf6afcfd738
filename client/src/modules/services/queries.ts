import { queryOptions } from '@tanstack/react-query';
import {
  CHEMICAL_TYPEAHEAD_TAKE,
  type ChemicalOption,
  type ListItem,
  type NewService,
  type PriceTableOption,
  type RecurrenceMax,
  type SaveService,
  type SaveServiceGroupContents,
  type Service,
  type ServiceDefaults,
  type ServiceGroupWithContent,
  type ServiceLookups,
  type ServiceRow,
  type UpdatePricesResult,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { SettingsItem } from '../../ui/settingsRows';
import type { ServiceFilters } from './search';

export const serviceKeys = {
  all: ['services'] as const,
  list: ['services', 'list'] as const,
  detail: (id: number) => ['services', 'detail', id] as const,
  groups: ['services', 'groups'] as const,
  recurrence: ['services', 'recurrence'] as const,
  settingsList: (path: string) => ['services', 'settingsList', path] as const,
};

export async function fetchServices(req: ListRequest<ServiceFilters>): Promise<ListPage<ServiceRow>> {
  const { Query, Skip, Take, StatusIds, ServiceGroupIds, ServiceCategoryIds, ServiceTypeIds } = req;
  const { data, total } = await api.post<ServiceRow[]>('/services/_search', {
    Query,
    Skip,
    Take,
    StatusIds,
    ServiceGroupIds,
    ServiceCategoryIds,
    ServiceTypeIds,
  });
  return { rows: data, total: total ?? data.length };
}

export const serviceQuery = (id: number) =>
  queryOptions({
    queryKey: serviceKeys.detail(id),
    queryFn: async () => (await api.get<Service>(`/services/${id}`)).data,
  });

/** Every pick list of the service form in one call (groups, statuses, units, categories …). */
export const serviceLookupsQuery = queryOptions({
  queryKey: ['services', 'lookups'] as const,
  queryFn: async () => (await api.get<ServiceLookups>('/services/lookups')).data,
  staleTime: 5 * 60_000,
});

/** The visit codes already in use, offered while typing a visit's code. */
export const serviceCodesQuery = queryOptions({
  queryKey: ['services', 'codes'] as const,
  queryFn: async () => (await api.get<string[]>('/services/codes')).data,
  staleTime: 60_000,
});

export const recurrenceQuery = queryOptions({
  queryKey: serviceKeys.recurrence,
  queryFn: async () => (await api.get<RecurrenceMax>('/services/recurrence')).data,
  staleTime: 5 * 60_000,
});

/** The chemical type-ahead: the whole active list at once (Query '*', Take 2000), filtered as typed. */
export const chemicalOptionsQuery = queryOptions({
  queryKey: ['chemicals', 'typeahead'] as const,
  queryFn: async () =>
    (
      await api.post<ChemicalOption[]>('/chemicals/typeahead', {
        Query: '*',
        Skip: 0,
        Take: CHEMICAL_TYPEAHEAD_TAKE,
      })
    ).data,
  staleTime: 5 * 60_000,
});

/** Price tables for Table pricing (the spec's default take of 999). */
export const priceTablesQuery = queryOptions({
  queryKey: ['price', 'simple'] as const,
  queryFn: async () => (await api.get<PriceTableOption[]>('/price/simple/search?take=999')).data,
  staleTime: 5 * 60_000,
});

export const serviceDefaultsQuery = (groupId: number) =>
  queryOptions({
    queryKey: ['services', 'defaults', groupId] as const,
    queryFn: async () => (await api.get<ServiceDefaults>(`/services/defaults/${groupId}`)).data,
    staleTime: Infinity,
  });

export const serviceGroupsQuery = queryOptions({
  queryKey: serviceKeys.groups,
  queryFn: async () => (await api.get<ServiceGroupWithContent[]>('/services/groups')).data,
});

export async function createService(body: NewService): Promise<Service> {
  return (await api.post<Service>('/services', body)).data;
}

export async function saveService(body: SaveService): Promise<Service> {
  return (await api.put<Service>('/services', body)).data;
}

export async function deleteService(id: number): Promise<void> {
  await api.del(`/services/${id}`);
}

export async function toggleServiceActive(id: number): Promise<Service> {
  return (await api.post<Service>(`/services/${id}/toggleActive`)).data;
}

/** valueType is ManagePricingOptions (Dollars 1, Percentage 2). */
export async function updateServicePrices(
  valueType: number,
  value: number,
  ids: number[],
): Promise<UpdatePricesResult> {
  return (await api.put<UpdatePricesResult>(`/services/updatePrices/${valueType}/${value}`, ids)).data;
}

export async function saveServiceGroups(body: SaveServiceGroupContents): Promise<ServiceGroupWithContent[]> {
  return (await api.put<ServiceGroupWithContent[]>('/services/groups', body)).data;
}

export async function saveRecurrenceMax(years: number): Promise<RecurrenceMax> {
  return (await api.put<RecurrenceMax>('/services/recurrence', { RecurrenceMax: years })).data;
}

/** A whole-list setting of the service settings screen, with where it is read and saved. */
export type ServiceSettingsList = {
  Key: string;
  Name: string;
  Path: string;
  SavePath?: string;
  SaveMethod?: 'POST';
};

export async function fetchSettingsList(list: ServiceSettingsList): Promise<ListItem[]> {
  return (await api.get<ListItem[]>(`/${list.Path}`)).data;
}

/** Saves the whole list (rows left out are removed); the answer carries the ids of new rows. */
export async function saveSettingsList(
  list: ServiceSettingsList,
  items: SettingsItem[],
): Promise<ListItem[]> {
  const body = items.map(({ Id, Name }) => ({ Id, Name }));
  const path = `/${list.SavePath ?? list.Path}`;
  return (
    list.SaveMethod === 'POST'
      ? await api.post<ListItem[]>(path, body)
      : await api.put<ListItem[]>(path, body)
  ).data;
}
