import type { Kysely } from 'kysely';
import { flag, instant, table } from './lib/portable';

// Materials and disposals used on a work order (MaterialTypes 1, 2): what of the catalogue, how many
// (hundredths), at what unit price and for which service and inventory item, with what it actually
// cost. Money in cents so totals stay exact. Archived rows stay for invoicing history.
//
// The purchase orders a work order cites: its account's POs, linked by id.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'work_order_materials')
    .withId()
    .addColumn('work_order_id', 'integer', (c) =>
      c.notNull().references('work_orders.id').onDelete('cascade'),
    )
    .addColumn('material_type_id', 'integer', (c) => c.notNull())
    .addColumn('material_id', 'integer', (c) => c.notNull().references('materials.id'))
    .addColumn('work_order_service_id', 'integer', (c) =>
      c.references('work_order_services.id').onDelete('set null'),
    )
    .addColumn('service_item_id', 'integer', (c) => c.references('service_items.id').onDelete('set null'))
    .addColumn('units_hundredths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_cost_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('actual_cost_cents', 'bigint')
    .addColumn('notes', 'text')
    .addColumn('date_reported', 'varchar(10)', (c) => c.notNull())
    .addColumn('reported_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('completed', 'integer', flag)
    .addColumn('date_completed', instant(db))
    .addColumn('archived', 'integer', flag)
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('work_order_materials_work_order_idx')
    .on('work_order_materials')
    .columns(['work_order_id', 'material_type_id'])
    .execute();
  await db.schema
    .createIndex('work_order_materials_material_idx')
    .on('work_order_materials')
    .column('material_id')
    .execute();

  await table(db, 'work_order_purchase_orders')
    .plain()
    .addColumn('work_order_id', 'integer', (c) =>
      c.notNull().references('work_orders.id').onDelete('cascade'),
    )
    .addColumn('account_purchase_order_id', 'integer', (c) =>
      c.notNull().references('account_purchase_orders.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('work_order_purchase_orders_pk', ['work_order_id', 'account_purchase_order_id'])
    .execute();
  await db.schema
    .createIndex('work_order_purchase_orders_po_idx')
    .on('work_order_purchase_orders')
    .column('account_purchase_order_id')
    .execute();
}
