import type { QueryClient } from '@tanstack/react-query';
import type {
  AddMaterialCost,
  NewWorkOrderMaterial,
  SaveWorkOrderMaterial,
  WorkOrderMaterial,
  WorkOrderPurchaseOrders,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { materialKeys } from './queries';

/** Both of the work order's material lists are read again after each of its writes, even a refused one. */
const materialsChanged = (queryClient: QueryClient, workOrderId: number) =>
  queryClient.invalidateQueries({ queryKey: materialKeys.all(workOrderId) });

async function thenRefresh<T>(queryClient: QueryClient, workOrderId: number, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } finally {
    void materialsChanged(queryClient, workOrderId);
  }
}

export const addWorkOrderMaterial = (queryClient: QueryClient, body: NewWorkOrderMaterial) =>
  thenRefresh(
    queryClient,
    body.WorkOrderId,
    api.post('/workOrders/workOrderMaterials/add', { body }).then((r) => r.data),
  );

export const saveWorkOrderMaterial = (
  queryClient: QueryClient,
  workOrderId: number,
  body: SaveWorkOrderMaterial,
) =>
  thenRefresh(
    queryClient,
    workOrderId,
    api.put('/workOrders/workOrderMaterials/save', { body }).then((r) => r.data),
  );

export const toggleMaterialArchived = (queryClient: QueryClient, m: WorkOrderMaterial) =>
  thenRefresh(
    queryClient,
    m.WorkOrderId,
    api
      .post('/workOrders/workOrderMaterials/{id}/toggleArchived', { path: { id: m.Id } })
      .then((r) => r.data),
  );

// The schedule's material cost rows: the callers refresh the schedule's work orders.

export const addMaterialCost = (workOrderId: number, body: AddMaterialCost) =>
  api.post('/workOrders/{id}/addMaterial', { path: { id: workOrderId }, body }).then((r) => r.data);

export const updateMaterialActualCost = (
  workOrderId: number,
  body: { WorkOrderMaterialId: number; ActualCost: number; TotalCost?: number; ScheduleId?: number },
) =>
  api
    .put('/workOrders/{id}/updateMaterialActualCost', { path: { id: workOrderId }, body })
    .then((r) => r.data);

export const archiveMaterial = (id: number, scheduleId?: number) =>
  api
    .del('/workOrders/workOrderMaterials/{id}/archive', { path: { id }, query: { ScheduleId: scheduleId } })
    .then((r) => r.data);

export async function saveWorkOrderPurchaseOrders(
  queryClient: QueryClient,
  workOrderId: number,
  ids: number[],
): Promise<WorkOrderPurchaseOrders> {
  const { data } = await api.put('/workOrders/{id}/purchaseOrders', { path: { id: workOrderId }, body: ids });
  queryClient.setQueryData(materialKeys.purchaseOrders(workOrderId), data);
  return data;
}
