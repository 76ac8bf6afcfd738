import type { Insertable } from 'kysely';
import { containsCi, type Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import type { Page } from '../../platform/lists';

export function locationNeighborsRepo(db: Db) {
  return {
    byId(locationId: number, id: number) {
      return db
        .selectFrom('location_neighbors')
        .selectAll()
        .where('location_id', '=', locationId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async search(locationId: number, page: Page) {
      let q = db.selectFrom('location_neighbors').where('location_id', '=', locationId);
      for (const w of page.words) q = q.where(containsCi('address', w));
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('address').orderBy('id').offset(page.skip).limit(page.take).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    async insert(row: Insertable<Database['location_neighbors']>): Promise<number> {
      const r = await db
        .insertInto('location_neighbors')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },

    remove(id: number) {
      return db.deleteFrom('location_neighbors').where('id', '=', id).execute();
    },
  };
}
export type LocationNeighborsRepo = ReturnType<typeof locationNeighborsRepo>;
