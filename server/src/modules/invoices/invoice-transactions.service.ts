import {
  APPROVABLE_TYPES,
  centsToDollars as $,
  DIALOG_TYPES,
  dollarsToCents,
  InvoiceApprovedStatuses,
  invoiceLabel,
  InvoiceMessages as M,
  maxAdjustment,
  SPREAD_TYPES,
  TransactionPendingTypes,
  TransactionTypeList,
  TransactionTypes as T,
  workOrderAmountsAddUp,
  type AddInvoiceTransaction,
  type InvoiceTransaction,
  type PendingTransactionSearch,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { iso, nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { forbidden, notFound, ruleFailed } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { refreshSums, sumsOf } from './invoice-sums';
import { invoiceTransactionsRepo, type TransactionRow } from './invoice-transactions.repo';
import {
  approvalScope,
  invoiceAccess as access,
  reachInvoice,
  reachInvoiceToEdit,
  withinScope,
} from './invoices.access';

const toDto = (r: TransactionRow): InvoiceTransaction => ({
  Id: r.id,
  InvoiceId: r.invoice_id,
  AccountName: r.account_name,
  BranchId: r.branch_id,
  BranchName: r.branch_name,
  TransactionTypeId: r.transaction_type_id,
  TransactionType: invoiceLabel(TransactionTypeList, r.transaction_type_id),
  Amount: $(Number(r.amount_cents)),
  DateCreated: iso(r.created_at)!,
  Approved: !!r.approved,
  DateApproved: iso(r.date_approved),
  ApprovedBy: r.approved_by_name,
  CreatedById: r.created_by,
  CreatedBy: r.created_by_name,
  Reason: r.reason,
  IsPrepayment: !!r.is_prepayment,
  CustomerNotified: !!r.customer_notified,
  ReduceFromCommissions: !!r.reduce_from_commissions,
  InvoiceTransactionWorkOrders: r.parts.map((p) => ({
    WorkOrderId: p.work_order_id,
    Amount: $(Number(p.amount_cents)),
  })),
});

/** Positive dollars with at most 2 decimals, as cents; anything else is refused. */
function centsOf(dollars: number): number {
  const c = dollarsToCents(dollars);
  if (c === null || c <= 0 || Math.abs(c / 100 - dollars) > 1e-9) throw ruleFailed(M.ValuesInvalid);
  return c;
}

/** The transaction dialog of invoices.info, its approvals, and the pending transactions screen. */
export function invoiceTransactionsService(db: Db) {
  const repo = invoiceTransactionsRepo(db);

  async function approve(
    auth: AuthContext,
    id: number,
    userId: number,
    byBranch: boolean,
  ): Promise<InvoiceTransaction> {
    requireClaim(auth, byBranch ? access.approveBranch : access.approveAny);
    // The path names the approver; it must be the caller, or the record would credit someone else.
    if (userId !== auth.employeeId) throw ruleFailed(M.ApproveAsYourself);
    await inTransaction(db, async (trx) => {
      const r = invoiceTransactionsRepo(trx);
      const t = await r.one(id);
      if (!t) throw notFound();
      // Branch approval is for the user's own branches only; Full approves any (spec §6).
      if (!withinScope(approvalScope(auth), t)) throw byBranch ? forbidden() : notFound();
      if (
        !APPROVABLE_TYPES.includes(t.transaction_type_id) ||
        !(await r.approve(id, auth.employeeId, nowIso()))
      )
        throw ruleFailed(M.AlreadyApproved);
      const inv = await trx
        .selectFrom('invoices')
        .select('tax_exempt')
        .where('id', '=', t.invoice_id)
        .executeTakeFirstOrThrow();
      await refreshSums(trx, t.invoice_id, !!inv.tax_exempt);
    });
    return toDto((await repo.one(id))!);
  }

  return {
    async ofInvoice(auth: AuthContext, invoiceId: number): Promise<InvoiceTransaction[]> {
      requireClaim(auth, access.view);
      await reachInvoice(db, auth, invoiceId);
      return (await repo.ofInvoice(invoiceId)).map(toDto);
    },

    /**
     * One transaction of the dialog (spec §3–§5): the invoice approved first; approvable kinds start
     * unapproved; credits and promotional discounts up to the maximum adjustment, a write-off exactly
     * the maximum, a tax adjustment up to the tax; credits, adjustments and write-offs spread over the
     * invoice's work orders to the cent.
     */
    async add(auth: AuthContext, invoiceId: number, req: AddInvoiceTransaction): Promise<InvoiceTransaction> {
      requireClaim(auth, access.edit);
      const id = await inTransaction(db, async (trx) => {
        const inv = await reachInvoiceToEdit(trx, auth, invoiceId);
        if (inv.approved_status_id !== InvoiceApprovedStatuses.Approved) throw ruleFailed(M.NotApproved);
        const type = req.TransactionTypeId;
        if (!DIALOG_TYPES.includes(type)) throw ruleFailed(M.TypeNotOffered);
        // Taken first: the invoice row stays locked until commit, so two dialogs cannot both pass the maximum.
        await trx
          .updateTable('invoices')
          .set({ version: inv.version + 1 })
          .where('id', '=', invoiceId)
          .execute();
        const exempt = !!inv.tax_exempt;
        const sums = await sumsOf(trx, invoiceId, exempt);
        const max = maxAdjustment(sums, exempt);
        let amount = type === T.WriteOff ? max : centsOf(req.Amount);
        if (amount <= 0) throw ruleFailed(M.ValuesInvalid);
        if ((type === T.Credit || type === T.PromotionalDiscount) && amount > max)
          throw ruleFailed(M.OverMaximum($(max).toFixed(2)));
        if (type === T.TaxAdjustment && amount > sums.totalTaxCents)
          throw ruleFailed(M.OverMaximum($(sums.totalTaxCents).toFixed(2)));
        const r = invoiceTransactionsRepo(trx);
        const parts = (req.InvoiceTransactionWorkOrders ?? []).map((p) => ({
          work_order_id: p.WorkOrderId,
          amount_cents: dollarsToCents(p.Amount) ?? -1,
        }));
        if (SPREAD_TYPES.includes(type)) {
          const own = new Set(await r.workOrderIds(invoiceId));
          const known = parts.every((p) => own.has(p.work_order_id) && p.amount_cents >= 0);
          if (
            !known ||
            !workOrderAmountsAddUp(
              amount,
              parts.map((p) => p.amount_cents),
            )
          )
            throw ruleFailed(M.WorkOrderAmounts);
        }
        const approvable = APPROVABLE_TYPES.includes(type);
        const now = nowIso();
        const newId = await r.add(
          {
            invoice_id: invoiceId,
            transaction_type_id: type,
            amount_cents: (amount = Math.trunc(amount)),
            approved: approvable ? 0 : 1,
            date_approved: approvable ? null : now,
            approved_by: approvable ? null : auth.employeeId,
            created_by: auth.employeeId,
            created_at: now,
            reason: req.Reason?.trim() || null,
            customer_notified: req.CustomerNotified ? 1 : 0,
            reduce_from_commissions: req.ReduceFromCommissions ? 1 : 0,
          },
          SPREAD_TYPES.includes(type) ? parts : [],
        );
        await refreshSums(trx, invoiceId, exempt);
        return newId;
      });
      return toDto((await repo.one(id))!);
    },

    approve: (auth: AuthContext, id: number, userId: number) => approve(auth, id, userId, false),
    branchApprove: (auth: AuthContext, id: number, userId: number) => approve(auth, id, userId, true),

    async pending(auth: AuthContext, req: PendingTransactionSearch) {
      requireClaim(auth, access.pending);
      const types = req.TransactionPendingTypeIds ?? [];
      const mine = !types.length || types.includes(TransactionPendingTypes.PendingMyApproval);
      const waiting = !types.length || types.includes(TransactionPendingTypes.WaitingOnApproval);
      const { rows, total } = await repo.pending(
        approvalScope(auth),
        auth.employeeId,
        mine,
        waiting,
        req,
        pageOf(req, 12),
      );
      return { rows: rows.map(toDto), total };
    },
  };
}
export type InvoiceTransactionsService = ReturnType<typeof invoiceTransactionsService>;
