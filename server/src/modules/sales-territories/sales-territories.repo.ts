import { sql } from 'kysely';
import type { Db } from '../../platform/db';
import { containsCi } from '../../platform/db';
import type { Page } from '../../platform/lists';

export function salesTerritoriesRepo(db: Db) {
  const filtered = (page: Page, branchIds?: number[]) => {
    let q = db.selectFrom('sales_territories as t').innerJoin('branches as b', 'b.id', 't.branch_id');
    if (branchIds?.length) q = q.where('t.branch_id', 'in', branchIds);
    for (const w of page.words) {
      // A word matches the name, the branch or one of the territory's zip codes.
      q = q.where((eb) =>
        eb.or([
          containsCi('t.name', w),
          containsCi('b.name', w),
          eb.exists(
            eb
              .selectFrom('sales_territory_zip_codes as z')
              .select('z.id')
              .whereRef('z.sales_territory_id', '=', 't.id')
              .where('z.zip_code', 'like', `${w.replace(/[%_\\]/g, '')}%`),
          ),
        ]),
      );
    }
    return q;
  };

  return {
    async search(page: Page, branchIds?: number[]) {
      const [rows, total] = await Promise.all([
        filtered(page, branchIds)
          .select([
            't.id',
            't.name',
            't.branch_id',
            't.version',
            'b.name as branch_name',
            (eb) =>
              eb
                .selectFrom('sales_territory_zip_codes as c')
                .select((x) => x.fn.countAll<number>().as('n'))
                .whereRef('c.sales_territory_id', '=', 't.id')
                .as('zip_count'),
          ])
          .orderBy('t.name')
          .orderBy('t.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        filtered(page, branchIds)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    all() {
      return db
        .selectFrom('sales_territories')
        .select(['id', 'name', 'branch_id'])
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    byId(id: number) {
      return db
        .selectFrom('sales_territories as t')
        .innerJoin('branches as b', 'b.id', 't.branch_id')
        .select(['t.id', 't.name', 't.branch_id', 't.version', 'b.name as branch_name'])
        .where('t.id', '=', id)
        .executeTakeFirst();
    },

    zipCodes(territoryId: number) {
      return db
        .selectFrom('sales_territory_zip_codes')
        .selectAll()
        .where('sales_territory_id', '=', territoryId)
        .orderBy('zip_code')
        .execute();
    },

    /** Which of `zips` belong to territories other than `exceptId`, with the territory's name. */
    zipsElsewhere(zips: string[], exceptId: number) {
      if (!zips.length) return Promise.resolve([]);
      return db
        .selectFrom('sales_territory_zip_codes as z')
        .innerJoin('sales_territories as t', 't.id', 'z.sales_territory_id')
        .select(['z.zip_code', 't.name'])
        .where('z.zip_code', 'in', zips)
        .where('z.sales_territory_id', '<>', exceptId)
        .execute();
    },

    territoryForZip(zip: string) {
      return db
        .selectFrom('sales_territory_zip_codes as z')
        .innerJoin('sales_territories as t', 't.id', 'z.sales_territory_id')
        .select(['t.id', 't.name', 't.branch_id'])
        .where('z.zip_code', '=', zip)
        .executeTakeFirst();
    },

    nameTaken(name: string, exceptId: number) {
      return db
        .selectFrom('sales_territories')
        .select('id')
        .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
        .where('id', '<>', exceptId)
        .executeTakeFirst();
    },

    branchExists(id: number) {
      return db.selectFrom('branches').select('id').where('id', '=', id).executeTakeFirst();
    },

    async replaceZipCodes(territoryId: number, zips: string[]) {
      await db
        .deleteFrom('sales_territory_zip_codes')
        .where('sales_territory_id', '=', territoryId)
        .execute();
      if (zips.length) {
        await db
          .insertInto('sales_territory_zip_codes')
          .values(zips.map((zip_code) => ({ sales_territory_id: territoryId, zip_code })))
          .execute();
      }
    },
  };
}
export type SalesTerritoriesRepo = ReturnType<typeof salesTerritoriesRepo>;
