import { invoiceSums, type InvoiceSums } from '@canopy/shared';
import type { Db } from '../../platform/db';

/**
 * The invoice's sums from its lines and transactions, by the one arithmetic of shared/invoices.
 * Every write that changes either calls `refreshSums` in its own transaction, so the stored columns
 * the list sums are never stale.
 */
export async function sumsOf(db: Db, invoiceId: number, taxExempt: boolean): Promise<InvoiceSums> {
  const [lines, txs] = await Promise.all([
    db
      .selectFrom('invoice_details')
      .select(['net_cents', 'tax_rate_e4'])
      .where('invoice_id', '=', invoiceId)
      .execute(),
    db
      .selectFrom('invoice_transactions')
      .select(['transaction_type_id', 'amount_cents', 'approved'])
      .where('invoice_id', '=', invoiceId)
      .execute(),
  ]);
  return invoiceSums(
    lines.map((l) => ({ netCents: Number(l.net_cents), taxRateE4: l.tax_rate_e4 })),
    txs.map((t) => ({
      typeId: t.transaction_type_id,
      amountCents: Number(t.amount_cents),
      approved: !!t.approved,
    })),
    taxExempt,
  );
}

export async function refreshSums(db: Db, invoiceId: number, taxExempt: boolean): Promise<InvoiceSums> {
  const s = await sumsOf(db, invoiceId, taxExempt);
  await db
    .updateTable('invoices')
    .set({
      total_cost_cents: s.totalCostCents,
      total_tax_cents: s.totalTaxCents,
      payments_cents: s.paymentsCents,
      adjustments_cents: s.adjustmentsCents,
      amount_due_cents: s.amountDueCents,
    })
    .where('id', '=', invoiceId)
    .execute();
  return s;
}
