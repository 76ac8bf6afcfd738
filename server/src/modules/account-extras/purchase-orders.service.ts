import {
  Messages,
  parseDate,
  PURCHASE_ORDER_PAGE_SIZE,
  type ModelState,
  type PurchaseOrder,
  type PurchaseOrderSearch,
  type SavePurchaseOrder,
} from '@canopy/shared';
import { isUniqueViolation, type Db } from '../../platform/db';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { formErrors, notFound, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { reachAccount } from '../accounts/accounts.access';
import { purchaseOrdersRepo, type PurchaseOrdersRepo } from './purchase-orders.repo';
import { accountExtrasAccess as access } from './account-extras.access';

type Row = NonNullable<Awaited<ReturnType<PurchaseOrdersRepo['byId']>>>;

const toPurchaseOrder = (r: Row): PurchaseOrder => ({
  Id: r.id,
  AccountId: r.account_id,
  Po: r.po,
  EffectiveStartDate: r.effective_start_date,
  EffectiveEndDate: r.effective_end_date,
  Archived: !!r.archived,
});

const formFailed = (ms: ModelState) => new ValidationError(ms, Messages.PurchaseOrderFormInvalid);

/** An account's purchase orders: the customer's PO numbers with the dates they are good for. */
export function purchaseOrdersService(db: Db) {
  const repo = purchaseOrdersRepo(db);

  async function load(auth: AuthContext, id: number, edit: boolean): Promise<Row> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    await reachAccount(db, auth, row.account_id, edit);
    return row;
  }

  return {
    async search(
      auth: AuthContext,
      req: PurchaseOrderSearch,
    ): Promise<{ rows: PurchaseOrder[]; total: number }> {
      requireClaim(auth, access.view);
      await reachAccount(db, auth, req.AccountId);
      const { rows, total } = await repo.search(req.AccountId, pageOf(req, PURCHASE_ORDER_PAGE_SIZE));
      return { rows: rows.map(toPurchaseOrder), total };
    },

    /** The purchase orders a work order may cite: those not archived. */
    async forAccount(auth: AuthContext, accountId: number): Promise<PurchaseOrder[]> {
      requireClaim(auth, access.view);
      await reachAccount(db, auth, accountId);
      return (await repo.active(accountId)).map(toPurchaseOrder);
    },

    /** Adds (Id 0) or saves a purchase order; its number is unique on the account, its dates in order. */
    async save(auth: AuthContext, req: SavePurchaseOrder): Promise<PurchaseOrder> {
      requireClaim(auth, access.edit);
      const stored = req.Id ? await load(auth, req.Id, true) : undefined;
      if (!stored) await reachAccount(db, auth, req.AccountId, true);
      const form = formErrors();
      const add = form.add;
      if (stored && stored.account_id !== req.AccountId)
        add('AccountId', 'A purchase order stays with its account.');
      const po = req.Po.trim();
      if (!po) add('Po', 'Purchase order number is required.');
      else if (await repo.numberTaken(req.AccountId, po, stored?.id ?? 0))
        add('Po', Messages.PurchaseOrderNumberTaken);
      const date = (field: string, text: string | null | undefined) => {
        if (!text?.trim()) return null;
        const d = parseDate(text);
        if (!d) add(field, 'Please enter a valid date.');
        return d;
      };
      const start = date('EffectiveStartDate', req.EffectiveStartDate);
      const end = date('EffectiveEndDate', req.EffectiveEndDate);
      if (start && end && end < start) add('EffectiveEndDate', Messages.PurchaseOrderDatesOrder);
      form.check(Messages.PurchaseOrderFormInvalid);
      const values = {
        po,
        effective_start_date: start,
        effective_end_date: end,
        archived: (req.Archived ?? !!stored?.archived) ? 1 : 0,
      };
      let id = stored?.id ?? 0;
      try {
        if (stored) await repo.update(stored.id, values);
        else id = await repo.insert(req.AccountId, values);
      } catch (e) {
        // Another save took the number since the check.
        if (isUniqueViolation(e)) throw formFailed({ Po: [Messages.PurchaseOrderNumberTaken] });
        throw e;
      }
      return toPurchaseOrder((await repo.byId(id))!);
    },

    async toggleArchived(auth: AuthContext, id: number): Promise<PurchaseOrder> {
      requireClaim(auth, access.edit);
      await load(auth, id, true);
      await repo.toggleArchived(id);
      return toPurchaseOrder((await repo.byId(id))!);
    },
  };
}
export type PurchaseOrdersService = ReturnType<typeof purchaseOrdersService>;
