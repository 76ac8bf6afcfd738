import { queryOptions } from '@tanstack/react-query';
import {
  CatalogueStatuses,
  SERVICE_ITEMS_PER_LOCATION,
  WORK_ORDER_SERVICE_PAGE_SIZE,
  type PrevailingWageHour,
  type ServiceItem,
  type ServiceLookups,
  type ServiceRow,
  type WorkOrderService,
} from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const woServiceKeys = {
  list: (workOrderId: number) => ['workOrders', workOrderId, 'services'] as const,
};

export async function fetchWorkOrderServices(
  workOrderId: number,
  req: ListRequest,
): Promise<ListPage<WorkOrderService>> {
  const body = {
    WorkOrderId: workOrderId,
    IncludeArchived: req.IncludeArchived,
    Skip: req.Skip,
    Take: WORK_ORDER_SERVICE_PAGE_SIZE,
  };
  return toPage(await api.post('/workOrders/services/_search', { body }));
}

/** The service groups of the catalogue (the add form offers those the add rule allows). */
export const serviceGroupsQuery = queryOptions({
  queryKey: ['services', 'lookups'] as const,
  queryFn: async () => (await api.get('/services/lookups')).data,
  staleTime: 5 * 60_000,
  select: (l: ServiceLookups) => l.ServiceGroups,
});

/** The active services of a group, the choices of the add form's Service. */
export const groupServicesQuery = (groupId: number) =>
  queryOptions({
    queryKey: ['services', 'ofGroup', groupId] as const,
    queryFn: async (): Promise<ServiceRow[]> =>
      (
        await api.post('/services/_search', {
          body: {
            Query: '',
            Skip: 0,
            Take: 999,
            ServiceGroupIds: [groupId],
            StatusIds: [CatalogueStatuses.Active],
          },
        })
      ).data,
    staleTime: 60_000,
  });

/** The customer inventory of the work order's location; keyed under the inventory screens' list. */
export const locationItemsQuery = (locationId: number) =>
  queryOptions({
    queryKey: ['serviceItems', 'list', locationId, 'all'] as const,
    queryFn: async (): Promise<ServiceItem[]> =>
      (
        await api.post('/serviceItems/_search', {
          body: { AccountLocationId: locationId, Query: '', Skip: 0, Take: SERVICE_ITEMS_PER_LOCATION },
        })
      ).data,
  });

export const prevailingWageQuery = (logId: number) =>
  queryOptions({
    queryKey: ['dailyLogs', logId, 'prevailingWage'] as const,
    queryFn: async (): Promise<PrevailingWageHour[]> =>
      (await api.get('/workOrders/dailyLogs/{id}/prevailing-wage-hours', { path: { id: logId } })).data,
  });
