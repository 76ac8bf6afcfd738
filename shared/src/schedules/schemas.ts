import { Type, type Static } from 'typebox';
import { MaterialServiceChoice, WorkOrderMaterial } from '../work-order-materials/schemas';
import type { IdName } from '../branches/schemas';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';

/** The schedule list shows 12 a page (spec §9). */
export const SCHEDULE_PAGE_SIZE = 12;
/** Daily hours of a new schedule day (spec §5, §9). */
export const DEFAULT_SCHEDULE_HOURS = { StartTime: '09:00', EndTime: '17:00' } as const;

/**
 * Schedule statuses with the spec's labels: Ended reads Completed and Canceled reads Cancelled; the spec
 * gives Confirmed no other label.
 */
export const ScheduleStatusList: IdName[] = [
  { Id: 1, Name: 'Open' },
  { Id: 2, Name: 'In Progress' },
  { Id: 3, Name: 'Completed' },
  { Id: 4, Name: 'Confirmed' },
  { Id: 5, Name: 'Cancelled' },
];
/** The list's status filter until the user changes it (spec §9): Open and InProgress. */
export const DEFAULT_SCHEDULE_STATUS_FILTER = [1, 2] as const;

const Named = Type.Object({ Id: Type.Integer(), Name: Type.String() });
const Ids = Type.Optional(Type.Array(Bounds.Id(), { maxItems: 100 }));
/** A calendar date as typed (M/d/yyyy, yyyy-MM-dd …); blank means no bound. */
const DateIn = Type.Optional(Nullable(Type.String({ maxLength: 30 })));

/** POST schedules/_search (spec §7). Only what is sent filters; the default statuses are the screen's. */
export const ScheduleSearch = Type.Object({
  BranchIds: Ids,
  ForemanIds: Ids,
  ServiceGroupIds: Ids,
  SalesTerritoryIds: Ids,
  ScheduleStatuses: Ids,
  /** A schedule's id, or the id of a work order on it. */
  ScheduleOrWorkOrderId: Type.Optional(Nullable(Bounds.Id())),
  /** Zip codes of the customers' locations; any form ('501', '60201-1234') counts by its 5 digits. */
  CustomerZipCodes: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 100 })),
  FromScheduledDate: DateIn,
  ToScheduledDate: DateIn,
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take()),
});
export type ScheduleSearch = Static<typeof ScheduleSearch>;

/** A row of the schedule list: its status, branch, foremen, days, work orders and totals. */
export const ScheduleRow = Type.Object({
  Id: Type.Integer(),
  StatusId: Type.Integer(),
  ScheduleStatus: Type.String(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  /** Foremen of the schedule's days, by name. */
  Foremen: Type.Array(Named),
  /** First and last active day, 'yyyy-MM-dd'; null while the schedule has no day. */
  FirstDate: Nullable(Type.String()),
  LastDate: Nullable(Type.String()),
  DayCount: Type.Integer(),
  WorkOrderIds: Type.Array(Type.Integer()),
  TotalValue: Type.Number(),
  TotalHours: Type.Number(),
});
export type ScheduleRow = Static<typeof ScheduleRow>;

export const ScheduleCrew = Type.Object({
  Id: Type.Integer(),
  Employee: Named,
  JobTitle: Named,
  IsForeman: Type.Boolean(),
  Active: Type.Boolean(),
});
export type ScheduleCrew = Static<typeof ScheduleCrew>;

/** Equipment is the equipment type (its daily rate is UnitPrice); EquipmentResource the asset booked. */
export const ScheduleEquipment = Type.Object({
  Id: Type.Integer(),
  Equipment: Type.Object({ Id: Type.Integer(), Name: Type.String(), UnitPrice: Type.Number() }),
  EquipmentResource: Type.Object({ Id: Type.Integer(), AssetNumber: Type.String() }),
  DailyRate: Type.Number(),
  Active: Type.Boolean(),
});
export type ScheduleEquipment = Static<typeof ScheduleEquipment>;

/** A day of a schedule; ScheduleDate_ is 'yyyy-MM-dd', times 'HH:mm' (the spec's field names). */
export const ScheduleDate = Type.Object({
  Id: Type.Integer(),
  ScheduleDate_: Type.String(),
  StartTime: Type.String(),
  EndTime: Type.String(),
  Active: Type.Boolean(),
  ScheduleCrews: Type.Array(ScheduleCrew),
  ScheduleEquipments: Type.Array(ScheduleEquipment),
});
export type ScheduleDate = Static<typeof ScheduleDate>;

/** GET schedules/{id}: the schedule with its live days in date order, each with crew and equipment. */
export const Schedule = Type.Object({
  Id: Type.Integer(),
  StatusId: Type.Integer(),
  ScheduleStatus: Type.String(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  Notes: Nullable(Type.String()),
  Active: Type.Boolean(),
  TotalValue: Type.Number(),
  TotalHours: Type.Number(),
  Version: Type.Integer(),
  ScheduleDates: Type.Array(ScheduleDate),
});
export type Schedule = Static<typeof Schedule>;

/** GET schedules/{id}/work-orders: a work order on the schedule, in route order (spec §3). */
export const ScheduleWorkOrder = Type.Object({
  WorkOrderId: Type.Integer(),
  RouteOrderId: Type.Integer(),
  EstimatedHours: Type.Number(),
  ActualHours: Type.Number(),
  ActualEquipmentCost: Type.Number(),
  EstimatedValue: Type.Number(),
  EstimatedCrew: Nullable(Type.Integer()),
  SalesTerritoryId: Nullable(Type.Integer()),
  SalesTerritory: Nullable(Type.String()),
  ServiceGroupId: Type.Integer(),
  QualifiesForPrevailingWage: Type.Boolean(),
  TotalPrevailingWageHours: Type.Number(),
  BranchId: Type.Integer(),
  StatusId: Type.Integer(),
  WorkOrderStatus: Type.String(),
  Description: Nullable(Type.String()),
  CustomerName: Type.String(),
  Address: Nullable(Type.String()),
  /** Its live material cost rows and the services a new one may be for (GET schedules/{id}/work-orders). */
  workOrderMaterialCosts: Type.Optional(Type.Array(WorkOrderMaterial)),
  workOrderMaterialServices: Type.Optional(Type.Array(MaterialServiceChoice)),
});
export type ScheduleWorkOrder = Static<typeof ScheduleWorkOrder>;

/** GET schedules/scheduled-foremen: who leads a day of a schedule the caller reaches. */
export const ScheduledForeman = Named;
export type ScheduledForeman = Static<typeof ScheduledForeman>;

export const ScheduleHours = Type.Object({ StartTime: Type.String(), EndTime: Type.String() });
export type ScheduleHours = Static<typeof ScheduleHours>;

/** GET schedules/latest-schedule-date/{id}: the schedule's last live day, null without days. */
export const LatestScheduleDate = Type.Object({ ScheduleDate: Nullable(Type.String()) });
export type LatestScheduleDate = Static<typeof LatestScheduleDate>;
