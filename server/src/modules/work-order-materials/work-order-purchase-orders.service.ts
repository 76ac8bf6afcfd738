import {
  todayIsoDate,
  WorkOrderMaterialMessages as M,
  type PurchaseOrder,
  type SetWorkOrderPurchaseOrders,
  type WorkOrderPurchaseOrders,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { ruleFailed } from '../../platform/errors';
import { reachAccount } from '../accounts/accounts.access';
import { reachWorkOrder, reachWorkOrderToEdit } from '../work-orders/work-orders.access';
import { workOrderMaterialAccess as access } from './work-order-materials.access';
import { workOrderPurchaseOrdersRepo, type PurchaseOrderRow } from './work-order-purchase-orders.repo';

const toPurchaseOrder = (r: PurchaseOrderRow): PurchaseOrder => ({
  Id: r.id,
  AccountId: r.account_id,
  Po: r.po,
  EffectiveStartDate: r.effective_start_date,
  EffectiveEndDate: r.effective_end_date,
  Archived: !!r.archived,
});

/** The purchase orders a work order cites: its account's, unarchived and in effect when chosen. */
export function workOrderPurchaseOrdersService(db: Db) {
  const repo = workOrderPurchaseOrdersRepo(db);

  async function read(accountId: number, workOrderId: number): Promise<WorkOrderPurchaseOrders> {
    const [cited, choices] = await Promise.all([
      repo.cited(workOrderId),
      repo.citable(accountId, todayIsoDate()),
    ]);
    return { PurchaseOrders: cited.map(toPurchaseOrder), Choices: choices.map(toPurchaseOrder) };
  }

  return {
    async get(auth: AuthContext, workOrderId: number): Promise<WorkOrderPurchaseOrders> {
      requireClaim(auth, access.view);
      const wo = await reachWorkOrder(db, auth, workOrderId);
      return read(wo.account_id, wo.id);
    },

    /**
     * Replaces the POs the work order cites. Each must be one of its account's unarchived POs in
     * effect today; one the work order already cites may stay after it lapses. Needs the work order
     * (WorkOrders) and its account (Account Full or Branch, spec §6) within the caller's reach.
     */
    async set(
      auth: AuthContext,
      workOrderId: number,
      ids: SetWorkOrderPurchaseOrders,
    ): Promise<WorkOrderPurchaseOrders> {
      requireClaim(auth, access.purchaseOrdersEdit);
      requireClaim(auth, access.purchaseOrdersAccount);
      const wo = await reachWorkOrderToEdit(db, auth, workOrderId);
      await reachAccount(db, auth, wo.account_id, true);
      const wanted = [...new Set(ids)];
      await inTransaction(db, async (trx) => {
        const r = workOrderPurchaseOrdersRepo(trx);
        const allowed = new Set([
          ...(await r.cited(wo.id)).map((p) => p.id),
          ...(await r.citable(wo.account_id, todayIsoDate())).map((p) => p.id),
        ]);
        if (wanted.some((id) => !allowed.has(id))) throw ruleFailed(M.PurchaseOrdersNotCitable);
        await r.replace(wo.id, wanted);
      });
      return read(wo.account_id, wo.id);
    },
  };
}
export type WorkOrderPurchaseOrdersService = ReturnType<typeof workOrderPurchaseOrdersService>;
