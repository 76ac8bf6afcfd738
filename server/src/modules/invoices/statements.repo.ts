import { sql } from 'kysely';
import {
  agedOnOrBefore,
  APPROVABLE_TYPES,
  ContactStatuses,
  InvoiceApprovedStatuses,
  PrintStatuses,
  TransactionTypes as T,
  type Scope,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import type { TextMatches } from '../../platform/db/text-search';
import { inInvoiceScope } from './invoices.access';

/** Which open invoices make the statements: the caller's reach and the screen's filters. */
export interface StatementFilter {
  scope: Scope;
  statementDate: string;
  agingDays?: number;
  accountIds?: readonly number[];
  invoiceIds?: readonly number[];
  emailOnly?: boolean;
  /** The account filter's words, matched by the accounts' text search. */
  text?: TextMatches;
}

/** Kinds that lower what is owed other than payments: a statement's credits column. */
const CREDIT_TYPES = [T.Credit, T.PromotionalDiscount, T.WriteOff, T.TaxAdjustment];

/** The statements' SQL: approved invoices with a balance, grouped by account. */
export function statementsRepo(db: Db) {
  const recipients = () =>
    db
      .selectFrom('contacts as c')
      .where('c.status_id', '=', ContactStatuses.Active)
      .where('c.email', 'is not', null)
      .where('c.email', '<>', '')
      .where((eb) => eb.or([eb('c.receives_billing', '=', 1), eb('c.is_primary', '=', 1)]));

  const open = (f: StatementFilter) => {
    let q = db
      .selectFrom('invoices as i')
      .where(inInvoiceScope(f.scope))
      .where('i.approved_status_id', '=', InvoiceApprovedStatuses.Approved)
      .where('i.amount_due_cents', '>', 0)
      .where('i.invoice_date', '<=', f.statementDate)
      .innerJoin('accounts as a', 'a.id', 'i.account_id');
    if (f.agingDays) q = q.where('i.invoice_date', '<=', agedOnOrBefore(f.statementDate, f.agingDays));
    if (f.accountIds) q = q.where('i.account_id', 'in', f.accountIds.length ? [...f.accountIds] : [0]);
    if (f.text) q = q.where(f.text.where('i.account_id'));
    if (f.invoiceIds) q = q.where('i.id', 'in', f.invoiceIds.length ? [...f.invoiceIds] : [0]);
    if (f.emailOnly)
      q = q.where('a.do_not_email', '=', 0).where('i.account_id', 'in', recipients().select('c.account_id'));
    return q;
  };

  return {
    /** One page of the accounts with a statement, by name, and how many there are. */
    async page(f: StatementFilter, skip: number, take: number) {
      const [rows, count] = await Promise.all([
        open(f)
          .select(['i.account_id', 'a.name'])
          .groupBy(['i.account_id', 'a.name'])
          .orderBy('a.name')
          .orderBy('i.account_id')
          .offset(skip)
          .limit(take)
          .execute(),
        open(f)
          .select((eb) => eb.fn.count<number | string>('i.account_id').distinct().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { ids: rows.map((r) => r.account_id), total: Number(count.n) };
    },

    /** Every account of the selection with a statement, by name: what a job works through. */
    async accountIds(f: StatementFilter) {
      const rows = await open(f)
        .select(['i.account_id', 'a.name'])
        .groupBy(['i.account_id', 'a.name'])
        .orderBy('a.name')
        .orderBy('i.account_id')
        .execute();
      return rows.map((r) => r.account_id);
    },

    /** The statements' invoices, newest first within each account. */
    invoices(f: StatementFilter) {
      return open(f)
        .select([
          'i.id',
          'i.account_id',
          'i.invoice_date',
          'i.total_cost_cents',
          'i.total_tax_cents',
          'i.payments_cents',
          'i.adjustments_cents',
          'i.amount_due_cents',
        ])
        .orderBy('i.account_id')
        .orderBy('i.invoice_date', 'desc')
        .orderBy('i.id', 'desc')
        .execute();
    },

    /** Counted credits, discounts, write-offs and tax adjustments per invoice, in cents. */
    async credits(invoiceIds: readonly number[]) {
      if (!invoiceIds.length) return new Map<number, number>();
      const rows = await db
        .selectFrom('invoice_transactions')
        .select(['invoice_id', sql<string | number>`sum(amount_cents)`.as('cents')])
        .where('invoice_id', 'in', [...invoiceIds])
        .where('transaction_type_id', 'in', CREDIT_TYPES)
        .where((eb) =>
          eb.or([eb('approved', '=', 1), eb('transaction_type_id', 'not in', [...APPROVABLE_TYPES])]),
        )
        .groupBy('invoice_id')
        .execute();
      return new Map(rows.map((r) => [r.invoice_id, Number(r.cents)]));
    },

    /**
     * Whether any of these accounts is out of the caller's reach: unknown, or (for Branch) neither of
     * his branches nor billed by them.
     */
    async anyOutOfReach(s: Scope, ids: readonly number[]) {
      if (s.kind !== 'all' && s.kind !== 'branch') return true;
      let q = db.selectFrom('accounts as a').where('a.id', 'in', [...ids]);
      if (s.kind === 'branch') {
        const branches = s.branchIds.length ? s.branchIds : [0];
        q = q.where((eb) =>
          eb.or([
            eb('a.branch_id', 'in', branches),
            eb.exists(
              eb
                .selectFrom('invoices as i')
                .select('i.id')
                .whereRef('i.account_id', '=', 'a.id')
                .where('i.branch_id', 'in', branches),
            ),
          ]),
        );
      }
      const r = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
      return Number(r.n) !== ids.length;
    },

    accounts(ids: readonly number[]) {
      return db
        .selectFrom('accounts')
        .select(['id', 'name', 'do_not_email'])
        .where('id', 'in', ids.length ? [...ids] : [0])
        .execute();
    },

    /** Each account's first billing address. */
    billingAddresses(accountIds: readonly number[]) {
      return db
        .selectFrom('account_billing_addresses')
        .selectAll()
        .where('account_id', 'in', accountIds.length ? [...accountIds] : [0])
        .orderBy('id')
        .execute();
    },

    /** Who receives an account's statement: its billing contacts, else its primary one. */
    recipients(accountIds: readonly number[]) {
      return recipients()
        .select(['c.account_id', 'c.email', 'c.receives_billing'])
        .where('c.account_id', 'in', accountIds.length ? [...accountIds] : [0])
        .orderBy('c.id')
        .execute();
    },

    /** A mailed or printed statement marks its invoices so (an e-mailed one stays Emailed). */
    async markSent(invoiceIds: readonly number[], how: 'emailed' | 'printed') {
      if (!invoiceIds.length) return;
      let q = db
        .updateTable('invoices')
        .set({ print_status_id: how === 'emailed' ? PrintStatuses.Emailed : PrintStatuses.Printed })
        .where('id', 'in', [...invoiceIds]);
      if (how === 'printed') q = q.where('print_status_id', '=', PrintStatuses.NotSent);
      await q.execute();
    },
  };
}
export type StatementsRepo = ReturnType<typeof statementsRepo>;
