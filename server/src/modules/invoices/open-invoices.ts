import { fromCents, type OpenInvoice, type Scope } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { inInvoiceScope } from './invoices.access';

/**
 * An account's invoices with money still owed, newest first, as far as `scope` reaches: a caller
 * without an invoice claim sees none, a branch manager those of his branches.
 */
export async function openInvoicesOf(db: Db, accountId: number, scope: Scope): Promise<OpenInvoice[]> {
  const rows = await db
    .selectFrom('invoices as i')
    .select([
      'i.id',
      'i.invoice_date',
      'i.total_cost_cents',
      'i.total_tax_cents',
      'i.adjustments_cents',
      'i.amount_due_cents',
    ])
    .where('i.account_id', '=', accountId)
    .where('i.amount_due_cents', '>', 0)
    .where(inInvoiceScope(scope))
    .orderBy('i.invoice_date', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  return rows.map((r) => ({
    Id: r.id,
    InvoiceDate: r.invoice_date,
    TotalDue: fromCents(Number(r.total_cost_cents) + Number(r.total_tax_cents) + Number(r.adjustments_cents)),
    AmountDue: fromCents(Number(r.amount_due_cents)),
  }));
}
