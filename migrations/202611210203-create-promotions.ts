import { sql, type Kysely } from 'kysely';
import { flag, table } from './lib/portable';

// Promotions discount a proposal by a percent held exactly in hundredths (12.5% = 1250). Without an
// expiration date a promotion never expires.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'promotions')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('discount_e2', 'integer', (c) => c.notNull())
    .addColumn('expiration_date', 'varchar(10)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('archived', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('promotions_name_ci_idx')
    .on('promotions')
    .unique()
    .expression(sql`lower(name)`)
    .execute();
}
