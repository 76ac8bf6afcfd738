import { ScheduleStatuses, WorkOrderStatuses } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';

/** A work order's scheduling state: waiting for a schedule, or on one (wo_schedule_status_id). */
const WoSchedule = { Unscheduled: 1, Scheduled: 2 } as const;

/** The writes and reads behind a schedule's cancel, confirm, unconfirm, notes and removal. */
export function scheduleLifecycleRepo(db: Db) {
  return {
    /** Live work orders the schedule holds that are not completed, by id. */
    async unfinishedWorkOrderIds(scheduleId: number) {
      const rows = await db
        .selectFrom('schedule_work_orders as swo')
        .innerJoin('work_orders as w', 'w.id', 'swo.work_order_id')
        .select('w.id')
        .where('swo.schedule_id', '=', scheduleId)
        .where('swo.active', '=', 1)
        .where('w.status_id', '!=', WorkOrderStatuses.Completed)
        .orderBy('w.id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** Live days of the schedule with a daily log of one of its work orders clocked in but not out. */
    async daysNotClockedOut(scheduleId: number) {
      const rows = await db
        .selectFrom('schedule_dates as sd')
        .select('sd.schedule_date')
        .distinct()
        .where('sd.schedule_id', '=', scheduleId)
        .where('sd.active', '=', 1)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('daily_logs as dl')
              .innerJoin('schedule_work_orders as swo', 'swo.work_order_id', 'dl.work_order_id')
              .select('dl.id')
              .whereRef('swo.schedule_id', '=', 'sd.schedule_id')
              .whereRef('dl.log_date', '=', 'sd.schedule_date')
              .where('swo.active', '=', 1)
              .where('dl.time_in', 'is not', null)
              .where('dl.time_out', 'is', null),
          ),
        )
        .orderBy('sd.schedule_date')
        .execute();
      return rows.map((r) => r.schedule_date);
    },

    /** Ids of the schedule's live work orders. */
    async workOrderIds(scheduleId: number) {
      const rows = await db
        .selectFrom('schedule_work_orders')
        .select('work_order_id')
        .where('schedule_id', '=', scheduleId)
        .where('active', '=', 1)
        .execute();
      return rows.map((r) => r.work_order_id);
    },

    /**
     * Puts back on the to-schedule list those of these work orders no other live, uncancelled schedule
     * holds; a work order still on another schedule stays scheduled.
     */
    async freeWorkOrders(workOrderIds: number[], scheduleId: number) {
      if (!workOrderIds.length) return;
      const elsewhere = (eb: any) =>
        eb.exists(
          eb
            .selectFrom('schedule_work_orders as o')
            .innerJoin('schedules as os', 'os.id', 'o.schedule_id')
            .select('o.id')
            .whereRef('o.work_order_id', '=', 'work_orders.id')
            .where('o.schedule_id', '!=', scheduleId)
            .where('o.active', '=', 1)
            .where('os.active', '=', 1)
            .where('os.status_id', '!=', ScheduleStatuses.Canceled),
        );
      await db
        .updateTable('work_orders')
        .set((eb) => ({
          wo_schedule_status_id: WoSchedule.Unscheduled,
          status_id: eb
            .case()
            .when('status_id', '=', WorkOrderStatuses.Scheduled)
            .then(WorkOrderStatuses.ReadyForScheduling)
            .else(eb.ref('status_id'))
            .end(),
          version: eb('version', '+', 1),
        }))
        .where(inIds(db, 'work_orders.id', workOrderIds))
        .where((eb) => eb.not(elsewhere(eb)))
        .execute();
    },

    /** Takes the schedule, its days and its work order links out of use. */
    async deactivate(scheduleId: number) {
      await db
        .updateTable('schedules')
        .set((eb) => ({ active: 0, version: eb('version', '+', 1) }))
        .where('id', '=', scheduleId)
        .execute();
      await db
        .updateTable('schedule_dates')
        .set({ active: 0 })
        .where('schedule_id', '=', scheduleId)
        .execute();
      await db
        .updateTable('schedule_work_orders')
        .set({ active: 0 })
        .where('schedule_id', '=', scheduleId)
        .execute();
    },

    /** The schedule's notes list with each author's name, oldest first. */
    notes(scheduleId: number) {
      return db
        .selectFrom('schedule_notes as n')
        .innerJoin('employees as e', 'e.id', 'n.created_by_id')
        .select([
          'n.id',
          'n.schedule_id',
          'n.note',
          'n.created_by_id',
          'n.created_at',
          'e.first_name',
          'e.last_name',
        ])
        .where('n.schedule_id', '=', scheduleId)
        .orderBy('n.created_at')
        .orderBy('n.id')
        .execute();
    },

    async addNote(v: { schedule_id: number; note: string; created_by_id: number; created_at: string }) {
      const row = await db.insertInto('schedule_notes').values(v).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
export type ScheduleLifecycleRepo = ReturnType<typeof scheduleLifecycleRepo>;
export type ScheduleNoteRow = Awaited<ReturnType<ScheduleLifecycleRepo['notes']>>[number];
