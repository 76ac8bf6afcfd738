import { sql, type Kysely } from 'kysely';
import { flag, instant, table } from './lib/portable';

// Office comments on an account (a running history; the newest is the account screen's widget) and the
// account's purchase orders (a customer's PO number with the dates it is good for; work orders cite them).
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'account_office_comments')
    .withId()
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('note_text', 'text', (c) => c.notNull())
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('employees.id'))
    .execute();
  await db.schema
    .createIndex('account_office_comments_account_idx')
    .on('account_office_comments')
    .columns(['account_id', 'created_at'])
    .execute();

  await table(db, 'account_purchase_orders')
    .withId()
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('po', 'varchar(100)', (c) => c.notNull())
    .addColumn('effective_start_date', 'varchar(10)')
    .addColumn('effective_end_date', 'varchar(10)')
    .addColumn('archived', 'integer', flag)
    .execute();
  // A PO number appears once per account, in any case.
  await db.schema
    .createIndex('account_purchase_orders_po_idx')
    .on('account_purchase_orders')
    .unique()
    .expression(sql`account_id, lower(po)`)
    .execute();
}
