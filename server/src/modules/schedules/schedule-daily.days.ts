import { WorkOrderStatusList, type DailySchedule } from '@canopy/shared';
import { iso, type Db } from '../../platform/db';
import { CLOCK_OUT_STATUSES, type ScheduleDailyRepo } from './schedule-daily.repo';
import { scheduleDailyRepo } from './schedule-daily.repo';
import { toSchedule } from './schedules.mapper';
import { schedulesRepo } from './schedules.repo';

type WorkOrderRow = Awaited<ReturnType<ScheduleDailyRepo['workOrders']>>[number];
type DayRow = { id: number; schedule_id: number };

const toDailyWorkOrder = (w: WorkOrderRow) => ({
  WorkOrderId: w.work_order_id,
  RouteOrderId: w.route_order_id,
  StatusId: w.status_id,
  WorkOrderStatus: WorkOrderStatusList.find((s) => s.Id === w.status_id)?.Name ?? String(w.status_id),
  CustomerName: w.account_name,
  Address: w.address ? `${w.address}, ${w.city}, ${w.state} ${w.zip}` : null,
  Latitude: w.latitude == null ? null : Number(w.latitude),
  Longitude: w.longitude == null ? null : Number(w.longitude),
  EstimatedHours: Number(w.estimated_hours_hundredths) / 100,
  ClockedOutDate: w.clocked_out_date,
  ClockedOutAt: iso(w.clocked_out_at),
});

/**
 * The daily view's DTO of each of these days (already checked to be in the caller's reach), one query
 * per part for all of them: the online search and the crew app's copy are the same record.
 */
export async function dailySchedules(db: Db, days: DayRow[]): Promise<DailySchedule[]> {
  if (!days.length) return [];
  const schedules = schedulesRepo(db);
  const scheduleIds = [...new Set(days.map((d) => d.schedule_id))];
  const dayIds = days.map((d) => d.id);
  // One query after another: a sync pull reads in one transaction on one connection.
  const headers = await schedules.headers(scheduleIds);
  const dayRows = await schedules.days(scheduleIds);
  const crews = await schedules.crews(dayIds);
  const equipment = await schedules.equipment(dayIds);
  const workOrders = await scheduleDailyRepo(db).workOrders(scheduleIds);
  const shown = new Set(dayIds);
  const liveDays = dayRows.filter((d) => shown.has(d.id));
  return days.map((d) => {
    const h = headers.find((x) => x.id === d.schedule_id)!;
    const s = toSchedule(h, liveDays, crews, equipment);
    const day = s.ScheduleDates.find((x) => x.Id === d.id)!;
    return {
      ScheduleId: s.Id,
      ScheduleDateId: d.id,
      ScheduleDate_: day.ScheduleDate_,
      StartTime: day.StartTime,
      EndTime: day.EndTime,
      StatusId: s.StatusId,
      ScheduleStatus: s.ScheduleStatus,
      BranchId: s.BranchId,
      BranchName: s.BranchName,
      Version: s.Version,
      ScheduleCrews: day.ScheduleCrews,
      ScheduleEquipments: day.ScheduleEquipments,
      WorkOrders: workOrders.filter((w) => w.schedule_id === d.schedule_id).map(toDailyWorkOrder),
      MayClockOut: CLOCK_OUT_STATUSES.includes(s.StatusId),
      LatestScheduleDate: dayRows
        .filter((x) => x.schedule_id === d.schedule_id)
        .reduce((latest, x) => (x.schedule_date > latest ? x.schedule_date : latest), ''),
    };
  });
}
