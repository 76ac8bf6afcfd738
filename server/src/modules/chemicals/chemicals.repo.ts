import { sql } from 'kysely';
import type { Db } from '../../platform/db';
import { listTotal } from '../../platform/db/count-cache';
import { matchesText } from '../../platform/db/text-search';
import type { Page } from '../../platform/lists';

export type ChemicalColumns = {
  name: string;
  epa_number: string | null;
  description: string | null;
  mix_rate: number | null;
  rate_of_application: string | null;
  target: string | null;
  temperature_range_low: number | null;
  temperature_range_high: number | null;
  method_id: number | null;
  unit_id: number | null;
  carrier_id: number | null;
  status_id: number;
  inactive_reason_id: number | null;
  included_in_base_visit: number;
  chemical_up_charge_cents: number;
};

export function chemicalsRepo(db: Db) {
  const withNames = () =>
    db
      .selectFrom('chemicals as c')
      .leftJoin('chemical_methods as m', 'm.id', 'c.method_id')
      .leftJoin('chemical_units as u', 'u.id', 'c.unit_id')
      .leftJoin('chemical_carriers as k', 'k.id', 'c.carrier_id');
  const filtered = (page: Page, statusIds?: number[], notStatus?: number) => {
    let q = withNames();
    if (statusIds?.length) q = q.where('c.status_id', 'in', statusIds);
    if (notStatus !== undefined) q = q.where('c.status_id', '<>', notStatus);
    if (page.words.length) q = q.where(matchesText(db, 'chemicals', 'c.id', page.words));
    return q;
  };
  const count = async (q: ReturnType<typeof filtered>) =>
    Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  return {
    byId(id: number) {
      return withNames()
        .selectAll('c')
        .select(['m.name as method_name', 'u.name as unit_name', 'k.name as carrier_name'])
        .where('c.id', '=', id)
        .executeTakeFirst();
    },

    /** One page of chemicals; `notStatus` leaves a status out (the type-ahead skips inactive ones). */
    async page(page: Page, statusIds?: number[], notStatus?: number) {
      const [rows, total] = await Promise.all([
        filtered(page, statusIds, notStatus)
          .selectAll('c')
          .select(['m.name as method_name', 'u.name as unit_name', 'k.name as carrier_name'])
          .orderBy('c.name')
          .orderBy('c.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        listTotal(db, 'chemicals', { kind: 'all' }, page, { statusIds, notStatus }, () =>
          count(filtered(page, statusIds, notStatus)),
        ),
      ]);
      return { rows, total };
    },

    async nameTaken(name: string, exceptId = 0) {
      const row = await db
        .selectFrom('chemicals')
        .select('id')
        .where(sql<boolean>`lower(name) = ${name.trim().toLowerCase()}`)
        .where('id', '<>', exceptId)
        .executeTakeFirst();
      return !!row;
    },

    async insert(values: ChemicalColumns) {
      const row = await db.insertInto('chemicals').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    remove(id: number) {
      return db.deleteFrom('chemicals').where('id', '=', id).execute();
    },

    pictures(chemicalId: number) {
      return db
        .selectFrom('chemical_pictures as p')
        .innerJoin('stored_files as f', 'f.id', 'p.file_id')
        .select(['p.id', 'p.file_id', 'p.created_at', 'f.original_name', 'f.content_type', 'f.size_bytes'])
        .where('p.chemical_id', '=', chemicalId)
        .orderBy('p.id')
        .execute();
    },

    addPicture(chemicalId: number, fileId: number) {
      return db
        .insertInto('chemical_pictures')
        .values({ chemical_id: chemicalId, file_id: fileId, created_at: new Date().toISOString() })
        .execute();
    },

    picture(chemicalId: number, pictureId: number) {
      return db
        .selectFrom('chemical_pictures')
        .selectAll()
        .where('chemical_id', '=', chemicalId)
        .where('id', '=', pictureId)
        .executeTakeFirst();
    },

    removePicture(pictureId: number) {
      return db.deleteFrom('chemical_pictures').where('id', '=', pictureId).execute();
    },
  };
}
export type ChemicalsRepo = ReturnType<typeof chemicalsRepo>;
