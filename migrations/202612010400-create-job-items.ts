import type { Kysely } from 'kysely';
import { table } from './lib/portable';

// A job that works through a list (bulk mail, prints) keeps each item's outcome as it ends, so a
// run retried after a crash goes on from the first item without one instead of mailing the rest twice.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'job_items')
    .plain()
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('message', 'text')
    .addPrimaryKeyConstraint('job_items_pk', ['job_id', 'item'])
    .execute();
}
