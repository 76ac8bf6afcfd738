import type { Insertable } from 'kysely';
import { containsCi, type Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import type { Page } from '../../platform/lists';

export interface NoteFilter {
  printOnWorkOrder?: boolean | null;
  /** Instants: from inclusive, to exclusive. */
  from?: string | null;
  to?: string | null;
}

export function locationNotesRepo(db: Db) {
  const base = () =>
    db
      .selectFrom('location_notes as n')
      .leftJoin('location_note_types as t', 't.id', 'n.type_id')
      .leftJoin('employees as e', 'e.id', 'n.created_by')
      .selectAll('n')
      .select(['t.name as type_name', 'e.first_name', 'e.last_name']);

  return {
    byId(locationId: number, id: number) {
      return base().where('n.location_id', '=', locationId).where('n.id', '=', id).executeTakeFirst();
    },

    async search(locationId: number, page: Page, f: NoteFilter) {
      let q = db.selectFrom('location_notes as n').where('n.location_id', '=', locationId);
      if (f.printOnWorkOrder != null) q = q.where('n.print_on_work_order', '=', f.printOnWorkOrder ? 1 : 0);
      if (f.from) q = q.where('n.created_at', '>=', f.from);
      if (f.to) q = q.where('n.created_at', '<', f.to);
      for (const w of page.words) q = q.where(containsCi('n.notes', w));
      const [ids, total] = await Promise.all([
        q
          .select('n.id')
          .orderBy('n.created_at', 'desc')
          .orderBy('n.id', 'desc')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const found = ids.length
        ? await base()
            .where(
              'n.id',
              'in',
              ids.map((r) => r.id),
            )
            .execute()
        : [];
      const byId = new Map(found.map((r) => [r.id, r]));
      return { rows: ids.map((r) => byId.get(r.id)!), total: Number(total.n) };
    },

    async typeExists(id: number): Promise<boolean> {
      return !!(await db
        .selectFrom('location_note_types')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst());
    },

    async insert(row: Insertable<Database['location_notes']>): Promise<number> {
      const r = await db.insertInto('location_notes').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },

    remove(id: number) {
      return db.deleteFrom('location_notes').where('id', '=', id).execute();
    },
  };
}
export type LocationNotesRepo = ReturnType<typeof locationNotesRepo>;
