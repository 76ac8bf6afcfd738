import { EmployeeStatuses, JobTitles, ScheduleStatuses, type Scope } from '@canopy/shared';
import { sql } from 'kysely';
import { inIds, isPg, type Db } from '../../platform/db';
import { inWorkOrderScope } from './work-orders.access';

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

    /**
     * The order as its info shows it, with its ReportOptions as comma-joined text, only if `reach`
     * holds it: the reach check, the row and the options in one statement.
     */
    inReach(id: number, reach: Scope) {
      const options = sql.raw(
        isPg(db)
          ? `string_agg(distinct sv.report_option_id::text, ',')`
          : `group_concat(distinct sv.report_option_id)`,
      );
      return detailed()
        .select(
          sql<string | null>`(select ${options} from work_order_services ws
            join services sv on sv.id = ws.service_id
            where ws.work_order_id = w.id and ws.archived = 0 and sv.report_option_id is not null)`.as(
            'report_option_list',
          ),
        )
        .where('w.id', '=', id)
        .$if(reach.kind !== 'all', (q) =>
          q.where(
            'w.id',
            'in',
            db
              .selectFrom('work_orders')
              .select('work_orders.id')
              .where('work_orders.id', '=', id)
              .where(inWorkOrderScope(reach, id)),
          ),
        )
        .executeTakeFirst();
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

    /** reportOptions for many work orders at once: one row per work order and ReportOption. */
    reportOptionsFor(workOrderIds: readonly number[]) {
      return db
        .selectFrom('work_order_services as ws')
        .innerJoin('services as sv', 'sv.id', 'ws.service_id')
        .select(['ws.work_order_id', 'sv.report_option_id'])
        .distinct()
        .where(inIds(db, 'ws.work_order_id', workOrderIds))
        .where('ws.archived', '=', 0)
        .where('sv.report_option_id', 'is not', null)
        .orderBy('sv.report_option_id')
        .execute();
    },

    /** The inventory items on the work orders' live services: one row per work order and item. */
    serviceItemIds(workOrderIds: readonly number[]) {
      return db
        .selectFrom('work_order_service_items as wsi')
        .innerJoin('work_order_services as ws', 'ws.id', 'wsi.work_order_service_id')
        .select(['ws.work_order_id', 'wsi.service_item_id'])
        .distinct()
        .where(inIds(db, 'ws.work_order_id', workOrderIds))
        .where('ws.archived', '=', 0)
        .orderBy('wsi.service_item_id')
        .execute();
    },

    /** The live crew of each schedule day (of scheduleDays), foremen first. */
    crewsOf(dayIds: readonly number[]) {
      if (!dayIds.length) return Promise.resolve([]);
      return db
        .selectFrom('schedule_crews as sc')
        .innerJoin('employees as e', 'e.id', 'sc.employee_id')
        .select([
          'sc.id',
          'sc.schedule_date_id',
          'sc.employee_id',
          'sc.is_foreman',
          'e.first_name',
          'e.last_name',
        ])
        .where(inIds(db, 'sc.schedule_date_id', dayIds))
        .where('sc.active', '=', 1)
        .orderBy('sc.is_foreman', 'desc')
        .orderBy('sc.id')
        .execute();
    },

    /**
     * Whether the employee is an active arborist (a sales rep, or holding the Arborist job title),
     * within the given branches when there are any.
     */
    async isActiveArborist(employeeId: number, branchIds: readonly number[] | null): Promise<boolean> {
      let q = db
        .selectFrom('employees as e')
        .select('e.id')
        .where('e.id', '=', employeeId)
        .where('e.status_id', '=', EmployeeStatuses.Active)
        .where((eb) =>
          eb.or([
            eb('e.is_sales_rep', '=', 1),
            eb.exists(
              eb
                .selectFrom('employee_job_titles as j')
                .select('j.employee_id')
                .whereRef('j.employee_id', '=', 'e.id')
                .where('j.job_title_id', '=', JobTitles.Arborist),
            ),
          ]),
        );
      if (branchIds) {
        if (!branchIds.length) return false;
        q = q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('employee_branches as b')
              .select('b.employee_id')
              .whereRef('b.employee_id', '=', 'e.id')
              .where('b.branch_id', 'in', branchIds),
          ),
        );
      }
      return !!(await q.executeTakeFirst());
    },

    /** Archives the order, or brings it back, bumping its version. */
    toggleArchived(id: number) {
      return db
        .updateTable('work_orders')
        .set({ archived: sql<number>`1 - archived`, version: sql<number>`version + 1` })
        .where('id', '=', id)
        .execute();
    },

    /** Moves the order from status `from` to `to`; false when its status is no longer `from`. */
    async moveStatus(id: number, from: number, to: number, completedAt: string | null): Promise<boolean> {
      const r = await db
        .updateTable('work_orders')
        .set({ status_id: to, date_completed: completedAt, version: sql<number>`version + 1` })
        .where('id', '=', id)
        .where('status_id', '=', from)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Completes the services still open on the order. */
    completeOpenServices(workOrderId: number, completedAt: string) {
      return db
        .updateTable('work_order_services')
        .set({ completed: 1, date_completed: completedAt, version: sql<number>`version + 1` })
        .where('work_order_id', '=', workOrderId)
        .where('archived', '=', 0)
        .where('completed', '=', 0)
        .execute();
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
