import { EmployeeStatuses, JobTitles, ScheduleStatuses, type Scope } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';
import { inWorkOrderScope } from '../work-orders/work-orders.access';

const JOB_TITLE_IDS = Object.values(JobTitles);

/** The reads and writes behind adding a schedule and saving its days, crew and equipment. */
export function scheduleEditRepo(db: Db) {
  return {
    /** These work orders as far as `reach` goes; ids outside it are simply missing. */
    workOrders(ids: number[], reach: Scope) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .selectFrom('work_orders')
        .select(['id', 'branch_id', 'archived', 'estimated_hours_hundredths', 'estimated_value_cents'])
        .where(inIds(db, 'work_orders.id', ids))
        .where(inWorkOrderScope(reach))
        .execute();
    },

    async insertSchedule(v: {
      branch_id: number;
      total_value_cents: number;
      total_hours_hundredths: number;
      created_at: string;
    }) {
      const row = await db.insertInto('schedules').values(v).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async linkWorkOrders(scheduleId: number, rows: { id: number; estimated_hours_hundredths: number }[]) {
      await db
        .insertInto('schedule_work_orders')
        .values(
          rows.map((w, i) => ({
            schedule_id: scheduleId,
            work_order_id: w.id,
            route_order_id: i + 1,
            estimated_hours_hundredths: w.estimated_hours_hundredths,
          })),
        )
        .execute();
    },

    /** The schedule's live days with their live crew and equipment rows, as saved. */
    async saved(scheduleId: number) {
      const days = await db
        .selectFrom('schedule_dates')
        .select(['id', 'schedule_date'])
        .where('schedule_id', '=', scheduleId)
        .where('active', '=', 1)
        .execute();
      const dayIds = days.map((d) => d.id);
      if (!dayIds.length) return { days, crews: [], equipment: [] };
      const [crews, equipment] = await Promise.all([
        db
          .selectFrom('schedule_crews')
          .select(['id', 'schedule_date_id', 'employee_id'])
          .where(inIds(db, 'schedule_date_id', dayIds))
          .where('active', '=', 1)
          .execute(),
        db
          .selectFrom('schedule_equipment')
          .select(['id', 'schedule_date_id', 'equipment_resource_id'])
          .where(inIds(db, 'schedule_date_id', dayIds))
          .where('active', '=', 1)
          .execute(),
      ]);
      return { days, crews, equipment };
    },

    /**
     * Active employees of the branch (or of every branch) holding a crew job title, by name; or, given
     * `ids`, those of them whoever's branch they are (people lent in by a transfer).
     */
    async crewChoices(branchId: number, ids?: number[]) {
      if (ids && !ids.length) return { people: [], titles: [] };
      const people = await db
        .selectFrom('employees as e')
        .select(['e.id', 'e.first_name', 'e.last_name'])
        .where('e.status_id', '=', EmployeeStatuses.Active)
        .where((eb) =>
          ids
            ? inIds(db, 'e.id', ids)
            : eb.or([
                eb('e.assigned_to_all_branches', '=', 1),
                eb.exists(
                  eb
                    .selectFrom('employee_branches as b')
                    .select('b.employee_id')
                    .whereRef('b.employee_id', '=', 'e.id')
                    .where('b.branch_id', '=', branchId),
                ),
              ]),
        )
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('employee_job_titles as j')
              .select('j.employee_id')
              .whereRef('j.employee_id', '=', 'e.id')
              .where('j.job_title_id', 'in', JOB_TITLE_IDS),
          ),
        )
        .orderBy('e.last_name')
        .orderBy('e.first_name')
        .orderBy('e.id')
        .execute();
      const titles = people.length
        ? await db
            .selectFrom('employee_job_titles')
            .select(['employee_id', 'job_title_id'])
            .where(
              inIds(
                db,
                'employee_id',
                people.map((p) => p.id),
              ),
            )
            .where('job_title_id', 'in', JOB_TITLE_IDS)
            .orderBy('job_title_id')
            .execute()
        : [];
      return { people, titles };
    },

    /**
     * Unarchived assets now in the branch, with their type and its daily rate; or, given `ids`, those
     * assets wherever they are (assets lent in by a transfer).
     */
    equipmentChoices(branchId: number, ids?: number[]) {
      if (ids && !ids.length) return Promise.resolve([]);
      return db
        .selectFrom('equipment_resources as r')
        .innerJoin('equipment_types as t', 't.id', 'r.equipment_type_id')
        .select(['r.id', 'r.asset_number', 't.id as type_id', 't.name as type_name', 't.daily_rate_cents'])
        .where((eb) => (ids ? inIds(db, 'r.id', ids) : eb('r.current_branch_id', '=', branchId)))
        .where('r.archived', '=', 0)
        .orderBy('t.name')
        .orderBy('r.asset_number')
        .execute();
    },

    /** The daily rate of each of these assets' types, in cents. */
    async ratesOf(resourceIds: number[]) {
      if (!resourceIds.length) return new Map<number, number>();
      const rows = await db
        .selectFrom('equipment_resources as r')
        .innerJoin('equipment_types as t', 't.id', 'r.equipment_type_id')
        .select(['r.id', 't.daily_rate_cents'])
        .where(inIds(db, 'r.id', resourceIds))
        .execute();
      return new Map(rows.map((r) => [r.id, Number(r.daily_rate_cents)]));
    },

    /**
     * Crew and equipment booked on these dates by live, uncancelled schedules other than `exceptId`.
     * People come with their names so a refusal can say who.
     */
    async booked(dates: string[], exceptId: number | null) {
      if (!dates.length) return { crews: [], equipment: [] };
      const liveDays = (eb: any) =>
        eb
          .selectFrom('schedule_dates as sd')
          .innerJoin('schedules as s', 's.id', 'sd.schedule_id')
          .select('sd.id')
          .where('sd.active', '=', 1)
          .where('s.active', '=', 1)
          .where('s.status_id', '!=', ScheduleStatuses.Canceled)
          .where('sd.schedule_date', 'in', dates)
          .where('s.id', '!=', exceptId ?? 0);
      const [crews, equipment] = await Promise.all([
        db
          .selectFrom('schedule_crews as c')
          .innerJoin('schedule_dates as d', 'd.id', 'c.schedule_date_id')
          .innerJoin('employees as e', 'e.id', 'c.employee_id')
          .select(['d.schedule_date', 'c.employee_id', 'e.first_name', 'e.last_name'])
          .where('c.active', '=', 1)
          .where('c.schedule_date_id', 'in', liveDays)
          .execute(),
        db
          .selectFrom('schedule_equipment as q')
          .innerJoin('schedule_dates as d', 'd.id', 'q.schedule_date_id')
          .innerJoin('equipment_resources as r', 'r.id', 'q.equipment_resource_id')
          .select(['d.schedule_date', 'q.equipment_resource_id', 'r.asset_number'])
          .where('q.active', '=', 1)
          .where('q.schedule_date_id', 'in', liveDays)
          .execute(),
      ]);
      return { crews, equipment };
    },
  };
}
export type ScheduleEditRepo = ReturnType<typeof scheduleEditRepo>;
