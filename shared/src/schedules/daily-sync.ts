import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { parseTime } from '../format/time';
import { Nullable } from '../platform/nullable';
import { ScheduleStatuses } from '../enums';
import { RouteOrderList, type DailySchedule } from './daily';
import { ScheduleStatusList } from './schemas';

/**
 * What a device changed of one schedule day since the server's copy it holds (a sync update of a
 * `scheduleDay`): the hours, the whole route order, and the work orders it clocked out, each with the
 * time it was done on the device. The device sends all of it each time (an unsent edit is replaced
 * by the next one), so the body is worked out from the server's copy and the day as the user left it.
 */
export const ScheduleDayChange = Type.Object({
  StartTime: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  EndTime: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  RouteOrder: Type.Optional(Nullable(RouteOrderList)),
  ClockOuts: Type.Optional(
    Type.Array(Type.Object({ WorkOrderId: Bounds.Id(), ClockedOutAt: Type.String({ maxLength: 40 }) }), {
      maxItems: 500,
    }),
  ),
  /** The foreman ended the schedule (spec §4's end action) from this day. */
  End: Type.Optional(Type.Boolean()),
});
export type ScheduleDayChange = Static<typeof ScheduleDayChange>;

const sameOrder = (a: DailySchedule, b: DailySchedule) =>
  a.WorkOrders.length === b.WorkOrders.length &&
  a.WorkOrders.every((w, i) => w.WorkOrderId === b.WorkOrders[i]!.WorkOrderId);

/** The change that takes the server's copy `base` to the day as the user left it (`mine`). */
export function scheduleDayChange(base: DailySchedule, mine: DailySchedule): ScheduleDayChange {
  const change: ScheduleDayChange = {};
  if (base.StartTime !== mine.StartTime || base.EndTime !== mine.EndTime) {
    change.StartTime = mine.StartTime;
    change.EndTime = mine.EndTime;
  }
  if (!sameOrder(base, mine))
    change.RouteOrder = mine.WorkOrders.map((w, i) => ({ WorkOrderId: w.WorkOrderId, RouteOrderId: i + 1 }));
  const before = new Map(base.WorkOrders.map((w) => [w.WorkOrderId, w.ClockedOutDate]));
  const clockOuts = mine.WorkOrders.filter(
    (w) => w.ClockedOutAt && w.ClockedOutDate && before.get(w.WorkOrderId) !== w.ClockedOutDate,
  ).map((w) => ({ WorkOrderId: w.WorkOrderId, ClockedOutAt: w.ClockedOutAt! }));
  if (clockOuts.length) change.ClockOuts = clockOuts;
  if (mine.StatusId === ScheduleStatuses.Ended && base.StatusId !== ScheduleStatuses.Ended) change.End = true;
  return change;
}

/** Spec §8: what the daily view says of its actions. */
export const ScheduleDailyToasts = {
  RouteOrderSaved: 'Work order order updated',
  RouteOrderFailed: 'Failed to update work order order',
  HoursFailed: 'Failed to Update Hours',
  RouteFailed: 'Failed to Route Work Orders',
  ClockOutFailed: 'Failed to clock out',
  /** Work orders §8: the end action's success. Its failure is the clock-out failure of §8. */
  Ended: 'Ended schedule successfully',
} as const;

const renumbered = (day: DailySchedule, workOrders: DailySchedule['WorkOrders']): DailySchedule => ({
  ...day,
  WorkOrders: workOrders.map((w, i) => ({ ...w, RouteOrderId: i + 1 })),
});

/** The day with the work order at `from` moved to `to` (indices of the route), numbered 1..n. */
export function moveOnRoute(day: DailySchedule, from: number, to: number): DailySchedule {
  const list = [...day.WorkOrders];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return day;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved!);
  return renumbered(day, list);
}

/** The day with its work orders in `ids` order (ids not on the day are ignored, missing ones follow). */
export function inRouteOrder(day: DailySchedule, ids: readonly number[]): DailySchedule {
  const byId = new Map(day.WorkOrders.map((w) => [w.WorkOrderId, w]));
  const listed = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const rest = day.WorkOrders.filter((w) => !ids.includes(w.WorkOrderId));
  return renumbered(day, [...listed, ...rest]);
}

/** Spec §5: hours need a start before the end; the day with them, or null when they are not valid. */
export function withHours(day: DailySchedule, start: string, end: string): DailySchedule | null {
  const s = parseTime(start);
  const e = parseTime(end);
  if (!s || !e || s >= e) return null;
  return { ...day, StartTime: s, EndTime: e };
}

/**
 * Spec §4: clock-out while the schedule is Open or In Progress, once its day has come (a day not yet
 * begun has nothing to end). Each clock-out records the day; the work orders keep the latest.
 */
export const mayEndDay = (day: DailySchedule, today: string) => day.MayClockOut && today >= day.ScheduleDate_;

/**
 * Spec §4: the end action is available while clock-out is (Open or In Progress) and today is on or
 * after the schedule's latest date.
 */
export const mayEndSchedule = (day: DailySchedule, today: string) =>
  day.MayClockOut && !!day.LatestScheduleDate && today >= day.LatestScheduleDate;

/** The day as it reads once its schedule has ended: Completed, with nothing more to clock out. */
export const endedDay = (day: DailySchedule): DailySchedule => ({
  ...day,
  StatusId: ScheduleStatuses.Ended,
  ScheduleStatus: ScheduleStatusList.find((s) => s.Id === ScheduleStatuses.Ended)!.Name,
  MayClockOut: false,
});

/** The day with these work orders clocked out at `at`: the day's date kept unless a later one is. */
export function clockedOut(day: DailySchedule, ids: readonly number[], at: string): DailySchedule {
  const date = day.ScheduleDate_;
  return {
    ...day,
    WorkOrders: day.WorkOrders.map((w) =>
      ids.includes(w.WorkOrderId) && (!w.ClockedOutDate || w.ClockedOutDate < date)
        ? { ...w, ClockedOutDate: date, ClockedOutAt: at }
        : w,
    ),
  };
}
