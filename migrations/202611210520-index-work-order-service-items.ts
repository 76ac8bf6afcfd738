import type { Kysely } from 'kysely';

// An inventory item is on a work order service once: two adds racing for the same item cannot both
// land. Scouting entries read their other-item findings by entry.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('work_order_service_items_item_uq')
    .on('work_order_service_items')
    .columns(['work_order_service_id', 'service_item_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('scouting_report_other_items_report_idx')
    .on('scouting_report_other_items')
    .column('scouting_report_id')
    .execute();
}
