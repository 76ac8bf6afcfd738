import { sql, type Updateable } from 'kysely';
import type { Db } from '../../platform/db';
import { listTotal } from '../../platform/db/count-cache';
import { matchesText } from '../../platform/db/text-search';
import type { Page } from '../../platform/lists';
import type { Database } from '../../platform/db/schema';
import type { ListTableName } from '../settings-lists/settings-lists.definitions';

export interface ServiceFilter {
  statusIds?: number[];
  groupIds?: number[];
  categoryIds?: number[];
  typeIds?: number[];
}

/** Row values of a service as the service layer settles them: every column but id and version. */
export type ServiceColumns = Required<Omit<Updateable<Database['services']>, 'id' | 'version'>>;

export type VisitColumns = {
  title: string | null;
  service_code: string | null;
  month_start: number;
  day_start: number;
  month_end: number;
  day_end: number;
  scheduling_buffer_days: number;
  report_option_id: number | null;
};

export function servicesRepo(db: Db) {
  const filtered = (page: Page, f: ServiceFilter) => {
    let q = db.selectFrom('services as s');
    if (f.statusIds?.length) q = q.where('s.status_id', 'in', f.statusIds);
    if (f.groupIds?.length) q = q.where('s.service_group_id', 'in', f.groupIds);
    if (f.categoryIds?.length) q = q.where('s.service_category_id', 'in', f.categoryIds);
    if (f.typeIds?.length) q = q.where('s.service_type_id', 'in', f.typeIds);
    if (page.words.length) q = q.where(matchesText(db, 'services', 's.id', page.words));
    return q;
  };

  /** Chemicals with what a link shows: name, EPA number, status and the dilution parts. */
  const chemicalSummary = () =>
    db
      .selectFrom('chemicals as c')
      .leftJoin('chemical_units as u', 'u.id', 'c.unit_id')
      .leftJoin('chemical_carriers as k', 'k.id', 'c.carrier_id')
      .select([
        'c.id',
        'c.name',
        'c.epa_number',
        'c.status_id',
        'c.mix_rate',
        'u.name as unit_name',
        'k.name as carrier_name',
      ]);

  return {
    async search(page: Page, f: ServiceFilter) {
      const [rows, total] = await Promise.all([
        filtered(page, f)
          .leftJoin('service_categories as c', 'c.id', 's.service_category_id')
          .select([
            's.id',
            's.name',
            's.service_group_id',
            's.service_category_id',
            'c.name as category_name',
            's.service_type_id',
            's.status_id',
            's.pricing_option_id',
            's.pricing_unit_of_measure_rate_cents',
            's.renewable_service',
            's.version',
            (eb) =>
              eb
                .selectFrom('service_visits as v')
                .select((e) => e.fn.countAll<number>().as('n'))
                .whereRef('v.service_id', '=', 's.id')
                .as('visit_count'),
          ])
          .orderBy('s.name')
          .orderBy('s.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        listTotal(db, 'services', { kind: 'all' }, page, f, async () => {
          const { n } = await filtered(page, f)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(n);
        }),
      ]);
      return { rows, total };
    },

    byId(id: number) {
      return db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
    },

    visits(serviceId: number) {
      return db
        .selectFrom('service_visits')
        .selectAll()
        .where('service_id', '=', serviceId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    visitById(id: number) {
      return db.selectFrom('service_visits').selectAll().where('id', '=', id).executeTakeFirst();
    },

    serviceChemicals(serviceId: number) {
      return chemicalSummary()
        .innerJoin('service_chemicals as l', 'l.chemical_id', 'c.id')
        .where('l.service_id', '=', serviceId)
        .orderBy('l.sort_order')
        .orderBy('c.name')
        .execute();
    },

    async visitChemicals(visitIds: number[]) {
      if (!visitIds.length) return [];
      return chemicalSummary()
        .innerJoin('service_visit_chemicals as l', 'l.chemical_id', 'c.id')
        .select('l.service_visit_id')
        .where('l.service_visit_id', 'in', visitIds)
        .orderBy('l.sort_order')
        .orderBy('c.name')
        .execute();
    },

    async chemicalStatuses(ids: number[]) {
      if (!ids.length) return [];
      return db.selectFrom('chemicals').select(['id', 'name', 'status_id']).where('id', 'in', ids).execute();
    },

    async listHas(table: ListTableName, id: number) {
      const row = await db
        .selectFrom(table as 'service_units')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return !!row;
    },

    async priceTableExists(id: number) {
      return !!(await db.selectFrom('price_tables').select('id').where('id', '=', id).executeTakeFirst());
    },

    async insert(values: ServiceColumns) {
      const row = await db.insertInto('services').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async replaceChemicals(serviceId: number, chemicalIds: number[]) {
      await db.deleteFrom('service_chemicals').where('service_id', '=', serviceId).execute();
      if (chemicalIds.length)
        await db
          .insertInto('service_chemicals')
          .values(chemicalIds.map((c, i) => ({ service_id: serviceId, chemical_id: c, sort_order: i + 1 })))
          .execute();
    },

    async replaceVisitChemicals(visitId: number, chemicalIds: number[]) {
      await db.deleteFrom('service_visit_chemicals').where('service_visit_id', '=', visitId).execute();
      if (chemicalIds.length)
        await db
          .insertInto('service_visit_chemicals')
          .values(
            chemicalIds.map((c, i) => ({ service_visit_id: visitId, chemical_id: c, sort_order: i + 1 })),
          )
          .execute();
    },

    async addVisit(serviceId: number, v: VisitColumns, sortOrder: number) {
      const row = await db
        .insertInto('service_visits')
        .values({ ...v, service_id: serviceId, sort_order: sortOrder })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    updateVisit(id: number, v: VisitColumns, sortOrder: number) {
      return db
        .updateTable('service_visits')
        .set({ ...v, sort_order: sortOrder })
        .where('id', '=', id)
        .execute();
    },

    async removeVisits(ids: number[]) {
      if (ids.length) await db.deleteFrom('service_visits').where('id', 'in', ids).execute();
    },

    remove(id: number) {
      return db.deleteFrom('services').where('id', '=', id).execute();
    },

    /** Bumps the version only if it is still `version`; false when stale or missing. */
    async bumpVersion(id: number, version: number) {
      const r = await db
        .updateTable('services')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    setRate(id: number, cents: number) {
      return db
        .updateTable('services')
        .set((eb) => ({ pricing_unit_of_measure_rate_cents: cents, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    ratesOf(ids: number[]) {
      return db
        .selectFrom('services')
        .select(['id', 'name', 'pricing_option_id', 'pricing_unit_of_measure_rate_cents', 'version'])
        .where('id', 'in', ids)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    async highestRecurrence() {
      const r = await db
        .selectFrom('services')
        .select((eb) => eb.fn.max('recurrence').as('n'))
        .executeTakeFirst();
      return r?.n == null ? 0 : Number(r.n);
    },

    /** The live price tables a service can be priced by. */
    priceTables() {
      return db
        .selectFrom('price_tables')
        .select(['id', 'name'])
        .where('archived', '=', 0)
        .orderBy('name')
        .execute();
    },

    groupContents() {
      return db.selectFrom('service_group_contents').selectAll().execute();
    },

    /** Sets a service group's text; blank text removes it. */
    async saveGroupContent(groupId: number, content: string) {
      await db.deleteFrom('service_group_contents').where('service_group_id', '=', groupId).execute();
      if (content)
        await db
          .insertInto('service_group_contents')
          .values({ service_group_id: groupId, content })
          .execute();
    },

    codes() {
      return db
        .selectFrom('service_visits')
        .select('service_code')
        .distinct()
        .where('service_code', 'is not', null)
        .where(sql<boolean>`service_code <> ''`)
        .orderBy('service_code')
        .execute();
    },

    visitOptions(serviceId?: number) {
      let q = db
        .selectFrom('service_visits as v')
        .innerJoin('services as s', 's.id', 'v.service_id')
        .select(['v.id', 'v.service_id', 's.name as service_name', 'v.title', 'v.service_code']);
      if (serviceId !== undefined) q = q.where('v.service_id', '=', serviceId);
      return q.orderBy('s.name').orderBy('v.sort_order').orderBy('v.id').execute();
    },
  };
}
export type ServicesRepo = ReturnType<typeof servicesRepo>;
