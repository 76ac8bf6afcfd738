import { sql, type ExpressionBuilder } from 'kysely';
import { ScheduleStatuses, WorkOrderScheduleStatus, WorkOrderStatuses, type Scope } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';

export interface AddFilter {
  branchIds?: number[];
  salesTerritoryIds?: number[];
  serviceGroupIds?: number[];
  workOrderId?: number | null;
}

/** Statuses a crew never works: finished, cancelled, waiting on a cancellation or on hold. */
const CLOSED = [
  WorkOrderStatuses.Completed,
  WorkOrderStatuses.Cancelled,
  WorkOrderStatuses.PendingCancellation,
  WorkOrderStatuses.OnHold,
];

type WoEb = ExpressionBuilder<Database & { w: Database['work_orders'] }, 'w'>;

/** The work order is on a live schedule that is not cancelled. */
const onLiveSchedule = (eb: WoEb) =>
  eb.exists(
    eb
      .selectFrom('schedule_work_orders as o')
      .innerJoin('schedules as os', 'os.id', 'o.schedule_id')
      .select('o.id')
      .whereRef('o.work_order_id', '=', 'w.id')
      .where('o.active', '=', 1)
      .where('os.active', '=', 1)
      .where('os.status_id', '!=', ScheduleStatuses.Canceled),
  );

