import { sql } from 'kysely';
import type { Db } from '../../platform/db';
import type { Page } from '../../platform/lists';

/** A line as stored: the item and its units in hundredths. */
export interface StoredLine {
  serviceItemId: number;
  serviceUnits: number;
  pricingUnits: number;
}

export function workOrderServicesRepo(db: Db) {
  const detailed = () =>
    db
      .selectFrom('work_order_services as s')
      .innerJoin('services as sv', 'sv.id', 's.service_id')
      .leftJoin('service_units as pu', 'pu.id', 'sv.pricing_unit_of_measure_id')
      .leftJoin('service_units as su', 'su.id', 'sv.service_unit_of_measure_id')
      .leftJoin('service_visits as v', 'v.id', 's.service_visit_id')
      .selectAll('s')
      .select([
        'sv.name as service_name',
        'sv.service_group_id',
        'sv.service_type_id',
        'sv.service_pricing_group_id',
        'sv.pricing_unit_of_measure_rate_cents as rate_cents',
        'pu.name as pricing_uom',
        'su.name as service_uom',
        'sv.application_description',
        'sv.report_option_id',
        'sv.service_month_start',
        'sv.service_day_start',
        'sv.service_month_end',
        'sv.service_day_end',
        'v.title as visit_title',
        'v.service_code as visit_code',
        'v.month_start as visit_month_start',
        'v.day_start as visit_day_start',
        'v.month_end as visit_month_end',
        'v.day_end as visit_day_end',
      ]);

  const ofWorkOrder = (workOrderId: number, includeArchived: boolean) => {
    let q = db.selectFrom('work_order_services as s').where('s.work_order_id', '=', workOrderId);
    if (!includeArchived) q = q.where('s.archived', '=', 0);
    return q;
  };

  return {
    byId(id: number) {
      return detailed().where('s.id', '=', id).executeTakeFirst();
    },

    async search(workOrderId: number, page: Page) {
      const [ids, total] = await Promise.all([
        ofWorkOrder(workOrderId, page.includeArchived)
          .select('s.id')
          .orderBy('s.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        ofWorkOrder(workOrderId, page.includeArchived)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const rows = ids.length
        ? await detailed()
            .where(
              's.id',
              'in',
              ids.map((r) => r.id),
            )
            .orderBy('s.id')
            .execute()
        : [];
      return { rows, total: Number(total.n) };
    },

    linesOf(serviceIds: number[]) {
      if (!serviceIds.length) return Promise.resolve([]);
      return db
        .selectFrom('work_order_service_items')
        .selectAll()
        .where('work_order_service_id', 'in', serviceIds)
        .orderBy('id')
        .execute();
    },

    catalogueService(id: number) {
      return db
        .selectFrom('services')
        .select(['id', 'service_group_id', 'status_id', 'application_description'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insert(
      values: {
        work_order_id: number;
        service_id: number;
        description: string | null;
        notes: string | null;
        total_cost_cents: number;
      },
      lines: StoredLine[],
      createdAt: string,
    ): Promise<number> {
      const row = await db
        .insertInto('work_order_services')
        .values({ ...values, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.replaceLines(row.id, lines);
      return row.id;
    },

    /** The service's lines become exactly these. */
    async replaceLines(serviceId: number, lines: StoredLine[]) {
      await db
        .deleteFrom('work_order_service_items')
        .where('work_order_service_id', '=', serviceId)
        .execute();
      if (!lines.length) return;
      await db
        .insertInto('work_order_service_items')
        .values(
          lines.map((l) => ({
            work_order_service_id: serviceId,
            service_item_id: l.serviceItemId,
            service_units_hundredths: l.serviceUnits,
            pricing_units_hundredths: l.pricingUnits,
          })),
        )
        .execute();
    },

    /** Marks the service changed (its lines are part of it), so a save based on the old Version gets 409. */
    touch(serviceId: number) {
      return db
        .updateTable('work_order_services')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', serviceId)
        .execute();
    },

    toggleArchived(id: number) {
      return db
        .updateTable('work_order_services')
        .set((eb) => ({ archived: sql<number>`1 - archived`, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
  };
}
export type WorkOrderServicesRepo = ReturnType<typeof workOrderServicesRepo>;
export type ServiceRow = NonNullable<Awaited<ReturnType<WorkOrderServicesRepo['byId']>>>;
export type LineRow = Awaited<ReturnType<WorkOrderServicesRepo['linesOf']>>[number];

export const asStored = (l: LineRow): StoredLine => ({
  serviceItemId: l.service_item_id,
  serviceUnits: Number(l.service_units_hundredths),
  pricingUnits: Number(l.pricing_units_hundredths),
});
