import { sql } from 'kysely';
import { containsCi, type Db } from '../../platform/db';
import type { Page } from '../../platform/lists';

type PoColumns = {
  po: string;
  effective_start_date: string | null;
  effective_end_date: string | null;
  archived: number;
};

const COLUMNS = ['id', 'account_id', 'po', 'effective_start_date', 'effective_end_date', 'archived'] as const;

export function purchaseOrdersRepo(db: Db) {
  const filtered = (accountId: number, page: Page) => {
    let q = db.selectFrom('account_purchase_orders').where('account_id', '=', accountId);
    if (!page.includeArchived) q = q.where('archived', '=', 0);
    for (const w of page.words) q = q.where(containsCi('po', w));
    return q;
  };

  return {
    byId(id: number) {
      return db.selectFrom('account_purchase_orders').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** Newest effective first; those without dates last. */
    async search(accountId: number, page: Page) {
      const [rows, total] = await Promise.all([
        filtered(accountId, page)
          .select(COLUMNS)
          .orderBy(sql`case when effective_start_date is null then 1 else 0 end`)
          .orderBy('effective_start_date', 'desc')
          .orderBy('id', 'desc')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        filtered(accountId, page)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    active(accountId: number) {
      return db
        .selectFrom('account_purchase_orders')
        .select(COLUMNS)
        .where('account_id', '=', accountId)
        .where('archived', '=', 0)
        .orderBy('po')
        .orderBy('id')
        .execute();
    },

    async numberTaken(accountId: number, po: string, exceptId: number): Promise<boolean> {
      const r = await db
        .selectFrom('account_purchase_orders')
        .select('id')
        .where('account_id', '=', accountId)
        .where('id', '<>', exceptId)
        .where(sql<boolean>`lower(po) = ${po.toLowerCase()}`)
        .limit(1)
        .executeTakeFirst();
      return !!r;
    },

    async insert(accountId: number, v: PoColumns): Promise<number> {
      const r = await db
        .insertInto('account_purchase_orders')
        .values({ account_id: accountId, ...v })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },

    async update(id: number, v: PoColumns) {
      await db.updateTable('account_purchase_orders').set(v).where('id', '=', id).execute();
    },

    async toggleArchived(id: number) {
      await db
        .updateTable('account_purchase_orders')
        .set({ archived: sql<number>`1 - archived` })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type PurchaseOrdersRepo = ReturnType<typeof purchaseOrdersRepo>;
