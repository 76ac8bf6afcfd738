import { ScheduleStatuses } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { inIds } from '../../platform/db/change-log';

/** One work order with what its info shows, its schedule days, and the facts completion needs. */
export function workOrdersRepo(db: Db) {
  const detailed = () =>
    db
      .selectFrom('work_orders as w')
      .innerJoin('accounts as a', 'a.id', 'w.account_id')
      .innerJoin('branches as b', 'b.id', 'w.branch_id')
      .leftJoin('employees as m', 'm.id', 'b.branch_manager_id')
      .leftJoin('account_locations as l', 'l.id', 'w.account_location_id')
      .leftJoin('employees as e', 'e.id', 'w.sales_rep_id')
      .leftJoin('sales_territories as t', 't.id', 'w.sales_territory_id')
      .selectAll('w')
      .select([
        'a.name as account_name',
        'b.name as branch_name',
        'b.branch_manager_id',
        'm.first_name as manager_first',
        'm.last_name as manager_last',
        'm.email as manager_email',
        'l.address',
        'l.city',
        'l.state',
        'l.zip',
        'l.latitude',
        'l.longitude',
        'e.first_name as rep_first',
        'e.last_name as rep_last',
        't.name as territory_name',
      ]);

  return {
    byId(id: number) {
      return detailed().where('w.id', '=', id).executeTakeFirst();
    },

    /** Many work orders at once (the sync feed's pages). */
    byIds(ids: readonly number[]) {
      return detailed()
        .where(inIds(db, 'w.id', ids))
        .execute();
    },

    /**
     * The days of the live schedules these orders are on (active, not cancelled), each with its
     * foreman, in date order. A schedule without days yet gives one row with no day.
     */
    scheduleDays(workOrderIds: number[]) {
      if (!workOrderIds.length) return Promise.resolve([]);
      return db
        .selectFrom('schedule_work_orders as swo')
        .innerJoin('schedules as s', 's.id', 'swo.schedule_id')
        .leftJoin('schedule_dates as sd', (j) =>
          j.onRef('sd.schedule_id', '=', 's.id').on('sd.active', '=', 1),
        )
        .leftJoin('schedule_crews as sc', (j) =>
          j.onRef('sc.schedule_date_id', '=', 'sd.id').on('sc.active', '=', 1).on('sc.is_foreman', '=', 1),
        )
        .leftJoin('employees as fe', 'fe.id', 'sc.employee_id')
        .select([
          'swo.id as link_id',
          'swo.work_order_id',
          'swo.schedule_id',
          's.status_id as schedule_status_id',
          'swo.route_order_id',
          'swo.estimated_hours_hundredths',
          'swo.actual_hours_hundredths',
          'sd.id as day_id',
          'sd.schedule_date',
          'sd.start_time',
          'sd.end_time',
          'sc.employee_id as foreman_id',
          'fe.first_name as foreman_first',
          'fe.last_name as foreman_last',
        ])
        .where('swo.work_order_id', 'in', workOrderIds)
        .where('swo.active', '=', 1)
        .where('s.active', '=', 1)
        .where('s.status_id', '<>', ScheduleStatuses.Canceled)
        .orderBy('swo.work_order_id')
        .orderBy('sd.schedule_date')
        .orderBy('sd.id')
        .orderBy('sc.id')
        .execute();
    },

    /** The ReportOptions of the order's live services that ask for a scouting report. */
    async reportOptions(workOrderId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('work_order_services as ws')
        .innerJoin('services as sv', 'sv.id', 'ws.service_id')
        .select('sv.report_option_id')
        .distinct()
        .where('ws.work_order_id', '=', workOrderId)
        .where('ws.archived', '=', 0)
        .where('sv.report_option_id', 'is not', null)
        .orderBy('sv.report_option_id')
        .execute();
      return rows.map((r) => r.report_option_id!);
    },

    /** Daily logs, logs with hours and scouting report entries, counted straight from their tables. */
    async completionCounts(workOrderId: number) {
      const [logs, scouting] = await Promise.all([
        db
          .selectFrom('daily_logs')
          .select((eb) => [
            eb.fn.countAll<number>().as('n'),
            eb.fn
              .sum<number>(eb.case().when('hours_worked_hundredths', '>', 0).then(1).else(0).end())
              .as('with_hours'),
          ])
          .where('work_order_id', '=', workOrderId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('scouting_reports')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('work_order_id', '=', workOrderId)
          .where('archived', '=', 0)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        dailyLogCount: Number(logs.n),
        logsWithHours: Number(logs.with_hours ?? 0),
        scoutingEntries: Number(scouting.n),
      };
    },
  };
}
export type WorkOrdersRepo = ReturnType<typeof workOrdersRepo>;
export type WorkOrderDetailRow = NonNullable<Awaited<ReturnType<WorkOrdersRepo['byId']>>>;
export type ScheduleDayRow = Awaited<ReturnType<WorkOrdersRepo['scheduleDays']>>[number];
