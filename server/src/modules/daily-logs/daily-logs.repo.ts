import { sql, type Insertable, type Updateable } from 'kysely';
import { EmployeeStatuses, type Scope } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import { inWorkOrderScope } from '../work-orders/work-orders.access';

export type DailyLogColumns = Omit<Insertable<Database['daily_logs']>, 'id' | 'version'>;
export type DailyLogChanges = Updateable<Database['daily_logs']>;

export interface DailyLogFilter {
  scope: Scope;
  workOrderId?: number;
  dateFrom?: string | null;
  dateTo?: string | null;
}

/** The columns a save writes, with their SQL types. */
const SAVED_COLUMNS = [
  ['employee_id', 'integer'],
  ['log_date', 'text'],
  ['time_in', 'text'],
  ['time_out', 'text'],
  ['hours_worked_hundredths', 'integer'],
  ['hour_type_id', 'integer'],
  ['daily_log_type_id', 'integer'],
  ['notes', 'text'],
  ['schedule_crew_id', 'integer'],
] as const;
export type SavedLog = Record<(typeof SAVED_COLUMNS)[number][0], unknown>;

/** One employee's day on one work order, which holds at most one log (a unique index). */
export const logDay = (v: { work_order_id?: number | null; employee_id: number; log_date: string }) =>
  `${v.work_order_id}/${v.employee_id}/${v.log_date}`;

/** A log the add and save rules ask about; `exceptId` is the log being saved. */
export interface LogFactsOf {
  workOrderId: number;
  employeeId: number;
  date: string;
  exceptId?: number;
}

export interface LogFacts {
  hasSchedules: boolean;
  activeEmployee: boolean;
  sameDay: boolean;
  crewPlace: number | null;
}

