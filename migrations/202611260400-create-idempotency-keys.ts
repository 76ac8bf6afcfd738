import type { Kysely } from 'kysely';
import { instant, table } from './lib/portable';

// Idempotent creates: the first answer to a request carrying an Idempotency-Key, kept for a day so
// a retry after a lost answer gets that answer back instead of making the record twice. The user is
// referred to by plain id, like sync_mutations.employee_id: a key outlives nobody's delete and goes
// with the daily purge.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'idempotency_keys')
    .plain()
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('body_hash', 'varchar(64)', (c) => c.notNull())
    // Null while the first request with the key is still running.
    .addColumn('status', 'integer')
    .addColumn('headers', 'text')
    .addColumn('body', 'text')
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}
