import { Type, type Static } from 'typebox';
import type { IdName } from '../branches/schemas';
import { Nullable } from '../platform/nullable';
import { Bounds } from '../platform/bounds';

export const WORK_ORDER_DESCRIPTION_MAX = 2000;
export const SCOUTING_NOTES_MAX = 4000;
/** A drawn signature is a small PNG; this caps the data URL (about 375 KB of image). */
export const SIGNATURE_MAX = 500_000;

export const WorkOrderStatusList: IdName[] = [
  { Id: 1, Name: 'Created' },
  { Id: 2, Name: 'Ready For Scheduling' },
  { Id: 3, Name: 'Scheduled' },
  { Id: 4, Name: 'In Progress' },
  { Id: 5, Name: 'Completed' },
  { Id: 6, Name: 'On Hold' },
  { Id: 7, Name: 'Cancelled' },
  { Id: 8, Name: 'Pending Cancellation' },
];
export const WorkOrderSubTypeList: IdName[] = [
  { Id: 1, Name: 'Original' },
  { Id: 2, Name: 'Damages' },
  { Id: 3, Name: 'Corrections' },
];

/** One day of a schedule the work order is on, with its foreman. Dates 'yyyy-MM-dd', times 'HH:mm'. */
export const WorkOrderScheduleDate = Type.Object({
  Id: Type.Integer(),
  ScheduleDate: Type.String(),
  StartTime: Type.String(),
  EndTime: Type.String(),
  ForemanId: Nullable(Type.Integer()),
  ForemanName: Nullable(Type.String()),
});

/** The work order on a schedule (ScheduleWorkOrders of spec §3). */
export const WorkOrderOnSchedule = Type.Object({
  Id: Type.Integer(),
  ScheduleId: Type.Integer(),
  ScheduleStatusId: Type.Integer(),
  RouteOrderId: Type.Integer(),
  EstimatedHours: Type.Number(),
  ActualHours: Type.Number(),
  ScheduleDates: Type.Array(WorkOrderScheduleDate),
});
export type WorkOrderOnSchedule = Static<typeof WorkOrderOnSchedule>;

export const WorkOrderLocation = Type.Object({
  Address: Type.String(),
  City: Type.String(),
  State: Type.String(),
  Zip: Type.String(),
  Latitude: Nullable(Type.Number()),
  Longitude: Nullable(Type.Number()),
});

/** The branch of the work order; its manager receives cancellation requests. */
export const WorkOrderBranch = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ManagerId: Nullable(Type.Integer()),
  ManagerName: Nullable(Type.String()),
  ManagerEmail: Nullable(Type.String()),
});

/** GET workOrders/{id}: the fields of spec §3 the basic info shows. Money in dollars, hours as hours. */
export const WorkOrder = Type.Object({
  Id: Type.Integer(),
  SubTypeId: Type.Integer(),
  SubType: Type.String(),
  StatusId: Type.Integer(),
  WorkOrderStatus: Type.String(),
  ServiceGroupId: Type.Integer(),
  ServiceGroup: Type.String(),
  AccountId: Type.Integer(),
  AccountName: Type.String(),
  AccountLocationId: Nullable(Type.Integer()),
  Location: Nullable(WorkOrderLocation),
  /** The location on one line. */
  Address: Nullable(Type.String()),
  BranchId: Type.Integer(),
  Branch: WorkOrderBranch,
  SalesRepId: Nullable(Type.Integer()),
  SalesRepName: Nullable(Type.String()),
  Description: Nullable(Type.String()),
  /** A PNG data URL. */
  Signature: Nullable(Type.String()),
  /** An instant (ISO 8601). */
  SignedDate: Nullable(Type.String()),
  SentScoutingReport: Type.Boolean(),
  ScoutingReportNotes: Nullable(Type.String()),
  OriginalWoId: Nullable(Type.Integer()),
  QualifiesForPrevailingWage: Type.Boolean(),
  SalesTerritoryId: Nullable(Type.Integer()),
  SalesTerritory: Nullable(Type.String()),
  EstimatedCrew: Nullable(Type.Integer()),
  EstimatedHours: Type.Number(),
  /** Dollars; null for a caller without WorkOrders_Pricing. */
  EstimatedValue: Nullable(Type.Number()),
  PriorityId: Type.Integer(),
  /** An instant (ISO 8601). */
  DateCompleted: Nullable(Type.String()),
  Archived: Type.Boolean(),
  ScheduleWorkOrders: Type.Array(WorkOrderOnSchedule),
  HasSchedules: Type.Boolean(),
  /** A service of the order asks for a scouting report, so completing needs an entry. */
  ScoutingReportRequired: Type.Boolean(),
  Version: Type.Integer(),
});
export type WorkOrder = Static<typeof WorkOrder>;

/**
 * PUT workOrders/save: the editable basic info. Fields left out keep their stored values; status
 * changes go through updateStatus. Money in dollars, hours as hours, both with at most 2 decimals.
 */
export const SaveWorkOrder = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  Description: Type.Optional(Nullable(Type.String({ maxLength: WORK_ORDER_DESCRIPTION_MAX }))),
  SalesRepId: Type.Optional(Nullable(Bounds.Id())),
  SalesTerritoryId: Type.Optional(Nullable(Bounds.Id())),
  EstimatedCrew: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1000 }))),
  EstimatedHours: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000, multipleOf: 0.01 })),
  EstimatedValue: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000, multipleOf: 0.01 })),
  QualifiesForPrevailingWage: Type.Optional(Type.Boolean()),
  Signature: Type.Optional(Nullable(Type.String({ maxLength: SIGNATURE_MAX }))),
  ScoutingReportNotes: Type.Optional(Nullable(Type.String({ maxLength: SCOUTING_NOTES_MAX }))),
});
export type SaveWorkOrder = Static<typeof SaveWorkOrder>;

/** PUT workOrders/updateStatus. */
export const UpdateWorkOrderStatus = Type.Object({
  WorkOrderId: Bounds.Id(),
  StatusId: Bounds.Id(),
});
export type UpdateWorkOrderStatus = Static<typeof UpdateWorkOrderStatus>;

/** GET workOrders/send-cancellation-email/{id}: the order, now PendingCancellation, and any warning. */
export const CancellationRequested = Type.Object({
  WorkOrder,
  /** Set when the branch manager has no valid email and was not notified. */
  Warning: Nullable(Type.String()),
});
export type CancellationRequested = Static<typeof CancellationRequested>;

/** GET workOrders/{id}/confirmReadyToComplete: the completion problems, in the spec's order. */
export const ReadyToComplete = Type.Object({
  Ready: Type.Boolean(),
  Messages: Type.Array(Type.String()),
});
export type ReadyToComplete = Static<typeof ReadyToComplete>;

/** PUT workOrders/{id}/complete. */
export const CompletedWorkOrder = Type.Object({
  WorkOrder,
  /**
   * The completed order carries a scouting-report service, so the screen offers to email the customer
   * the report; the ReportOptions of those services (full, short version) say which.
   */
  ScoutingReportServiceCompleted: Type.Boolean(),
  ReportOptionIds: Type.Array(Type.Integer()),
});
export type CompletedWorkOrder = Static<typeof CompletedWorkOrder>;
