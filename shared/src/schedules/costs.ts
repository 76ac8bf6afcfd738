import { Type, type Static } from 'typebox';
import { ErrorBody } from '../platform/http';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';

/** The equipment cost split and prevailing wage hours' messages; spec wording where it gives one. */
export const ScheduleCostMessages = {
  /** Spec §5, verbatim; the server sends it in ExceptionMessage too. */
  MustAddUp: 'Amounts for each work order must add up to the total amount',
  NotCents: 'Amounts are in dollars and cents (at most two decimals).',
  Negative: 'Amounts cannot be negative.',
  ListedTwice: 'A work order is listed more than once.',
  notOnSchedule: (ids: number[]) => `These work orders are not on the schedule: ${ids.join(', ')}`,
  /** Spec §5, verbatim. */
  FillAllFields: 'Please fill out all fields',
  HoursNotValid: 'Hours must be more than 0, in hundredths at most.',
  jobTitleNotEffective: (date: string) =>
    `The job title is not one of the category's job titles effective on ${date}.`,
  LogNotOnSchedule: 'The daily log is not one of this work order’s logs on the schedule’s days.',
  RowNotFound: 'A prevailing wage row no longer exists. Reload and try again.',
  /** Spec §8: the dialogs' toasts. */
  EquipmentCostFailed: 'Failed to update equipment cost',
  EquipmentCostSaved: 'Equipment cost updated',
  WageHoursSaved: 'Prevailing wage hours saved',
  WageHoursFailed: 'Failed to save prevailing wage hours',
} as const;

/** A share of the equipment's daily rate, in dollars (two decimals). */
export const EquipmentWorkOrderShare = Type.Object({
  WorkOrderId: Type.Integer(),
  CustomerName: Type.String(),
  Address: Nullable(Type.String()),
  Amount: Type.Number(),
});
export type EquipmentWorkOrderShare = Static<typeof EquipmentWorkOrderShare>;

/** GET schedules/equipment/{id}/work-orders: the booked equipment, its daily rate and each share. */
export const ScheduleEquipmentWorkOrders = Type.Object({
  ScheduleEquipmentId: Type.Integer(),
  ScheduleId: Type.Integer(),
  ScheduleDate_: Type.String(),
  Equipment: Type.Object({ Id: Type.Integer(), Name: Type.String() }),
  EquipmentResource: Type.Object({ Id: Type.Integer(), AssetNumber: Type.String() }),
  DailyRate: Type.Number(),
  WorkOrders: Type.Array(EquipmentWorkOrderShare),
});
export type ScheduleEquipmentWorkOrders = Static<typeof ScheduleEquipmentWorkOrders>;

/** PUT schedules/equipment/{id}/work-orders: every work order's share; one left out has none. */
export const UpdateEquipmentWorkOrders = Type.Array(
  Type.Object({ WorkOrderId: Bounds.Id(), Amount: Bounds.Decimal() }),
  { maxItems: 500 },
);
export type UpdateEquipmentWorkOrders = Static<typeof UpdateEquipmentWorkOrders>;

/** The refusal of an equipment cost save: spec §7 names the field ExceptionMessage. */
export const EquipmentCostError = Type.Object({
  ...ErrorBody.properties,
  ExceptionMessage: Type.Optional(Type.String()),
});
export type EquipmentCostError = Static<typeof EquipmentCostError>;

/** What is left of the daily rate after the shares, in cents; the dialog saves only at 0. */
export const remainingCents = (rateCents: number, shareCents: (number | null)[]) =>
  shareCents.reduce<number>((left, c) => left - (c ?? 0), rateCents);

/**
 * The rate spread evenly over `n` work orders in whole cents, the odd cents to the first ones, so the
 * shares always add up to the rate.
 */
export function evenSplitCents(rateCents: number, n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(rateCents / n);
  const extra = rateCents - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

/** A prevailing wage row of a daily log (spec §3 "Prevailing wage hour row"). */
export const ScheduleWageRow = Type.Object({
  Id: Type.Integer(),
  Hours: Type.Number(),
  PrevailingWageCategoryId: Nullable(Type.Integer()),
  PrevailingWageJobTitleId: Nullable(Type.Integer()),
  DailyLogId: Type.Integer(),
  ScheduleId: Nullable(Type.Integer()),
});
export type ScheduleWageRow = Static<typeof ScheduleWageRow>;

/**
 * GET schedules/{id}/work-orders/{woId}/daily-logs: the work order's logs on the schedule's days, each
 * with who worked, their hours and their prevailing wage rows on this schedule.
 */
export const ScheduleDailyLog = Type.Object({
  Id: Type.Integer(),
  Date: Type.String(),
  EmployeeId: Type.Integer(),
  Name: Type.String(),
  JobTitle: Nullable(Type.String()),
  TimeIn: Nullable(Type.String()),
  TimeOut: Nullable(Type.String()),
  HoursWorked: Type.Number(),
  PrevailingWageHours: Type.Array(ScheduleWageRow),
});
export type ScheduleDailyLog = Static<typeof ScheduleDailyLog>;

/**
 * PUT schedules/{id}/work-orders/{woId}/prevailing-wage-hours: every row of the work order on this
 * schedule; a row with an Id keeps it, one without is new, and a stored row left out is deleted.
 */
export const SaveWageRows = Type.Array(
  Type.Object({
    Id: Type.Optional(Nullable(Bounds.Id())),
    Hours: Nullable(Bounds.Decimal({ minimum: 0, maximum: 24 })),
    PrevailingWageCategoryId: Nullable(Bounds.Id()),
    PrevailingWageJobTitleId: Nullable(Bounds.Id()),
    DailyLogId: Bounds.Id(),
  }),
  { maxItems: 500 },
);
export type SaveWageRows = Static<typeof SaveWageRows>;

export const WageCategory = Type.Object({ Id: Type.Integer(), Code: Type.String(), Name: Type.String() });
export type WageCategory = Static<typeof WageCategory>;

export const WageJobTitle = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  PrevailingWageCategoryId: Nullable(Type.Integer()),
  /** 'yyyy-MM-dd' or null (no bound). */
  EffectiveDate: Nullable(Type.String()),
  ExpirationDate: Nullable(Type.String()),
});
export type WageJobTitle = Static<typeof WageJobTitle>;

/** GET schedules/prevailing-wage-choices: the live categories and job titles. */
export const WageChoices = Type.Object({
  Categories: Type.Array(WageCategory),
  JobTitles: Type.Array(WageJobTitle),
});
export type WageChoices = Static<typeof WageChoices>;

/** Spec §5: a job title is offered under its category while the date is within its effective dates. */
export function isJobTitleChoice(t: WageJobTitle, categoryId: number | null, date: string): boolean {
  return (
    categoryId != null &&
    t.PrevailingWageCategoryId === categoryId &&
    (!t.EffectiveDate || t.EffectiveDate <= date) &&
    (!t.ExpirationDate || date <= t.ExpirationDate)
  );
}

export const jobTitleChoices = (titles: WageJobTitle[], categoryId: number | null, date: string) =>
  titles.filter((t) => isJobTitleChoice(t, categoryId, date));
