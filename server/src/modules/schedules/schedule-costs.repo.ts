import type { Scope } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';
import { inScheduleScope } from './schedules.access';

/** The reads and writes of a schedule's equipment cost split and prevailing wage hours. */
export function scheduleCostsRepo(db: Db) {
  return {
    /** A live equipment booking of a live day of a live schedule in `reach`, with its asset and type. */
    equipment(reach: Scope, id: number) {
      return db
        .selectFrom('schedule_equipment as se')
        .innerJoin('schedule_dates as sd', 'sd.id', 'se.schedule_date_id')
        .innerJoin('schedules', 'schedules.id', 'sd.schedule_id')
        .innerJoin('equipment_resources as r', 'r.id', 'se.equipment_resource_id')
        .innerJoin('equipment_types as t', 't.id', 'r.equipment_type_id')
        .select([
          'se.id',
          'se.daily_rate_cents',
          'sd.schedule_id',
          'sd.schedule_date',
          'schedules.status_id',
          'r.id as resource_id',
          'r.asset_number',
          't.id as type_id',
          't.name as type_name',
        ])
        .where('se.id', '=', id)
        .where('se.active', '=', 1)
        .where('sd.active', '=', 1)
        .where('schedules.active', '=', 1)
        .where(inScheduleScope(reach))
        .executeTakeFirst();
    },

    /** The schedule's live work orders in route order with their share of the booking (0 without one). */
    shares(scheduleId: number, equipmentId: number) {
      return db
        .selectFrom('schedule_work_orders as swo')
        .innerJoin('work_orders as w', 'w.id', 'swo.work_order_id')
        .innerJoin('accounts as a', 'a.id', 'w.account_id')
        .leftJoin('account_locations as l', 'l.id', 'w.account_location_id')
        .leftJoin('schedule_equipment_work_orders as s', (j) =>
          j
            .onRef('s.work_order_id', '=', 'swo.work_order_id')
            .on('s.schedule_equipment_id', '=', equipmentId),
        )
        .select([
          'swo.work_order_id',
          'a.name as account_name',
          'l.address',
          'l.city',
          'l.state',
          'l.zip',
          's.amount_cents',
        ])
        .where('swo.schedule_id', '=', scheduleId)
        .where('swo.active', '=', 1)
        .orderBy('swo.route_order_id')
        .orderBy('swo.work_order_id')
        .execute();
    },

    async replaceShares(equipmentId: number, shares: { work_order_id: number; amount_cents: number }[]) {
      await db
        .deleteFrom('schedule_equipment_work_orders')
        .where('schedule_equipment_id', '=', equipmentId)
        .execute();
      const kept = shares.filter((s) => s.amount_cents !== 0);
      if (kept.length)
        await db
          .insertInto('schedule_equipment_work_orders')
          .values(kept.map((s) => ({ ...s, schedule_equipment_id: equipmentId })))
          .execute();
    },

    /** Each live link of the schedule keeps the sum of its shares of the schedule's live equipment. */
    async sumEquipmentCosts(scheduleId: number) {
      await db
        .updateTable('schedule_work_orders as swo')
        .set((eb) => ({
          actual_equipment_cost_cents: eb.fn.coalesce(
            eb
              .selectFrom('schedule_equipment_work_orders as s')
              .innerJoin('schedule_equipment as se', 'se.id', 's.schedule_equipment_id')
              .innerJoin('schedule_dates as sd', 'sd.id', 'se.schedule_date_id')
              .select((x) => x.fn.sum<number>('s.amount_cents').as('c'))
              .whereRef('s.work_order_id', '=', 'swo.work_order_id')
              .whereRef('sd.schedule_id', '=', 'swo.schedule_id')
              .where('se.active', '=', 1)
              .where('sd.active', '=', 1),
            eb.lit(0),
          ),
        }))
        .where('swo.schedule_id', '=', scheduleId)
        .where('swo.active', '=', 1)
        .execute();
    },

    /** Whether the work order is live on the schedule. */
    async onSchedule(scheduleId: number, workOrderId: number) {
      const row = await db
        .selectFrom('schedule_work_orders')
        .select('id')
        .where('schedule_id', '=', scheduleId)
        .where('work_order_id', '=', workOrderId)
        .where('active', '=', 1)
        .executeTakeFirst();
      return !!row;
    },

    /** The work order's daily logs on the schedule's live days, by date and name, with who worked. */
    logs(scheduleId: number, workOrderId: number) {
      return db
        .selectFrom('daily_logs as dl')
        .innerJoin('employees as e', 'e.id', 'dl.employee_id')
        .leftJoin('schedule_crews as sc', 'sc.id', 'dl.schedule_crew_id')
        .select([
          'dl.id',
          'dl.log_date',
          'dl.employee_id',
          'e.first_name',
          'e.last_name',
          'sc.job_title_id',
          'dl.time_in',
          'dl.time_out',
          'dl.hours_worked_hundredths',
        ])
        .where('dl.work_order_id', '=', workOrderId)
        .where('dl.log_date', 'in', (eb) =>
          eb
            .selectFrom('schedule_dates as sd')
            .select('sd.schedule_date')
            .where('sd.schedule_id', '=', scheduleId)
            .where('sd.active', '=', 1),
        )
        .orderBy('dl.log_date')
        .orderBy('e.last_name')
        .orderBy('e.first_name')
        .orderBy('dl.id')
        .execute();
    },

    /** The prevailing wage rows of these logs entered for this schedule. */
    wageRows(scheduleId: number, logIds: number[]) {
      if (!logIds.length) return Promise.resolve([]);
      return db
        .selectFrom('prevailing_wage_hours')
        .selectAll()
        .where('schedule_id', '=', scheduleId)
        .where(inIds(db, 'daily_log_id', logIds))
        .orderBy('id')
        .execute();
    },

    async replaceWageRows(
      scheduleId: number,
      logIds: number[],
      keep: {
        id: number;
        daily_log_id: number;
        hours_hundredths: number;
        category: number;
        jobTitle: number;
      }[],
      add: { daily_log_id: number; hours_hundredths: number; category: number; jobTitle: number }[],
    ) {
      let gone = db
        .deleteFrom('prevailing_wage_hours')
        .where('schedule_id', '=', scheduleId)
        .where(inIds(db, 'daily_log_id', logIds));
      if (keep.length)
        gone = gone.where(
          'id',
          'not in',
          keep.map((k) => k.id),
        );
      await gone.execute();
      for (const k of keep)
        await db
          .updateTable('prevailing_wage_hours')
          .set({
            daily_log_id: k.daily_log_id,
            hours_hundredths: k.hours_hundredths,
            prevailing_wage_category_id: k.category,
            prevailing_wage_job_title_id: k.jobTitle,
          })
          .where('id', '=', k.id)
          .execute();
      if (add.length)
        await db
          .insertInto('prevailing_wage_hours')
          .values(
            add.map((a) => ({
              schedule_id: scheduleId,
              daily_log_id: a.daily_log_id,
              hours_hundredths: a.hours_hundredths,
              prevailing_wage_category_id: a.category,
              prevailing_wage_job_title_id: a.jobTitle,
            })),
          )
          .execute();
    },

    categories() {
      return db
        .selectFrom('prevailing_wage_categories')
        .select(['id', 'code', 'name'])
        .where('archived', '=', 0)
        .orderBy('code')
        .orderBy('id')
        .execute();
    },

    jobTitles() {
      return db
        .selectFrom('prevailing_wage_job_titles')
        .select(['id', 'name', 'prevailing_wage_category_id', 'effective_date', 'expiration_date'])
        .where('archived', '=', 0)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },
  };
}
export type ScheduleCostsRepo = ReturnType<typeof scheduleCostsRepo>;
