import {
  allocatePayment,
  centsToDollars as $,
  dollarsToExactCents,
  InvoiceApprovedStatuses,
  InvoiceMessages as M,
  invoicesReference,
  isCardMethod,
  keepsRemainder,
  PaymentMessages,
  PaymentMethods,
  paymentTransactionType,
  type CustomerInvoicePayment,
  type InvoicePaymentEntry,
  type PaymentEntry,
  type PaymentResult,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { notFound, ruleFailed } from '../../platform/errors';
import type { CardPayments, VerifiedCardPayment } from '../../platform/payments';
import { invoicePaymentAccess as access, reachPaymentAccount } from './invoice-payments.access';
import { invoicePaymentsRepo } from './invoice-payments.repo';
import { refreshSums } from './invoice-sums';
import { reachInvoiceToEdit } from './invoices.access';

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

  /**
   * `auth` null is the customer paying from the invoice's link: the link was opened by the caller,
   * and only a card the provider confirms is taken.
   */
  async function record(
    auth: AuthContext | null,
    p: { accountId: number; amount: number; method: number; check: string | null; card: string | null },
    lines: Line[],
  ): Promise<PaymentResult> {
    if (auth) requireClaim(auth, access.pay);
    else if (!isCardMethod(p.method)) throw ruleFailed(M.ValuesInvalid);
    const cents = exact(p.amount);
    if (p.method === PaymentMethods.Check && !p.check?.trim()) throw ruleFailed(M.CheckNumberRequired);
    if (auth) await reachPaymentAccount(db, auth, p.accountId);
    const ids = lines.map((l) => l.invoiceId);
    for (const id of new Set(ids)) {
      const inv = auth ? await reachInvoiceToEdit(db, auth, id) : (await repo.invoicesOf([id]))[0];
      if (!inv) throw notFound();
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
        created_by: auth?.employeeId ?? null,
        created_at: now,
      });
      for (const part of parts) {
        await r.insertTransaction({
          invoice_id: part.id,
          transaction_type_id: paymentTransactionType(p.method),
          amount_cents: part.cents,
          created_by: auth?.employeeId ?? null,
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

    /** The customer's card payment on the invoice their link names (see CustomerInvoicePayment). */
    async customerPay(invoiceId: number, e: CustomerInvoicePayment) {
      const [inv] = await repo.invoicesOf([invoiceId]);
      if (!inv) throw notFound();
      return record(
        null,
        {
          accountId: inv.account_id,
          amount: e.Amount,
          method: PaymentMethods.CreditCard,
          check: null,
          card: e.AuthorizeTransactionId,
        },
        [{ invoiceId, givenCents: null, customerNotified: true }],
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
  };
}
export type InvoicePaymentsService = ReturnType<typeof invoicePaymentsService>;
