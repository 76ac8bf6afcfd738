import { Type, type Static } from 'typebox';
import { Nullable } from '../platform/nullable';
import { Bounds } from '../platform/bounds';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
// Times are read leniently ('7:30', '07:30', '7:30 pm') and answered as 'HH:mm'.
const Time = Type.String({ minLength: 1, maxLength: 20 });

/** A row of the read-only prevailing wage hours dialog (scheduling-proposals-catalogues.md §3). */
export const PrevailingWageHour = Type.Object({
  Id: Type.Integer(),
  DailyLogId: Type.Integer(),
  ScheduleId: Nullable(Type.Integer()),
  Hours: Type.Number(),
  PrevailingWageCategoryId: Nullable(Type.Integer()),
  PrevailingWageCategoryCode: Nullable(Type.String()),
  PrevailingWageCategoryName: Nullable(Type.String()),
  PrevailingWageJobTitleId: Nullable(Type.Integer()),
  JobTitle: Nullable(Type.String()),
});
export type PrevailingWageHour = Static<typeof PrevailingWageHour>;

/** The crew place the employee held on the work order's schedule that day. */
export const DailyLogCrew = Type.Object({
  Id: Type.Integer(),
  ScheduleId: Type.Integer(),
  ScheduleDateId: Type.Integer(),
  JobTitleId: Type.Integer(),
  IsForeman: Type.Boolean(),
});

/**
 * A daily log (work-orders.md §3). Hours are hours with at most 2 decimals, computed from TimeIn and
 * TimeOut. PrevailingWageHours is null when the caller may not view prevailing wage hours.
 */
export const DailyLog = Type.Object({
  Id: Type.Integer(),
  WorkOrderId: Type.Integer(),
  EmployeeId: Type.Integer(),
  Name: Type.String(),
  ScheduleCrewId: Nullable(Type.Integer()),
  ScheduleCrew: Nullable(DailyLogCrew),
  Date: Type.String(),
  TimeIn: Type.String(),
  TimeOut: Type.String(),
  HoursWorked: Type.Number(),
  DailyLogTypeId: Type.Integer(),
  DailyLogType: Type.String(),
  HourTypeId: Type.Integer(),
  HourType: Type.String(),
  Notes: Nullable(Type.String()),
  PrevailingWageHours: Nullable(Type.Array(PrevailingWageHour)),
  CreatedDate: Type.String(),
  Version: Type.Integer(),
});
export type DailyLog = Static<typeof DailyLog>;

const LogFields = {
  /** The crew member; the caller when left out. */
  EmployeeId: Type.Optional(Nullable(Bounds.Id())),
  Date: Day,
  TimeIn: Time,
  TimeOut: Time,
  HourTypeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 6 })),
  DailyLogTypeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  Notes: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
};

/** POST workOrders/dailyLogs/add. */
export const NewDailyLog = Type.Object({ WorkOrderId: Bounds.Id(), ...LogFields });
export type NewDailyLog = Static<typeof NewDailyLog>;

/** PUT workOrders/dailyLogs/save: the whole log as edited, with the Version it was read at. */
export const SaveDailyLog = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  ...LogFields,
});
export type SaveDailyLog = Static<typeof SaveDailyLog>;

/** POST workOrders/dailyLogs/_search. Logs are deleted, never archived, so IncludeArchived changes nothing. */
export const DailyLogSearch = Type.Object({
  WorkOrderId: Type.Optional(Bounds.Id()),
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take()),
  IncludeArchived: Type.Optional(Type.Boolean()),
  DateFrom: Type.Optional(Nullable(Day)),
  DateTo: Type.Optional(Nullable(Day)),
});
export type DailyLogSearch = Static<typeof DailyLogSearch>;

/** GET workOrders/{id}/latest-default-start-time?ScheduleDate= (WorkOrderId may repeat the path's id). */
export const DefaultStartTimeQuery = Type.Object({
  WorkOrderId: Type.Optional(Bounds.Id()),
  ScheduleDate: Type.Optional(Day),
});
export type DefaultStartTimeQuery = Static<typeof DefaultStartTimeQuery>;

/** The times a new log starts with: the latest log's on that work order and day, else 7:30 / 16:30. */
export const DefaultLogTimes = Type.Object({ TimeIn: Type.String(), TimeOut: Type.String() });
export type DefaultLogTimes = Static<typeof DefaultLogTimes>;
