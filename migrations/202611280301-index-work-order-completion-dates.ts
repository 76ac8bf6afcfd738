import type { Kysely } from 'kysely';

// The tracking report filters work orders by when they were completed; without an index the range
// read every work order (and its count every one again) on both engines.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('work_orders_date_completed_idx')
    .on('work_orders')
    .column('date_completed')
    .execute();
}
