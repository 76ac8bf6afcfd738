import type { Kysely } from 'kysely';
import { flag, table } from './lib/portable';

// The account record beyond name, type, status, branch and arborist: inactive reason, source and source
// code (settings lists), the minimum down payment (a percent kept exact as hundredths of a percent),
// call-first-before-auto-pay, customer-since date, do-not-email and tax-exempt flags; its billing address
// (a record of its own, as the spec's BillingAddressId says) and its sales reps.
export async function up(db: Kysely<any>): Promise<void> {
  const add = (name: string, type: 'integer' | 'varchar(10)', ref?: string) =>
    db.schema
      .alterTable('accounts')
      .addColumn(name, type, (c) => (ref ? c.references(ref) : c))
      .execute();
  // SQLite adds one column per statement.
  await add('inactive_reason_id', 'integer', 'inactive_reasons.id');
  await add('source_id', 'integer', 'sources.id');
  await add('source_code_id', 'integer', 'source_codes.id');
  await add('minimum_down_payment_bp', 'integer');
  await add('customer_since', 'varchar(10)');
  await db.schema.alterTable('accounts').addColumn('call_first_before_auto_pay', 'integer', flag).execute();
  await db.schema.alterTable('accounts').addColumn('do_not_email', 'integer', flag).execute();
  await db.schema.alterTable('accounts').addColumn('tax_exempt', 'integer', flag).execute();
  await db.schema.createIndex('accounts_arborist_idx').on('accounts').column('arborist_id').execute();

  await table(db, 'account_billing_addresses')
    .withId()
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().unique().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('address1', 'varchar(200)', (c) => c.notNull())
    .addColumn('address2', 'varchar(200)')
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('zip', 'varchar(10)', (c) => c.notNull())
    .execute();

  await table(db, 'account_sales_reps')
    .plain()
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addPrimaryKeyConstraint('account_sales_reps_pk', ['account_id', 'employee_id'])
    .execute();
  await db.schema
    .createIndex('account_sales_reps_employee_idx')
    .on('account_sales_reps')
    .column('employee_id')
    .execute();
}
