import { sql } from 'kysely';
import { ScheduleStatuses } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';
import type { Page } from '../../platform/lists';
import { serviceItemsRepo } from '../service-items/service-items.repo';

/** The inventory item a material stands for when it is for no particular one (work-orders.md §7). */
export const NA_ITEM_NAME = 'NA';

export type MaterialValues = {
  material_type_id: number;
  material_id: number;
  work_order_service_id: number | null;
  service_item_id: number | null;
  units_hundredths: number;
  unit_price_cents: number;
  total_cost_cents: number;
  actual_cost_cents: number | null;
  notes: string | null;
  date_reported: string;
};

export function workOrderMaterialsRepo(db: Db) {
  const detailed = () =>
    db
      .selectFrom('work_order_materials as m')
      .innerJoin('materials as c', 'c.id', 'm.material_id')
      .leftJoin('work_order_services as s', 's.id', 'm.work_order_service_id')
      .leftJoin('services as sv', 'sv.id', 's.service_id')
      .leftJoin('employees as e', 'e.id', 'm.reported_by')
      .selectAll('m')
      .select([
        'c.name as material_name',
        'c.unit',
        'sv.name as service_name',
        'e.first_name as reporter_first',
        'e.last_name as reporter_last',
      ]);

  return {
    byId(id: number) {
      return detailed().where('m.id', '=', id).executeTakeFirst();
    },

    /** A sync page's rows, archived ones included. */
    byIds(ids: readonly number[]) {
      return detailed()
        .where(inIds(db, 'm.id', ids))
        .execute();
    },

    async search(workOrderId: number, typeId: number | undefined, page: Page) {
      const where = <Q extends ReturnType<typeof detailed>>(q: Q) =>
        q
          .where('m.work_order_id', '=', workOrderId)
          .$if(typeId !== undefined, (w) => w.where('m.material_type_id', '=', typeId!))
          .$if(!page.includeArchived, (w) => w.where('m.archived', '=', 0)) as Q;
      const rows = await where(detailed()).orderBy('m.id').limit(page.take).offset(page.skip).execute();
      const { n } = await where(detailed())
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(n) };
    },

    /** The live rows of many work orders (the schedule's work orders tab). */
    ofWorkOrders(workOrderIds: readonly number[]) {
      if (!workOrderIds.length) return Promise.resolve([]);
      return detailed()
        .where('m.work_order_id', 'in', [...workOrderIds])
        .where('m.archived', '=', 0)
        .orderBy('m.id')
        .execute();
    },

    /** A catalogue material with its price, live or not. */
    material(id: number) {
      return db.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The work order's live services and, per service, its inventory items. */
    async services(workOrderIds: readonly number[]) {
      if (!workOrderIds.length) return { services: [], items: [] };
      const services = await db
        .selectFrom('work_order_services as s')
        .innerJoin('services as sv', 'sv.id', 's.service_id')
        .select(['s.id', 's.work_order_id', 'sv.name'])
        .where('s.work_order_id', 'in', [...workOrderIds])
        .where('s.archived', '=', 0)
        .orderBy('s.id')
        .execute();
      const items = services.length
        ? await db
            .selectFrom('work_order_service_items')
            .select(['work_order_service_id', 'service_item_id'])
            .where(
              'work_order_service_id',
              'in',
              services.map((s) => s.id),
            )
            .orderBy('id')
            .execute()
        : [];
      return { services, items };
    },

    /** The location's NA inventory item, made (with its NA plant kind) the first time it is needed. */
    async naItem(locationId: number, createdAt: string): Promise<number> {
      const kind = await serviceItemsRepo(db).otherTypeNamed(locationId, NA_ITEM_NAME, null);
      const found = await db
        .selectFrom('service_items')
        .select('id')
        .where('account_location_id', '=', locationId)
        .where('other_item_type_id', '=', kind)
        .orderBy('id')
        .executeTakeFirst();
      if (found) return found.id;
      return serviceItemsRepo(db).insert(locationId, { other_item_type_id: kind }, createdAt);
    },

    async insert(workOrderId: number, v: MaterialValues, reportedBy: number, createdAt: string) {
      const row = await db
        .insertInto('work_order_materials')
        .values({ ...v, work_order_id: workOrderId, reported_by: reportedBy, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    setArchived(id: number, archived: boolean) {
      return db
        .updateTable('work_order_materials')
        .set((eb) => ({ archived: archived ? 1 : 0, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    setActualCost(id: number, cents: number | null) {
      return db
        .updateTable('work_order_materials')
        .set((eb) => ({ actual_cost_cents: cents, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** The statuses of the live schedules the work order is on, and of `scheduleId` if it holds it. */
    async schedulesOf(workOrderId: number) {
      return db
        .selectFrom('schedule_work_orders as swo')
        .innerJoin('schedules as sc', 'sc.id', 'swo.schedule_id')
        .select(['sc.id', 'sc.status_id', 'sc.branch_id'])
        .where('swo.work_order_id', '=', workOrderId)
        .where('swo.active', '=', 1)
        .where('sc.active', '=', 1)
        .execute();
    },

    /** Whether the work order is on a live Confirmed schedule (its material costs are then invoiced). */
    async onConfirmedSchedule(workOrderId: number) {
      const row = await db
        .selectFrom('schedule_work_orders as swo')
        .innerJoin('schedules as sc', 'sc.id', 'swo.schedule_id')
        .select(sql<number>`1`.as('one'))
        .where('swo.work_order_id', '=', workOrderId)
        .where('swo.active', '=', 1)
        .where('sc.active', '=', 1)
        .where('sc.status_id', '=', ScheduleStatuses.Confirmed)
        .executeTakeFirst();
      return !!row;
    },
  };
}
export type WorkOrderMaterialsRepo = ReturnType<typeof workOrderMaterialsRepo>;
export type MaterialRow = NonNullable<Awaited<ReturnType<WorkOrderMaterialsRepo['byId']>>>;
