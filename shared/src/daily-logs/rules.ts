import type { IdName } from '../branches/schemas';
import { DailyLogTypes, HourTypes, WorkOrderStatuses } from '../enums';
import { isIsoDate } from '../format/dates';
import { parseTime, type TimeOfDay } from '../format/time';
import { DailyLogMessages as M } from './messages';

/** The daily logs list shows everything at once (work-orders.md §9: daily logs 999). */
export const DAILY_LOGS_TAKE = 999;
/** Times a new log on a work order starts with (§5, §9); schedules use 9:00 / 17:00. */
export const WORK_ORDER_LOG_DEFAULTS = { TimeIn: '07:30', TimeOut: '16:30' } as const;
export const SCHEDULE_LOG_DEFAULTS = { TimeIn: '09:00', TimeOut: '17:00' } as const;

export const HourTypeList: IdName[] = [
  { Id: HourTypes.Standard, Name: 'Standard' },
  { Id: HourTypes.PrevailingWage, Name: 'Prevailing Wage' },
  { Id: HourTypes.PTO, Name: 'PTO' },
  { Id: HourTypes.Overtime, Name: 'Overtime' },
  { Id: HourTypes.Retro, Name: 'Retro' },
  { Id: HourTypes.RetroOvertime, Name: 'Retro Overtime' },
];
export const DailyLogTypeList: IdName[] = [
  { Id: DailyLogTypes.Applied, Name: 'Applied' },
  { Id: DailyLogTypes.Unapplied, Name: 'Unapplied' },
];
export const hourTypeName = (id: number) => HourTypeList.find((t) => t.Id === id)?.Name ?? '';
export const dailyLogTypeName = (id: number) => DailyLogTypeList.find((t) => t.Id === id)?.Name ?? '';

const EDITABLE_STATUSES: number[] = [
  WorkOrderStatuses.Scheduled,
  WorkOrderStatuses.InProgress,
  WorkOrderStatuses.Completed,
];

/**
 * Logs of a work order may be added, edited and deleted only when it is Scheduled, InProgress or
 * Completed, or when it has schedules (§4) — an order put back on hold after crews worked keeps its logs open.
 */
export function dailyLogsEditable(statusId: number, hasSchedules: boolean): boolean {
  return hasSchedules || EDITABLE_STATUSES.includes(statusId);
}

function minutesOf(time: TimeOfDay): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * Hours between two times of day in hundredths of an hour, rounded to the nearest hundredth
 * (7:30–16:30 is 900; 8:00–8:20 is 33). Null when either time is unreadable or Time Out comes first.
 */
export function hoursWorkedHundredths(timeIn: string, timeOut: string): number | null {
  const a = parseTime(timeIn);
  const b = parseTime(timeOut);
  if (!a || !b) return null;
  const minutes = minutesOf(b) - minutesOf(a);
  // minutes × 100 / 60 ends in .0, .33… or .66…, never .5, so rounding has no ties to break.
  return minutes < 0 ? null : Math.round((minutes * 5) / 3);
}

/** Hundredths of an hour as the number of hours the wire carries (900 -> 9, 33 -> 0.33). */
export const hoursFromHundredths = (hundredths: number) => hundredths / 100;

export interface DailyLogEntry {
  Date: string;
  TimeIn: string;
  TimeOut: string;
}

/**
 * What is wrong with a log's date and times (§5), as messages. A new log may have Time In equal to
 * Time Out (a crew member booked with no hours yet); a saved log needs Time In before Time Out.
 * `today` is the calendar date where the hours are kept ('yyyy-MM-dd').
 */
export function dailyLogProblems(entry: DailyLogEntry, today: string, mode: 'add' | 'save'): string[] {
  const problems: string[] = [];
  const timeIn = parseTime(entry.TimeIn);
  const timeOut = parseTime(entry.TimeOut);
  if (!timeIn || !timeOut) problems.push(M.TimeNotValid);
  else {
    const gap = minutesOf(timeOut) - minutesOf(timeIn);
    if (gap < 0 || (mode === 'save' && gap === 0)) problems.push(M.TimeInAfterTimeOut);
  }
  if (!isIsoDate(entry.Date)) problems.push(M.DateNotValid);
  else if (entry.Date > today) problems.push(M.FutureDate);
  return problems;
}
