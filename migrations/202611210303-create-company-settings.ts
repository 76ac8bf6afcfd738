import type { Kysely } from 'kysely';
import { table } from './lib/portable';

// Company-wide settings read by key (spec: RecurrenceMax 1, MinimumDownPayment 2). Values are text; the
// module that owns a key reads it as its type. RecurrenceMax starts at 5 years: service recurrence
// choices run from 1 to it.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'company_settings')
    .plain()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('value', 'varchar(1000)', (c) => c.notNull())
    .execute();
  await db.insertInto('company_settings').values({ id: 1, name: 'RecurrenceMax', value: '5' }).execute();
}
