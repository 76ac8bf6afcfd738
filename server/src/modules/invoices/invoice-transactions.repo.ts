import { sql } from 'kysely';
import { APPROVABLE_TYPES, type PendingTransactionSearch, type Scope } from '@canopy/shared';
import type { Db } from '../../platform/db';
import type { Page } from '../../platform/lists';

const isNumber = (w: string) => /^\d{1,10}$/.test(w) && Number(w) <= 2_147_483_647;

/** Transactions of invoices: one invoice's list, the pending list, the writes of the dialog and approval. */
export function invoiceTransactionsRepo(db: Db) {
  const base = () =>
    db
      .selectFrom('invoice_transactions as t')
      .innerJoin('invoices as i', 'i.id', 't.invoice_id')
      .innerJoin('accounts as a', 'a.id', 'i.account_id')
      .innerJoin('branches as b', 'b.id', 'i.branch_id')
      .leftJoin('employees as c', 'c.id', 't.created_by')
      .leftJoin('employees as ap', 'ap.id', 't.approved_by')
      .selectAll('t')
      .select([
        'i.branch_id',
        'i.sales_rep_id',
        'a.name as account_name',
        'b.name as branch_name',
        sql<string>`coalesce(c.first_name || ' ' || c.last_name, '')`.as('created_by_name'),
        sql<string | null>`ap.first_name || ' ' || ap.last_name`.as('approved_by_name'),
      ]);

  async function withWorkOrders<T extends { id: number }>(rows: T[]) {
    const ids = rows.map((r) => r.id);
    const parts = ids.length
      ? await db
          .selectFrom('invoice_transaction_work_orders')
          .select(['invoice_transaction_id', 'work_order_id', 'amount_cents'])
          .where('invoice_transaction_id', 'in', ids)
          .orderBy('work_order_id')
          .execute()
      : [];
    return rows.map((r) => ({ ...r, parts: parts.filter((p) => p.invoice_transaction_id === r.id) }));
  }

  return {
    async ofInvoice(invoiceId: number) {
      return withWorkOrders(
        await base().where('t.invoice_id', '=', invoiceId).orderBy('t.id', 'desc').execute(),
      );
    },

    async one(id: number) {
      const [row] = await withWorkOrders(await base().where('t.id', '=', id).execute());
      return row;
    },

    /**
     * Unapproved transactions of approvable kinds: those `approver` may approve (pending my approval),
     * those `employeeId` entered (waiting on approval), or either.
     */
    async pending(
      approver: Scope,
      employeeId: number,
      mine: boolean,
      waiting: boolean,
      f: PendingTransactionSearch,
      page: Page,
    ) {
      let q = base()
        .where('t.approved', '=', 0)
        .where('t.transaction_type_id', 'in', [...APPROVABLE_TYPES]);
      if (f.BranchIds?.length) q = q.where('i.branch_id', 'in', f.BranchIds);
      if (f.TransactionTypeIds?.length) q = q.where('t.transaction_type_id', 'in', f.TransactionTypeIds);
      for (const w of page.words)
        q = isNumber(w)
          ? q.where('t.invoice_id', '=', Number(w))
          : q.where(
              sql<boolean>`lower(a.name) like ${'%' + w.toLowerCase().replace(/[%_\\]/g, '\\$&') + '%'} escape '\\'`,
            );
      q = q.where((eb) => {
        const approvable =
          approver.kind === 'all'
            ? eb.lit(true)
            : approver.kind === 'branch' && approver.branchIds.length
              ? eb('i.branch_id', 'in', approver.branchIds)
              : eb.lit(false);
        const entered = eb('t.created_by', '=', employeeId);
        if (mine && waiting) return eb.or([approvable, entered]);
        return mine ? approvable : entered;
      });
      const [rows, count] = await Promise.all([
        q.orderBy('t.id', 'desc').offset(page.skip).limit(page.take).execute(),
        q
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: await withWorkOrders(rows), total: Number(count.n) };
    },

    async add(
      values: {
        invoice_id: number;
        transaction_type_id: number;
        amount_cents: number;
        approved: number;
        date_approved: string | null;
        approved_by: number | null;
        created_by: number;
        created_at: string;
        reason: string | null;
        customer_notified: number;
        reduce_from_commissions: number;
      },
      parts: { work_order_id: number; amount_cents: number }[],
    ) {
      const { id } = await db
        .insertInto('invoice_transactions')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (parts.length)
        await db
          .insertInto('invoice_transaction_work_orders')
          .values(parts.map((p) => ({ ...p, invoice_transaction_id: id })))
          .execute();
      return id;
    },

    /** Marks it approved unless someone already did; false when they had. */
    async approve(id: number, by: number, at: string) {
      const r = await db
        .updateTable('invoice_transactions')
        .set({ approved: 1, approved_by: by, date_approved: at })
        .where('id', '=', id)
        .where('approved', '=', 0)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async workOrderIds(invoiceId: number) {
      const rows = await db
        .selectFrom('invoice_details')
        .select('work_order_id')
        .where('invoice_id', '=', invoiceId)
        .execute();
      return rows.map((r) => r.work_order_id);
    },
  };
}
export type TransactionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof invoiceTransactionsRepo>['one']>>
>;
