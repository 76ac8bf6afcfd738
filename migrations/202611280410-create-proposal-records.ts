import type { Kysely } from 'kysely';
import { flag, instant, table } from './lib/portable';

// What a proposal's info screen keeps beside the proposal: its notes (12 a page, newest first), one
// cover letter, and the account purchase orders and promotions chosen for it.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'proposal_notes')
    .withId()
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('print_on_work_order', 'integer', flag)
    .addColumn('created_by_id', 'integer', (c) => c.references('employees.id'))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('proposal_notes_proposal_idx')
    .on('proposal_notes')
    .columns(['proposal_id', 'created_at'])
    .execute();

  await table(db, 'proposal_cover_letters')
    .withId()
    .addColumn('proposal_id', 'integer', (c) =>
      c.notNull().unique().references('proposals.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', instant(db), (c) => c.notNull())
    .execute();

  await table(db, 'proposal_purchase_orders')
    .plain()
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('account_purchase_order_id', 'integer', (c) =>
      c.notNull().references('account_purchase_orders.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('proposal_purchase_orders_pk', ['proposal_id', 'account_purchase_order_id'])
    .execute();

  await table(db, 'proposal_promotions')
    .plain()
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
    .addPrimaryKeyConstraint('proposal_promotions_pk', ['proposal_id', 'promotion_id'])
    .execute();
  await db.schema
    .createIndex('proposal_promotions_promotion_idx')
    .on('proposal_promotions')
    .column('promotion_id')
    .execute();
}
