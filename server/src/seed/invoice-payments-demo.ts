import { InvoiceApprovedStatuses, PaymentMethods, TransactionTypes } from '@canopy/shared';
import type { Db } from '../platform/db';
import { refreshSums } from '../modules/invoices/invoice-sums';

const BILLING = 3;
/** What the customer sent beyond the invoice: money on account for billing to apply or spend. */
const OVERAGE_CENTS = 7_500;

/**
 * Money on account from day one: a customer paid an approved invoice in full by check with $75.00
 * more than it asked, so the invoice shows the account's balance, the multiple payment screen offers
 * money on account, and the overage can be applied to the account's next invoice.
 */
export async function seedInvoicePaymentsDemo(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inv = await trx
      .selectFrom('invoices')
      .selectAll()
      .where('approved_status_id', '=', InvoiceApprovedStatuses.Approved)
      .where('payments_cents', '=', 0)
      .where('amount_due_cents', '>', 0)
      .orderBy('id')
      .executeTakeFirst();
    if (!inv) return;
    const due = Number(inv.amount_due_cents);
    const at = new Date(Date.UTC(2026, 10, 20, 15)).toISOString();
    const pay = await trx
      .insertInto('payments')
      .values({
        account_id: inv.account_id,
        amount_cents: due + OVERAGE_CENTS,
        unapplied_cents: OVERAGE_CENTS,
        payment_method_id: PaymentMethods.Check,
        check_number: '2217',
        created_by: BILLING,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('invoice_transactions')
      .values({
        invoice_id: inv.id,
        transaction_type_id: TransactionTypes.Payment,
        amount_cents: due,
        approved: 1,
        date_approved: at,
        approved_by: BILLING,
        created_by: BILLING,
        created_at: at,
        payment_id: pay.id,
      })
      .execute();
    await refreshSums(trx, inv.id, !!inv.tax_exempt);
  });
}
