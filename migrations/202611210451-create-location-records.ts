import type { Kysely } from 'kysely';
import { flag, instant, table } from './lib/portable';

// What the location screens keep besides the location itself: notes (typed from the note types
// list, printed on work orders when flagged), neighbors, and the history of transfers between
// accounts. Documents live in the shared documents table (owner type 'location').
export async function up(db: Kysely<any>): Promise<void> {
  const ts = instant(db);
  await table(db, 'location_notes')
    .withId()
    .addColumn('location_id', 'integer', (c) =>
      c.notNull().references('account_locations.id').onDelete('cascade'),
    )
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.references('location_note_types.id'))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('print_on_work_order', 'integer', flag)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('location_notes_location_idx')
    .on('location_notes')
    .columns(['location_id', 'created_at'])
    .execute();

  await table(db, 'location_neighbors')
    .withId()
    .addColumn('location_id', 'integer', (c) =>
      c.notNull().references('account_locations.id').onDelete('cascade'),
    )
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('location_neighbors_location_idx')
    .on('location_neighbors')
    .column('location_id')
    .execute();

  // Account names are kept as they were, so the history still reads after an account is deleted.
  await table(db, 'location_transfers')
    .withId()
    .addColumn('location_id', 'integer', (c) =>
      c.notNull().references('account_locations.id').onDelete('cascade'),
    )
    .addColumn('from_account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('from_account_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('to_account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('to_account_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('transferred_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('transferred_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('location_transfers_location_idx')
    .on('location_transfers')
    .column('location_id')
    .execute();
}
