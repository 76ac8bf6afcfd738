import type { Db } from '../../src/platform/db';

/**
 * Deletes work orders a test wants gone, with their chemical application records first: those are
 * kept on purpose (nothing else deletes them), so a plain delete of a treated work order is refused.
 */
export async function removeWorkOrders(
  db: Db,
  column: 'id' | 'account_id' | 'account_location_id',
  value: number,
  op: '=' | '>' = '=',
): Promise<void> {
  const orders = db.selectFrom('work_orders').select('id').where(column, op, value);
  const services = db.selectFrom('work_order_services').select('id').where('work_order_id', 'in', orders);
  const lines = db
    .selectFrom('work_order_service_chemicals')
    .select('id')
    .where('work_order_service_id', 'in', services);
  await db.deleteFrom('chemical_application_records').where('work_order_chemical_id', 'in', lines).execute();
  await db.deleteFrom('work_orders').where(column, op, value).execute();
}
