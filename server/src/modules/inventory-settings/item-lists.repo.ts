import { sql } from 'kysely';
import type { Db } from '../../platform/db';
import { containsCi } from '../../platform/db';
import type { Page } from '../../platform/lists';

export function itemLocationsRepo(db: Db) {
  const filtered = (page: Page) => {
    let q = db.selectFrom('inventory_locations as l');
    if (!page.includeArchived) q = q.where('l.archived', '=', 0);
    for (const w of page.words) q = q.where(containsCi('l.name', w));
    return q;
  };
  return {
    async search(page: Page) {
      const [rows, total] = await Promise.all([
        filtered(page)
          .selectAll('l')
          .orderBy('l.name')
          .orderBy('l.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        filtered(page)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    byId(id: number) {
      return db.selectFrom('inventory_locations').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export function itemSizesRepo(db: Db) {
  const filtered = (page: Page, serviceGroupIds?: number[]) => {
    let q = db.selectFrom('inventory_sizes as s');
    if (!page.includeArchived) q = q.where('s.archived', '=', 0);
    for (const w of page.words) q = q.where(containsCi('s.name', w));
    if (serviceGroupIds?.length)
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('inventory_size_service_groups as g')
            .select('g.size_id')
            .whereRef('g.size_id', '=', 's.id')
            .where('g.service_group_id', 'in', serviceGroupIds),
        ),
      );
    return q;
  };
  const withUnit = (q: ReturnType<typeof filtered>) =>
    q
      .leftJoin('inventory_size_units as u', 'u.id', 's.size_unit_id')
      .select([
        's.id',
        's.name',
        's.size_unit_id',
        's.sort_order',
        's.archived',
        's.version',
        'u.name as unit_name',
      ]);

  return {
    async search(page: Page, serviceGroupIds?: number[]) {
      const [rows, total] = await Promise.all([
        withUnit(filtered(page, serviceGroupIds))
          .orderBy('s.sort_order')
          .orderBy('s.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        filtered(page, serviceGroupIds)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    byId(id: number) {
      return withUnit(db.selectFrom('inventory_sizes as s')).where('s.id', '=', id).executeTakeFirst();
    },
    groupsOf(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .selectFrom('inventory_size_service_groups')
        .select(['size_id', 'service_group_id'])
        .where('size_id', 'in', ids)
        .orderBy('service_group_id')
        .execute();
    },
    unitExists(id: number) {
      return db.selectFrom('inventory_size_units').select('id').where('id', '=', id).executeTakeFirst();
    },
    async nextSortOrder() {
      const r = await db
        .selectFrom('inventory_sizes')
        .select(sql<number>`coalesce(max(sort_order), 0) + 1`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async replaceGroups(id: number, groups: number[]) {
      await db.deleteFrom('inventory_size_service_groups').where('size_id', '=', id).execute();
      if (groups.length)
        await db
          .insertInto('inventory_size_service_groups')
          .values(groups.map((g) => ({ size_id: id, service_group_id: g })))
          .execute();
    },
  };
}
