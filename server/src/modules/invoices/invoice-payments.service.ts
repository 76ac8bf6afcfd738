import {
  allocatePayment,
  centsToDollars as $,
  dollarsToExactCents,
  InvoiceApprovedStatuses,
  invoiceLabel,
  InvoiceMessages as M,
  invoicesReference,
  isCardMethod,
  keepsRemainder,
  PaymentMessages,
  PaymentMethodList,
  PaymentMethods,
  paymentTransactionType,
  type AppliedOverage,
  type ApplyOverage,
  type InvoicePaymentEntry,
  type PaymentAccount,
  type PaymentAccountMatch,
  type PaymentEntry,
  type PaymentResult,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { iso, nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { notFound, ruleFailed } from '../../platform/errors';
import type { CardPayments, VerifiedCardPayment } from '../../platform/payments';
import { invoicePaymentAccess as access } from './invoice-payments.access';
import { invoicePaymentsRepo } from './invoice-payments.repo';
import { refreshSums } from './invoice-sums';
import { invoiceEditScope, reachInvoiceToEdit } from './invoices.access';

/** Dollars with at most 2 decimals as cents (any sign: the rules word a non-positive amount). */
function exact(dollars: number): number {
  const c = dollarsToExactCents(dollars);
  if (c === null) throw ruleFailed(M.ValuesInvalid);
  return c;
}

interface Line {
  invoiceId: number;
  givenCents: number | null;
  customerNotified: boolean;
}

/**
 * Payment entry (spec §3 Payment, §5): one payment spread over an account's invoices as payment
 * transactions, newest invoice first where no amount is given, the remainder of cash, check or a
 * promotion kept as dollars on account; money on account spends that remainder; card and ACH are
 * checked with the provider first. Every write of one payment is one transaction.
 */
export function invoicePaymentsService(db: Db, payments: CardPayments) {
  const repo = invoicePaymentsRepo(db);

  /** The account, if the caller may take money for it: Full any, Branch theirs or one with their invoices. */
  async function reachAccount(auth: AuthContext, accountId: number) {
    const account = await repo.account(accountId);
    const s = invoiceEditScope(auth);
    if (!account || s.kind === 'none') throw notFound();
    if (s.kind === 'branch' && !s.branchIds.includes(account.branch_id)) {
      if (!(await repo.hasInvoiceIn(accountId, s))) throw notFound();
    }
    return account;
  }

  async function record(
    auth: AuthContext,
    p: { accountId: number; amount: number; method: number; check: string | null; card: string | null },
    lines: Line[],
  ): Promise<PaymentResult> {
    requireClaim(auth, access.pay);
    const cents = exact(p.amount);
    if (p.method === PaymentMethods.Check && !p.check?.trim()) throw ruleFailed(M.CheckNumberRequired);
    await reachAccount(auth, p.accountId);
    const ids = lines.map((l) => l.invoiceId);
    for (const id of new Set(ids)) {
      const inv = await reachInvoiceToEdit(db, auth, id);
      if (inv.account_id !== p.accountId) throw ruleFailed(M.WrongAccount);
      if (inv.approved_status_id !== InvoiceApprovedStatuses.Approved) throw ruleFailed(M.NotApproved);
    }
    const allocate = async (r: typeof repo, lock: boolean) => {
      const rows = lock ? await r.lockInvoices(ids) : await r.invoicesOf(ids);
      const dues = new Map(rows.map((i) => [i.id, i]));
      const outcome = allocatePayment(
        p.method,
        cents,
        lines.map((l) => ({
          id: l.invoiceId,
          invoiceDate: dues.get(l.invoiceId)!.invoice_date,
          dueCents: Number(dues.get(l.invoiceId)!.amount_due_cents),
          givenCents: l.givenCents,
        })),
        await r.balanceCents(p.accountId),
      );
      if (!outcome.ok) throw ruleFailed(outcome.message);
      return { ...outcome, dues };
    };
    // A card is checked with the provider only for an entry the rules accept, and before anything is
    // written; the rules run again under lock, since the provider call waits on the network.
    let verified: VerifiedCardPayment | null = null;
    if (isCardMethod(p.method)) {
      await allocate(repo, false);
      if (!p.card) throw ruleFailed(PaymentMessages.UnknownTransaction);
      verified = await payments.verifyCardPayment({
        transactionId: p.card,
        amountCents: cents,
        reference: invoicesReference(ids),
      });
    }

    const paymentId = await inTransaction(db, async (trx) => {
      const r = invoicePaymentsRepo(trx);
      const { parts, leftoverCents, dues } = await allocate(r, true);
      if (verified) await payments.recordCardPayment(trx, verified);
      if (p.method === PaymentMethods.MoneyOnAccount && !(await r.spendBalance(p.accountId, cents)))
        throw ruleFailed(M.NoMoneyOnAccount);
      const now = nowIso();
      const id = await r.insertPayment({
        account_id: p.accountId,
        amount_cents: cents,
        unapplied_cents: keepsRemainder(p.method) ? leftoverCents : 0,
        payment_method_id: p.method,
        check_number: p.method === PaymentMethods.Check ? p.check!.trim() : null,
        authorize_transaction_id: verified?.transactionId ?? null,
        created_by: auth.employeeId,
        created_at: now,
      });
      for (const part of parts) {
        await r.insertTransaction({
          invoice_id: part.id,
          transaction_type_id: paymentTransactionType(p.method),
          amount_cents: part.cents,
          created_by: auth.employeeId,
          created_at: now,
          payment_id: id,
          customer_notified: lines.find((l) => l.invoiceId === part.id)?.customerNotified ? 1 : 0,
        });
        await refreshSums(trx, part.id, !!dues.get(part.id)!.tax_exempt);
      }
      return id;
    });
    return result(paymentId, p.accountId, cents, ids);
  }

  async function result(paymentId: number, accountId: number, cents: number, ids: number[]) {
    const [summary, dues, balance] = await Promise.all([
      repo.paymentSummary(paymentId),
      repo.dueCents(ids),
      repo.balanceCents(accountId),
    ]);
    const due = new Map(dues.map((d) => [d.id, Number(d.amount_due_cents)]));
    return {
      PaymentId: paymentId,
      AccountId: accountId,
      Amount: $(cents),
      OnAccount: $(summary.unappliedCents),
      AccountBalance: { Balance: $(balance) },
      Invoices: [...new Set(ids)].map((id) => ({
        InvoiceId: id,
        Amount: $(summary.applied.get(id) ?? 0),
        AmountDue: $(due.get(id) ?? 0),
      })),
    };
  }

  return {
    /** POST invoiceTransactions/add-multiple. */
    addMultiple: (auth: AuthContext, e: PaymentEntry) => {
      for (const t of e.InvoiceTransactions)
        if (
          t.TransactionTypeId !== undefined &&
          t.TransactionTypeId !== paymentTransactionType(e.PaymentMethodId)
        )
          throw ruleFailed(M.TransactionTypeMismatch);
      return record(
        auth,
        {
          accountId: e.AccountId,
          amount: e.Amount,
          method: e.PaymentMethodId,
          check: e.CheckNumber ?? null,
          card: e.AuthorizeTransactionId ?? null,
        },
        e.InvoiceTransactions.map((t) => ({
          invoiceId: t.InvoiceId,
          givenCents: t.Amount === undefined || t.Amount === null ? null : exact(t.Amount),
          customerNotified: !!t.CustomerNotified,
        })),
      );
    },

    /** POST invoices/{id}/add-payment: the invoice takes up to its balance due. */
    async addPayment(auth: AuthContext, invoiceId: number, e: InvoicePaymentEntry) {
      requireClaim(auth, access.pay);
      const inv = await reachInvoiceToEdit(db, auth, invoiceId);
      return record(
        auth,
        {
          accountId: inv.account_id,
          amount: e.Amount,
          method: e.PaymentMethodId,
          check: e.CheckNumber ?? null,
          card: e.AuthorizeTransactionId ?? null,
        },
        [{ invoiceId, givenCents: null, customerNotified: !!e.CustomerNotified }],
      );
    },

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
      const account = await reachAccount(auth, accountId);
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
export type InvoicePaymentsService = ReturnType<typeof invoicePaymentsService>;
