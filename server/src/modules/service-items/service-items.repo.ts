import { sql, type Insertable } from 'kysely';
import { containsCi, inIds, type Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import type { Page } from '../../platform/lists';

export type ServiceItemColumns = Omit<
  Insertable<Database['service_items']>,
  'id' | 'account_location_id' | 'created_at' | 'version'
>;

export function serviceItemsRepo(db: Db) {
  /** An item with the names of everything it refers to. */
  const detailed = () =>
    db
      .selectFrom('service_items as i')
      .leftJoin('inventory_item_types as t', 't.id', 'i.type_id')
      .leftJoin('inventory_other_item_types as o', 'o.id', 'i.other_item_type_id')
      .leftJoin('inventory_sizes as s', 's.id', 'i.size_id')
      .leftJoin('inventory_size_units as u', 'u.id', 's.size_unit_id')
      .leftJoin('inventory_locations as il', 'il.id', 'i.item_location_id')
      .leftJoin('inventory_conditions as c', 'c.id', 'i.condition_id')
      .selectAll('i')
      .select([
        't.name as type_name',
        'o.name as other_name',
        'o.scientific_name as other_scientific_name',
        's.name as size_name',
        'u.id as size_unit_id',
        'u.name as size_unit_name',
        'il.name as item_location_name',
        'c.name as condition_name',
      ]);

  const matching = (locationId: number, page: Page) => {
    let q = db
      .selectFrom('service_items as i')
      .leftJoin('inventory_item_types as t', 't.id', 'i.type_id')
      .leftJoin('inventory_other_item_types as o', 'o.id', 'i.other_item_type_id')
      .leftJoin('inventory_locations as il', 'il.id', 'i.item_location_id')
      .where('i.account_location_id', '=', locationId);
    for (const w of page.words)
      q = q.where((eb) =>
        eb.or([
          containsCi('t.name', w),
          containsCi('o.name', w),
          containsCi('o.scientific_name', w),
          containsCi('il.name', w),
          containsCi('i.notes', w),
        ]),
      );
    return q;
  };

  return {
    byId(id: number) {
      return detailed().where('i.id', '=', id).executeTakeFirst();
    },

    /** Many items at once, with their location's branch (the sync feed's pages). */
    byIds(ids: readonly number[]) {
      return detailed()
        .innerJoin('account_locations as al', 'al.id', 'i.account_location_id')
        .select('al.branch_id as location_branch_id')
        .where(inIds(db, 'i.id', ids))
        .execute();
    },

    async search(locationId: number, page: Page) {
      const [ids, total] = await Promise.all([
        matching(locationId, page)
          .select('i.id')
          .orderBy('i.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        matching(locationId, page)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const rows = ids.length
        ? await detailed()
            .where(
              'i.id',
              'in',
              ids.map((r) => r.id),
            )
            .orderBy('i.id')
            .execute()
        : [];
      return { rows, total: Number(total.n) };
    },

    /** Every item of a location; with a service group, items of its types and of other-item types. */
    forLocation(locationId: number, serviceGroupId?: number) {
      let q = detailed().where('i.account_location_id', '=', locationId);
      if (serviceGroupId)
        q = q.where((eb) =>
          eb.or([
            eb('i.other_item_type_id', 'is not', null),
            eb(
              'i.type_id',
              'in',
              eb
                .selectFrom('inventory_item_type_service_groups')
                .select('item_type_id')
                .where('service_group_id', '=', serviceGroupId),
            ),
          ]),
        );
      return q.orderBy('i.id').execute();
    },

    /** Service groups of the given item types. */
    async groupsOf(typeIds: number[]): Promise<Map<number, number[]>> {
      const out = new Map<number, number[]>();
      if (!typeIds.length) return out;
      const rows = await db
        .selectFrom('inventory_item_type_service_groups')
        .select(['item_type_id', 'service_group_id'])
        .where('item_type_id', 'in', [...new Set(typeIds)])
        .orderBy('service_group_id')
        .execute();
      for (const r of rows) {
        const groups = out.get(r.item_type_id) ?? [];
        groups.push(r.service_group_id);
        out.set(r.item_type_id, groups);
      }
      return out;
    },

    async countAt(locationId: number): Promise<number> {
      const r = await db
        .selectFrom('service_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_location_id', '=', locationId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /**
     * Takes the location row's write lock for the rest of the transaction (a no-op update), so two adds
     * to one location count its items one after the other and the cap holds.
     */
    async lockLocation(locationId: number) {
      await db
        .updateTable('account_locations')
        .set({ status_id: sql<number>`status_id` })
        .where('id', '=', locationId)
        .execute();
    },

    archivable(table: 'inventory_item_types' | 'inventory_sizes' | 'inventory_locations', id: number) {
      return db.selectFrom(table).select(['id', 'archived']).where('id', '=', id).executeTakeFirst();
    },

    async conditionExists(id: number): Promise<boolean> {
      return !!(await db
        .selectFrom('inventory_conditions')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst());
    },

    otherType(id: number) {
      return db
        .selectFrom('inventory_other_item_types')
        .select(['id', 'account_location_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The location's other-item type of this name (any case), added if there is none. */
    async otherTypeNamed(locationId: number, name: string, scientificName: string | null): Promise<number> {
      const same = await db
        .selectFrom('inventory_other_item_types')
        .select('id')
        .where('account_location_id', '=', locationId)
        .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
        .executeTakeFirst();
      if (same) return same.id;
      const row = await db
        .insertInto('inventory_other_item_types')
        .values({ name, scientific_name: scientificName, account_location_id: locationId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async insert(locationId: number, v: ServiceItemColumns, createdAt: string): Promise<number> {
      const row = await db
        .insertInto('service_items')
        .values({ ...v, account_location_id: locationId, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    remove(id: number) {
      return db.deleteFrom('service_items').where('id', '=', id).execute();
    },
  };
}
export type ServiceItemsRepo = ReturnType<typeof serviceItemsRepo>;
