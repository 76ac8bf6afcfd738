import type { Kysely } from 'kysely';
import { instant, table } from './lib/portable';

// Card payments through the hosted payment form. The amount of a form is decided here and kept with
// the reference it pays (a work authorization, later an invoice), so a transaction the browser
// reports is checked against what we asked for, never against what the browser says. A transaction
// id is recorded once: a repeated report or a replay cannot record the same money twice.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'payment_intents')
    .withId()
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    // Sent to the provider as the order's invoice number (at most 20 characters there).
    .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_intents_reference_idx')
    .on('payment_intents')
    .column('reference')
    .execute();

  await table(db, 'card_payments')
    .withId()
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', instant(db), (c) => c.notNull())
    .addUniqueConstraint('card_payments_transaction_uq', ['gateway', 'transaction_id'])
    .execute();
  await db.schema
    .createIndex('card_payments_reference_idx')
    .on('card_payments')
    .column('reference')
    .execute();

  // The built-in sandbox gateway's own ledger (the embedded default has no provider to ask).
  await table(db, 'sandbox_transactions')
    .withId()
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('response_code', 'integer', (c) => c.notNull())
    .addColumn('card_last_four', 'text')
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .execute();
  await table(db, 'sandbox_payment_forms')
    .plain()
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('invoice_number', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .execute();

  await table(db, 'payment_webhook_events')
    .plain()
    .addColumn('notification_id', 'text', (c) => c.primaryKey())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('received_at', instant(db), (c) => c.notNull())
    .execute();
}
