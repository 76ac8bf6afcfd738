import {
  centsToDollars as $,
  InvoiceApprovedStatuses,
  invoiceLabel,
  InvoiceMessages as M,
  PaymentMethodList,
  paymentTransactionType,
  type AppliedOverage,
  type ApplyOverage,
  type PaymentAccount,
  type PaymentAccountMatch,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { iso, nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { notFound, ruleFailed } from '../../platform/errors';
import { invoicePaymentAccess as access, reachPaymentAccount } from './invoice-payments.access';
import { invoicePaymentsRepo } from './invoice-payments.repo';
import { refreshSums } from './invoice-sums';
import { invoiceEditScope, reachInvoiceToEdit } from './invoices.access';

/**
 * Money on account (spec §3 Overage application): what the multiple payment screen shows of an
 * account, the accounts it may choose, and an overage applied to an invoice.
 */
export function invoiceOveragesService(db: Db) {
  const repo = invoicePaymentsRepo(db);
  return {
    /** POST invoiceTransactions/apply-overage: money on account of one payment to one invoice. */
    async applyOverage(auth: AuthContext, b: ApplyOverage): Promise<AppliedOverage> {
      requireClaim(auth, access.applyOverage);
      const inv = await reachInvoiceToEdit(db, auth, b.InvoiceId);
      if (inv.approved_status_id !== InvoiceApprovedStatuses.Approved) throw ruleFailed(M.NotApproved);
      const done = await inTransaction(db, async (trx) => {
        const r = invoicePaymentsRepo(trx);
        const [locked] = await r.lockInvoices([inv.id]);
        const src = await r.overageSource(b.OverageTransactionId);
        if (!src || src.account_id !== inv.account_id) throw notFound();
        const due = Number(locked!.amount_due_cents);
        if (due <= 0) throw ruleFailed(M.NothingDueToApply);
        const cents = Math.min(Number(src.unapplied_cents), due);
        if (cents <= 0 || !(await r.takeUnapplied(src.payment_id, cents))) throw ruleFailed(M.NoOverageLeft);
        const id = await r.insertTransaction({
          invoice_id: inv.id,
          transaction_type_id: paymentTransactionType(src.payment_method_id),
          amount_cents: cents,
          created_by: auth.employeeId,
          created_at: nowIso(),
          payment_id: src.payment_id,
          customer_notified: 0,
          reason: b.Note?.trim() || null,
          overage_transaction_id: src.id,
        });
        await refreshSums(trx, inv.id, !!inv.tax_exempt);
        return { id, cents };
      });
      return {
        Amount: $(done.cents),
        InvoiceId: inv.id,
        TransactionId: done.id,
        AccountBalance: { Balance: $(await repo.balanceCents(inv.account_id)) },
      };
    },

    /** What the multiple payment screen shows of an account: open invoices, balance, overages. */
    async account(auth: AuthContext, accountId: number): Promise<PaymentAccount> {
      requireClaim(auth, access.pay);
      const account = await reachPaymentAccount(db, auth, accountId);
      const [invoices, balance, overages] = await Promise.all([
        repo.payableInvoices(accountId, invoiceEditScope(auth)),
        repo.balanceCents(accountId),
        repo.overages(accountId),
      ]);
      return {
        AccountId: account.id,
        AccountName: account.name,
        AccountBalance: { Balance: $(balance) },
        Invoices: invoices.map((i) => ({
          Id: i.id,
          InvoiceDate: i.invoice_date,
          BranchName: i.branch_name,
          InvoiceAmount: $(Number(i.total_cost_cents) + Number(i.total_tax_cents)),
          AmountDue: $(Number(i.amount_due_cents)),
        })),
        Overages: overages.map((o) => ({
          TransactionId: Number(o.transaction_id),
          PaymentId: o.payment_id,
          InvoiceId: Number(o.invoice_id),
          DateCreated: iso(o.created_at)!,
          PaymentMethod: invoiceLabel(PaymentMethodList, o.payment_method_id),
          Amount: $(Number(o.amount_cents)),
          Balance: $(Number(o.unapplied_cents)),
        })),
      };
    },

    async accounts(auth: AuthContext, q: string | undefined): Promise<PaymentAccountMatch[]> {
      requireClaim(auth, access.pay);
      const rows = await repo.matchAccounts((q ?? '').trim(), invoiceEditScope(auth), 20);
      return rows.map((r) => ({
        Id: r.id,
        Name: r.name,
        OpenInvoices: Number(r.open_invoices ?? 0),
        Balance: $(Number(r.balance ?? 0)),
      }));
    },

    balance: async (accountId: number) => $(await repo.balanceCents(accountId)),
  };
}
export type InvoiceOveragesService = ReturnType<typeof invoiceOveragesService>;
