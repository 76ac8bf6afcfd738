import { sql, type ExpressionBuilder } from 'kysely';
import { EmployeeStatuses, type Scope } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import { inScheduleScope } from './schedules.access';

export interface ScheduleFilter {
  branchIds?: number[];
  foremanIds?: number[];
  serviceGroupIds?: number[];
  salesTerritoryIds?: number[];
  statusIds?: number[];
  scheduleOrWorkOrderId?: number | null;
  /** 5-digit zip codes. */
  zipCodes?: string[];
  /** 'yyyy-MM-dd' bounds; one live day of the schedule falls within both. */
  fromDate?: string | null;
  toDate?: string | null;
}

type Eb = ExpressionBuilder<Database, 'schedules'>;

/** The schedule's live work orders, narrowed by `where` on the work order (`w`). */
const hasWorkOrder = (eb: Eb, where: (q: any) => any) =>
  eb.exists(
    where(
      eb
        .selectFrom('schedule_work_orders as f_swo')
        .innerJoin('work_orders as w', 'w.id', 'f_swo.work_order_id')
        .select('f_swo.id')
        .whereRef('f_swo.schedule_id', '=', 'schedules.id')
        .where('f_swo.active', '=', 1),
    ),
  );

/** First live day; the list's order. A schedule without days comes after those with days. */
const FIRST_DATE = sql`(select min(fd.schedule_date) from schedule_dates fd
  where fd.schedule_id = schedules.id and fd.active = 1)`;

