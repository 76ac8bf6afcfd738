import { BranchStatuses, EmployeeStatuses, ScheduleStatuses } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';

/** Crew and equipment on a live, not cancelled schedule, per day. */
export interface Booked {
  crew: { date: string; employeeId: number }[];
  equipment: { date: string; equipmentResourceId: number }[];
}

/**
 * Who and what is booked on `dates` in any branch: a live crew or equipment row of a live day of a
 * live schedule that is not cancelled. A cancelled schedule frees its people and assets.
 */
export async function bookedOn(db: Db, dates: string[]): Promise<Booked> {
  if (!dates.length) return { crew: [], equipment: [] };
  const days = () =>
    db
      .selectFrom('schedule_dates as sd')
      .innerJoin('schedules as s', 's.id', 'sd.schedule_id')
      .where('sd.active', '=', 1)
      .where('s.active', '=', 1)
      .where('s.status_id', '<>', ScheduleStatuses.Canceled)
      .where('sd.schedule_date', 'in', dates);
  const [crew, equipment] = await Promise.all([
    days()
      .innerJoin('schedule_crews as sc', 'sc.schedule_date_id', 'sd.id')
      .where('sc.active', '=', 1)
      .select(['sd.schedule_date', 'sc.employee_id'])
      .distinct()
      .execute(),
    days()
      .innerJoin('schedule_equipment as se', 'se.schedule_date_id', 'sd.id')
      .where('se.active', '=', 1)
      .select(['sd.schedule_date', 'se.equipment_resource_id'])
      .distinct()
      .execute(),
  ]);
  return {
    crew: crew.map((r) => ({ date: r.schedule_date, employeeId: r.employee_id })),
    equipment: equipment.map((r) => ({
      date: r.schedule_date,
      equipmentResourceId: r.equipment_resource_id,
    })),
  };
}

/** Reads of the resource calendar: who leads which schedules, and each branch's people and assets. */
export function scheduleCalendarRepo(db: Db) {
  return {
    async activeBranchIds() {
      const rows = await db
        .selectFrom('branches')
        .select('id')
        .where('status_id', '=', BranchStatuses.Active)
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** Foremen of live days in these branches, with the schedule; narrowed to service groups when given. */
    foremenDays(branchIds: number[], dates: string[], serviceGroupIds: number[]) {
      if (!branchIds.length || !dates.length) return Promise.resolve([]);
      let q = db
        .selectFrom('schedule_crews as sc')
        .innerJoin('schedule_dates as sd', 'sd.id', 'sc.schedule_date_id')
        .innerJoin('schedules as s', 's.id', 'sd.schedule_id')
        .innerJoin('employees as e', 'e.id', 'sc.employee_id')
        .select([
          'sd.schedule_date',
          'sc.employee_id',
          'e.first_name',
          'e.last_name',
          's.id as schedule_id',
          's.status_id',
          's.branch_id',
        ])
        .where('sc.active', '=', 1)
        .where('sc.is_foreman', '=', 1)
        .where('sd.active', '=', 1)
        .where('s.active', '=', 1)
        .where('s.status_id', '<>', ScheduleStatuses.Canceled)
        .where('sd.schedule_date', 'in', dates)
        .where(inIds(db, 's.branch_id', branchIds));
      if (serviceGroupIds.length)
        q = q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('schedule_work_orders as g_swo')
              .innerJoin('work_orders as g_w', 'g_w.id', 'g_swo.work_order_id')
              .select('g_swo.id')
              .whereRef('g_swo.schedule_id', '=', 's.id')
              .where('g_swo.active', '=', 1)
              .where(inIds(db, 'g_w.service_group_id', serviceGroupIds)),
          ),
        );
      return q
        .orderBy('sd.schedule_date')
        .orderBy('e.last_name')
        .orderBy('e.first_name')
        .orderBy('s.id')
        .execute();
    },

    /** Live work orders and their estimated hours (hundredths) per schedule. */
    workOrderTotals(scheduleIds: number[]) {
      if (!scheduleIds.length) return Promise.resolve([]);
      return db
        .selectFrom('schedule_work_orders')
        .select((eb) => [
          'schedule_id',
          eb.fn.countAll<number>().as('n'),
          eb.fn.sum<number>('estimated_hours_hundredths').as('hours'),
        ])
        .where('active', '=', 1)
        .where(inIds(db, 'schedule_id', scheduleIds))
        .groupBy('schedule_id')
        .execute();
    },

    /**
     * Active employees with a job title who work in these branches (or are named in `ids`), with
     * their branches among `branchIds` and their lowest job title (Foreman before Arborist before Crew).
     */
    async crew(branchIds: number[], ids: number[] = []) {
      if (!branchIds.length && !ids.length) return [];
      const rows = await db
        .selectFrom('employees as e')
        .innerJoin('employee_job_titles as jt', 'jt.employee_id', 'e.id')
        .leftJoin('employee_branches as eb', 'eb.employee_id', 'e.id')
        .select((x) => [
          'e.id',
          'e.first_name',
          'e.last_name',
          'e.primary_branch_id',
          'eb.branch_id',
          x.fn.min('jt.job_title_id').as('job_title_id'),
        ])
        .where('e.status_id', '=', EmployeeStatuses.Active)
        .where((x) =>
          x.or([inIds(db, 'eb.branch_id', branchIds.length ? branchIds : [-1]), inIds(db, 'e.id', ids)]),
        )
        .groupBy(['e.id', 'e.first_name', 'e.last_name', 'e.primary_branch_id', 'eb.branch_id'])
        .orderBy('e.last_name')
        .orderBy('e.first_name')
        .orderBy('e.id')
        .execute();
      return rows.map((r) => ({
        ...r,
        job_title_id: r.job_title_id == null ? null : Number(r.job_title_id),
      }));
    },

    /** Live assets at these branches now (or named in `ids`), with their type. */
    equipment(branchIds: number[], ids: number[] = []) {
      if (!branchIds.length && !ids.length) return Promise.resolve([]);
      return db
        .selectFrom('equipment_resources as r')
        .innerJoin('equipment_types as t', 't.id', 'r.equipment_type_id')
        .select([
          'r.id',
          'r.asset_number',
          'r.current_branch_id',
          'r.equipment_type_id',
          't.name as type_name',
        ])
        .where('r.archived', '=', 0)
        .where((x) =>
          x.or([
            inIds(db, 'r.current_branch_id', branchIds.length ? branchIds : [-1]),
            inIds(db, 'r.id', ids),
          ]),
        )
        .orderBy('t.name')
        .orderBy('r.asset_number')
        .execute();
    },
  };
}
export type ScheduleCalendarRepo = ReturnType<typeof scheduleCalendarRepo>;
