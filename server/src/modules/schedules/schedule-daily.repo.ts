import { ScheduleStatuses as S, type RouteOrderList, type Scope } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';
import { inScheduleScope } from './schedules.access';

/** The statuses a clock-out may happen in (spec §4). */
export const CLOCK_OUT_STATUSES: number[] = [S.Open, S.InProgress];

/** Reads and writes of the foreman's day: its hours, its work orders' route and their clock-out. */
export function scheduleDailyRepo(db: Db) {
  const days = (reach: Scope, fewRows = false) =>
    db
      .selectFrom('schedule_dates as sd')
      .innerJoin('schedules', 'schedules.id', 'sd.schedule_id')
      .select([
        'sd.id',
        'sd.schedule_id',
        'sd.schedule_date',
        'sd.start_time',
        'sd.end_time',
        'schedules.status_id',
      ])
      .where('sd.active', '=', 1)
      .where('schedules.active', '=', 1)
      .where(inScheduleScope(reach, fewRows));

  return {
    /** The live days on `date` the scope reaches, led by one of `foremanIds` when given. */
    daysOn(reach: Scope, date: string, foremanIds: number[] | null) {
      let q = days(reach).where('sd.schedule_date', '=', date);
      if (foremanIds)
        q = q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('schedule_crews as f_sc')
              .select('f_sc.id')
              .whereRef('f_sc.schedule_date_id', '=', 'sd.id')
              .where('f_sc.active', '=', 1)
              .where('f_sc.is_foreman', '=', 1)
              .where(inIds(db, 'f_sc.employee_id', foremanIds)),
          ),
        );
      return q.orderBy('sd.schedule_id').orderBy('sd.id').execute();
    },

    /** One live day of a schedule the scope reaches, or undefined. */
    day(reach: Scope, dayId: number) {
      return days(reach).where('sd.id', '=', dayId).executeTakeFirst();
    },

    /**
     * Of these days, the live ones of uncancelled schedules the scope reaches on which the employee is
     * crew (a device holds its user's own days).
     */
    crewDays(reach: Scope, employeeId: number, dayIds: number[]) {
      if (!dayIds.length) return Promise.resolve([]);
      return days(reach, true)
        .where(inIds(db, 'sd.id', dayIds))
        .where('schedules.status_id', '<>', S.Canceled)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('schedule_crews as me_sc')
              .select('me_sc.id')
              .whereRef('me_sc.schedule_date_id', '=', 'sd.id')
              .where('me_sc.active', '=', 1)
              .where('me_sc.employee_id', '=', employeeId),
          ),
        )
        .orderBy('sd.id')
        .execute();
    },

    /** Live work orders of these schedules in route order, with customer, place and clock-out. */
    workOrders(scheduleIds: number[]) {
      if (!scheduleIds.length) return Promise.resolve([]);
      return db
        .selectFrom('schedule_work_orders as swo')
        .innerJoin('work_orders as w', 'w.id', 'swo.work_order_id')
        .innerJoin('accounts as a', 'a.id', 'w.account_id')
        .leftJoin('account_locations as l', 'l.id', 'w.account_location_id')
        .select([
          'swo.schedule_id',
          'swo.work_order_id',
          'swo.route_order_id',
          'swo.estimated_hours_hundredths',
          'swo.clocked_out_date',
          'swo.clocked_out_at',
          'w.status_id',
          'a.name as account_name',
          'l.address',
          'l.city',
          'l.state',
          'l.zip',
          'l.latitude',
          'l.longitude',
        ])
        .where(inIds(db, 'swo.schedule_id', scheduleIds))
        .where('swo.active', '=', 1)
        .orderBy('swo.schedule_id')
        .orderBy('swo.route_order_id')
        .orderBy('swo.work_order_id')
        .execute();
    },

    /** The ids of these work orders that are live on the schedule. */
    async linked(scheduleId: number, workOrderIds: number[]) {
      const rows = await db
        .selectFrom('schedule_work_orders')
        .select('work_order_id')
        .where('schedule_id', '=', scheduleId)
        .where('active', '=', 1)
        .where(inIds(db, 'work_order_id', workOrderIds))
        .execute();
      return new Set(rows.map((r) => r.work_order_id));
    },

    /** Clock-out state of these work orders on the schedule. */
    clockOuts(scheduleId: number, workOrderIds: number[]) {
      return db
        .selectFrom('schedule_work_orders')
        .select(['work_order_id', 'clocked_out_date', 'clocked_out_at'])
        .where('schedule_id', '=', scheduleId)
        .where('active', '=', 1)
        .where(inIds(db, 'work_order_id', workOrderIds))
        .orderBy('work_order_id')
        .execute();
    },

    async setTimes(dayId: number, start: string, end: string) {
      await db
        .updateTable('schedule_dates')
        .set({ start_time: start, end_time: end })
        .where('id', '=', dayId)
        .execute();
    },

    /** The whole route in one statement: a long route is one round trip, not one per stop. */
    async setRouteOrder(scheduleId: number, list: RouteOrderList) {
      if (!list.length) return;
      await db
        .updateTable('schedule_work_orders')
        .set((eb) => {
          const [first, ...rest] = list;
          let order = eb.case('work_order_id').when(first!.WorkOrderId).then(first!.RouteOrderId);
          for (const r of rest) order = order.when(r.WorkOrderId).then(r.RouteOrderId);
          return { route_order_id: order.else(eb.ref('route_order_id')).end() };
        })
        .where('schedule_id', '=', scheduleId)
        .where('active', '=', 1)
        .where(
          inIds(
            db,
            'work_order_id',
            list.map((r) => r.WorkOrderId),
          ),
        )
        .execute();
    },

    /**
     * Records `date` as the work orders' clock-out day where none later or equal is recorded: a repeat
     * on the same day keeps the first time, and an earlier day never replaces the latest. The status
     * is checked in the same statement, so a schedule ended meanwhile is not written. Returns the rows changed.
     */
    async clockOut(scheduleId: number, date: string, at: string, workOrderIds: number[]) {
      const r = await db
        .updateTable('schedule_work_orders')
        .set({ clocked_out_date: date, clocked_out_at: at })
        .where('schedule_id', '=', scheduleId)
        .where('active', '=', 1)
        .where(inIds(db, 'work_order_id', workOrderIds))
        .where((eb) => eb.or([eb('clocked_out_date', 'is', null), eb('clocked_out_date', '<', date)]))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('schedules')
              .select('schedules.id')
              .where('schedules.id', '=', scheduleId)
              .where('schedules.status_id', 'in', CLOCK_OUT_STATUSES),
          ),
        )
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
  };
}
export type ScheduleDailyRepo = ReturnType<typeof scheduleDailyRepo>;
