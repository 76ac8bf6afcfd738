import type { Db } from '../../platform/db';
import { containsCi } from '../../platform/db';
import type { Page } from '../../platform/lists';

export interface DetailValues {
  price_table_id: number;
  inventory_size_id: number | null;
  price_per_visit_cents: number | null;
  price_per_year_cents: number | null;
  flat_price_cents: number | null;
}

export function pricesRepo(db: Db) {
  const tables = (page: Page) => {
    let q = db.selectFrom('price_tables as p');
    if (!page.includeArchived) q = q.where('p.archived', '=', 0);
    for (const w of page.words) q = q.where(containsCi('p.name', w));
    return q;
  };
  const details = (priceId: number, page: Page) => {
    let q = db
      .selectFrom('price_table_details as d')
      .leftJoin('inventory_sizes as s', 's.id', 'd.inventory_size_id')
      .where('d.price_table_id', '=', priceId);
    for (const w of page.words) q = q.where(containsCi('s.name', w));
    return q;
  };
  const detailColumns = [
    'd.id',
    'd.price_table_id',
    'd.inventory_size_id',
    'd.price_per_visit_cents',
    'd.price_per_year_cents',
    'd.flat_price_cents',
    's.name as size_name',
  ] as const;

  return {
    async search(page: Page) {
      const [rows, total] = await Promise.all([
        tables(page)
          .selectAll('p')
          .select((eb) =>
            eb
              .selectFrom('price_table_details as d')
              .select((x) => x.fn.countAll<number>().as('n'))
              .whereRef('d.price_table_id', '=', 'p.id')
              .as('detail_count'),
          )
          .orderBy('p.name')
          .orderBy('p.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        tables(page)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    byId(id: number) {
      return db.selectFrom('price_tables').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async detailSearch(priceId: number, page: Page) {
      const [rows, total] = await Promise.all([
        details(priceId, page)
          .select(detailColumns)
          .orderBy('s.sort_order')
          .orderBy('d.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        details(priceId, page)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    detail(id: number) {
      return db
        .selectFrom('price_table_details as d')
        .leftJoin('inventory_sizes as s', 's.id', 'd.inventory_size_id')
        .select(detailColumns)
        .where('d.id', '=', id)
        .executeTakeFirst();
    },

    async detailCount(priceId: number, exceptId = 0) {
      const r = await db
        .selectFrom('price_table_details')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('price_table_id', '=', priceId)
        .where('id', '<>', exceptId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    sizeTaken(priceId: number, sizeId: number, exceptId: number) {
      return db
        .selectFrom('price_table_details')
        .select('id')
        .where('price_table_id', '=', priceId)
        .where('inventory_size_id', '=', sizeId)
        .where('id', '<>', exceptId)
        .executeTakeFirst();
    },

    sizeExists(id: number) {
      return db.selectFrom('inventory_sizes').select('id').where('id', '=', id).executeTakeFirst();
    },

    /**
     * Takes the table's row lock (a write that changes nothing), so writes to one table's prices run
     * one after another on PostgreSQL; SQLite has a single writer anyway.
     */
    async lock(priceId: number) {
      const r = await db
        .updateTable('price_tables')
        .set((eb) => ({ version: eb.ref('version') }))
        .where('id', '=', priceId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    pricesOf(priceId: number) {
      return db
        .selectFrom('price_table_details')
        .select(['id', 'price_per_visit_cents', 'price_per_year_cents', 'flat_price_cents'])
        .where('price_table_id', '=', priceId)
        .orderBy('id')
        .execute();
    },

    async insertDetail(values: DetailValues) {
      const r = await db
        .insertInto('price_table_details')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },

    updateDetail(id: number, values: Partial<DetailValues>) {
      return db.updateTable('price_table_details').set(values).where('id', '=', id).execute();
    },

    removeDetail(id: number) {
      return db.deleteFrom('price_table_details').where('id', '=', id).executeTakeFirst();
    },
  };
}
export type PricesRepo = ReturnType<typeof pricesRepo>;
