import { sql, type Kysely } from 'kysely';
import { flag, instant, table } from './lib/portable';

// Inventory meta items: the insects, diseases, weed types and ecological problems scouting reports
// name. One table with a kind (1 insect, 2 disease, 3 weed type, 4 ecological problem), so a scouting
// report row can point at any of them.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'inventory_meta_items')
    .withId()
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('scientific_name', 'varchar(200)')
    .addColumn('description', 'varchar(4000)')
    .addColumn('archived', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('inventory_meta_items_kind_name_ci_idx')
    .on('inventory_meta_items')
    .unique()
    .columns(['kind'])
    .expression(sql`lower(name)`)
    .execute();

  // One relation seen from both ends: an item type's insects are the insect's item types.
  await table(db, 'inventory_item_type_meta_items')
    .plain()
    .addColumn('item_type_id', 'integer', (c) =>
      c.notNull().references('inventory_item_types.id').onDelete('cascade'),
    )
    .addColumn('meta_item_id', 'integer', (c) =>
      c.notNull().references('inventory_meta_items.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('inventory_item_type_meta_items_pk', ['item_type_id', 'meta_item_id'])
    .execute();
  await db.schema
    .createIndex('inventory_item_type_meta_items_meta_idx')
    .on('inventory_item_type_meta_items')
    .column('meta_item_id')
    .execute();

  await table(db, 'inventory_meta_item_chemicals')
    .plain()
    .addColumn('meta_item_id', 'integer', (c) =>
      c.notNull().references('inventory_meta_items.id').onDelete('cascade'),
    )
    .addColumn('chemical_id', 'integer', (c) => c.notNull().references('chemicals.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('inventory_meta_item_chemicals_pk', ['meta_item_id', 'chemical_id'])
    .execute();

  await table(db, 'inventory_meta_item_images')
    .withId()
    .addColumn('meta_item_id', 'integer', (c) =>
      c.notNull().references('inventory_meta_items.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_files.id'))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inventory_meta_item_images_item_idx')
    .on('inventory_meta_item_images')
    .column('meta_item_id')
    .execute();
}
