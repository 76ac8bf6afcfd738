import { queryOptions } from '@tanstack/react-query';
import { api } from '../../kernel/api/client';

export const serviceItemKeys = {
  all: ['serviceItems'] as const,
  list: (locationId: number) => ['serviceItems', 'list', locationId] as const,
  detail: (id: number) => ['serviceItems', 'detail', id] as const,
  location: (locationId: number) => ['serviceItems', 'location', locationId] as const,
};

export const serviceItemQuery = (id: number) =>
  queryOptions({
    queryKey: serviceItemKeys.detail(id),
    queryFn: async () => (await api.get('/serviceItems/{id}', { path: { id } })).data,
  });
