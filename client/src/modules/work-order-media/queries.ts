import { queryOptions } from '@tanstack/react-query';
import type { WorkOrderService } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { getOffline } from '../../offline/context';
import { fetchLookup, type Lookup } from '../../offline/lookups';

export const mediaKeys = {
  images: (workOrderId: number) => ['workOrders', workOrderId, 'images'] as const,
  scouting: (workOrderId: number) => ['workOrders', workOrderId, 'scouting'] as const,
  services: (workOrderId: number) => ['workOrders', workOrderId, 'services', 'all'] as const,
};

// Signed image links expire after an hour, so the list is never trusted for long.
export const imagesQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: mediaKeys.images(workOrderId),
    queryFn: async () => (await api.get('/workOrders/{id}/images', { path: { id: workOrderId } })).data,
    staleTime: 5 * 60_000,
  });

const servicesBody = (workOrderId: number) => ({
  WorkOrderId: workOrderId,
  Skip: 0,
  Take: 999,
  IncludeArchived: true,
});

/**
 * Every service of the work order, archived ones too: an image may be filed under one of them.
 * The device keeps the answer, so a photo taken later without a signal can still name its service.
 */
export const workOrderServicesLookup = (workOrderId: number): Lookup<WorkOrderService[]> => ({
  key: `POST /workOrders/services/_search ${JSON.stringify(servicesBody(workOrderId))}`,
  fetch: async () =>
    (await api.post('/workOrders/services/_search', { body: servicesBody(workOrderId) })).data,
});

export const workOrderServicesQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: mediaKeys.services(workOrderId),
    queryFn: async (): Promise<WorkOrderService[]> => {
      const spec = workOrderServicesLookup(workOrderId);
      const ctx = getOffline();
      return ctx ? fetchLookup(ctx.db, spec) : spec.fetch();
    },
  });

/** What the catalogue knows to be found on the item's type, offered first on the entry form. */
export const scoutingItemQuery = (serviceItemId: number) =>
  queryOptions({
    queryKey: ['scouting', 'serviceItem', serviceItemId] as const,
    queryFn: async () =>
      (
        await api.get('/workOrders/workOrderScoutingInfo/serviceItem/{serviceItemId}', {
          path: { serviceItemId },
        })
      ).data,
    staleTime: 5 * 60_000,
  });

export type FindingPath = 'insects' | 'diseases' | 'ecological-problems' | 'weed-types';
