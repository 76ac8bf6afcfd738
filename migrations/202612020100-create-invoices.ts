import type { Kysely } from 'kysely';
import { flag, instant, table } from './lib/portable';

// Invoices made when a schedule is confirmed: one per account, branch and sales rep, a detail per
// work order (a work order is invoiced once), and the transactions billing records against them.
// Money in cents. The running sums (payments, adjustments, amount due) are kept on the invoice in
// the same transaction as every change to its transactions, so the list's totals row is one SUM.
// Payments (one per submission, spread over invoices as transactions; what is left stays on the
// account) are made here too so transactions can point at the payment that brought them.
export async function up(db: Kysely<any>): Promise<void> {
  const index = (t: string, columns: string[]) =>
    db.schema
      .createIndex(`${t}_${columns.join('_')}_idx`)
      .on(t)
      .columns(columns)
      .execute();

  await table(db, 'invoices')
    .withId()
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('sales_rep_id', 'integer', (c) => c.references('employees.id'))
    .addColumn('billing_address_id', 'integer', (c) =>
      c.references('account_billing_addresses.id').onDelete('set null'),
    )
    .addColumn('schedule_id', 'integer', (c) => c.references('schedules.id').onDelete('set null'))
    .addColumn('invoice_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('tax_exempt', 'integer', flag)
    .addColumn('total_cost_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_tax_cents', 'bigint', (c) => c.notNull())
    .addColumn('payments_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('adjustments_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_due_cents', 'bigint', (c) => c.notNull())
    .addColumn('approved_status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('date_approved', instant(db))
    .addColumn('approved_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('print_status_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('commission_override', 'integer', flag)
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await index('invoices', ['branch_id', 'id']);
  await index('invoices', ['account_id', 'id']);
  await index('invoices', ['sales_rep_id', 'id']);
  await index('invoices', ['approved_status_id', 'print_status_id', 'id']);
  await index('invoices', ['invoice_date']);
  await index('invoices', ['schedule_id']);

  await table(db, 'invoice_details')
    .withId()
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('work_order_id', 'integer', (c) => c.notNull().unique().references('work_orders.id'))
    .addColumn('net_cents', 'bigint', (c) => c.notNull())
    // Ten-thousandths of a percent, as tax_rates keeps it; 0 for a tax-exempt account or no rate.
    .addColumn('tax_rate_e4', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index('invoice_details', ['invoice_id']);

  await table(db, 'payments')
    .withId()
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    // What no invoice took: dollars on account, spent later by a MoneyOnAccount payment.
    .addColumn('unapplied_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_method_id', 'integer', (c) => c.notNull())
    .addColumn('check_number', 'varchar(50)')
    .addColumn('authorize_transaction_id', 'varchar(100)')
    .addColumn('created_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .execute();
  await index('payments', ['account_id']);

  await table(db, 'invoice_transactions')
    .withId()
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('transaction_type_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('approved', 'integer', flag)
    .addColumn('date_approved', instant(db))
    .addColumn('approved_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('created_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('is_prepayment', 'integer', flag)
    .addColumn('customer_notified', 'integer', flag)
    .addColumn('reduce_from_commissions', 'integer', flag)
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id'))
    .addColumn('overage_transaction_id', 'integer', (c) => c.references('invoice_transactions.id'))
    .execute();
  await index('invoice_transactions', ['invoice_id']);
  await index('invoice_transactions', ['approved', 'transaction_type_id']);
  await index('invoice_transactions', ['payment_id']);

  await table(db, 'invoice_transaction_work_orders')
    .withId()
    .addColumn('invoice_transaction_id', 'integer', (c) =>
      c.notNull().references('invoice_transactions.id').onDelete('cascade'),
    )
    .addColumn('work_order_id', 'integer', (c) => c.notNull().references('work_orders.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .execute();
  await index('invoice_transaction_work_orders', ['invoice_transaction_id']);

  await table(db, 'invoice_notes')
    .withId()
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('note_text', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .execute();
  await index('invoice_notes', ['invoice_id']);

  await table(db, 'invoice_purchase_orders')
    .withId()
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('purchase_order_id', 'integer', (c) =>
      c.notNull().references('account_purchase_orders.id').onDelete('cascade'),
    )
    .addUniqueConstraint('invoice_purchase_orders_uq', ['invoice_id', 'purchase_order_id'])
    .execute();
}