export function schedulesRepo(db: Db) {
  const filtered = (reach: Scope, f: ScheduleFilter) => {
    let q = db.selectFrom('schedules').where('schedules.active', '=', 1).where(inScheduleScope(reach));
    if (f.branchIds?.length) q = q.where('schedules.branch_id', 'in', f.branchIds);
    if (f.statusIds?.length) q = q.where('schedules.status_id', 'in', f.statusIds);
    if (f.serviceGroupIds?.length) {
      const groups = f.serviceGroupIds;
      q = q.where((eb) => hasWorkOrder(eb, (w) => w.where('w.service_group_id', 'in', groups)));
    }
    if (f.salesTerritoryIds?.length) {
      const territories = f.salesTerritoryIds;
      q = q.where((eb) => hasWorkOrder(eb, (w) => w.where('w.sales_territory_id', 'in', territories)));
    }
    if (f.zipCodes?.length) {
      const zips = f.zipCodes;
      q = q.where((eb) =>
        hasWorkOrder(eb, (w) =>
          w
            .innerJoin('account_locations as l', 'l.id', 'w.account_location_id')
            .where(sql<boolean>`substr(l.zip, 1, 5) in (${sql.join(zips)})`),
        ),
      );
    }
    const id = f.scheduleOrWorkOrderId;
    if (id)
      q = q.where((eb) =>
        eb.or([eb('schedules.id', '=', id), hasWorkOrder(eb, (w) => w.where('w.id', '=', id))]),
      );
    if (f.foremanIds?.length || f.fromDate || f.toDate) {
      const { foremanIds, fromDate, toDate } = f;
      // One day carries every day condition: a foreman filter with dates means that foreman on those dates.
      q = q.where((eb) => {
        let day = eb
          .selectFrom('schedule_dates as f_sd')
          .select('f_sd.id')
          .whereRef('f_sd.schedule_id', '=', 'schedules.id')
          .where('f_sd.active', '=', 1);
        if (fromDate) day = day.where('f_sd.schedule_date', '>=', fromDate);
        if (toDate) day = day.where('f_sd.schedule_date', '<=', toDate);
        if (foremanIds?.length)
          day = day.where((d) =>
            d.exists(
              d
                .selectFrom('schedule_crews as f_sc')
                .select('f_sc.id')
                .whereRef('f_sc.schedule_date_id', '=', 'f_sd.id')
                .where('f_sc.active', '=', 1)
                .where('f_sc.is_foreman', '=', 1)
                .where('f_sc.employee_id', 'in', foremanIds),
            ),
          );
        return eb.exists(day);
      });
    }
    return q;
  };

  return {
    /** One page of schedule ids, soonest first day first, and the total. */
    async pageIds(reach: Scope, f: ScheduleFilter, skip: number, take: number) {
      const [rows, total] = await Promise.all([
        filtered(reach, f)
          .select('schedules.id')
          .orderBy(sql`${FIRST_DATE} asc nulls last`)
          .orderBy('schedules.id')
          .offset(skip)
          .limit(take)
          .execute(),
        filtered(reach, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { ids: rows.map((r) => r.id), total: Number(total.n) };
    },

    /** The schedules of these ids with their branch; `reach` narrows (a single read's 404). */
    headers(idList: number[], reach: Scope = { kind: 'all' }) {
      if (!idList.length) return Promise.resolve([]);
      return db
        .selectFrom('schedules')
        .innerJoin('branches as b', 'b.id', 'schedules.branch_id')
        .select([
          'schedules.id',
          'schedules.status_id',
          'schedules.branch_id',
          'schedules.notes',
          'schedules.active',
          'schedules.total_value_cents',
          'schedules.total_hours_hundredths',
          'schedules.version',
          'b.name as branch_name',
        ])
        .where(inIds(db, 'schedules.id', idList))
        .where(inScheduleScope(reach))
        .execute();
    },

    /** Live days of these schedules in date order. */
    days(scheduleIds: number[]) {
      if (!scheduleIds.length) return Promise.resolve([]);
      return db
        .selectFrom('schedule_dates')
        .selectAll()
        .where(inIds(db, 'schedule_id', scheduleIds))
        .where('active', '=', 1)
        .orderBy('schedule_date')
        .orderBy('id')
        .execute();
    },

    /** Live crew of these days, foremen first, with names and job titles. */
    crews(dayIds: number[]) {
      if (!dayIds.length) return Promise.resolve([]);
      return db
        .selectFrom('schedule_crews as sc')
        .innerJoin('employees as e', 'e.id', 'sc.employee_id')
        .select([
          'sc.id',
          'sc.schedule_date_id',
          'sc.employee_id',
          'sc.job_title_id',
          'sc.is_foreman',
          'sc.active',
          'e.first_name',
          'e.last_name',
        ])
        .where(inIds(db, 'sc.schedule_date_id', dayIds))
        .where('sc.active', '=', 1)
        .orderBy('sc.is_foreman', 'desc')
        .orderBy('e.last_name')
        .orderBy('sc.id')
        .execute();
    },

    /** Live equipment booked on these days, with its asset and type. */
    equipment(dayIds: number[]) {
      if (!dayIds.length) return Promise.resolve([]);
      return db
        .selectFrom('schedule_equipment as se')
        .innerJoin('equipment_resources as r', 'r.id', 'se.equipment_resource_id')
        .innerJoin('equipment_types as t', 't.id', 'r.equipment_type_id')
        .select([
          'se.id',
          'se.schedule_date_id',
          'se.daily_rate_cents',
          'se.active',
          'r.id as resource_id',
          'r.asset_number',
          't.id as type_id',
          't.name as type_name',
          't.daily_rate_cents as type_rate_cents',
        ])
        .where(inIds(db, 'se.schedule_date_id', dayIds))
        .where('se.active', '=', 1)
        .orderBy('t.name')
        .orderBy('se.id')
        .execute();
    },

    /** Live work orders of these schedules with their estimates, in route order. */
    workOrderLinks(scheduleIds: number[]) {
      if (!scheduleIds.length) return Promise.resolve([]);
      return db
        .selectFrom('schedule_work_orders as swo')
        .innerJoin('work_orders as w', 'w.id', 'swo.work_order_id')
        .select([
          'swo.schedule_id',
          'swo.work_order_id',
          'swo.estimated_hours_hundredths',
          'w.estimated_value_cents',
        ])
        .where(inIds(db, 'swo.schedule_id', scheduleIds))
        .where('swo.active', '=', 1)
        .orderBy('swo.route_order_id')
        .orderBy('swo.work_order_id')
        .execute();
    },

    /** The schedule's work orders as its work order tab shows them, in route order. */
    workOrders(scheduleId: number) {
      return db
        .selectFrom('schedule_work_orders as swo')
        .innerJoin('work_orders as w', 'w.id', 'swo.work_order_id')
        .innerJoin('accounts as a', 'a.id', 'w.account_id')
        .leftJoin('account_locations as l', 'l.id', 'w.account_location_id')
        .leftJoin('sales_territories as t', 't.id', 'w.sales_territory_id')
        .select([
          'swo.work_order_id',
          'swo.route_order_id',
          'swo.estimated_hours_hundredths',
          'swo.actual_hours_hundredths',
          'swo.actual_equipment_cost_cents',
          'w.estimated_value_cents',
          'w.estimated_crew',
          'w.sales_territory_id',
          't.name as territory_name',
          'w.service_group_id',
          'w.qualifies_for_prevailing_wage',
          'w.branch_id',
          'w.status_id',
          'w.description',
          'a.name as account_name',
          'l.address',
          'l.city',
          'l.state',
          'l.zip',
          (eb) =>
            eb
              .selectFrom('prevailing_wage_hours as p')
              .innerJoin('daily_logs as dl', 'dl.id', 'p.daily_log_id')
              .select((x) => x.fn.sum<number>('p.hours_hundredths').as('h'))
              .whereRef('dl.work_order_id', '=', 'swo.work_order_id')
              .whereRef('p.schedule_id', '=', 'swo.schedule_id')
              .as('wage_hundredths'),
        ])
        .where('swo.schedule_id', '=', scheduleId)
        .where('swo.active', '=', 1)
        .orderBy('swo.route_order_id')
        .orderBy('swo.work_order_id')
        .execute();
    },

    /** Active employees leading a live day of a live schedule the scope reaches, by name. */
    scheduledForemen(reach: Scope) {
      return db
        .selectFrom('employees as e')
        .select(['e.id', 'e.first_name', 'e.last_name'])
        .where('e.status_id', '=', EmployeeStatuses.Active)
        .where('e.id', 'in', (eb) =>
          eb
            .selectFrom('schedule_crews as sc')
            .innerJoin('schedule_dates as sd', 'sd.id', 'sc.schedule_date_id')
            .innerJoin('schedules', 'schedules.id', 'sd.schedule_id')
            .select('sc.employee_id')
            .where('sc.active', '=', 1)
            .where('sc.is_foreman', '=', 1)
            .where('sd.active', '=', 1)
            .where('schedules.active', '=', 1)
            .where(inScheduleScope(reach)),
        )
        .orderBy('e.last_name')
        .orderBy('e.first_name')
        .orderBy('e.id')
        .execute();
    },
  };
}
export type SchedulesRepo = ReturnType<typeof schedulesRepo>;
