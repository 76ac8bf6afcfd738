import { sql, type Kysely, type SqlBool } from 'kysely';
import { table } from './lib/portable';

// The equipment a work order's service needs (the proposal's "service equipment link", spec §3, carried
// onto the order's services), so the to-schedule list can be narrowed by equipment type.
//
// The to-schedule list (work orders neither archived, finished nor on a live schedule) is a small part
// of all work orders; partial indexes in its default order (priority, then id) and by branch let a page
// and a count read only those rows. The list's query repeats this condition word for word
// (schedule-build.repo.ts), which both planners need to use a partial index.
const TO_SCHEDULE = sql<SqlBool>`archived = 0 and wo_schedule_status_id <> 2 and status_id not in (5, 7)`;

export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'work_order_service_equipment')
    .withId()
    .addColumn('work_order_service_id', 'integer', (c) =>
      c.notNull().references('work_order_services.id').onDelete('cascade'),
    )
    .addColumn('equipment_type_id', 'integer', (c) => c.notNull().references('equipment_types.id'))
    .execute();
  await db.schema
    .createIndex('work_order_service_equipment_service_idx')
    .on('work_order_service_equipment')
    .columns(['work_order_service_id', 'equipment_type_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('work_order_service_equipment_type_idx')
    .on('work_order_service_equipment')
    .columns(['equipment_type_id', 'work_order_service_id'])
    .execute();
  // Filters by visit (code or visit) start from the few matching visits.
  await db.schema
    .createIndex('work_order_services_visit_idx')
    .on('work_order_services')
    .columns(['service_visit_id', 'work_order_id'])
    .execute();
  await db.schema
    .createIndex('work_orders_to_schedule_idx')
    .on('work_orders')
    .columns(['priority_id', 'id'])
    .where(TO_SCHEDULE)
    .execute();
  await db.schema
    .createIndex('work_orders_to_schedule_branch_idx')
    .on('work_orders')
    .columns(['branch_id', 'priority_id', 'id'])
    .where(TO_SCHEDULE)
    .execute();
}
