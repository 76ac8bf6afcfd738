import type { QueryClient } from '@tanstack/react-query';
import type { ListItem, ServiceWeatherConditions } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { SettingsItem } from '../../ui/SettingsListEditor';
import { weatherKeys } from './queries';

/** Saves the whole settings list (names, order, removals) and keeps the saved list in the cache. */
export async function saveWeatherConditions(
  queryClient: QueryClient,
  items: SettingsItem[],
): Promise<ListItem[]> {
  const body = items.map(({ Id, Name }) => ({ Id, Name }));
  const { data } = await api.put('/workOrders/saveWeatherConditions', { body });
  queryClient.setQueryData(weatherKeys.list, data);
  return data;
}

/** Replaces the conditions of one service with the ids given. */
export async function saveServiceWeather(
  queryClient: QueryClient,
  serviceId: number,
  WeatherConditionIds: number[],
): Promise<ServiceWeatherConditions> {
  const { data } = await api.put('/workOrders/services/{id}/weatherConditions', {
    path: { id: serviceId },
    body: { WeatherConditionIds },
  });
  queryClient.setQueryData(weatherKeys.ofService(serviceId), data);
  return data;
}
