import type { QueryClient } from '@tanstack/react-query';
import type {
  ListItem,
  NewService,
  RecurrenceMax,
  SaveService,
  SaveServiceGroupContents,
  Service,
  ServiceGroupWithContent,
  UpdatePricesResult,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { recordCache } from '../../kernel/api/recordCache';
import type { SettingsItem } from '../../ui/settingsRows';
import { serviceKeys, type ServiceSettingsList } from './queries';

const services = recordCache<Service>(serviceKeys);

export async function createService(queryClient: QueryClient, body: NewService): Promise<Service> {
  return services.changed(queryClient, (await api.post('/services', { body })).data);
}

/** A stale save (409) shows the server's service before the error goes on to the form. */
export async function saveService(queryClient: QueryClient, body: SaveService): Promise<Service> {
  try {
    return services.changed(queryClient, (await api.put('/services', { body })).data);
  } catch (error) {
    services.conflicted(queryClient, body.Id, error);
    throw error;
  }
}

/** Resolves once the service has left the cache and the list is read again. */
export async function deleteService(queryClient: QueryClient, id: number): Promise<void> {
  await api.del('/services/{id}', { path: { id } });
  await services.deleted(queryClient, id);
}

/** The toggled service is cached; resolves once the list is read again. */
export async function toggleServiceActive(queryClient: QueryClient, id: number): Promise<Service> {
  const { data } = await api.post('/services/{id}/toggleActive', { path: { id } });
  queryClient.setQueryData(serviceKeys.detail(id), data);
  await queryClient.invalidateQueries({ queryKey: serviceKeys.list });
  return data;
}

/** valueType is ManagePricingOptions (Dollars 1, Percentage 2); resolves once services are read again. */
export async function updateServicePrices(
  queryClient: QueryClient,
  valueType: number,
  value: number,
  ids: number[],
): Promise<UpdatePricesResult> {
  const path = { valueType, value };
  const { data } = await api.put('/services/updatePrices/{valueType}/{value}', { path, body: ids });
  await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
  return data;
}

export async function saveServiceGroups(
  queryClient: QueryClient,
  body: SaveServiceGroupContents,
): Promise<ServiceGroupWithContent[]> {
  const { data } = await api.put('/services/groups', { body });
  queryClient.setQueryData(serviceKeys.groups, data);
  return data;
}

/** The service form's pick lists come from the lookups call, so they are read again. */
export async function saveRecurrenceMax(queryClient: QueryClient, years: number): Promise<RecurrenceMax> {
  const { data } = await api.put('/services/recurrence', { body: { RecurrenceMax: years } });
  queryClient.setQueryData(serviceKeys.recurrence, data);
  void queryClient.invalidateQueries({ queryKey: serviceKeys.lookups });
  return data;
}

/** Saves the whole list (rows left out are removed); the answer carries the ids of new rows. */
export async function saveSettingsList(
  queryClient: QueryClient,
  list: ServiceSettingsList,
  items: SettingsItem[],
): Promise<ListItem[]> {
  const body = items.map(({ Id, Name }) => ({ Id, Name }));
  const { data: saved } = list.SavePath
    ? await api.put(`/${list.SavePath}`, { body })
    : await api.put(`/${list.Path}`, { body });
  queryClient.setQueryData(serviceKeys.settingsList(list.Path), saved);
  // The service form's pick lists come from the lookups call.
  void queryClient.invalidateQueries({ queryKey: serviceKeys.lookups });
  return saved;
}
