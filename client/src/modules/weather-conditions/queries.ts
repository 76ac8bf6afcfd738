import { queryOptions } from '@tanstack/react-query';
import { api } from '../../kernel/api/client';

export const weatherKeys = {
  all: ['weatherConditions'] as const,
  list: ['weatherConditions', 'list'] as const,
  ofService: (serviceId: number) => ['weatherConditions', 'service', serviceId] as const,
};

/** The settings list of weather conditions, in its order. */
export const weatherConditionsQuery = queryOptions({
  queryKey: weatherKeys.list,
  queryFn: async () => (await api.get('/workOrders/weatherConditions')).data,
});

/** The conditions picked for one work order service. */
export const serviceWeatherQuery = (serviceId: number) =>
  queryOptions({
    queryKey: weatherKeys.ofService(serviceId),
    queryFn: async () =>
      (await api.get('/workOrders/services/{id}/weatherConditions', { path: { id: serviceId } })).data,
  });
