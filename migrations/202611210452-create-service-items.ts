import type { Kysely } from 'kysely';
import { instant, table } from './lib/portable';

// Customer inventory: the trees, shrubs and lawns of a location, each of a catalogue item type or of
// a plant kind kept for that location, with its size, where it stands (front yard …), its condition,
// its position and notes.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'service_items')
    .withId()
    .addColumn('account_location_id', 'integer', (c) =>
      c.notNull().references('account_locations.id').onDelete('cascade'),
    )
    .addColumn('type_id', 'integer', (c) => c.references('inventory_item_types.id'))
    .addColumn('other_item_type_id', 'integer')
    .addColumn('size_id', 'integer', (c) => c.references('inventory_sizes.id'))
    .addColumn('item_location_id', 'integer', (c) => c.references('inventory_locations.id'))
    .addColumn('condition_id', 'integer', (c) => c.references('inventory_conditions.id'))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('notes', 'text')
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    // Checked at the end of the transaction: removing a location removes its plant kinds and its
    // items in one statement, and PostgreSQL would otherwise check the kinds before the items are gone.
    .addForeignKeyConstraint(
      'service_items_other_item_type_fk',
      ['other_item_type_id'],
      'inventory_other_item_types',
      ['id'],
      (fk) => fk.deferrable().initiallyDeferred(),
    )
    .execute();
  await db.schema
    .createIndex('service_items_location_idx')
    .on('service_items')
    .column('account_location_id')
    .execute();
}
