import { sql } from 'kysely';
import { inIds, type Db } from '../../platform/db';

export interface OtherLine {
  Name: string;
  ScientificName: string | null;
}

/** Scouting report entries of work orders, and what each one found. */
export function scoutingReportsRepo(db: Db) {
  return {
    entriesOf(workOrderId: number, includeArchived: boolean) {
      let q = db.selectFrom('scouting_reports').selectAll().where('work_order_id', '=', workOrderId);
      if (!includeArchived) q = q.where('archived', '=', 0);
      return q.orderBy('id').execute();
    },

    byId(id: number) {
      return db.selectFrom('scouting_reports').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Many entries at once (the sync feed's pages), in id order. */
    byIds(ids: readonly number[]) {
      return db
        .selectFrom('scouting_reports')
        .selectAll()
        .where(inIds(db, 'id', ids))
        .orderBy('id')
        .execute();
    },

    /** The catalogue findings of the entries, with their kind. */
    metaOf(entryIds: number[]) {
      if (!entryIds.length) return Promise.resolve([]);
      return db
        .selectFrom('scouting_report_meta_items as s')
        .innerJoin('inventory_meta_items as m', 'm.id', 's.meta_item_id')
        .select(['s.scouting_report_id', 'm.id', 'm.kind', 'm.name', 'm.scientific_name'])
        .where('s.scouting_report_id', 'in', entryIds)
        .orderBy('m.name')
        .orderBy('m.id')
        .execute();
    },

    othersOf(entryIds: number[]) {
      if (!entryIds.length) return Promise.resolve([]);
      return db
        .selectFrom('scouting_report_other_items')
        .selectAll()
        .where('scouting_report_id', 'in', entryIds)
        .orderBy('id')
        .execute();
    },

    /** Catalogue meta items among `ids`, with their kind and archive flag. */
    metaItems(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .selectFrom('inventory_meta_items')
        .select(['id', 'kind', 'archived'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },

    /** Non-archived meta items found on an item type. */
    metaOfItemType(itemTypeId: number) {
      return db
        .selectFrom('inventory_item_type_meta_items as t')
        .innerJoin('inventory_meta_items as m', 'm.id', 't.meta_item_id')
        .select(['m.id', 'm.kind', 'm.name', 'm.scientific_name'])
        .where('t.item_type_id', '=', itemTypeId)
        .where('m.archived', '=', 0)
        .orderBy('m.name')
        .orderBy('m.id')
        .execute();
    },

    async insert(
      values: { work_order_id: number; service_item_id: number; notes: string | null },
      at: string,
    ) {
      const row = await db
        .insertInto('scouting_reports')
        .values({ ...values, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The entry's catalogue findings of one kind become exactly these. */
    async replaceMeta(entryId: number, kind: number, ids: number[]) {
      await db
        .deleteFrom('scouting_report_meta_items')
        .where('scouting_report_id', '=', entryId)
        .where('meta_item_id', 'in', (eb) =>
          eb.selectFrom('inventory_meta_items').select('id').where('kind', '=', kind),
        )
        .execute();
      if (ids.length)
        await db
          .insertInto('scouting_report_meta_items')
          .values([...new Set(ids)].map((id) => ({ scouting_report_id: entryId, meta_item_id: id })))
          .execute();
    },

    /** The entry's other findings of one kind become exactly these. */
    async replaceOthers(entryId: number, kind: number, locationId: number | null, lines: OtherLine[]) {
      await db
        .deleteFrom('scouting_report_other_items')
        .where('scouting_report_id', '=', entryId)
        .where('kind', '=', kind)
        .execute();
      if (lines.length)
        await db
          .insertInto('scouting_report_other_items')
          .values(
            lines.map((l) => ({
              scouting_report_id: entryId,
              kind,
              name: l.Name,
              scientific_name: l.ScientificName,
              account_location_id: locationId,
            })),
          )
          .execute();
    },

    toggleArchived(id: number) {
      return db
        .updateTable('scouting_reports')
        .set((eb) => ({ archived: sql<number>`1 - archived`, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    // The notes and the sent mark are the scouting report's own fields on the work order: saving them
    // leaves the work order's Version alone, so an open work order form does not turn stale.
    updateNotes(workOrderId: number, notes: string | null) {
      return db
        .updateTable('work_orders')
        .set({ scouting_report_notes: notes })
        .where('id', '=', workOrderId)
        .execute();
    },

    markSent(workOrderId: number) {
      return db
        .updateTable('work_orders')
        .set({ sent_scouting_report: 1 })
        .where('id', '=', workOrderId)
        .execute();
    },
  };
}
export type ScoutingReportsRepo = ReturnType<typeof scoutingReportsRepo>;
export type EntryRow = NonNullable<Awaited<ReturnType<ScoutingReportsRepo['byId']>>>;
export type MetaRow = Awaited<ReturnType<ScoutingReportsRepo['metaOf']>>[number];
export type OtherRow = Awaited<ReturnType<ScoutingReportsRepo['othersOf']>>[number];
