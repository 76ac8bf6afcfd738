import { queryOptions } from '@tanstack/react-query';
import type { Builder, EquipmentType } from '@canopy/shared';
import { RESOURCE_LIST_TAKE } from '@canopy/shared';
import { api } from '../../kernel/api/client';

export const builderKeys = { one: (id: number) => ['proposals', id, 'builder'] as const };

/** The whole builder with the server's totals; every figure on screen comes from here. */
export const builderQuery = (id: number) =>
  queryOptions({
    queryKey: builderKeys.one(id),
    queryFn: async (): Promise<Builder> => (await api.get('/proposals/builder/{id}', { path: { id } })).data,
  });

/** The catalogue's equipment types, the edit form's choices (the builder "equipment" list, first 999). */
export const equipmentQuery = queryOptions({
  queryKey: ['equipment', 'all'] as const,
  queryFn: async (): Promise<EquipmentType[]> =>
    (await api.post('/equipment/_search', { body: { Query: '', Skip: 0, Take: RESOURCE_LIST_TAKE } })).data,
  staleTime: 5 * 60_000,
});

// The add dialog's choices are those the work order forms already read.
export { groupServicesQuery, locationItemsQuery } from '../work-order-services/queries';
export { catalogueMaterialsQuery } from '../work-order-materials/queries';
