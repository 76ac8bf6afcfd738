import { queryOptions } from '@tanstack/react-query';
import type {
  ScheduleAddRow,
  ScheduleAddSearch,
  ScheduleDailyLog,
  ScheduleEquipmentWorkOrders,
  WageChoices,
} from '@canopy/shared';
import { api, toPage } from '../../../kernel/api/client';

export const scheduleCostKeys = {
  equipment: (id: number) => ['schedules', 'equipment', id, 'workOrders'] as const,
  dailyLogs: (scheduleId: number, workOrderId: number) =>
    ['schedules', 'one', scheduleId, 'dailyLogs', workOrderId] as const,
  wageChoices: ['schedules', 'prevailingWageChoices'] as const,
};

/** One page of the work orders that may join the schedule, with the total. */
export async function fetchWorkOrdersToAdd(
  scheduleId: number,
  body: ScheduleAddSearch,
): Promise<{ rows: ScheduleAddRow[]; total: number }> {
  return toPage(
    await api.post('/schedules/{id}/work-orders-to-schedule', { path: { id: scheduleId }, body }),
  );
}

/** The booked equipment's daily rate and each work order's share of it. */
export const equipmentSplitQuery = (id: number) =>
  queryOptions({
    queryKey: scheduleCostKeys.equipment(id),
    queryFn: async (): Promise<ScheduleEquipmentWorkOrders> =>
      (await api.get('/schedules/equipment/{id}/work-orders', { path: { id } })).data,
  });

/** The work order's daily logs on the schedule's days with their prevailing wage rows. */
export const scheduleDailyLogsQuery = (scheduleId: number, workOrderId: number) =>
  queryOptions({
    queryKey: scheduleCostKeys.dailyLogs(scheduleId, workOrderId),
    queryFn: async (): Promise<ScheduleDailyLog[]> =>
      (
        await api.get('/schedules/{id}/work-orders/{woId}/daily-logs', {
          path: { id: scheduleId, woId: workOrderId },
        })
      ).data,
  });

export const wageChoicesQuery = queryOptions({
  queryKey: scheduleCostKeys.wageChoices,
  queryFn: async (): Promise<WageChoices> => (await api.get('/schedules/prevailing-wage-choices')).data,
  staleTime: 5 * 60_000,
});
