import { sql, type Kysely } from 'kysely';
import { flag, table } from './lib/portable';

// Customer-inventory settings: the item types, sizes, locations and conditions a customer's trees,
// shrubs and lawns are recorded with, and the units sizes are measured in. Names are unique in any
// case within each list.
export async function up(db: Kysely<any>): Promise<void> {
  const uniqueName = (t: string) =>
    db.schema
      .createIndex(`${t}_name_ci_idx`)
      .on(t)
      .unique()
      .expression(sql`lower(name)`)
      .execute();

  await table(db, 'inventory_item_types')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('archived', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await uniqueName('inventory_item_types');
  await table(db, 'inventory_item_type_service_groups')
    .plain()
    .addColumn('item_type_id', 'integer', (c) =>
      c.notNull().references('inventory_item_types.id').onDelete('cascade'),
    )
    .addColumn('service_group_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('inventory_item_type_service_groups_pk', ['item_type_id', 'service_group_id'])
    .execute();

  // Whole-list settings (the size settings screen), ordered as saved.
  await table(db, 'inventory_size_units')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table(db, 'inventory_sizes')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('size_unit_id', 'integer', (c) => c.references('inventory_size_units.id'))
    // Sizes read as ranges ('0-6 in DBH' … '31+ in DBH'); names do not sort, so the order is kept.
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await uniqueName('inventory_sizes');
  await table(db, 'inventory_size_service_groups')
    .plain()
    .addColumn('size_id', 'integer', (c) => c.notNull().references('inventory_sizes.id').onDelete('cascade'))
    .addColumn('service_group_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('inventory_size_service_groups_pk', ['size_id', 'service_group_id'])
    .execute();

  await table(db, 'inventory_locations')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('archived', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await uniqueName('inventory_locations');

  await table(db, 'inventory_conditions')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Plants of a kind the catalogue does not list, recorded for one customer location.
  await table(db, 'inventory_other_item_types')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('scientific_name', 'varchar(200)')
    .addColumn('account_location_id', 'integer', (c) =>
      c.notNull().references('account_locations.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('inventory_other_item_types_location_idx')
    .on('inventory_other_item_types')
    .column('account_location_id')
    .execute();
}