/** Daily logs of work orders; logs with no work order (hours booked elsewhere) are not read here. */
export function dailyLogsRepo(db: Db) {
  const detailed = () =>
    db
      .selectFrom('daily_logs as dl')
      .innerJoin('employees as e', 'e.id', 'dl.employee_id')
      .leftJoin('schedule_crews as sc', 'sc.id', 'dl.schedule_crew_id')
      .leftJoin('schedule_dates as sd', 'sd.id', 'sc.schedule_date_id')
      .selectAll('dl')
      .select([
        'e.first_name',
        'e.last_name',
        'sd.schedule_id',
        'sc.schedule_date_id',
        'sc.job_title_id',
        'sc.is_foreman',
      ])
      .where('dl.work_order_id', 'is not', null);

  const matching = (f: DailyLogFilter) => {
    let q = db
      .selectFrom('daily_logs as dl')
      .innerJoin('work_orders', 'work_orders.id', 'dl.work_order_id')
      .where(inWorkOrderScope(f.scope));
    if (f.workOrderId) q = q.where('dl.work_order_id', '=', f.workOrderId);
    if (f.dateFrom) q = q.where('dl.log_date', '>=', f.dateFrom);
    if (f.dateTo) q = q.where('dl.log_date', '<=', f.dateTo);
    return q;
  };

  const ordered = <Q extends ReturnType<typeof detailed>>(q: Q) =>
    q.orderBy('dl.log_date', 'desc').orderBy('dl.time_in').orderBy('dl.id');

  /** Live schedules' links to work orders (the link and its schedule both active). */
  const liveSchedules = () =>
    db
      .selectFrom('schedule_work_orders as swo')
      .innerJoin('schedules as s', 's.id', 'swo.schedule_id')
      .where('swo.active', '=', 1)
      .where('s.active', '=', 1);

  /** Active crew rows on live days of work orders' schedules: where a log finds its crew place. */
  const crewPlaces = () =>
    db
      .selectFrom('schedule_crews as sc')
      .innerJoin('schedule_dates as sd', 'sd.id', 'sc.schedule_date_id')
      .innerJoin('schedule_work_orders as swo', 'swo.schedule_id', 'sd.schedule_id')
      .where('swo.active', '=', 1)
      .where('sd.active', '=', 1)
      .where('sc.active', '=', 1)
      .orderBy('sc.id');

  return {
    byId(id: number) {
      return detailed().where('dl.id', '=', id).executeTakeFirst();
    },

    /** Many logs at once (the sync feed's pages). */
    byIds(ids: readonly number[]) {
      return detailed()
        .where(inIds(db, 'dl.id', ids))
        .execute();
    },

    forWorkOrder(workOrderId: number) {
      return ordered(detailed().where('dl.work_order_id', '=', workOrderId)).execute();
    },

    async search(f: DailyLogFilter, skip: number, take: number) {
      const [ids, total] = await Promise.all([
        matching(f)
          .select(['dl.id', 'dl.log_date', 'dl.time_in'])
          .orderBy('dl.log_date', 'desc')
          .orderBy('dl.time_in')
          .orderBy('dl.id')
          .offset(skip)
          .limit(take)
          .execute(),
        matching(f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const rows = ids.length
        ? await ordered(
            detailed().where(
              'dl.id',
              'in',
              ids.map((r) => r.id),
            ),
          ).execute()
        : [];
      return { rows, total: Number(total.n) };
    },

    async hasSchedules(workOrderId: number): Promise<boolean> {
      const row = await liveSchedules()
        .select('swo.id')
        .where('swo.work_order_id', '=', workOrderId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * What the add and save rules ask of the database, in one round trip (a device's push applies
     * hundreds of logs): whether the work order has a live schedule, whether the employee is active,
     * another log of theirs that day, and their crew place on the work order's schedule that day.
     */
    async logFacts(
      workOrderId: number,
      employeeId: number,
      date: string,
      exceptId?: number,
    ): Promise<LogFacts> {
      const row = await db
        .selectNoFrom((eb) => [
          liveSchedules()
            .select('swo.id')
            .where('swo.work_order_id', '=', workOrderId)
            .limit(1)
            .as('scheduled'),
          eb
            .selectFrom('employees')
            .select('id')
            .where('id', '=', employeeId)
            .where('status_id', '=', EmployeeStatuses.Active)
            .as('active_employee'),
          eb
            .selectFrom('daily_logs')
            .select('id')
            .where('work_order_id', '=', workOrderId)
            .where('employee_id', '=', employeeId)
            .where('log_date', '=', date)
            .$if(!!exceptId, (q) => q.where('id', '<>', exceptId!))
            .limit(1)
            .as('same_day'),
          crewPlaces()
            .select('sc.id')
            .where('swo.work_order_id', '=', workOrderId)
            .where('sd.schedule_date', '=', date)
            .where('sc.employee_id', '=', employeeId)
            .limit(1)
            .as('crew_place'),
        ])
        .executeTakeFirstOrThrow();
      return {
        hasSchedules: row.scheduled != null,
        activeEmployee: row.active_employee != null,
        sameDay: row.same_day != null,
        crewPlace: row.crew_place ?? null,
      };
    },

    /**
     * logFacts for many logs at once, in four statements whatever their number (a device's push):
     * each set is read for all the work orders, employees and dates together and matched here.
     */
    async logFactsMany(items: readonly LogFactsOf[]): Promise<LogFacts[]> {
      if (!items.length) return [];
      const wos = [...new Set(items.map((i) => i.workOrderId))];
      const emps = [...new Set(items.map((i) => i.employeeId))];
      const dates = [...new Set(items.map((i) => i.date))];
      const scheduled = await liveSchedules()
        .select('swo.work_order_id')
        .distinct()
        .where('swo.work_order_id', 'in', wos)
        .execute();
      const active = await db
        .selectFrom('employees')
        .select('id')
        .where('id', 'in', emps)
        .where('status_id', '=', EmployeeStatuses.Active)
        .execute();
      const logs = await db
        .selectFrom('daily_logs')
        .select(['id', 'work_order_id', 'employee_id', 'log_date'])
        .where('work_order_id', 'in', wos)
        .where('employee_id', 'in', emps)
        .where('log_date', 'in', dates)
        .execute();
      const crews = await crewPlaces()
        .select(['sc.id', 'swo.work_order_id', 'sc.employee_id', 'sd.schedule_date'])
        .where('swo.work_order_id', 'in', wos)
        .where('sd.schedule_date', 'in', dates)
        .where('sc.employee_id', 'in', emps)
        .execute();
      const scheduledIds = new Set(scheduled.map((r) => r.work_order_id));
      const activeIds = new Set(active.map((r) => r.id));
      return items.map((i) => {
        const same = (r: { work_order_id: number | null; employee_id: number }, date: string) =>
          r.work_order_id === i.workOrderId && r.employee_id === i.employeeId && date === i.date;
        return {
          hasSchedules: scheduledIds.has(i.workOrderId),
          activeEmployee: activeIds.has(i.employeeId),
          sameDay: logs.some((r) => r.id !== i.exceptId && same(r, r.log_date)),
          crewPlace: crews.find((r) => same(r, r.schedule_date))?.id ?? null,
        };
      });
    },

    /** The most recently entered log of the work order on that day. */
    latestOn(workOrderId: number, date: string) {
      return db
        .selectFrom('daily_logs')
        .select(['time_in', 'time_out'])
        .where('work_order_id', '=', workOrderId)
        .where('log_date', '=', date)
        .where('time_in', 'is not', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    prevailingWageHours(logIds: number[]) {
      if (!logIds.length) return Promise.resolve([]);
      return db
        .selectFrom('prevailing_wage_hours as p')
        .leftJoin('prevailing_wage_categories as c', 'c.id', 'p.prevailing_wage_category_id')
        .leftJoin('prevailing_wage_job_titles as t', 't.id', 'p.prevailing_wage_job_title_id')
        .selectAll('p')
        .select(['c.code as category_code', 'c.name as category_name', 't.name as job_title'])
        .where('p.daily_log_id', 'in', logIds)
        .orderBy('p.id')
        .execute();
    },

    async insert(values: DailyLogColumns): Promise<number> {
      const row = await db.insertInto('daily_logs').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Many logs in one statement; their ids in the order given. */
    async insertMany(values: readonly DailyLogColumns[]): Promise<number[]> {
      if (!values.length) return [];
      const rows = await db
        .insertInto('daily_logs')
        .values([...values])
        .returning(['id', 'work_order_id', 'employee_id', 'log_date'])
        .execute();
      // The rows come back in no promised order; a log is one employee's day on one work order.
      const ids = new Map(rows.map((r) => [logDay(r), r.id]));
      return values.map((v) => ids.get(logDay(v))!);
    },

    /**
     * Saves many logs in one statement, each only if still at the version given, bumping it; how many
     * were saved. The values are cast, as PostgreSQL types a parameter in VALUES as text.
     */
    async saveManyIfCurrent(saves: readonly { id: number; version: number; values: SavedLog }[]) {
      if (!saves.length) return 0;
      const cast = (v: unknown, type: 'integer' | 'text') => sql`cast(${v} as ${sql.raw(type)})`;
      const tuples = saves.map(
        (s) =>
          sql`(${sql.join([
            cast(s.id, 'integer'),
            cast(s.version, 'integer'),
            ...SAVED_COLUMNS.map(([c, type]) => cast(s.values[c], type)),
          ])})`,
      );
      const names = sql.join(SAVED_COLUMNS.map(([c]) => sql.ref(c)));
      const set = sql.join(SAVED_COLUMNS.map(([c]) => sql`${sql.ref(c)} = ${sql.ref(`v.${c}`)}`));
      const res = await sql`with v(id, version, ${names}) as (values ${sql.join(tuples)})
        update daily_logs set ${set}, version = daily_logs.version + 1
        from v where daily_logs.id = v.id and daily_logs.version = v.version`.execute(db);
      return Number(res.numAffectedRows ?? 0);
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('daily_logs').where('id', '=', id).execute();
    },
  };
}
export type DailyLogsRepo = ReturnType<typeof dailyLogsRepo>;
export type DailyLogRow = NonNullable<Awaited<ReturnType<DailyLogsRepo['byId']>>>;
export type PrevailingWageRow = Awaited<ReturnType<DailyLogsRepo['prevailingWageHours']>>[number];
