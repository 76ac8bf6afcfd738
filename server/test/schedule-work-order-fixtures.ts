import { WorkOrderStatuses } from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { makeWorkOrder, scheduleWorkOrder, type WorkOrderSeed } from './work-order-fixtures';

/** A work order waiting for a schedule (ReadyForScheduling, NotScheduled). */
export const waitingWorkOrder = (db: Db, seed: WorkOrderSeed = {}) =>
  makeWorkOrder(db, { statusId: WorkOrderStatuses.ReadyForScheduling, ...seed });

/**
 * A schedule in `branchId` on `date` holding `count` new scheduled work orders in route order 1…n,
 * put in `statusId`.
 */
export async function scheduleWith(
  db: Db,
  opts: { branchId?: number; count?: number; statusId?: number; date?: string } = {},
) {
  const branchId = opts.branchId ?? 1;
  const workOrderIds: number[] = [];
  for (let i = 0; i < (opts.count ?? 1); i++)
    workOrderIds.push(await makeWorkOrder(db, { branchId, statusId: WorkOrderStatuses.Scheduled }));
  await db
    .updateTable('work_orders')
    .set({ wo_schedule_status_id: 2 })
    .where('id', 'in', workOrderIds)
    .execute();
  const first = await scheduleWorkOrder(db, workOrderIds[0]!, 5, opts.date ?? '2034-04-03');
  await db
    .updateTable('schedule_work_orders')
    .set({ route_order_id: 1 })
    .where('schedule_id', '=', first.scheduleId)
    .execute();
  if (workOrderIds.length > 1)
    await db
      .insertInto('schedule_work_orders')
      .values(
        workOrderIds
          .slice(1)
          .map((w, i) => ({ schedule_id: first.scheduleId, work_order_id: w, route_order_id: i + 2 })),
      )
      .execute();
  if (opts.statusId)
    await db
      .updateTable('schedules')
      .set({ status_id: opts.statusId })
      .where('id', '=', first.scheduleId)
      .execute();
  return { ...first, workOrderIds };
}

/** Books the branch's first equipment asset on the schedule day at the daily rate, in cents. */
export async function bookEquipment(db: Db, scheduleDateId: number, rateCents: number, nth = 0) {
  const asset = await db
    .selectFrom('equipment_resources')
    .select('id')
    .orderBy('id')
    .offset(nth)
    .limit(1)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('schedule_equipment')
    .values({
      schedule_date_id: scheduleDateId,
      equipment_resource_id: asset.id,
      daily_rate_cents: rateCents,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const workOrderState = (db: Db, id: number) =>
  db
    .selectFrom('work_orders')
    .select(['status_id', 'wo_schedule_status_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

export const refusal = (message: string) => ({ Message: message, ModelState: { Service: [message] } });
