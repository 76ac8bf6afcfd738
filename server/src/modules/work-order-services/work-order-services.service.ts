import {
  mayChangeService,
  seesPrices,
  serviceAddRefusal,
  WORK_ORDER_SERVICE_PAGE_SIZE,
  WorkOrderServiceMessages as M,
  type AddWorkOrderServiceItem,
  type NewWorkOrderService,
  type SaveWorkOrderService,
  type WorkOrderService,
  type WorkOrderServiceSearch,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { isUniqueViolation, nowIso, type Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, forbidden, notFound, ruleFailed, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { chemicalCompletionProblems } from '../work-order-chemicals/application-records.service';
import { reachWorkOrder } from '../work-orders/work-orders.access';
import { itemSummaries } from './item-summaries';
import { checkedNewService, locationProblems, splitLines, storedLines } from './work-order-services.form';
import { asStored, workOrderServicesRepo, type ServiceRow } from './work-order-services.repo';
import { checkedSave } from './work-order-services.save';
import { toWorkOrderService } from './work-order-services.mapper';
import { workOrderServiceAccess as access } from './work-order-services.access';

/** The services a work order carries, with the customer inventory items each one treats. */
export function workOrderServicesService(db: Db) {
  const repo = workOrderServicesRepo(db);

  async function mapped(auth: AuthContext, rows: ServiceRow[]): Promise<WorkOrderService[]> {
    const lines = await repo.linesOf(rows.map((r) => r.id));
    const items = await itemSummaries(
      db,
      lines.map((l) => l.service_item_id),
    );
    const prices = seesPrices(auth.claims);
    return rows.map((r) => toWorkOrderService(r, lines, items, prices));
  }

  async function one(auth: AuthContext, id: number): Promise<WorkOrderService> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return (await mapped(auth, [row]))[0]!;
  }

  /** The stored service and its work order, if the caller reaches the work order. */
  async function load(auth: AuthContext, id: number) {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return { row, wo: await reachWorkOrder(db, auth, row.work_order_id) };
  }

  return {
    async search(auth: AuthContext, req: WorkOrderServiceSearch) {
      requireClaim(auth, access.view);
      await reachWorkOrder(db, auth, req.WorkOrderId);
      const { rows, total } = await repo.search(req.WorkOrderId, pageOf(req, WORK_ORDER_SERVICE_PAGE_SIZE));
      return { rows: await mapped(auth, rows), total };
    },

    async add(auth: AuthContext, req: NewWorkOrderService): Promise<WorkOrderService> {
      requireClaim(auth, access.edit);
      if (req.TotalCost != null && !seesPrices(auth.claims)) throw forbidden();
      const wo = await reachWorkOrder(db, auth, req.WorkOrderId);
      const refusal = serviceAddRefusal({
        claims: auth.claims,
        AccountLocationId: wo.account_location_id,
        ServiceGroupId: wo.service_group_id,
        StatusId: wo.status_id,
      });
      if (refusal) throw ruleFailed(refusal);
      const { values, lines } = await checkedNewService(db, wo, req);
      const id = await db
        .transaction()
        .execute((trx) => workOrderServicesRepo(trx).insert(values, lines, nowIso()));
      return one(auth, id);
    },

    async save(auth: AuthContext, sent: SaveWorkOrderService): Promise<WorkOrderService> {
      requireClaim(auth, access.save);
      // A caller without WorkOrders_Pricing got the cost as null and may send the row back so; a
      // cost they did send is a price they may not change.
      if (!seesPrices(auth.claims) && sent.TotalCost != null) throw forbidden();
      const req = seesPrices(auth.claims) ? sent : { ...sent, TotalCost: undefined };
      const { row, wo } = await load(auth, req.Id);
      const stored = await repo.linesOf([row.id]);
      const { change, problems, values, lines } = await checkedSave(db, wo, row, stored, req);
      if (!mayChangeService(auth.claims, change)) throw forbidden();
      // A service with chemicals applied completes only once their records hold what the state requires.
      if (change.completed && req.Completed) problems.push(...(await chemicalCompletionProblems(db, row.id)));
      if (problems.length) throw new ValidationError({ Service: problems });
      const saved = await db.transaction().execute(async (trx) => {
        const r = workOrderServicesRepo(trx);
        const ok = await saveIfCurrent(trx, 'work_order_services', req.Id, req.Version, values);
        if (ok && lines) await r.replaceLines(req.Id, lines);
        return ok;
      });
      // Read after the transaction: SQLite has one connection and it is busy until then.
      if (!saved) throw conflict(await one(auth, req.Id));
      return one(auth, req.Id);
    },

    async toggleArchived(auth: AuthContext, id: number): Promise<WorkOrderService> {
      requireClaim(auth, access.edit);
      await load(auth, id);
      await repo.toggleArchived(id);
      return one(auth, id);
    },

    /** One more item on the service; the service's pricing units are split across its items again. */
    async addItem(auth: AuthContext, id: number, req: AddWorkOrderServiceItem): Promise<WorkOrderService> {
      requireClaim(auth, access.edit);
      const { wo } = await load(auth, id);
      if (!req.ServiceItemId) throw ruleFailed(M.SelectInventoryItem);
      const [line] = storedLines([{ ServiceItemId: req.ServiceItemId, ServiceUnits: req.ServiceUnits }]);
      const away = await locationProblems(db, wo.account_location_id, [req]);
      if (away.length) throw new ValidationError({ Service: away });
      try {
        await db.transaction().execute(async (trx) => {
          const r = workOrderServicesRepo(trx);
          const current = await r.linesOf([id]);
          if (current.some((l) => l.service_item_id === req.ServiceItemId))
            throw ruleFailed(M.ItemAlreadyOnService);
          const all = [...current.map(asStored), line!];
          await r.replaceLines(id, splitLines(all));
          await r.touch(id);
        });
      } catch (e) {
        // Another add of the same item landed first.
        if (isUniqueViolation(e)) throw ruleFailed(M.ItemAlreadyOnService);
        throw e;
      }
      return one(auth, id);
    },
  };
}
export type WorkOrderServicesService = ReturnType<typeof workOrderServicesService>;
