import { sql } from 'kysely';
import { PaymentStatuses, type InvoiceSearch, type Scope } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { listTotal } from '../../platform/db/count-cache';
import { findText, type TextMatches } from '../../platform/db/text-search';
import type { Page } from '../../platform/lists';
import { inInvoiceScope } from './invoices.access';

const isNumber = (w: string) => /^\d{1,10}$/.test(w) && Number(w) <= 2_147_483_647;

/** The invoices' SQL: the list's filters, its page and totals row, and one invoice's parts. */
export function invoicesRepo(db: Db) {
  const filtered = (s: Scope, page: Page, f: InvoiceSearch, text: TextMatches) => {
    let q = db.selectFrom('invoices as i').where(inInvoiceScope(s));
    if (f.ArboristIds?.length) q = q.where('i.sales_rep_id', 'in', f.ArboristIds);
    if (f.BranchIds?.length) q = q.where('i.branch_id', 'in', f.BranchIds);
    if (f.AccountIds?.length) q = q.where('i.account_id', 'in', f.AccountIds);
    if (f.InvoiceApprovedStatusIds?.length)
      q = q.where('i.approved_status_id', 'in', f.InvoiceApprovedStatusIds);
    if (f.PrintStatusIds?.length) q = q.where('i.print_status_id', 'in', f.PrintStatusIds);
    if (f.InvoiceDateFrom) q = q.where('i.invoice_date', '>=', f.InvoiceDateFrom);
    if (f.InvoiceDateTo) q = q.where('i.invoice_date', '<=', f.InvoiceDateTo);
    const paid = f.PaymentStatusIds ?? [];
    if (paid.length && paid.length < 3)
      q = q.where((eb) =>
        eb.or(
          paid.map((p) =>
            p === PaymentStatuses.Open
              ? eb('i.payments_cents', '<=', 0)
              : p === PaymentStatuses.Paid
                ? eb.and([eb('i.payments_cents', '>', 0), eb('i.amount_due_cents', '<=', 0)])
                : eb.and([eb('i.payments_cents', '>', 0), eb('i.amount_due_cents', '>', 0)]),
          ),
        ),
      );
    q = q.where(text.where('i.account_id'));
    for (const w of page.words.filter(isNumber)) q = q.where('i.id', '=', Number(w));
    return q;
  };
  const textOf = (page: Page) =>
    findText(
      db,
      'accounts',
      page.words.filter((w) => !isNumber(w)),
    );

  return {
    /** One page of ids, newest first, and the total. Words search the account's text; numbers the id. */
    async pageIds(s: Scope, page: Page, f: InvoiceSearch) {
      const text = await textOf(page);
      if (text.none) return { ids: [] as number[], total: 0 };
      const [rows, total] = await Promise.all([
        filtered(s, page, f, text)
          .select('i.id')
          .orderBy('i.id', 'desc')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        listTotal(db, 'invoices', s, page, { ...f, Skip: 0, Take: 0 }, async () => {
          const { n } = await filtered(s, page, f, text)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(n);
        }),
      ]);
      return { ids: rows.map((r) => r.id), total };
    },

    /** The totals row over every invoice the filters match, summed by the database in cents. */
    async totals(s: Scope, page: Page, f: InvoiceSearch) {
      const text = await textOf(page);
      const zero = { net: 0, tax: 0, payments: 0, adjustments: 0, due: 0 };
      if (text.none) return zero;
      const sum = (c: string) => sql<string | number | null>`coalesce(sum(${sql.ref(c)}), 0)`;
      const r = await filtered(s, page, f, text)
        .select([
          sum('i.total_cost_cents').as('net'),
          sum('i.total_tax_cents').as('tax'),
          sum('i.payments_cents').as('payments'),
          sum('i.adjustments_cents').as('adjustments'),
          sum('i.amount_due_cents').as('due'),
        ])
        .executeTakeFirstOrThrow();
      return {
        net: Number(r.net),
        tax: Number(r.tax),
        payments: Number(r.payments),
        adjustments: Number(r.adjustments),
        due: Number(r.due),
      };
    },

    /** What the list and the info screen show of these invoices. */
    async rows(ids: number[]) {
      if (!ids.length) return [];
      return db
        .selectFrom('invoices as i')
        .innerJoin('accounts as a', 'a.id', 'i.account_id')
        .innerJoin('branches as b', 'b.id', 'i.branch_id')
        .leftJoin('employees as e', 'e.id', 'i.sales_rep_id')
        .selectAll('i')
        .select([
          'a.name as account_name',
          'a.do_not_email',
          'b.name as branch_name',
          sql<string>`coalesce(e.first_name || ' ' || e.last_name, '')`.as('arborist_name'),
        ])
        .where('i.id', 'in', ids)
        .execute();
    },

    details(invoiceId: number) {
      return db
        .selectFrom('invoice_details as d')
        .innerJoin('work_orders as w', 'w.id', 'd.work_order_id')
        .leftJoin('account_locations as l', 'l.id', 'w.account_location_id')
        .select(['d.id', 'd.work_order_id', 'd.net_cents', 'd.tax_rate_e4', 'w.description'])
        .select(
          sql<string>`coalesce(l.address || ', ' || l.city || ', ' || l.state || ' ' || l.zip, '')`.as(
            'address',
          ),
        )
        .where('d.invoice_id', '=', invoiceId)
        .orderBy('d.work_order_id')
        .execute();
    },

    billingAddress(id: number | null) {
      if (id == null) return Promise.resolve(undefined);
      return db.selectFrom('account_billing_addresses').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async purchaseOrderIds(invoiceId: number) {
      const rows = await db
        .selectFrom('invoice_purchase_orders')
        .select('purchase_order_id')
        .where('invoice_id', '=', invoiceId)
        .orderBy('purchase_order_id')
        .execute();
      return rows.map((r) => r.purchase_order_id);
    },

    /** Replaces the invoice's purchase orders with these of its account; others are left out. */
    async setPurchaseOrders(invoiceId: number, accountId: number, ids: number[]) {
      const valid = ids.length
        ? await db
            .selectFrom('account_purchase_orders')
            .select('id')
            .where('account_id', '=', accountId)
            .where('id', 'in', ids)
            .execute()
        : [];
      await db.deleteFrom('invoice_purchase_orders').where('invoice_id', '=', invoiceId).execute();
      if (valid.length)
        await db
          .insertInto('invoice_purchase_orders')
          .values(valid.map((v) => ({ invoice_id: invoiceId, purchase_order_id: v.id })))
          .execute();
      return valid.length === new Set(ids).size;
    },

    notes(invoiceId: number) {
      return db
        .selectFrom('invoice_notes as n')
        .leftJoin('employees as e', 'e.id', 'n.created_by')
        .select([
          'n.id',
          'n.invoice_id',
          'n.note_text',
          'n.created_by',
          'n.created_at',
          'e.first_name',
          'e.last_name',
        ])
        .where('n.invoice_id', '=', invoiceId)
        .orderBy('n.id', 'desc')
        .execute();
    },

    async addNote(invoiceId: number, text: string, by: number, at: string) {
      const r = await db
        .insertInto('invoice_notes')
        .values({ invoice_id: invoiceId, note_text: text, created_by: by, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },
  };
}
export type InvoiceListRow = Awaited<ReturnType<ReturnType<typeof invoicesRepo>['rows']>>[number];
