import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refreshStatistics, type Db } from '../src/platform/db';
import type { Headers } from './to-schedule';

/**
 * Billing's volume: one invoice per generated work order (a tenth of them tax exempt, half approved,
 * a third printed, some part paid), written in one statement so the measurement is of the list.
 */
async function fillInvoices(db: Db) {
  await sql`
    insert into invoices (account_id, branch_id, sales_rep_id, invoice_date, total_cost_cents,
      total_tax_cents, payments_cents, adjustments_cents, amount_due_cents, approved_status_id,
      print_status_id, created_at)
    select w.account_id, w.branch_id, w.sales_rep_id, '2026-01-01', w.estimated_value_cents,
      case when w.id % 10 = 0 then 0 else (w.estimated_value_cents * 10 + 50) / 100 end,
      case when w.id % 7 = 0 then 1000 else 0 end, 0,
      w.estimated_value_cents + case when w.id % 10 = 0 then 0 else (w.estimated_value_cents * 10 + 50) / 100 end
        - case when w.id % 7 = 0 then 1000 else 0 end,
      1 + w.id % 2, w.id % 3, ${new Date().toISOString()}
    from work_orders w`.execute(db);
  await refreshStatistics(db);
}

/** invoices.list as its screen asks it: the first 15 with the totals row, presets, scope and a word. */
export async function invoicesBench(app: FastifyInstance, db: Db, admin: Headers, manager: Headers) {
  await fillInvoices(db);
  const call = (url: string, headers: Headers, payload: object) => async () => {
    const r = await app.inject({ method: 'POST', url, headers, payload });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  };
  // The screen sends both at once: a page of 15 and the totals of every match.
  const screen = (headers: Headers, filters: object) => async () => {
    await Promise.all([
      call('/api/v1/invoices/_search', headers, { Skip: 0, Take: 15, ...filters })(),
      call('/api/v1/invoices/_totals', headers, filters)(),
    ]);
  };
  const cases: [string, () => Promise<unknown>][] = [
    ['invoices: first 15 with totals row', screen(admin, {})],
    [
      'invoices: approved, not sent (dashboard preset) with totals',
      screen(admin, { InvoiceApprovedStatusIds: [2], PrintStatusIds: [0] }),
    ],
    ['invoices: branch scope with totals', screen(manager, {})],
    ['invoices: arborist filter with totals', screen(admin, { ArboristIds: [6] })],
    ['invoices: query "oak" with totals', screen(admin, { Query: 'oak' })],
  ];
  return cases;
}
