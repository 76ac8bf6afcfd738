import {
  DailyLogMessages as M,
  DailyLogTypes,
  dailyLogProblems,
  HourTypes,
  parseTime,
  todayIsoDate,
  WORK_ORDER_LOG_DEFAULTS,
  type DailyLog,
  type NewDailyLog,
  type SaveDailyLog,
} from '@canopy/shared';

/** The save body as the device queues it: the server adds the Id and the Version the edit started from. */
export type LogChanges = Omit<SaveDailyLog, 'Id' | 'Version'>;

export type LogValues = {
  EmployeeId: number | null;
  Date: string | null;
  TimeIn: string | null;
  TimeOut: string | null;
  HourTypeId: number;
  DailyLogTypeId: number;
  Notes: string;
};

export const newLogValues = (employeeId: number | null, today = todayIsoDate()): LogValues => ({
  EmployeeId: employeeId,
  Date: today,
  TimeIn: WORK_ORDER_LOG_DEFAULTS.TimeIn,
  TimeOut: WORK_ORDER_LOG_DEFAULTS.TimeOut,
  HourTypeId: HourTypes.Standard,
  DailyLogTypeId: DailyLogTypes.Applied,
  Notes: '',
});

export const logValues = (log: DailyLog): LogValues => ({
  EmployeeId: log.EmployeeId,
  Date: log.Date,
  TimeIn: parseTime(log.TimeIn),
  TimeOut: parseTime(log.TimeOut),
  HourTypeId: log.HourTypeId,
  DailyLogTypeId: log.DailyLogTypeId,
  Notes: log.Notes ?? '',
});

export const logChanges = (v: LogValues): LogChanges => ({
  EmployeeId: v.EmployeeId,
  Date: v.Date ?? '',
  TimeIn: v.TimeIn ?? '',
  TimeOut: v.TimeOut ?? '',
  HourTypeId: v.HourTypeId,
  DailyLogTypeId: v.DailyLogTypeId,
  Notes: v.Notes.trim() || null,
});

export const toNewLog = (workOrderId: number, v: LogValues): NewDailyLog => ({
  WorkOrderId: workOrderId,
  ...logChanges(v),
});

/**
 * The shared daily log rule (work-orders.md §5) placed on the fields: the time messages on Time In
 * (or the unreadable time), the date messages on Date. A new log may start and end at the same time.
 */
export function logErrors(
  v: LogValues,
  mode: 'add' | 'save',
  today = todayIsoDate(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.EmployeeId) errors.EmployeeId = M.EmployeeNotValid;
  const problems = dailyLogProblems(
    { Date: v.Date ?? '', TimeIn: v.TimeIn ?? '', TimeOut: v.TimeOut ?? '' },
    today,
    mode,
  );
  for (const p of problems) {
    if (p === M.TimeInAfterTimeOut) errors.TimeIn = p;
    else if (p === M.TimeNotValid) errors[parseTime(v.TimeIn) ? 'TimeOut' : 'TimeIn'] = p;
    else errors.Date = p;
  }
  return errors;
}
