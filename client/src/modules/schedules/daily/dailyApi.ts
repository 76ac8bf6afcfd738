import { queryOptions } from '@tanstack/react-query';
import type { DailySchedule } from '@canopy/shared';
import { api } from '../../../kernel/api/client';
import { ApiError } from '../../../kernel/api/errors';

export const dailyKeys = {
  all: ['schedules', 'daily'] as const,
  day: (date: string, foremanId: number | undefined, branchId: number | undefined) =>
    ['schedules', 'daily', date, foremanId ?? null, branchId ?? null] as const,
};

/** POST schedules/search-daily: the days on `date` the user reaches (a foreman only his own). */
export const dailySearchQuery = (date: string, foremanId?: number, branchId?: number) =>
  queryOptions({
    queryKey: dailyKeys.day(date, foremanId, branchId),
    queryFn: async (): Promise<DailySchedule[]> => {
      const body = { ScheduledDate: date, ...(foremanId ? { ForemanIds: [foremanId] } : {}) };
      const days = (await api.post('/schedules/search-daily', { body })).data;
      return branchId ? days.filter((d) => d.BranchId === branchId) : days;
    },
  });

/**
 * Spec §4: no clock-out once the schedule has ended or been cancelled. Asked of the server when it
 * can be reached; without a connection the device's copy decides and the server checks on sync.
 */
export async function endedOrCanceled(scheduleDateId: number, online: boolean): Promise<boolean> {
  if (!online) return false;
  try {
    const res = await api.get('/schedules/work-orders/are-schedules-ended-or-canceled', {
      query: { scheduleDateId },
    });
    return res.data.EndedOrCanceled;
  } catch (e) {
    if (e instanceof ApiError && e.isNetwork) return false;
    throw e;
  }
}

export async function saveRouteOrder(day: DailySchedule, next: DailySchedule) {
  const body = next.WorkOrders.map((w) => ({ WorkOrderId: w.WorkOrderId, RouteOrderId: w.RouteOrderId }));
  await api.put('/schedules/{id}/work-orders/route-order', { path: { id: day.ScheduleId }, body });
}

export async function saveHours(day: DailySchedule, next: DailySchedule) {
  await api.post('/schedules/update-times', {
    body: {
      ScheduleDateId: day.ScheduleDateId,
      ScheduledDate: day.ScheduleDate_,
      StartTime: next.StartTime,
      EndTime: next.EndTime,
    },
  });
}

export async function clockOut(day: DailySchedule, ids: number[]) {
  await api.post('/schedules/work-orders/clock-out', {
    body: { ScheduleDateId: day.ScheduleDateId, WorkOrderIds: ids },
  });
}

/** Spec §4's end action, on the Version the view last read (409 when the schedule moved on). */
export async function endSchedule(day: DailySchedule) {
  await api.put('/schedules/{id}/end', { path: { id: day.ScheduleId }, body: { Version: day.Version } });
}
