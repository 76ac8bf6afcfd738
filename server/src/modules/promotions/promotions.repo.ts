import type { Db } from '../../platform/db';
import { containsCi } from '../../platform/db';
import type { Page } from '../../platform/lists';

export interface PromotionFilter {
  includeArchived: boolean;
  includeExpired: boolean;
  activeOnly?: boolean;
  today: string;
}

export function promotionsRepo(db: Db) {
  const filtered = (page: Page, f: PromotionFilter) => {
    let q = db.selectFrom('promotions as p');
    if (!f.includeArchived) q = q.where('p.archived', '=', 0);
    if (!f.includeExpired)
      q = q.where((eb) =>
        eb.or([eb('p.expiration_date', 'is', null), eb('p.expiration_date', '>=', f.today)]),
      );
    if (f.activeOnly) q = q.where('p.active', '=', 1);
    for (const w of page.words) q = q.where(containsCi('p.name', w));
    return q;
  };

  return {
    async search(page: Page, f: PromotionFilter) {
      const [rows, total] = await Promise.all([
        filtered(page, f)
          .selectAll('p')
          .orderBy('p.name')
          .orderBy('p.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        filtered(page, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    byId(id: number) {
      return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
