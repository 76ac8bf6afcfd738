import {
  dailyLogTypeName,
  hourTypeName,
  hoursFromHundredths,
  hoursWorkedHundredths,
  parseTime,
  WORK_ORDER_LOG_DEFAULTS,
  type DailyLog,
  type DefaultLogTimes,
  type IdName,
} from '@canopy/shared';
import type { LogValues } from './dailyLogForm';

/** A daily log as the device holds it: the DTO, with its key and whether it is in step with the server. */
export type LogRow = DailyLog & { key: string; pending: boolean; review: boolean };

/** The server's order (date descending, then Time In, then id); logs made here come after, as the newest. */
export function byLogOrder(a: LogRow, b: LogRow): number {
  if (a.Date !== b.Date) return a.Date < b.Date ? 1 : -1;
  const ta = parseTime(a.TimeIn) ?? '';
  const tb = parseTime(b.TimeIn) ?? '';
  if (ta !== tb) return ta < tb ? -1 : 1;
  return entered(a) - entered(b) || a.CreatedDate.localeCompare(b.CreatedDate);
}

// Logs made on this device have no id yet; they were entered after every log the server has.
const entered = (l: { Id: number }) => (l.Id > 0 ? l.Id : Number.MAX_SAFE_INTEGER);

/**
 * The times a new log starts with, as the server answers them: those of the log most recently
 * entered on the work order that day, else 7:30 / 16:30.
 */
export function defaultTimes(logs: readonly LogRow[], date: string | null): DefaultLogTimes {
  const sameDay = logs.filter((l) => l.Date === date && parseTime(l.TimeIn));
  const latest = sameDay.sort(
    (a, b) => entered(b) - entered(a) || b.CreatedDate.localeCompare(a.CreatedDate),
  )[0];
  if (!latest) return { ...WORK_ORDER_LOG_DEFAULTS };
  return {
    TimeIn: parseTime(latest.TimeIn) ?? WORK_ORDER_LOG_DEFAULTS.TimeIn,
    TimeOut: parseTime(latest.TimeOut) ?? WORK_ORDER_LOG_DEFAULTS.TimeOut,
  };
}

/** One log per employee, work order and day (§5): the check the server makes, made on the device too. */
export const dayTaken = (logs: readonly LogRow[], v: LogValues, exceptKey: string | null) =>
  logs.some((l) => l.key !== exceptKey && l.EmployeeId === v.EmployeeId && l.Date === v.Date);

/**
 * The log as the screens show it until the server answers: the fields the user entered, with the
 * names and hours the server would fill in. What the form does not change is kept from `stored`.
 */
export function logView(
  workOrderId: number,
  v: LogValues,
  employeeName: string,
  stored: DailyLog | null,
  now = new Date().toISOString(),
): DailyLog {
  const timeIn = parseTime(v.TimeIn) ?? v.TimeIn ?? '';
  const timeOut = parseTime(v.TimeOut) ?? v.TimeOut ?? '';
  const sameCrew = stored && stored.EmployeeId === v.EmployeeId && stored.Date === v.Date;
  return {
    Id: stored?.Id ?? 0,
    WorkOrderId: workOrderId,
    EmployeeId: v.EmployeeId ?? 0,
    Name: employeeName,
    ScheduleCrewId: sameCrew ? stored.ScheduleCrewId : null,
    ScheduleCrew: sameCrew ? stored.ScheduleCrew : null,
    Date: v.Date ?? '',
    TimeIn: timeIn,
    TimeOut: timeOut,
    HoursWorked: hoursFromHundredths(hoursWorkedHundredths(timeIn, timeOut) ?? 0),
    DailyLogTypeId: v.DailyLogTypeId,
    DailyLogType: dailyLogTypeName(v.DailyLogTypeId),
    HourTypeId: v.HourTypeId,
    HourType: hourTypeName(v.HourTypeId),
    Notes: v.Notes.trim() || null,
    PrevailingWageHours: stored?.PrevailingWageHours ?? [],
    CreatedDate: stored?.CreatedDate ?? now,
    Version: stored?.Version ?? 0,
  };
}

/** The people a log may be for: the employee list, the work order's crew and the user, each once. */
export function employeeChoices(...lists: readonly (readonly IdName[])[]): IdName[] {
  const seen = new Map<number, IdName>();
  for (const list of lists) for (const p of list) if (p.Id > 0 && !seen.has(p.Id)) seen.set(p.Id, p);
  return [...seen.values()];
}
