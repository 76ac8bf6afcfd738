import type { Db } from '../../platform/db';
import { containsCi } from '../../platform/db';
import type { Page } from '../../platform/lists';

/** Materials and disposals, equipment types and lease companies: flat lists fetched whole. */
export function catalogueResourcesRepo(db: Db) {
  const materials = (page: Page, typeId?: number) => {
    let q = db.selectFrom('materials as m');
    if (!page.includeArchived) q = q.where('m.archived', '=', 0);
    if (typeId !== undefined) q = q.where('m.material_type_id', '=', typeId);
    for (const w of page.words)
      q = q.where((eb) => eb.or([containsCi('m.name', w), containsCi('m.unit', w)]));
    return q;
  };
  const equipment = (page: Page) => {
    let q = db.selectFrom('equipment_types as e');
    if (!page.includeArchived) q = q.where('e.archived', '=', 0);
    for (const w of page.words) q = q.where(containsCi('e.name', w));
    return q;
  };
  const leases = (page: Page) => {
    let q = db.selectFrom('lease_companies as l');
    for (const w of page.words) q = q.where(containsCi('l.name', w));
    return q;
  };

  return {
    async materials(page: Page, typeId?: number) {
      const [rows, total] = await Promise.all([
        materials(page, typeId)
          .selectAll('m')
          .orderBy('m.material_type_id')
          .orderBy('m.name')
          .orderBy('m.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        materials(page, typeId)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    material(id: number) {
      return db.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async equipmentTypes(page: Page) {
      const [rows, total] = await Promise.all([
        equipment(page)
          .selectAll('e')
          .orderBy('e.name')
          .orderBy('e.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        equipment(page)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    equipmentType(id: number) {
      return db.selectFrom('equipment_types').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async leaseCompanies(page: Page) {
      const [rows, total] = await Promise.all([
        leases(page)
          .selectAll('l')
          .orderBy('l.name')
          .orderBy('l.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        leases(page)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    leaseCompany(id: number) {
      return db.selectFrom('lease_companies').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
