import { ServiceGroups } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { containsCi, iso } from '../../platform/db';
import type { Page } from '../../platform/lists';

export function metaItemsRepo(db: Db) {
  const filtered = (kind: number, page: Page) => {
    let q = db.selectFrom('inventory_meta_items as m').where('m.kind', '=', kind);
    if (!page.includeArchived) q = q.where('m.archived', '=', 0);
    for (const w of page.words)
      q = q.where((eb) => eb.or([containsCi('m.name', w), containsCi('m.scientific_name', w)]));
    return q;
  };

  return {
    async search(kind: number, page: Page) {
      const [rows, total] = await Promise.all([
        filtered(kind, page)
          .select([
            'm.id',
            'm.name',
            'm.scientific_name',
            'm.archived',
            'm.version',
            (eb) =>
              eb
                .selectFrom('inventory_meta_item_images as i')
                .select((x) => x.fn.countAll<number>().as('n'))
                .whereRef('i.meta_item_id', '=', 'm.id')
                .as('image_count'),
          ])
          .orderBy('m.name')
          .orderBy('m.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        filtered(kind, page)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    simple(kind: number) {
      return db
        .selectFrom('inventory_meta_items')
        .select(['id', 'name'])
        .where('kind', '=', kind)
        .where('archived', '=', 0)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    byId(kind: number, id: number) {
      return db
        .selectFrom('inventory_meta_items')
        .selectAll()
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async itemTypeIds(id: number) {
      const rows = await db
        .selectFrom('inventory_item_type_meta_items')
        .select('item_type_id')
        .where('meta_item_id', '=', id)
        .orderBy('item_type_id')
        .execute();
      return rows.map((r) => r.item_type_id);
    },

    async chemicalIds(id: number) {
      const rows = await db
        .selectFrom('inventory_meta_item_chemicals')
        .select('chemical_id')
        .where('meta_item_id', '=', id)
        .orderBy('chemical_id')
        .execute();
      return rows.map((r) => r.chemical_id);
    },

    async images(id: number) {
      const rows = await db
        .selectFrom('inventory_meta_item_images as i')
        .innerJoin('stored_files as f', 'f.id', 'i.file_id')
        .select(['i.id', 'i.file_id', 'i.created_at', 'f.original_name'])
        .where('i.meta_item_id', '=', id)
        .orderBy('i.id')
        .execute();
      return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
    },

    addImage(metaItemId: number, fileId: number, at: string) {
      return db
        .insertInto('inventory_meta_item_images')
        .values({ meta_item_id: metaItemId, file_id: fileId, created_at: at })
        .execute();
    },

    removeImage(imageId: number) {
      return db.deleteFrom('inventory_meta_item_images').where('id', '=', imageId).execute();
    },

    image(metaItemId: number, imageId: number) {
      return db
        .selectFrom('inventory_meta_item_images')
        .selectAll()
        .where('meta_item_id', '=', metaItemId)
        .where('id', '=', imageId)
        .executeTakeFirst();
    },

    /** Names of the given item types that are not in the Lawn Care group. */
    async typesWithoutLawnCare(typeIds: number[]) {
      if (!typeIds.length) return [];
      const rows = await db
        .selectFrom('inventory_item_types as t')
        .select('t.name')
        .where('t.id', 'in', typeIds)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('inventory_item_type_service_groups as g')
                .select('g.item_type_id')
                .whereRef('g.item_type_id', '=', 't.id')
                .where('g.service_group_id', '=', ServiceGroups.LawnCare),
            ),
          ),
        )
        .orderBy('t.name')
        .execute();
      return rows.map((r) => r.name);
    },

    async replaceItemTypes(id: number, typeIds: number[]) {
      await db.deleteFrom('inventory_item_type_meta_items').where('meta_item_id', '=', id).execute();
      if (typeIds.length)
        await db
          .insertInto('inventory_item_type_meta_items')
          .values(typeIds.map((t) => ({ item_type_id: t, meta_item_id: id })))
          .execute();
    },

    async replaceChemicals(id: number, chemicalIds: number[]) {
      await db.deleteFrom('inventory_meta_item_chemicals').where('meta_item_id', '=', id).execute();
      if (chemicalIds.length)
        await db
          .insertInto('inventory_meta_item_chemicals')
          .values(chemicalIds.map((c) => ({ meta_item_id: id, chemical_id: c })))
          .execute();
    },
  };
}
