import { ScheduleStatuses, WorkOrderStatuses } from '@canopy/shared';
import { generateInvoices } from '../src/modules/invoices/invoice-generation';
import { refreshStatistics, type Db } from '../src/platform/db';

const ORDERS = 10_000;

/**
 * Confirming one schedule of 10,000 completed work orders: the invoices it makes, timed inside the
 * confirm's transaction. The work orders are freed from the invoices bench's lines first.
 */
export async function invoiceGenerationBench(db: Db) {
  const orders = await db.selectFrom('work_orders').select('id').orderBy('id').limit(ORDERS).execute();
  const ids = orders.map((o) => o.id);
  const schedule = await db
    .insertInto('schedules')
    .values({ branch_id: 1, status_id: ScheduleStatuses.Confirmed, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let at = 0; at < ids.length; at += 500) {
    const part = ids.slice(at, at + 500);
    await db.deleteFrom('invoice_details').where('work_order_id', 'in', part).execute();
    await db
      .updateTable('work_orders')
      .set({ status_id: WorkOrderStatuses.Completed })
      .where('id', 'in', part)
      .execute();
    await db
      .insertInto('schedule_work_orders')
      .values(part.map((id) => ({ schedule_id: schedule.id, work_order_id: id })))
      .execute();
  }
  await refreshStatistics(db);
  const t = performance.now();
  const made = await db.transaction().execute((trx) => generateInvoices(trx, schedule.id));
  const seconds = (performance.now() - t) / 1000;
  return {
    'invoices: generation on confirm, 10,000 work orders': {
      workOrders: ids.length,
      invoices: made.length,
      seconds: Number(seconds.toFixed(2)),
    },
  };
}
