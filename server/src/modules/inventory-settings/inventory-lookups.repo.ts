import { sql } from 'kysely';
import { containsCi, type Db } from '../../platform/db';
import type { Page } from '../../platform/lists';

/** The account location an other-item type belongs to, and the location's own other-item types. */
export function inventoryLookupsRepo(db: Db) {
  return {
    location(locationId: number) {
      return db
        .selectFrom('account_locations')
        .select(['id', 'branch_id'])
        .where('id', '=', locationId)
        .executeTakeFirst();
    },

    async otherTypes(locationId: number, page: Page) {
      let q = db
        .selectFrom('inventory_other_item_types as o')
        .where('o.account_location_id', '=', locationId);
      for (const w of page.words)
        q = q.where((eb) => eb.or([containsCi('o.name', w), containsCi('o.scientific_name', w)]));
      const [rows, total] = await Promise.all([
        q.selectAll('o').orderBy('o.name').orderBy('o.id').offset(page.skip).limit(page.take).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** The location's other-item type of this name, in any case. */
    otherTypeNamed(locationId: number, name: string) {
      return db
        .selectFrom('inventory_other_item_types')
        .selectAll()
        .where('account_location_id', '=', locationId)
        .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
        .executeTakeFirst();
    },

    addOtherType(locationId: number, name: string, scientificName: string | null) {
      return db
        .insertInto('inventory_other_item_types')
        .values({ name, scientific_name: scientificName, account_location_id: locationId })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
