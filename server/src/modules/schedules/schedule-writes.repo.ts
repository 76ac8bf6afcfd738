import { sql } from 'kysely';
import { WorkOrderScheduleStatus, WorkOrderStatuses } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';

/** Writes every schedule change shares: putting work orders on a schedule and moving its Version on. */
export function scheduleWritesRepo(db: Db) {
  return {
    /**
     * On a schedule now: WoScheduleStatus Scheduled for the to-schedule list, and status Scheduled
     * from Created or ReadyForScheduling (work-orders.md §4 offers Scheduled from both).
     */
    async markScheduled(ids: number[]) {
      await db
        .updateTable('work_orders')
        .set((eb) => ({
          wo_schedule_status_id: WorkOrderScheduleStatus.Scheduled,
          status_id: eb
            .case()
            .when('status_id', 'in', [WorkOrderStatuses.Created, WorkOrderStatuses.ReadyForScheduling])
            .then(WorkOrderStatuses.Scheduled)
            .else(eb.ref('status_id'))
            .end(),
          version: eb('version', '+', 1),
        }))
        .where(inIds(db, 'id', ids))
        .execute();
    },

    /** A change to the schedule's days or work orders makes an open screen's copy stale. */
    async bumpVersion(scheduleId: number) {
      await db
        .updateTable('schedules')
        .set({ version: sql`version + 1` })
        .where('id', '=', scheduleId)
        .execute();
    },
  };
}
