import type { QueryClient } from '@tanstack/react-query';
import type { SaveWorkOrder, WorkOrder } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { workOrderKeys } from './queries';

/** A changed work order replaces the cached one, and the list shows it at once. */
function workOrderChanged(queryClient: QueryClient, w: WorkOrder): WorkOrder {
  queryClient.setQueryData(workOrderKeys.one(w.Id), w);
  void queryClient.invalidateQueries({ queryKey: workOrderKeys.list });
  return w;
}

/** Everything read about work orders is read again (a sub-record changed, or a save was stale). */
export const refreshWorkOrders = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: workOrderKeys.all });

export async function saveWorkOrder(queryClient: QueryClient, body: SaveWorkOrder): Promise<WorkOrder> {
  return workOrderChanged(queryClient, (await api.put('/workOrders/save', { body })).data);
}

/** The info screen's status change: the answer is the saved work order. */
export async function updateWorkOrderStatus(
  queryClient: QueryClient,
  WorkOrderId: number,
  StatusId: number,
): Promise<WorkOrder> {
  const { data } = await api.put('/workOrders/updateStatus', { body: { WorkOrderId, StatusId } });
  return workOrderChanged(queryClient, data);
}

/** The list's status change: every work order query is read again once it is saved. */
export async function updateRowStatus(queryClient: QueryClient, WorkOrderId: number, StatusId: number) {
  await api.put('/workOrders/updateStatus', { body: { WorkOrderId, StatusId } });
  await refreshWorkOrders(queryClient);
}

export const toggleWorkOrderArchived = async (id: number) =>
  (await api.post('/workOrders/{id}/toggleActive', { path: { id } })).data;

export async function requestCancellation(queryClient: QueryClient, id: number) {
  const { data } = await api.get('/workOrders/send-cancellation-email/{id}', { path: { id } });
  workOrderChanged(queryClient, data.WorkOrder);
  return data;
}

export async function completeWorkOrder(queryClient: QueryClient, id: number) {
  const { data } = await api.put('/workOrders/{id}/complete', { path: { id } });
  workOrderChanged(queryClient, data.WorkOrder);
  return data;
}

export const emailScoutingReport = async (workOrderId: number, shortVersion: boolean, resend: boolean) =>
  (
    await api.get('/workOrders/workOrderScoutingInfo/{workOrderId}/emailScoutingReport', {
      path: { workOrderId },
      query: { ShortVersion: shortVersion, Resend: resend || undefined },
    })
  ).data;
