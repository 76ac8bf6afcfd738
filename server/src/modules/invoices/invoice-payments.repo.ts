import { sql } from 'kysely';
import { InvoiceApprovedStatuses, type Scope } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { inInvoiceScope } from './invoices.access';

// The open-invoice subqueries are built outside the account query, so the correlation is written out.
const sameAccount = sql<boolean>`i.account_id = a.id`;
const like = (w: string) => `%${w.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;

/** Payments and the money they leave on account; the invoices a payment may be applied to. */
export function invoicePaymentsRepo(db: Db) {
  const open = (s: Scope) =>
    db
      .selectFrom('invoices as i')
      .where('i.approved_status_id', '=', InvoiceApprovedStatuses.Approved)
      .where('i.amount_due_cents', '>', 0)
      .where(inInvoiceScope(s));

  /** Takes `cents` of one payment's money on account unless someone spent it first. */
  async function takeUnapplied(paymentId: number, cents: number): Promise<boolean> {
    const r = await db
      .updateTable('payments')
      .set((eb) => ({ unapplied_cents: eb('unapplied_cents', '-', cents) }))
      .where('id', '=', paymentId)
      .where('unapplied_cents', '>=', cents)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async function invoicesOf(ids: number[]) {
    if (!ids.length) return [];
    return db
      .selectFrom('invoices')
      .select(['id', 'account_id', 'invoice_date', 'amount_due_cents', 'approved_status_id', 'tax_exempt'])
      .where('id', 'in', ids)
      .execute();
  }

  return {
    takeUnapplied,

    account: (id: number) =>
      db.selectFrom('accounts').select(['id', 'name', 'branch_id']).where('id', '=', id).executeTakeFirst(),

    /** Dollars on account: what no invoice took of the account's payments. */
    async balanceCents(accountId: number): Promise<number> {
      const r = await db
        .selectFrom('payments')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('unapplied_cents'), sql<number>`0`).as('b'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      return Number(r.b);
    },

    /** Whether any of the account's invoices is within `s` (a Branch user's way to an account). */
    async hasInvoiceIn(accountId: number, s: Scope) {
      const r = await db
        .selectFrom('invoices as i')
        .select('i.id')
        .where('i.account_id', '=', accountId)
        .where(inInvoiceScope(s))
        .limit(1)
        .executeTakeFirst();
      return !!r;
    },

    payableInvoices: (accountId: number, s: Scope) =>
      open(s)
        .innerJoin('branches as b', 'b.id', 'i.branch_id')
        .select([
          'i.id',
          'i.invoice_date',
          'b.name as branch_name',
          'i.total_cost_cents',
          'i.total_tax_cents',
          'i.amount_due_cents',
        ])
        .where('i.account_id', '=', accountId)
        .orderBy('i.invoice_date', 'desc')
        .orderBy('i.id', 'desc')
        .execute(),

    /** Accounts with money to take: open invoices within `s`, or dollars on account. */
    async matchAccounts(q: string, s: Scope, take: number) {
      let query = db
        .selectFrom('accounts as a')
        .select(['a.id', 'a.name'])
        .select((eb) => [
          open(s)
            .select((e) => e.fn.countAll<number>().as('n'))
            .where(sameAccount)
            .as('open_invoices'),
          eb
            .selectFrom('payments as p')
            .select((e) => e.fn.sum<string | number>('p.unapplied_cents').as('b'))
            .whereRef('p.account_id', '=', 'a.id')
            .as('balance'),
        ])
        .where((eb) =>
          eb.or([
            eb.exists(open(s).select('i.id').where(sameAccount)),
            eb.and([
              // Money on account alone brings only an account of the caller's own branches.
              s.kind === 'all'
                ? eb.lit(true)
                : s.kind === 'branch' && s.branchIds.length
                  ? eb('a.branch_id', 'in', s.branchIds)
                  : eb.lit(false),
              eb.exists(
                eb
                  .selectFrom('payments as p')
                  .select('p.id')
                  .whereRef('p.account_id', '=', 'a.id')
                  .where('p.unapplied_cents', '>', 0),
              ),
            ]),
          ]),
        );
      for (const w of q.split(/\s+/).filter(Boolean))
        query = query.where(sql<boolean>`lower(a.name) like ${like(w)} escape '\\'`);
      return query.orderBy('a.name').orderBy('a.id').limit(take).execute();
    },

    invoicesOf,

    /** The invoices of a payment, taken first so a second payment waits until this one commits. */
    async lockInvoices(ids: number[]) {
      if (ids.length)
        await db
          .updateTable('invoices')
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .where('id', 'in', ids)
          .execute();
      return invoicesOf(ids);
    },

    /** What one payment left on account and what it paid on each invoice, in cents. */
    async paymentSummary(paymentId: number) {
      const [p, applied] = await Promise.all([
        db.selectFrom('payments').select('unapplied_cents').where('id', '=', paymentId).executeTakeFirst(),
        db
          .selectFrom('invoice_transactions')
          .select(['invoice_id', 'amount_cents'])
          .where('payment_id', '=', paymentId)
          .execute(),
      ]);
      const byInvoice = new Map<number, number>();
      for (const t of applied)
        byInvoice.set(t.invoice_id, (byInvoice.get(t.invoice_id) ?? 0) + Number(t.amount_cents));
      return { unappliedCents: Number(p?.unapplied_cents ?? 0), applied: byInvoice };
    },

    async insertPayment(values: {
      account_id: number;
      amount_cents: number;
      unapplied_cents: number;
      payment_method_id: number;
      check_number: string | null;
      authorize_transaction_id: string | null;
      created_by: number | null;
      created_at: string;
    }) {
      const r = await db.insertInto('payments').values(values).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },

    async insertTransaction(values: {
      invoice_id: number;
      transaction_type_id: number;
      amount_cents: number;
      created_by: number | null;
      created_at: string;
      payment_id: number;
      customer_notified: number;
      reason?: string | null;
      overage_transaction_id?: number | null;
    }) {
      const r = await db
        .insertInto('invoice_transactions')
        .values({ ...values, approved: 1, date_approved: values.created_at, approved_by: values.created_by })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },

    /** Spends `cents` of the account's dollars on account, oldest payment first; false if not there. */
    async spendBalance(accountId: number, cents: number): Promise<boolean> {
      const sources = await db
        .selectFrom('payments')
        .select(['id', 'unapplied_cents'])
        .where('account_id', '=', accountId)
        .where('unapplied_cents', '>', 0)
        .orderBy('id')
        .execute();
      let left = cents;
      for (const p of sources) {
        if (left <= 0) break;
        const take = Math.min(left, Number(p.unapplied_cents));
        if (!(await takeUnapplied(p.id, take))) return false;
        left -= take;
      }
      return left === 0;
    },

    /** Payments of the account with money left, each named by the first transaction it made. */
    overages: (accountId: number) =>
      db
        .selectFrom('payments as p')
        .innerJoin('invoice_transactions as t', 't.payment_id', 'p.id')
        .select([
          'p.id as payment_id',
          'p.amount_cents',
          'p.unapplied_cents',
          'p.payment_method_id',
          'p.created_at',
        ])
        .select((eb) => [eb.fn.min('t.id').as('transaction_id'), eb.fn.min('t.invoice_id').as('invoice_id')])
        .where('p.account_id', '=', accountId)
        .where('p.unapplied_cents', '>', 0)
        .where('t.overage_transaction_id', 'is', null)
        .groupBy(['p.id', 'p.amount_cents', 'p.unapplied_cents', 'p.payment_method_id', 'p.created_at'])
        .orderBy('p.id')
        .execute(),

    /** The payment an overage transaction brought, with what it has left on account. */
    overageSource: (transactionId: number) =>
      db
        .selectFrom('invoice_transactions as t')
        .innerJoin('payments as p', 'p.id', 't.payment_id')
        .select(['t.id', 'p.id as payment_id', 'p.account_id', 'p.unapplied_cents', 'p.payment_method_id'])
        .where('t.id', '=', transactionId)
        .executeTakeFirst(),

    dueCents: async (ids: number[]) =>
      ids.length
        ? await db.selectFrom('invoices').select(['id', 'amount_due_cents']).where('id', 'in', ids).execute()
        : [],
  };
}
export type InvoicePaymentsRepo = ReturnType<typeof invoicePaymentsRepo>;
