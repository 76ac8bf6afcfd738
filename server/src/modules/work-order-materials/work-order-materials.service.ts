import {
  editRefusal,
  mayViewMaterialPrices,
  Messages,
  ScheduleMessages,
  toScaled,
  WORK_ORDER_MATERIAL_PAGE_SIZE,
  WorkOrderMaterialMessages as M,
  type AddMaterialCost,
  type MaterialServiceChoice,
  type NewWorkOrderMaterial,
  type SaveWorkOrderMaterial,
  type UpdateMaterialActualCost,
  type WorkOrderMaterial,
  type WorkOrderMaterialSearch,
} from '@canopy/shared';
import { mayDo, requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, forbidden, notFound, ruleFailed } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { schedulesRepo } from '../schedules/schedules.repo';
import { scheduleScope } from '../schedules/schedules.access';
import { reachWorkOrder, reachWorkOrderToEdit } from '../work-orders/work-orders.access';
import { itemSummaries } from '../work-order-services/item-summaries';
import { workOrderMaterialAccess as access } from './work-order-materials.access';
import { checkedMaterial } from './work-order-materials.form';
import { toWorkOrderMaterial } from './work-order-materials.mapper';
import { workOrderMaterialsRepo, type MaterialRow } from './work-order-materials.repo';

/** The materials and disposals of work orders, and the schedule's material cost rows. */
export function workOrderMaterialsService(db: Db) {
  const repo = workOrderMaterialsRepo(db);
  const pricesFor = (auth: AuthContext) => mayViewMaterialPrices(auth.claims);

  async function mapped(on: Db, rows: MaterialRow[], prices: boolean): Promise<WorkOrderMaterial[]> {
    const items = await itemSummaries(
      on,
      rows.flatMap((r) => (r.service_item_id ? [r.service_item_id] : [])),
    );
    return rows.map((r) => toWorkOrderMaterial(r, items, prices));
  }

  async function one(auth: AuthContext, id: number): Promise<WorkOrderMaterial> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return (await mapped(db, [row], pricesFor(auth)))[0]!;
  }

  /**
   * Material costs are invoiced once a schedule is Confirmed (scheduling §4): no change while the work
   * order is on a live Confirmed schedule. The schedule screen names its schedule, which must hold the
   * work order, be one the caller reads, and be neither Confirmed nor Cancelled.
   */
  async function refuseLocked(trx: Db, auth: AuthContext, workOrderId: number, scheduleId?: number | null) {
    const r = workOrderMaterialsRepo(trx);
    if (scheduleId) {
      const [h] = await schedulesRepo(trx).headers([scheduleId], scheduleScope(auth));
      if (!h || !h.active) throw notFound();
      const on = await r.schedulesOf(workOrderId);
      if (!on.some((s) => s.id === scheduleId)) throw ruleFailed(M.NotOnSchedule);
      const refused = editRefusal(h.status_id);
      if (refused) throw ruleFailed(refused);
    }
    if (await r.onConfirmedSchedule(workOrderId)) throw ruleFailed(ScheduleMessages.Confirmed);
  }

  /** The stored material and its work order, if the caller may change that work order. */
  async function loadToEdit(auth: AuthContext, id: number) {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return { row, wo: await reachWorkOrderToEdit(db, auth, row.work_order_id) };
  }

  async function insert(auth: AuthContext, workOrderId: number, req: AddMaterialCost, requireAll: boolean) {
    requireClaim(auth, access.edit);
    const wo = await reachWorkOrderToEdit(db, auth, workOrderId);
    const id = await inTransaction(db, async (trx) => {
      await refuseLocked(trx, auth, wo.id, req.ScheduleId);
      const { values, needsNaItem } = await checkedMaterial(trx, wo, req, {
        prices: pricesFor(auth),
        requireAll,
      });
      const now = nowIso();
      const r = workOrderMaterialsRepo(trx);
      if (needsNaItem) values.service_item_id = await r.naItem(wo.account_location_id!, now);
      return r.insert(wo.id, values, auth.employeeId, now);
    });
    return one(auth, id);
  }

  async function setArchived(
    auth: AuthContext,
    id: number,
    archived: boolean | 'toggle',
    scheduleId?: number,
  ) {
    requireClaim(auth, access.edit);
    const { row } = await loadToEdit(auth, id);
    await inTransaction(db, async (trx) => {
      await refuseLocked(trx, auth, row.work_order_id, scheduleId);
      await workOrderMaterialsRepo(trx).setArchived(id, archived === 'toggle' ? !row.archived : archived);
    });
    return one(auth, id);
  }

  return {
    async search(auth: AuthContext, req: WorkOrderMaterialSearch) {
      requireClaim(auth, access.view);
      await reachWorkOrder(db, auth, req.WorkOrderId);
      const { rows, total } = await repo.search(
        req.WorkOrderId,
        req.MaterialTypeId,
        pageOf(req, WORK_ORDER_MATERIAL_PAGE_SIZE),
      );
      return { rows: await mapped(db, rows, pricesFor(auth)), total };
    },

    /** The work order's live services with their items: what a material may be for. */
    async services(auth: AuthContext, workOrderId: number): Promise<MaterialServiceChoice[]> {
      requireClaim(auth, access.view);
      await reachWorkOrder(db, auth, workOrderId);
      return (await materialServices(db, [workOrderId])).get(workOrderId) ?? [];
    },

    add: (auth: AuthContext, req: NewWorkOrderMaterial) => insert(auth, req.WorkOrderId, req, false),

    /** The schedule's material cost row (scheduling §5): every field required. */
    addCost: (auth: AuthContext, workOrderId: number, req: AddMaterialCost) =>
      insert(auth, workOrderId, req, true),

    async save(auth: AuthContext, req: SaveWorkOrderMaterial): Promise<WorkOrderMaterial> {
      requireClaim(auth, access.save);
      const row = await repo.byId(req.Id);
      if (!row) throw notFound();
      // Completing is WorkOrders_Status Full's (spec §6); any other change is WorkOrders'.
      const { Id, Version, Completed, ScheduleId, ...fields } = req;
      const completing = Completed !== undefined && Completed !== !!row.completed;
      const editing = Object.values(fields).some((v) => v !== undefined);
      if (completing && !mayDo(auth, access.complete)) throw forbidden();
      const wo = editing
        ? (requireClaim(auth, access.edit), await reachWorkOrderToEdit(db, auth, row.work_order_id))
        : await reachWorkOrder(db, auth, row.work_order_id);
      const saved = await inTransaction(db, async (trx) => {
        await refuseLocked(trx, auth, wo.id, ScheduleId);
        const values: Record<string, unknown> = {};
        if (editing) {
          const checked = await checkedMaterial(
            trx,
            wo,
            fields,
            { prices: pricesFor(auth), requireAll: false },
            row,
          );
          Object.assign(values, checked.values);
          if (checked.needsNaItem)
            values.service_item_id = await workOrderMaterialsRepo(trx).naItem(
              wo.account_location_id!,
              nowIso(),
            );
        }
        if (completing) {
          values.completed = Completed ? 1 : 0;
          values.date_completed = Completed ? nowIso() : null;
        }
        return saveIfCurrent(trx, 'work_order_materials', Id, Version, values);
      });
      if (!saved) throw conflict(await one(auth, Id));
      return one(auth, Id);
    },

    /** PUT workOrders/{id}/updateMaterialActualCost: what the material actually cost. */
    async updateActualCost(auth: AuthContext, workOrderId: number, req: UpdateMaterialActualCost) {
      requireClaim(auth, access.edit);
      if (!pricesFor(auth)) throw forbidden();
      const { row } = await loadToEdit(auth, req.WorkOrderMaterialId);
      if (row.work_order_id !== workOrderId) throw notFound();
      const cents = req.ActualCost == null ? null : toScaled(req.ActualCost, 2);
      if (req.ActualCost == null) throw ruleFailed(Messages.MaterialFillAllFields);
      if (cents === null || cents < 0) throw ruleFailed(M.NotCents);
      await inTransaction(db, async (trx) => {
        await refuseLocked(trx, auth, workOrderId, req.ScheduleId);
        await workOrderMaterialsRepo(trx).setActualCost(row.id, cents);
      });
      return one(auth, row.id);
    },

    /** One material, once the caller may change its work order (a device's archive asks first). */
    async editable(auth: AuthContext, id: number): Promise<WorkOrderMaterial> {
      requireClaim(auth, access.edit);
      await loadToEdit(auth, id);
      return one(auth, id);
    },

    /** DELETE workOrderMaterials/{id}/archive: archives (an archived one stays archived). */
    archive: (auth: AuthContext, id: number, scheduleId?: number) => setArchived(auth, id, true, scheduleId),
    toggleArchived: (auth: AuthContext, id: number) => setArchived(auth, id, 'toggle'),
  };
}
export type WorkOrderMaterialsService = ReturnType<typeof workOrderMaterialsService>;

