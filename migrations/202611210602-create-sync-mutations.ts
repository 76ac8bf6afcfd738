import type { Kysely } from 'kysely';
import { instant, table } from './lib/portable';

// The crew app's push (issue 8). Every mutation a device sends is kept with its answer, so a replay
// (a dropped response, a retried batch, two copies racing) gets the same answer and has one effect.
// Employees are referred to by plain id, like stored_files.created_by: an answer outlives nobody's delete.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = instant(db);
  await table(db, 'sync_mutations')
    .plain()
    .addColumn('mutation_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('entity', 'varchar(32)', (c) => c.notNull())
    .addColumn('op', 'varchar(16)', (c) => c.notNull())
    .addColumn('record_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'integer')
    .addColumn('status', 'varchar(16)')
    // The MutationResult as JSON; null only inside the transaction that is still working it out.
    .addColumn('result', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  // "Was the delete that removed this record ours?" (a second delete of it is then applied, not a conflict).
  await db.schema
    .createIndex('sync_mutations_record_idx')
    .on('sync_mutations')
    .columns(['entity', 'record_id'])
    .execute();

  // Photos uploaded by content hash before the image that shows them is pushed. The stored file is
  // the blob's; when the last image showing it is removed the file goes, and the blob with it.
  await table(db, 'sync_blobs')
    .plain()
    .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_files.id').onDelete('cascade'))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sync_blobs_file_idx').on('sync_blobs').column('file_id').execute();
}
