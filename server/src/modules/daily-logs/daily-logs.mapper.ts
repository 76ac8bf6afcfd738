import {
  dailyLogTypeName,
  hourTypeName,
  hoursFromHundredths,
  type DailyLog,
  type PrevailingWageHour,
} from '@canopy/shared';
import { iso } from '../../platform/db';
import type { DailyLogRow, PrevailingWageRow } from './daily-logs.repo';

export function toPrevailingWageHour(r: PrevailingWageRow): PrevailingWageHour {
  return {
    Id: r.id,
    DailyLogId: r.daily_log_id,
    ScheduleId: r.schedule_id,
    Hours: hoursFromHundredths(r.hours_hundredths),
    PrevailingWageCategoryId: r.prevailing_wage_category_id,
    PrevailingWageCategoryCode: r.category_code,
    PrevailingWageCategoryName: r.category_name,
    PrevailingWageJobTitleId: r.prevailing_wage_job_title_id,
    JobTitle: r.job_title,
  };
}

/** `wage` is null when the caller may not see prevailing wage hours; the log then carries null. */
export function toDailyLog(r: DailyLogRow, wage: PrevailingWageRow[] | null): DailyLog {
  const crew =
    r.schedule_crew_id != null && r.schedule_id != null && r.schedule_date_id != null
      ? {
          Id: r.schedule_crew_id,
          ScheduleId: r.schedule_id,
          ScheduleDateId: r.schedule_date_id,
          JobTitleId: r.job_title_id ?? 0,
          IsForeman: r.is_foreman === 1,
        }
      : null;
  return {
    Id: r.id,
    WorkOrderId: r.work_order_id!,
    EmployeeId: r.employee_id,
    Name: `${r.first_name} ${r.last_name}`,
    ScheduleCrewId: r.schedule_crew_id,
    ScheduleCrew: crew,
    Date: r.log_date,
    TimeIn: r.time_in ?? '',
    TimeOut: r.time_out ?? '',
    HoursWorked: hoursFromHundredths(r.hours_worked_hundredths),
    DailyLogTypeId: r.daily_log_type_id,
    DailyLogType: dailyLogTypeName(r.daily_log_type_id),
    HourTypeId: r.hour_type_id,
    HourType: hourTypeName(r.hour_type_id),
    Notes: r.notes,
    PrevailingWageHours: wage ? wage.filter((w) => w.daily_log_id === r.id).map(toPrevailingWageHour) : null,
    CreatedDate: iso(r.created_at)!,
    Version: r.version,
  };
}
