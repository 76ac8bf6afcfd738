import type { Kysely } from 'kysely';
import { instant, table } from './lib/portable';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = instant(db);
  // Bytes live in the file store under a server-made key; this row is what we know about them.
  await table(db, 'stored_files')
    .withId()
    .addColumn('storage_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(120)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  // Documents attached to any owner (an employee's documents, a location's, a proposal's…).
  await table(db, 'documents')
    .withId()
    .addColumn('owner_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_files.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('documents_owner_idx')
    .on('documents')
    .columns(['owner_type', 'owner_id'])
    .execute();
}
