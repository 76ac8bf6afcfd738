import type { QueryClient } from '@tanstack/react-query';
import type {
  NewWorkOrderService,
  SaveWorkOrderService,
  ServiceItem,
  ServiceReportSent,
  WorkOrderService,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { locationItemsQuery, woServiceKeys } from './queries';

/** The work order's services list is read again after each of its writes. */
const servicesChanged = (queryClient: QueryClient, workOrderId: number) =>
  queryClient.invalidateQueries({ queryKey: woServiceKeys.list(workOrderId) });

export async function addWorkOrderService(
  queryClient: QueryClient,
  body: NewWorkOrderService,
): Promise<WorkOrderService> {
  const { data } = await api.post('/workOrders/services/add', { body });
  void servicesChanged(queryClient, body.WorkOrderId);
  return data;
}

export async function saveWorkOrderService(
  queryClient: QueryClient,
  workOrderId: number,
  body: SaveWorkOrderService,
): Promise<WorkOrderService> {
  const { data } = await api.put('/workOrders/services/save', { body });
  void servicesChanged(queryClient, workOrderId);
  return data;
}

/** A flag set from the list (completed, invoiced …): the list is read again even when refused. */
export async function saveServiceFlag(
  queryClient: QueryClient,
  workOrderId: number,
  body: SaveWorkOrderService,
): Promise<WorkOrderService> {
  try {
    return (await api.put('/workOrders/services/save', { body })).data;
  } finally {
    await servicesChanged(queryClient, workOrderId);
  }
}

export async function toggleServiceArchived(queryClient: QueryClient, service: WorkOrderService) {
  const { data } = await api.post('/workOrders/services/{id}/toggleArchived', { path: { id: service.Id } });
  void servicesChanged(queryClient, service.WorkOrderId);
  return data;
}

/**
 * An item added to the location from a service's item lines joins the lines' choices at once; the
 * location's inventory lists are read again.
 */
export function serviceItemAdded(queryClient: QueryClient, locationId: number, saved: ServiceItem): void {
  queryClient.setQueryData<ServiceItem[]>(locationItemsQuery(locationId).queryKey, (list = []) => [
    ...list,
    saved,
  ]);
  void queryClient.invalidateQueries({ queryKey: ['serviceItems', 'list', locationId] });
}

/** Mails the customer the work order's service report; answers who it went to. */
export async function emailServiceReport(workOrderId: number): Promise<ServiceReportSent> {
  const { data } = await api.get('/workOrders/workOrderServiceReport/{id}/emailServiceReport', {
    path: { id: workOrderId },
  });
  return data;
}
