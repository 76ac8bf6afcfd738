import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';
import { SchedulingPriority } from './build';

/** The add-work-orders dialog shows 12 work orders a page (spec §9, "work orders to schedule"). */
export const SCHEDULE_ADD_PAGE_SIZE = 12;

/** Why the server refuses a change to a schedule's work orders (under ModelState.Service). */
export const ScheduleWorkOrderMessages = {
  /** Spec §5, verbatim. */
  AtLeastOne: 'Schedule must be associated with at least one work order.',
  NoneChosen: 'Choose at least one work order to add.',
  notSchedulable: (ids: number[]) =>
    `These work orders cannot be added: ${ids.join(', ')}. They are on another schedule, finished, on hold or cancelled.`,
  /** Spec §8: the dialogs' failure toasts. */
  AddFailed: 'Updating Work Orders Failed',
  RemoveFailed: 'Removing Work Order Failed',
  RouteOrderSaved: 'Work order order updated',
  RouteOrderFailed: 'Failed to update work order order',
} as const;

const Ids = Type.Optional(Type.Array(Bounds.Id(), { maxItems: 100 }));

/**
 * POST schedules/{id}/work-orders-to-schedule: work orders waiting for a schedule that the caller may
 * put on this one. Only what is sent filters.
 */
export const ScheduleAddSearch = Type.Object({
  BranchIds: Ids,
  SalesTerritoryIds: Ids,
  ServiceGroupIds: Ids,
  WorkOrderId: Type.Optional(Nullable(Bounds.Id())),
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take(100)),
});
export type ScheduleAddSearch = Static<typeof ScheduleAddSearch>;

/** A row of the add dialog (spec §3 "Work order to schedule"), oldest first. */
export const ScheduleAddRow = Type.Object({
  WorkOrderId: Type.Integer(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  Priority: SchedulingPriority,
  WoScheduleStatusId: Type.Integer(),
  StatusId: Type.Integer(),
  WorkOrderStatus: Type.String(),
  ServiceGroupId: Type.Integer(),
  ServiceGroup: Type.String(),
  SalesTerritory: Nullable(Type.String()),
  Description: Nullable(Type.String()),
  CustomerName: Type.String(),
  Address: Nullable(Type.String()),
  EstimatedHours: Type.Number(),
  /** Null for a caller without WorkOrders_Pricing (spec §6). */
  EstimatedValue: Nullable(Type.Number()),
});
export type ScheduleAddRow = Static<typeof ScheduleAddRow>;

/** POST schedules/{id}/work-orders/add: the ids of the work orders to add (spec §7: "ids"). */
export const AddScheduleWorkOrders = Type.Array(Bounds.Id(), { maxItems: 100 });
export type AddScheduleWorkOrders = Static<typeof AddScheduleWorkOrders>;

export const ScheduleWorkOrderParams = Type.Object({ id: Bounds.Id(), workOrderId: Bounds.Id() });
export type ScheduleWorkOrderParams = Static<typeof ScheduleWorkOrderParams>;

/** Moves the work order at `index` one place up (-1) or down (+1); route orders become 1…n. */
export function moveInRoute<T extends { WorkOrderId: number }>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The route-order call's body for a list in the order shown. */
export const routeOrderOf = (list: { WorkOrderId: number }[]) =>
  list.map((w, i) => ({ WorkOrderId: w.WorkOrderId, RouteOrderId: i + 1 }));
