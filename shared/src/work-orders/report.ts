import { Type, type Static } from 'typebox';
import type { IdName } from '../branches/schemas';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';

/** The tracking report shows 12 a page (spec §9). */
export const WORK_ORDER_REPORT_PAGE_SIZE = 12;

/**
 * How far a work order's work has come (GET workOrders/completion-statuses; the spec names the list,
 * not its entries): Completed once the order is, Partially Completed while some of its live services
 * are done, else Not Completed.
 */
export const CompletionStatuses = { NotCompleted: 1, PartiallyCompleted: 2, Completed: 3 } as const;
export const CompletionStatusList: IdName[] = [
  { Id: 1, Name: 'Not Completed' },
  { Id: 2, Name: 'Partially Completed' },
  { Id: 3, Name: 'Completed' },
];

const Ids = Type.Optional(Type.Array(Bounds.Id(), { maxItems: 100 }));
/** A calendar date as typed (M/d/yyyy, yyyy-MM-dd …); blank means no bound. */
const DateIn = Type.Optional(Nullable(Type.String({ maxLength: 30 })));

/** POST workOrders/report (and report/csv): every filter of spec §7; only what is sent filters. */
export const WorkOrderReportRequest = Type.Object({
  BranchIds: Ids,
  ArboristIds: Ids,
  ForemanIds: Ids,
  ServiceGroupIds: Ids,
  CompletionStatusIds: Ids,
  CompletionDateFrom: DateIn,
  CompletionDateTo: DateIn,
  ScheduleDateFrom: DateIn,
  ScheduleDateTo: DateIn,
  WorkOrderId: Type.Optional(Nullable(Bounds.Id())),
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take()),
});
export type WorkOrderReportRequest = Static<typeof WorkOrderReportRequest>;

/** A row of the tracking report. Dates 'yyyy-MM-dd'; hours as hours; money in dollars. */
export const WorkOrderReportRow = Type.Object({
  WorkOrderId: Type.Integer(),
  SubType: Type.String(),
  BranchId: Type.Integer(),
  Branch: Type.String(),
  ServiceGroupId: Type.Integer(),
  ServiceGroup: Type.String(),
  StatusId: Type.Integer(),
  WorkOrderStatus: Type.String(),
  CompletionStatusId: Type.Integer(),
  CompletionStatus: Type.String(),
  ArboristId: Nullable(Type.Integer()),
  ArboristName: Nullable(Type.String()),
  /** The foreman of the first live scheduled day. */
  ForemanName: Nullable(Type.String()),
  ScheduleDate: Nullable(Type.String()),
  DateCompleted: Nullable(Type.String()),
  CustomerName: Type.String(),
  Address: Nullable(Type.String()),
  ServicesCompleted: Type.Integer(),
  ServicesTotal: Type.Integer(),
  EstimatedHours: Type.Number(),
  /** Hours the crew logged on the order. */
  ActualHours: Type.Number(),
  /** Null for a caller without WorkOrders_Pricing. */
  EstimatedValue: Nullable(Type.Number()),
});
export type WorkOrderReportRow = Static<typeof WorkOrderReportRow>;
