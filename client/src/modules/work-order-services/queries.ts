import { queryOptions } from '@tanstack/react-query';
import {
  CatalogueStatuses,
  SERVICE_ITEMS_PER_LOCATION,
  WORK_ORDER_SERVICE_PAGE_SIZE,
  type NewWorkOrderService,
  type PrevailingWageHour,
  type SaveWorkOrderService,
  type ServiceItem,
  type ServiceLookups,
  type ServiceRow,
  type WorkOrderService,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const woServiceKeys = {
  list: (workOrderId: number) => ['workOrders', workOrderId, 'services'] as const,
};

export async function fetchWorkOrderServices(
  workOrderId: number,
  req: ListRequest,
): Promise<ListPage<WorkOrderService>> {
  const { data, total } = await api.post<WorkOrderService[]>('/workOrders/services/_search', {
    WorkOrderId: workOrderId,
    IncludeArchived: req.IncludeArchived,
    Skip: req.Skip,
    Take: WORK_ORDER_SERVICE_PAGE_SIZE,
  });
  return { rows: data, total: total ?? data.length };
}

export const addWorkOrderService = async (body: NewWorkOrderService) =>
  (await api.post<WorkOrderService>('/workOrders/services/add', body)).data;

export const saveWorkOrderService = async (body: SaveWorkOrderService) =>
  (await api.put<WorkOrderService>('/workOrders/services/save', body)).data;

export const toggleServiceArchived = async (id: number) =>
  (await api.post<WorkOrderService>(`/workOrders/services/${id}/toggleArchived`)).data;

/** The service groups of the catalogue (the add form offers those the add rule allows). */
export const serviceGroupsQuery = queryOptions({
  queryKey: ['services', 'lookups'] as const,
  queryFn: async () => (await api.get<ServiceLookups>('/services/lookups')).data,
  staleTime: 5 * 60_000,
  select: (l: ServiceLookups) => l.ServiceGroups,
});

/** The active services of a group, the choices of the add form's Service. */
export const groupServicesQuery = (groupId: number) =>
  queryOptions({
    queryKey: ['services', 'ofGroup', groupId] as const,
    queryFn: async () =>
      (
        await api.post<ServiceRow[]>('/services/_search', {
          Query: '',
          Skip: 0,
          Take: 999,
          ServiceGroupIds: [groupId],
          StatusIds: [CatalogueStatuses.Active],
        })
      ).data,
    staleTime: 60_000,
  });

/** The customer inventory of the work order's location; keyed under the inventory screens' list. */
export const locationItemsQuery = (locationId: number) =>
  queryOptions({
    queryKey: ['serviceItems', 'list', locationId, 'all'] as const,
    queryFn: async () =>
      (
        await api.post<ServiceItem[]>('/serviceItems/_search', {
          AccountLocationId: locationId,
          Query: '',
          Skip: 0,
          Take: SERVICE_ITEMS_PER_LOCATION,
        })
      ).data,
  });

export const prevailingWageQuery = (logId: number) =>
  queryOptions({
    queryKey: ['dailyLogs', logId, 'prevailingWage'] as const,
    queryFn: async () =>
      (await api.get<PrevailingWageHour[]>(`/workOrders/dailyLogs/${logId}/prevailing-wage-hours`)).data,
  });
