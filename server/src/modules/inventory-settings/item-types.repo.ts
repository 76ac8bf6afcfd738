import type { Db } from '../../platform/db';
import { containsCi } from '../../platform/db';
import type { Page } from '../../platform/lists';

export interface ItemTypeFilter {
  serviceGroupIds?: number[];
}

export function itemTypesRepo(db: Db) {
  const filtered = (page: Page, f: ItemTypeFilter) => {
    let q = db.selectFrom('inventory_item_types as t');
    if (!page.includeArchived) q = q.where('t.archived', '=', 0);
    for (const w of page.words) q = q.where(containsCi('t.name', w));
    if (f.serviceGroupIds?.length) {
      const groups = f.serviceGroupIds;
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('inventory_item_type_service_groups as g')
            .select('g.item_type_id')
            .whereRef('g.item_type_id', '=', 't.id')
            .where('g.service_group_id', 'in', groups),
        ),
      );
    }
    return q;
  };

  return {
    async search(page: Page, f: ItemTypeFilter) {
      const [rows, total] = await Promise.all([
        filtered(page, f)
          .select(['t.id', 't.name', 't.archived', 't.version'])
          .orderBy('t.name')
          .orderBy('t.id')
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
      return db.selectFrom('inventory_item_types').selectAll().where('id', '=', id).executeTakeFirst();
    },

    byName(name: string) {
      return db
        .selectFrom('inventory_item_types')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
        .executeTakeFirst();
    },

    groupsOf(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .selectFrom('inventory_item_type_service_groups')
        .select(['item_type_id', 'service_group_id'])
        .where('item_type_id', 'in', ids)
        .orderBy('service_group_id')
        .execute();
    },

    /** The type's meta item links with each item's kind. */
    metaOf(id: number) {
      return db
        .selectFrom('inventory_item_type_meta_items as l')
        .innerJoin('inventory_meta_items as m', 'm.id', 'l.meta_item_id')
        .select(['m.id', 'm.kind'])
        .where('l.item_type_id', '=', id)
        .orderBy('m.id')
        .execute();
    },

    async replaceGroups(id: number, groups: number[]) {
      await db.deleteFrom('inventory_item_type_service_groups').where('item_type_id', '=', id).execute();
      if (groups.length)
        await db
          .insertInto('inventory_item_type_service_groups')
          .values(groups.map((g) => ({ item_type_id: id, service_group_id: g })))
          .execute();
    },

    /** Replaces the type's links to meta items of one kind, leaving the other kinds alone. */
    async replaceMeta(id: number, kind: number, metaIds: number[]) {
      await db
        .deleteFrom('inventory_item_type_meta_items')
        .where('item_type_id', '=', id)
        .where('meta_item_id', 'in', (eb) =>
          eb.selectFrom('inventory_meta_items').select('id').where('kind', '=', kind),
        )
        .execute();
      if (metaIds.length)
        await db
          .insertInto('inventory_item_type_meta_items')
          .values(metaIds.map((m) => ({ item_type_id: id, meta_item_id: m })))
          .execute();
    },
  };
}
