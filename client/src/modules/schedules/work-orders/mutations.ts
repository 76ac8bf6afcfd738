import type { QueryClient } from '@tanstack/react-query';
import {
  routeOrderOf,
  type SaveWageRows,
  type ScheduleDailyLog,
  type ScheduleEquipmentWorkOrders,
  type ScheduleWorkOrder,
  type UpdateEquipmentWorkOrders,
} from '@canopy/shared';
import { api } from '../../../kernel/api/client';
import { ApiError } from '../../../kernel/api/errors';
import { scheduleKeys } from '../queries';

export async function addWorkOrders(id: number, ids: number[]): Promise<ScheduleWorkOrder[]> {
  return (await api.post('/schedules/{id}/work-orders/add', { path: { id }, body: ids })).data;
}

export async function removeWorkOrder(id: number, workOrderId: number): Promise<ScheduleWorkOrder[]> {
  return (await api.del('/schedules/{id}/work-orders/{workOrderId}/remove', { path: { id, workOrderId } }))
    .data;
}

/** Saves the route as listed: the first work order is stop 1. */
export async function saveRouteOrder(
  id: number,
  list: { WorkOrderId: number }[],
): Promise<ScheduleWorkOrder[]> {
  return (
    await api.put('/schedules/{id}/work-orders/route-order', { path: { id }, body: routeOrderOf(list) })
  ).data;
}

export async function saveEquipmentSplit(
  id: number,
  body: UpdateEquipmentWorkOrders,
): Promise<ScheduleEquipmentWorkOrders> {
  return (await api.put('/schedules/equipment/{id}/work-orders', { path: { id }, body })).data;
}

export async function saveWageHours(
  scheduleId: number,
  workOrderId: number,
  body: SaveWageRows,
): Promise<ScheduleDailyLog[]> {
  return (
    await api.put('/schedules/{id}/work-orders/{woId}/prevailing-wage-hours', {
      path: { id: scheduleId, woId: workOrderId },
      body,
    })
  ).data;
}

/** Spec §7: a refused equipment cost save names its reason in ExceptionMessage. */
export function exceptionMessage(e: unknown): string | null {
  if (!(e instanceof ApiError) || !e.data || typeof e.data !== 'object') return null;
  const m = (e.data as { ExceptionMessage?: unknown }).ExceptionMessage;
  return typeof m === 'string' && m ? m : null;
}

/** The schedule, its work orders (route, costs, wage hours) and the lists showing it are read again. */
export function refreshScheduleWork(queryClient: QueryClient, id: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: scheduleKeys.one(id) }),
    queryClient.invalidateQueries({ queryKey: scheduleKeys.list }),
  ]);
}