/** Per work order, its live services with their inventory items (names as the work order shows them). */
export async function materialServices(db: Db, workOrderIds: readonly number[]) {
  const { services, items } = await workOrderMaterialsRepo(db).services(workOrderIds);
  const names = await itemSummaries(
    db,
    items.map((i) => i.service_item_id),
  );
  const out = new Map<number, MaterialServiceChoice[]>();
  for (const s of services) {
    const list = out.get(s.work_order_id) ?? [];
    list.push({
      WorkOrderServiceId: s.id,
      ServiceName: s.name,
      ServiceItems: items
        .filter((i) => i.work_order_service_id === s.id)
        .map((i) => {
          const n = names.get(i.service_item_id);
          return { Id: i.service_item_id, Name: n ? [n.Name, n.SizeName].filter(Boolean).join(' · ') : '' };
        }),
    });
    out.set(s.work_order_id, list);
  }
  return out;
}

/** The live material cost rows of the schedule's work orders (prices only when the caller sees them). */
export async function materialCosts(db: Db, auth: AuthContext, workOrderIds: readonly number[]) {
  const rows = await workOrderMaterialsRepo(db).ofWorkOrders(workOrderIds);
  const items = await itemSummaries(
    db,
    rows.flatMap((r) => (r.service_item_id ? [r.service_item_id] : [])),
  );
  const prices = mayViewMaterialPrices(auth.claims);
  const out = new Map<number, WorkOrderMaterial[]>();
  for (const r of rows) {
    const list = out.get(r.work_order_id) ?? [];
    list.push(toWorkOrderMaterial(r, items, prices));
    out.set(r.work_order_id, list);
  }
  return out;
}
