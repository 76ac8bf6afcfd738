import type { Db } from '../src/platform/db';
import { addInventoryItem, locationOf } from './work-order-services.fixtures';

// Rows the work order materials suites need: catalogue materials by name, a service on the work order
// treating inventory items of its location, and account purchase orders.

export async function materialNamed(db: Db, name: string) {
  return db.selectFrom('materials').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
}

/** A live service on the work order treating `items` new inventory items of its location. */
export async function serviceWithItems(db: Db, workOrderId: number, items = 1) {
  const locationId = await locationOf(db, workOrderId);
  const service = await db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('work_order_services')
    .values({ work_order_id: workOrderId, service_id: service.id, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const itemIds: number[] = [];
  for (let i = 0; i < items; i++) {
    const item = await addInventoryItem(db, locationId, { plant: [`Oak ${workOrderId}-${i}`, null] });
    itemIds.push(item);
    await db
      .insertInto('work_order_service_items')
      .values({ work_order_service_id: row.id, service_item_id: item })
      .execute();
  }
  return { serviceId: row.id, itemIds, locationId };
}

export async function addPurchaseOrder(
  db: Db,
  accountId: number,
  po: string,
  opts: { start?: string | null; end?: string | null; archived?: boolean } = {},
) {
  const row = await db
    .insertInto('account_purchase_orders')
    .values({
      account_id: accountId,
      po,
      effective_start_date: opts.start ?? null,
      effective_end_date: opts.end ?? null,
      archived: opts.archived ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setScheduleStatus(db: Db, scheduleId: number, statusId: number) {
  await db.updateTable('schedules').set({ status_id: statusId }).where('id', '=', scheduleId).execute();
}
