import type { Kysely } from 'kysely';
import { table } from './lib/portable';

// A schedule day's equipment costs its daily rate once; the office splits that amount over the
// schedule's work orders (scheduling §5: the shares add up to the rate exactly). Each work order's
// schedule link keeps the sum of its shares (actual_equipment_cost_cents) for the costing screens.
//
// Prevailing wage job titles belong to a category (scheduling §5: "job titles are limited to those
// associated with the chosen category"); a title made before this column has none and is offered
// under no category until the settings screen gives it one.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'schedule_equipment_work_orders')
    .withId()
    .addColumn('schedule_equipment_id', 'integer', (c) =>
      c.notNull().references('schedule_equipment.id').onDelete('cascade'),
    )
    .addColumn('work_order_id', 'integer', (c) =>
      c.notNull().references('work_orders.id').onDelete('cascade'),
    )
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('schedule_equipment_work_orders_unique_idx')
    .on('schedule_equipment_work_orders')
    .columns(['schedule_equipment_id', 'work_order_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('schedule_equipment_work_orders_work_order_idx')
    .on('schedule_equipment_work_orders')
    .column('work_order_id')
    .execute();

  await db.schema
    .alterTable('prevailing_wage_job_titles')
    .addColumn('prevailing_wage_category_id', 'integer', (c) => c.references('prevailing_wage_categories.id'))
    .execute();
  await db.schema
    .createIndex('prevailing_wage_job_titles_category_idx')
    .on('prevailing_wage_job_titles')
    .column('prevailing_wage_category_id')
    .execute();
}
