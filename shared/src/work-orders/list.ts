import { Type, type Static } from 'typebox';
import { SearchRequest } from '../platform/http';
import { Nullable } from '../platform/nullable';
import { LiteralUnion } from '../platform/literals';

/** The work order list shows 12 a page (spec §9). */
export const WORK_ORDER_PAGE_SIZE = 12;

/**
 * Columns the list sorts by, named after the row fields they sort (WorkOrderId is the row's Id).
 * Type, Service Group and Status sort by id, which is their lifecycle order.
 */
export const WorkOrderSortColumns = [
  'WorkOrderId',
  'SubTypeId',
  'ServiceGroupId',
  'StatusId',
  'Description',
  'EstimatedHours',
  'ArboristName',
  'ForemanName',
  'ScheduleDate',
  'CustomerName',
  'Address',
] as const;
export type WorkOrderSortColumn = (typeof WorkOrderSortColumns)[number];

const Ids = Type.Optional(Type.Array(Type.Integer(), { maxItems: 100 }));
/** A calendar date as typed (M/d/yyyy, yyyy-MM-dd …); blank means no bound. */
const DateIn = Type.Optional(Nullable(Type.String({ maxLength: 30 })));

/**
 * POST workOrders/_search. Only what is sent filters: the list's default sub type (Original) is the
 * screen's default, not the API's. The query matches the id, description, customer and address.
 */
export const WorkOrderSearch = Type.Object({
  ...SearchRequest.properties,
  SortColumn: Type.Optional(LiteralUnion(WorkOrderSortColumns)),
  SubTypeIds: Ids,
  StatusIds: Ids,
  FromScheduledDate: DateIn,
  ToScheduledDate: DateIn,
  ForemanIds: Ids,
  ArboristIds: Ids,
  BranchIds: Ids,
  ServiceGroupIds: Ids,
});
export type WorkOrderSearch = Static<typeof WorkOrderSearch>;

/** A row of the work order list: the spec's columns, with the ids behind the names. */
export const WorkOrderRow = Type.Object({
  Id: Type.Integer(),
  SubTypeId: Type.Integer(),
  SubType: Type.String(),
  ServiceGroupId: Type.Integer(),
  ServiceGroup: Type.String(),
  StatusId: Type.Integer(),
  WorkOrderStatus: Type.String(),
  Description: Nullable(Type.String()),
  EstimatedHours: Type.Number(),
  ArboristId: Nullable(Type.Integer()),
  ArboristName: Nullable(Type.String()),
  /** Foreman, date and times of the work order's first scheduled day. */
  ForemanId: Nullable(Type.Integer()),
  ForemanName: Nullable(Type.String()),
  ScheduleDate: Nullable(Type.String()),
  StartTime: Nullable(Type.String()),
  EndTime: Nullable(Type.String()),
  AccountId: Type.Integer(),
  CustomerName: Type.String(),
  AccountLocationId: Nullable(Type.Integer()),
  Address: Nullable(Type.String()),
  BranchId: Type.Integer(),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
});
export type WorkOrderRow = Static<typeof WorkOrderRow>;