/** The writes and reads behind adding work orders to a schedule and taking them off. */
export function scheduleWorkOrdersRepo(db: Db) {
  /**
   * Work orders waiting for a schedule in `reach`: not archived, not closed, marked NotScheduled or
   * PrevScheduled and on no live schedule (the mark and the links are both checked, so a stale mark
   * never lets a work order onto two schedules).
   */
  const waiting = (reach: Scope) => {
    let q = db
      .selectFrom('work_orders as w')
      .where('w.archived', '=', 0)
      .where('w.status_id', 'not in', CLOSED)
      .where('w.wo_schedule_status_id', '!=', WorkOrderScheduleStatus.Scheduled)
      .where((eb) => eb.not(onLiveSchedule(eb)));
    if (reach.kind === 'branch') q = q.where(inIds(db, 'w.branch_id', reach.branchIds));
    else if (reach.kind !== 'all') q = q.where(sql<boolean>`1 = 0`);
    return q;
  };

  const filtered = (reach: Scope, f: AddFilter) => {
    let q = waiting(reach);
    if (f.branchIds?.length) q = q.where('w.branch_id', 'in', f.branchIds);
    if (f.salesTerritoryIds?.length) q = q.where('w.sales_territory_id', 'in', f.salesTerritoryIds);
    if (f.serviceGroupIds?.length) q = q.where('w.service_group_id', 'in', f.serviceGroupIds);
    if (f.workOrderId) q = q.where('w.id', '=', f.workOrderId);
    return q;
  };

  return {
    /** One page of the add dialog, by work order id, and the total. */
    async page(reach: Scope, f: AddFilter, skip: number, take: number) {
      const [rows, total] = await Promise.all([
        filtered(reach, f)
          .innerJoin('accounts as a', 'a.id', 'w.account_id')
          .innerJoin('branches as b', 'b.id', 'w.branch_id')
          .leftJoin('account_locations as l', 'l.id', 'w.account_location_id')
          .leftJoin('sales_territories as t', 't.id', 'w.sales_territory_id')
          .select([
            'w.id',
            'w.branch_id',
            'b.name as branch_name',
            'w.priority_id',
            'w.wo_schedule_status_id',
            'w.status_id',
            'w.service_group_id',
            't.name as territory_name',
            'w.description',
            'a.name as account_name',
            'l.address',
            'l.city',
            'l.state',
            'l.zip',
            'w.estimated_hours_hundredths',
            'w.estimated_value_cents',
          ])
          .orderBy('w.id')
          .offset(skip)
          .limit(take)
          .execute(),
        filtered(reach, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** Those of `ids` that may join a schedule in `reach` now, with their scheduling fields. */
    async addable(reach: Scope, ids: number[]) {
      return waiting(reach)
        .select(['w.id', 'w.status_id', 'w.estimated_hours_hundredths'])
        .where(inIds(db, 'w.id', ids))
        .orderBy('w.id')
        .execute();
    },

    async lastRouteOrder(scheduleId: number) {
      const row = await db
        .selectFrom('schedule_work_orders')
        .select((eb) => eb.fn.max('route_order_id').as('n'))
        .where('schedule_id', '=', scheduleId)
        .where('active', '=', 1)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async link(
      rows: {
        schedule_id: number;
        work_order_id: number;
        route_order_id: number;
        estimated_hours_hundredths: number;
      }[],
    ) {
      if (rows.length) await db.insertInto('schedule_work_orders').values(rows).execute();
    },

    /** The schedule's live link to the work order, if any. */
    liveLink(scheduleId: number, workOrderId: number) {
      return db
        .selectFrom('schedule_work_orders')
        .select(['id', 'clocked_out_date'])
        .where('schedule_id', '=', scheduleId)
        .where('work_order_id', '=', workOrderId)
        .where('active', '=', 1)
        .executeTakeFirst();
    },

    async liveCount(scheduleId: number) {
      const row = await db
        .selectFrom('schedule_work_orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('schedule_id', '=', scheduleId)
        .where('active', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Takes the link out of use and drops the work order's shares of this schedule's equipment. */
    async unlink(linkId: number, scheduleId: number, workOrderId: number) {
      await db.updateTable('schedule_work_orders').set({ active: 0 }).where('id', '=', linkId).execute();
      await db
        .deleteFrom('schedule_equipment_work_orders')
        .where('work_order_id', '=', workOrderId)
        .where('schedule_equipment_id', 'in', (eb) =>
          eb
            .selectFrom('schedule_equipment as se')
            .innerJoin('schedule_dates as sd', 'sd.id', 'se.schedule_date_id')
            .select('se.id')
            .where('sd.schedule_id', '=', scheduleId),
        )
        .execute();
    },

    /**
     * Puts a work order taken off a schedule back on the to-schedule list, unless another live schedule
     * holds it: PrevScheduled when a crew already logged time on it, else NotScheduled; a Scheduled
     * status goes back to ReadyForScheduling.
     */
    async free(workOrderId: number, scheduleId: number) {
      await db
        .updateTable('work_orders as w')
        .set((eb) => ({
          wo_schedule_status_id: eb
            .case()
            .when(
              eb.exists(
                eb.selectFrom('daily_logs as dl').select('dl.id').whereRef('dl.work_order_id', '=', 'w.id'),
              ),
            )
            .then(WorkOrderScheduleStatus.PrevScheduled)
            .else(WorkOrderScheduleStatus.NotScheduled)
            .end(),
          status_id: eb
            .case()
            .when('w.status_id', '=', WorkOrderStatuses.Scheduled)
            .then(WorkOrderStatuses.ReadyForScheduling)
            .else(eb.ref('w.status_id'))
            .end(),
          version: eb('w.version', '+', 1),
        }))
        .where('w.id', '=', workOrderId)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('schedule_work_orders as o')
                .innerJoin('schedules as os', 'os.id', 'o.schedule_id')
                .select('o.id')
                .whereRef('o.work_order_id', '=', 'w.id')
                .where('o.schedule_id', '!=', scheduleId)
                .where('o.active', '=', 1)
                .where('os.active', '=', 1)
                .where('os.status_id', '!=', ScheduleStatuses.Canceled),
            ),
          ),
        )
        .execute();
    },
  };
}
export type ScheduleWorkOrdersRepo = ReturnType<typeof scheduleWorkOrdersRepo>;
export type ScheduleAddDbRow = Awaited<ReturnType<ScheduleWorkOrdersRepo['page']>>['rows'][number];
