import { addCalendarDays, isIsoDate } from '../format/dates';
import { parseTime } from '../format/time';

/**
 * The date-save rules of a schedule (spec §5), one message per rule naming the dates it fails on.
 * The wizard shows them before saving and the server refuses with the very same words.
 */
export const ScheduleDateMessages = {
  crewSlotEmpty: (dates: string) => `Choose an employee and a job title for every crew slot on: ${dates}`,
  equipmentSlotEmpty: (dates: string) => `Choose an equipment asset for every equipment slot on: ${dates}`,
  duplicateDates: (dates: string) => `These dates are on the schedule more than once: ${dates}`,
  duplicateCrew: (dates: string) => `A crew member is scheduled more than once on: ${dates}`,
  foremanRequired: (dates: string) => `A foreman is required on: ${dates}`,
  duplicateEquipment: (dates: string) => `An equipment asset is scheduled more than once on: ${dates}`,
  dateNotValid: (dates: string) => `These dates are not valid: ${dates}`,
  jobTitleNotValid: (dates: string) => `Choose Foreman, Arborist or Crew as the job title on: ${dates}`,
  HoursNotValid: 'Hours are not valid. Make sure the start time is before the end time',
  crewBooked: (who: string) => `Already scheduled on another schedule that day: ${who}`,
  equipmentBooked: (what: string) => `Already booked on another schedule that day: ${what}`,
  notInBranch: (what: string) => `Not available to this schedule's branch: ${what}`,
  AtLeastOneWorkOrder: 'Schedule must be associated with at least one work order.',
  OneBranch: 'The work orders of a schedule must all belong to one branch.',
  archivedWorkOrders: (ids: string) => `Archived work orders cannot be scheduled: ${ids}`,
  lentOut: (what: string) => `Lent to another branch by a confirmed transfer that day: ${what}`,
} as const;

/** What the rules read of a day: the update payload's shape, where an empty slot is a null pick. */
export interface DayDraft {
  ScheduleDate_: string;
  StartTime: string;
  EndTime: string;
  ScheduleCrews: { Employee: { Id: number } | null; JobTitle: { Id: number } | null; IsForeman: boolean }[];
  ScheduleEquipments: { EquipmentResource: { Id: number } | null }[];
}

/** A day as the wizard and the save both hold it: plain ids, null for an empty slot. */
export interface DayPicks {
  date: string;
  start: string;
  end: string;
  crews: { employeeId: number | null; jobTitleId: number | null; isForeman: boolean }[];
  equipment: { resourceId: number | null }[];
}

/** The days as the date rules read them. */
export const ruleDays = (days: readonly DayPicks[]): DayDraft[] =>
  days.map((d) => ({
    ScheduleDate_: d.date,
    StartTime: d.start,
    EndTime: d.end,
    ScheduleCrews: d.crews.map((c) => ({
      Employee: c.employeeId ? { Id: c.employeeId } : null,
      JobTitle: c.jobTitleId ? { Id: c.jobTitleId } : null,
      IsForeman: c.isForeman,
    })),
    ScheduleEquipments: d.equipment.map((e) => ({
      EquipmentResource: e.resourceId ? { Id: e.resourceId } : null,
    })),
  }));

/** '2026-12-01' as the messages list it: '12/01/2026'. Text that is no date is listed as typed. */
export function listedDate(iso: string): string {
  if (!iso.trim()) return '(no date)';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : iso;
}

/** The dates in calendar order, each once, as a message lists them. */
export function listDates(dates: Iterable<string>): string {
  return [...new Set(dates)].sort().map(listedDate).join(', ');
}

function hasDuplicate(ids: (number | undefined)[]): boolean {
  const seen = new Set<number>();
  for (const id of ids) {
    if (id === undefined) continue;
    if (seen.has(id)) return true;
    seen.add(id);
  }
  return false;
}

/** True when both times read and the start comes before the end. */
export function hoursValid(start: string, end: string): boolean {
  const s = parseTime(start);
  const e = parseTime(end);
  return !!s && !!e && s < e;
}

/**
 * Every date-save rule the days break, in a fixed order, each message once with its dates.
 * An empty list means the days may be saved (booking on other schedules is the server's to check).
 */
export function scheduleDateRuleMessages(days: readonly DayDraft[]): string[] {
  const failing = {
    invalid: [] as string[],
    crewSlot: [] as string[],
    equipmentSlot: [] as string[],
    duplicate: [] as string[],
    crew: [] as string[],
    foreman: [] as string[],
    equipment: [] as string[],
  };
  let badHours = false;
  const counts = new Map<string, number>();
  for (const d of days) counts.set(d.ScheduleDate_, (counts.get(d.ScheduleDate_) ?? 0) + 1);
  for (const d of days) {
    const date = d.ScheduleDate_;
    if (!isIsoDate(date)) failing.invalid.push(date);
    if ((counts.get(date) ?? 0) > 1) failing.duplicate.push(date);
    if (!hoursValid(d.StartTime, d.EndTime)) badHours = true;
    if (d.ScheduleCrews.some((c) => !c.Employee || !c.JobTitle)) failing.crewSlot.push(date);
    if (d.ScheduleEquipments.some((e) => !e.EquipmentResource)) failing.equipmentSlot.push(date);
    if (hasDuplicate(d.ScheduleCrews.map((c) => c.Employee?.Id))) failing.crew.push(date);
    if (!d.ScheduleCrews.some((c) => c.IsForeman && c.Employee)) failing.foreman.push(date);
    if (hasDuplicate(d.ScheduleEquipments.map((e) => e.EquipmentResource?.Id))) failing.equipment.push(date);
  }
  const M = ScheduleDateMessages;
  const out: string[] = [];
  const add = (dates: string[], message: (d: string) => string) => {
    if (dates.length) out.push(message(listDates(dates)));
  };
  add(failing.invalid, M.dateNotValid);
  add(failing.crewSlot, M.crewSlotEmpty);
  add(failing.equipmentSlot, M.equipmentSlotEmpty);
  add(failing.duplicate, M.duplicateDates);
  add(failing.crew, M.duplicateCrew);
  add(failing.foreman, M.foremanRequired);
  add(failing.equipment, M.duplicateEquipment);
  if (badHours) out.push(M.HoursNotValid);
  return out;
}

/** A new day defaults to the day after the latest, or tomorrow when there is none (spec §4). */
export function nextScheduleDate(dates: readonly string[], today: string): string {
  const valid = dates.filter(isIsoDate).sort();
  const latest = valid.at(-1);
  return latest ? addCalendarDays(latest, 1) : addCalendarDays(today, 1);
}
