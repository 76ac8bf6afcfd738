import {
  DailyLogMessages as M,
  DailyLogTypes,
  HourTypes,
  dailyLogProblems,
  dailyLogsEditable,
  hoursWorkedHundredths,
  parseTime,
  type DailyLog,
  type NewDailyLog,
} from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import { ruleFailed, ValidationError } from '../../platform/errors';
import type { StoredWorkOrder } from '../work-orders/work-orders.access';
import { maySeePrevailingWage } from './daily-logs.access';
import { toDailyLog } from './daily-logs.mapper';
import type { DailyLogRow, DailyLogsRepo, LogFacts } from './daily-logs.repo';

// The add and save rules of a log once the database has answered what they ask (logFacts), shared by
// the one-at-a-time service and the batch of a device's push, so both refuse and write alike.

export type LogInput = Omit<NewDailyLog, 'WorkOrderId'>;

/** Whose log it is: the one named, else the stored log's, else the caller's own. */
export const employeeOf = (auth: AuthContext, input: LogInput, stored?: DailyLogRow): number =>
  input.EmployeeId ?? stored?.employee_id ?? auth.employeeId;

/**
 * The row values of a log after the §5 rules, checked in their order (editable work order, valid
 * employee, the log's own rules, one a day); `stored` is the log being edited, if any.
 */
export function logColumns(
  wo: StoredWorkOrder,
  input: LogInput,
  employeeId: number,
  facts: LogFacts,
  today: string,
  stored?: DailyLogRow,
) {
  if (!dailyLogsEditable(wo.status_id, facts.hasSchedules)) throw ruleFailed(M.NotEditable);
  // A log stays editable after its employee leaves; only a newly chosen employee must be active.
  if (employeeId !== stored?.employee_id && !facts.activeEmployee)
    throw new ValidationError({ EmployeeId: [M.EmployeeNotValid] });
  const problems = dailyLogProblems(input, today, stored ? 'save' : 'add');
  if (problems.length) throw new ValidationError({ Service: problems });
  if (facts.sameDay) throw ruleFailed(M.AlreadyExists);
  const timeIn = parseTime(input.TimeIn)!;
  const timeOut = parseTime(input.TimeOut)!;
  const notes = input.Notes === undefined ? (stored?.notes ?? null) : input.Notes?.trim() || null;
  return {
    employee_id: employeeId,
    log_date: input.Date,
    time_in: timeIn,
    time_out: timeOut,
    hours_worked_hundredths: hoursWorkedHundredths(timeIn, timeOut)!,
    hour_type_id: input.HourTypeId ?? stored?.hour_type_id ?? HourTypes.Standard,
    daily_log_type_id: input.DailyLogTypeId ?? stored?.daily_log_type_id ?? DailyLogTypes.Applied,
    notes,
    schedule_crew_id: facts.crewPlace,
  };
}

/** Logs as the caller sees them: prevailing wage hours only for those who may see them. */
export async function mappedLogs(
  repo: DailyLogsRepo,
  auth: AuthContext,
  rows: DailyLogRow[],
): Promise<DailyLog[]> {
  const wage = maySeePrevailingWage(auth) ? await repo.prevailingWageHours(rows.map((r) => r.id)) : null;
  return rows.map((r) => toDailyLog(r, wage));
}
