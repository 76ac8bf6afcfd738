import { sql } from 'kysely';
import type { Db } from '../../platform/db';
import { containsCi } from '../../platform/db';
import type { Page } from '../../platform/lists';

export interface TaxRateValues {
  zip_code: string;
  rate_e4: number;
  effective_date: string;
  archived: number;
}

export function taxRatesRepo(db: Db) {
  const filtered = (page: Page, includeArchived: boolean) => {
    let q = db.selectFrom('tax_rates as t');
    if (!includeArchived) q = q.where('t.archived', '=', 0);
    for (const w of page.words) q = q.where(containsCi('t.zip_code', w));
    return q;
  };

  return {
    async search(page: Page, includeArchived: boolean) {
      const [rows, total] = await Promise.all([
        filtered(page, includeArchived)
          .selectAll('t')
          .orderBy('t.zip_code')
          .orderBy('t.effective_date', 'desc')
          .orderBy('t.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        filtered(page, includeArchived)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    byId(id: number) {
      return db.selectFrom('tax_rates').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The unarchived rate in effect on `onDate` among `zips`: the most specific zip, then the latest date. */
    inEffect(zips: string[], onDate: string) {
      return db
        .selectFrom('tax_rates')
        .selectAll()
        .where('zip_code', 'in', zips)
        .where('archived', '=', 0)
        .where('effective_date', '<=', onDate)
        .orderBy(sql`length(zip_code)`, 'desc')
        .orderBy('effective_date', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    taken(zip: string, effectiveDate: string, exceptId: number) {
      return db
        .selectFrom('tax_rates')
        .select('id')
        .where('zip_code', '=', zip)
        .where('effective_date', '=', effectiveDate)
        .where('id', '<>', exceptId)
        .executeTakeFirst();
    },

    /** Stored rates for any of these zips, to tell imported rows that update from rows that add. */
    existing(zips: string[]) {
      return db
        .selectFrom('tax_rates')
        .select(['id', 'zip_code', 'effective_date'])
        .where('zip_code', 'in', zips)
        .execute();
    },

    async add(values: TaxRateValues): Promise<number> {
      const row = await db.insertInto('tax_rates').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** The zip and branch of an account location, for the rate at its address. */
    location(locationId: number) {
      return db
        .selectFrom('account_locations')
        .select(['id', 'zip', 'branch_id'])
        .where('id', '=', locationId)
        .executeTakeFirst();
    },

    async insert(values: TaxRateValues[]) {
      if (values.length) await db.insertInto('tax_rates').values(values).execute();
    },

    update(id: number, values: Partial<TaxRateValues>) {
      return db.updateTable('tax_rates').set(values).where('id', '=', id).execute();
    },

    remove(id: number) {
      return db.deleteFrom('tax_rates').where('id', '=', id).executeTakeFirst();
    },
  };
}
