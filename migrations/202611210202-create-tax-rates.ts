import type { Kysely } from 'kysely';
import { flag, table } from './lib/portable';

// Sales tax by zip code. The rate is a percent held exactly as an integer in ten-thousandths of a
// percent (10.25% = 102500), so 8.875% fits too. A zip may carry several rates that take effect on
// different dates ('yyyy-MM-dd' text, compared as text on both engines).
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'tax_rates')
    .withId()
    .addColumn('zip_code', 'varchar(10)', (c) => c.notNull())
    .addColumn('rate_e4', 'integer', (c) => c.notNull())
    .addColumn('effective_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('archived', 'integer', flag)
    .addUniqueConstraint('tax_rates_zip_date_uq', ['zip_code', 'effective_date'])
    .execute();
}
