import { Type, type Static } from 'typebox';
import { SchedulingPriorities } from '../enums';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';

/** Work orders to schedule, 12 a page with load-more (spec §9). */
export const WORK_ORDERS_TO_SCHEDULE_PAGE_SIZE = 12;

/** The three colours the spec shows priorities in (§3); the name always goes with the colour. */
export type PriorityColour = 'red' | 'yellow' | 'green';

export const SchedulingPriority = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Colour: Type.Union([Type.Literal('red'), Type.Literal('yellow'), Type.Literal('green')]),
});
export type SchedulingPriority = Static<typeof SchedulingPriority>;

/**
 * SchedulingPriorities (spec §9) in the spec's three colours. Missed is red with Urgent: a missed
 * window is as pressing as an urgent job, and the name tells the two apart.
 */
export const SchedulingPriorityList: SchedulingPriority[] = [
  { Id: SchedulingPriorities.Urgent, Name: 'Urgent', Colour: 'red' },
  { Id: SchedulingPriorities.High, Name: 'High', Colour: 'yellow' },
  { Id: SchedulingPriorities.Normal, Name: 'Normal', Colour: 'green' },
  { Id: SchedulingPriorities.Missed, Name: 'Missed', Colour: 'red' },
];

export function schedulingPriority(id: number): SchedulingPriority {
  return (
    SchedulingPriorityList.find((p) => p.Id === id) ?? { Id: id, Name: `Priority ${id}`, Colour: 'green' }
  );
}

/** Spec §4: a schedule made from a selection holding a Missed order asks first. */
export function needsMissedConfirm(priorityIds: Iterable<number>): boolean {
  for (const id of priorityIds) if (id === SchedulingPriorities.Missed) return true;
  return false;
}

export const MISSED_PRIORITY_CONFIRM =
  'One or more of the selected work orders has a Missed priority. Do you want to continue and schedule them anyway?';

/** The columns the list sorts by; Priority (Urgent first, then by id) until the user picks another. */
export const ToScheduleSortFields = [
  'Priority',
  'WorkOrderId',
  'CustomerName',
  'Address',
  'Zip',
  'ServiceGroupId',
  'EstimatedHours',
  'EstimatedValue',
  'EstimatedCrew',
  'ArboristName',
  'TerritoryName',
] as const;
export type ToScheduleSortField = (typeof ToScheduleSortFields)[number];

const Ids = Type.Optional(Type.Array(Bounds.Id(), { maxItems: 100 }));
const DateIn = Type.Optional(Nullable(Type.String({ maxLength: 30 })));
const Gdd = Type.Optional(Nullable(Bounds.Int({ minimum: 0, maximum: 100_000 })));

/**
 * POST workOrders/search-work-order-to-schedule (spec §7). Only what is sent filters; the screen's
 * defaults (the user as arborist, their primary branch, sub-type Original) are the screen's.
 */
export const WorkOrderToScheduleSearch = Type.Object({
  BranchIds: Ids,
  /** Work order sub-types (Original, Damages, Corrections); spec §9's default filter is Original. */
  SubTypeIds: Ids,
  ArboristIds: Ids,
  PriorityIds: Ids,
  SalesTerritoryIds: Ids,
  ServiceGroupIds: Ids,
  /** Service codes of the orders' visits (GET services/codes). */
  ServiceCodes: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 100 })),
  /** Service visit ids (GET services/visits). */
  ServiceVisits: Ids,
  /** Zip codes of the customers' locations; any form ('501', '60201-1234') counts by its 5 digits. */
  CustomerZipCodes: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 100 })),
  /** Equipment types the orders' services need. */
  EquipmentTypeIds: Ids,
  /** A date range the orders' service windows (month and day, every year) overlap. */
  FromScheduledDate: DateIn,
  ToScheduledDate: DateIn,
  /** A growing-degree-day range the orders' services' GDD windows overlap. */
  GrowingDegreeDayMin: Gdd,
  GrowingDegreeDayMax: Gdd,
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take()),
  OrderByField: Type.Optional(
    Type.Unsafe<ToScheduleSortField>({ type: 'string', enum: [...ToScheduleSortFields] }),
  ),
  ReverseSort: Type.Optional(Type.Boolean()),
  /** Words found in the description, customer, address, city or zip; a number is also an order id. */
  SearchQuery: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  /** The crew size the orders are estimated for. */
  CrewNumber: Type.Optional(Nullable(Bounds.Int({ minimum: 0, maximum: 1000 }))),
});
export type WorkOrderToScheduleSearch = Static<typeof WorkOrderToScheduleSearch>;

const Named = Type.Object({ Id: Type.Integer(), Name: Type.String() });

/** A row of the to-schedule list (spec §3 plus what a scheduler decides by). */
export const WorkOrderToScheduleRow = Type.Object({
  WorkOrderId: Type.Integer(),
  BranchId: Type.Integer(),
  Priority: SchedulingPriority,
  WoScheduleStatusId: Type.Integer(),
  StatusId: Type.Integer(),
  Description: Nullable(Type.String()),
  CustomerName: Type.String(),
  Address: Nullable(Type.String()),
  City: Nullable(Type.String()),
  Zip: Nullable(Type.String()),
  ServiceGroupId: Type.Integer(),
  /** Services of the order, by name, with their visit's service code when it has one. */
  Services: Type.Array(Type.Object({ Name: Type.String(), ServiceCode: Nullable(Type.String()) })),
  EstimatedHours: Type.Number(),
  /** Null for a caller without WorkOrders_Pricing (spec §6). */
  EstimatedValue: Nullable(Type.Number()),
  EstimatedCrew: Nullable(Type.Integer()),
  Arborist: Nullable(Named),
  SalesTerritory: Nullable(Named),
});
export type WorkOrderToScheduleRow = Static<typeof WorkOrderToScheduleRow>;

/** A month and day as one number (March 5 is 305). */
const monthDay = (iso: string) => Number(iso.slice(5, 7)) * 100 + Number(iso.slice(8, 10));
const dayNumber = (iso: string) =>
  Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 864e5;

/**
 * The month-day ranges a 'yyyy-MM-dd' date range covers, for testing yearly service windows: one
 * range, two when it crosses New Year, the whole year when it is a year or longer. A range open at
 * one end runs to the end (or from the start) of its other bound's year. Null: no date filter.
 */
export function dayWindowsOf(from: string | null, to: string | null): [number, number][] | null {
  if (!from && !to) return null;
  if (!from) return [[101, monthDay(to!)]];
  if (!to) return [[monthDay(from), 1231]];
  if (dayNumber(to) - dayNumber(from) >= 365) return [[101, 1231]];
  const a = monthDay(from);
  const b = monthDay(to);
  return from.slice(0, 4) === to.slice(0, 4)
    ? [[a, b]]
    : [
        [a, 1231],
        [101, b],
      ];
}

export const ToScheduleMessages = {
  DatesOrder: 'The to date must be on or after the from date.',
  GddOrder: 'The growing degree day maximum must not be less than the minimum.',
  NotZipCodes: (zips: string[]) => `These are not zip codes: ${zips.join(', ')}`,
} as const;
