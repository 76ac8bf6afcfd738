import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';
import { ScheduleCrew, ScheduleEquipment } from './schemas';

/** Spec §5: a day's hours need a start before the end. */
export const ScheduleDailyMessages = {
  HoursNotValid: 'Hours are not valid. Make sure the start time is before the end time',
  ClockOutNotAllowed: 'Clock-out is allowed only while the schedule is Open or In Progress.',
  ClockOutNotATime: 'The clock-out time is not a valid time.',
  ClockOutInFuture: 'The clock-out time is in the future.',
  ClockOutBeforeDay: 'The clock-out time is before the schedule day.',
  NotOnSchedule: 'These work orders are not on the schedule',
  DayNotOnDate: 'The schedule day is not on this date.',
  EndNotAllowed: 'Only an open or in-progress schedule can be ended.',
  EndWithoutDays: 'A schedule without days cannot be ended.',
  endTooEarly: (date: string) => `The schedule can be ended on or after its last day, ${date}.`,
} as const;

/** How far ahead of the server's clock a device's clock-out time may be (its clock drifts). */
export const CLOCK_OUT_SKEW_MS = 5 * 60 * 1000;

const Ids = Type.Array(Bounds.Id(), { maxItems: 500 });
const Time = Type.String({ maxLength: 20 });

/** POST schedules/search-daily (spec §7). A Personal caller gets their own days whatever ForemanIds says. */
export const DailyScheduleSearch = Type.Object({
  ForemanIds: Type.Optional(Ids),
  /** The day as typed (M/d/yyyy, yyyy-MM-dd …). */
  ScheduledDate: Type.String({ maxLength: 30 }),
});
export type DailyScheduleSearch = Static<typeof DailyScheduleSearch>;

/** A work order of the day, in route order; coordinates when its location has them. */
export const DailyWorkOrder = Type.Object({
  WorkOrderId: Type.Integer(),
  RouteOrderId: Type.Integer(),
  StatusId: Type.Integer(),
  WorkOrderStatus: Type.String(),
  CustomerName: Type.String(),
  Address: Nullable(Type.String()),
  Latitude: Nullable(Type.Number()),
  Longitude: Nullable(Type.Number()),
  EstimatedHours: Type.Number(),
  /** The latest schedule day it was clocked out on ('yyyy-MM-dd') and when, or null. */
  ClockedOutDate: Nullable(Type.String()),
  ClockedOutAt: Nullable(Type.String()),
});
export type DailyWorkOrder = Static<typeof DailyWorkOrder>;

/** One schedule day of the daily view: its hours, crew, equipment and work orders. */
export const DailySchedule = Type.Object({
  ScheduleId: Type.Integer(),
  ScheduleDateId: Type.Integer(),
  ScheduleDate_: Type.String(),
  StartTime: Type.String(),
  EndTime: Type.String(),
  StatusId: Type.Integer(),
  ScheduleStatus: Type.String(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  Version: Type.Integer(),
  ScheduleCrews: Type.Array(ScheduleCrew),
  ScheduleEquipments: Type.Array(ScheduleEquipment),
  WorkOrders: Type.Array(DailyWorkOrder),
  /** Spec §4: clock-out is allowed while the schedule is Open or InProgress. */
  MayClockOut: Type.Boolean(),
  /** The schedule's last live day ('yyyy-MM-dd'): spec §4's end action waits until today reaches it. */
  LatestScheduleDate: Type.String(),
});
export type DailySchedule = Static<typeof DailySchedule>;

/**
 * POST schedules/update-times. The spec names scheduledDate, startTime and endTime; ScheduleDateId
 * says which day, and ScheduledDate, when sent, must be that day's date (a screen showing a stale day).
 */
export const UpdateScheduleTimes = Type.Object({
  ScheduleDateId: Bounds.Id(),
  ScheduledDate: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
  StartTime: Type.Optional(Nullable(Time)),
  EndTime: Type.Optional(Nullable(Time)),
});
export type UpdateScheduleTimes = Static<typeof UpdateScheduleTimes>;

export const ScheduleDayHours = Type.Object({
  ScheduleDateId: Type.Integer(),
  StartTime: Type.String(),
  EndTime: Type.String(),
});
export type ScheduleDayHours = Static<typeof ScheduleDayHours>;

/** PUT schedules/{id}/work-orders/route-order: each work order's place on the route. */
export const RouteOrderList = Type.Array(
  Type.Object({ WorkOrderId: Bounds.Id(), RouteOrderId: Bounds.Int({ minimum: 0 }) }),
  { minItems: 1, maxItems: 500 },
);
export type RouteOrderList = Static<typeof RouteOrderList>;

/** POST schedules/work-orders/clock-out. ClockedOutAt (ISO instant) keeps an offline clock-out's time. */
export const ClockOutRequest = Type.Object({
  ScheduleDateId: Bounds.Id(),
  WorkOrderIds: Type.Array(Bounds.Id(), { minItems: 1, maxItems: 500 }),
  ClockedOutAt: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
});
export type ClockOutRequest = Static<typeof ClockOutRequest>;

export const ClockedOutWorkOrder = Type.Object({
  WorkOrderId: Type.Integer(),
  ClockedOutDate: Nullable(Type.String()),
  ClockedOutAt: Nullable(Type.String()),
});
export type ClockedOutWorkOrder = Static<typeof ClockedOutWorkOrder>;

export const ScheduleDateQuery = Type.Object({ scheduleDateId: Bounds.Id() });
export type ScheduleDateQuery = Static<typeof ScheduleDateQuery>;

export const EndedOrCanceled = Type.Object({ EndedOrCanceled: Type.Boolean() });
export type EndedOrCanceled = Static<typeof EndedOrCanceled>;
