import type { Kysely } from 'kysely';
import { flag, instant, table } from './lib/portable';

// Equipment problems and damages reported on a work order (work-orders.md §3), and the damage
// services that tie a damage to the work order of sub type Damages that repairs it. `client_key` is
// the id a device makes up for a record it adds, so a retried add finds the record instead of adding
// it twice.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'equipment_problems')
    .withId()
    .addColumn('work_order_id', 'integer', (c) =>
      c.notNull().references('work_orders.id').onDelete('cascade'),
    )
    .addColumn('equipment_resource_id', 'integer', (c) => c.notNull().references('equipment_resources.id'))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    // A description of the list, or null for Other (Id 0) with the words in other_description.
    .addColumn('description_id', 'integer')
    .addColumn('other_description', 'varchar(500)')
    .addColumn('notes', 'text')
    .addColumn('reported_by', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('date_reported', instant(db), (c) => c.notNull())
    .addColumn('resolution_date', instant(db))
    .addColumn('client_key', 'varchar(36)', (c) => c.unique())
    .addColumn('archived', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('equipment_problems_work_order_idx')
    .on('equipment_problems')
    .column('work_order_id')
    .execute();
  // The equipment problems screen pages every branch's problems newest first.
  await db.schema
    .createIndex('equipment_problems_reported_idx')
    .on('equipment_problems')
    .columns(['date_reported', 'id'])
    .execute();

  await table(db, 'work_order_damages')
    .withId()
    .addColumn('work_order_id', 'integer', (c) =>
      c.notNull().references('work_orders.id').onDelete('cascade'),
    )
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('reported_by', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('date_reported', instant(db), (c) => c.notNull())
    .addColumn('client_key', 'varchar(36)', (c) => c.unique())
    .addColumn('archived', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('work_order_damages_work_order_idx')
    .on('work_order_damages')
    .column('work_order_id')
    .execute();

  await table(db, 'work_order_damage_services')
    .withId()
    .addColumn('damage_id', 'integer', (c) =>
      c.notNull().references('work_order_damages.id').onDelete('cascade'),
    )
    .addColumn('damage_work_order_id', 'integer', (c) =>
      c.notNull().references('work_orders.id').onDelete('cascade'),
    )
    .addColumn('notes', 'text')
    .addColumn('client_key', 'varchar(36)', (c) => c.unique())
    .addColumn('archived', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('work_order_damage_services_damage_idx')
    .on('work_order_damage_services')
    .column('damage_id')
    .execute();
  await db.schema
    .createIndex('work_order_damage_services_work_order_idx')
    .on('work_order_damage_services')
    .column('damage_work_order_id')
    .execute();
}
