import type { Kysely } from 'kysely';
import { flag, instant, table } from './lib/portable';

// A work authorization is the customer's approval of a confirmed proposal: one row per proposal and
// type, the approve status of each of the proposal's services, visits and materials, and the customer
// payments (deposits, promotional discounts) taken against it. `link_version` is sealed into the
// customer's link, so bumping it revokes every link handed out before. Work orders made at
// confirmation point back to it. Money in cents.
export async function up(db: Kysely<any>): Promise<void> {
  const index = (t: string, columns: string[]) =>
    db.schema
      .createIndex(`${t}_${columns.join('_')}_idx`)
      .on(t)
      .columns(columns)
      .execute();
  const wa = (c: any) => c.notNull().references('work_authorizations.id').onDelete('cascade');

  await table(db, 'work_authorizations')
    .withId()
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('type_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    // The lines' approval as a whole (None 0 … Partially 3), kept by every toggle so the list filters on it.
    .addColumn('approval_status_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('date_approved', instant(db))
    .addColumn('approved_by_type_id', 'integer')
    .addColumn('approved_sales_rep_id', 'integer', (c) => c.references('employees.id'))
    .addColumn('payment_method_id', 'integer')
    .addColumn('signature', 'text')
    .addColumn('auto_renew', 'integer', flag)
    .addColumn('is_paid', 'integer', flag)
    .addColumn('promotional_discount_applied', 'integer', flag)
    .addColumn('link_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('updated_at', instant(db), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('work_authorizations_proposal_type_uq', ['proposal_id', 'type_id'])
    .execute();
  await index('work_authorizations', ['status_id', 'id']);
  await index('work_authorizations', ['approved_sales_rep_id']);

  await table(db, 'work_authorization_services')
    .withId()
    .addColumn('work_authorization_id', 'integer', wa)
    .addColumn('proposal_item_service_id', 'integer', (c) =>
      c.notNull().references('proposal_item_services.id').onDelete('cascade'),
    )
    .addColumn('approve_status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('work_authorization_services_uq', [
      'work_authorization_id',
      'proposal_item_service_id',
    ])
    .execute();
  await index('work_authorization_services', ['proposal_item_service_id']);

  await table(db, 'work_authorization_visits')
    .withId()
    .addColumn('work_authorization_id', 'integer', wa)
    .addColumn('proposal_item_service_visit_id', 'integer', (c) =>
      c.notNull().references('proposal_item_service_visits.id').onDelete('cascade'),
    )
    .addColumn('approved', 'integer', flag)
    .addUniqueConstraint('work_authorization_visits_uq', [
      'work_authorization_id',
      'proposal_item_service_visit_id',
    ])
    .execute();
  await index('work_authorization_visits', ['proposal_item_service_visit_id']);

  await table(db, 'work_authorization_materials')
    .withId()
    .addColumn('work_authorization_id', 'integer', wa)
    .addColumn('proposal_item_material_id', 'integer', (c) =>
      c.notNull().references('proposal_item_materials.id').onDelete('cascade'),
    )
    .addColumn('approve_status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('work_authorization_materials_uq', [
      'work_authorization_id',
      'proposal_item_material_id',
    ])
    .execute();
  await index('work_authorization_materials', ['proposal_item_material_id']);

  await table(db, 'customer_payments')
    .withId()
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('work_authorization_id', 'integer', (c) =>
      c.references('work_authorizations.id').onDelete('cascade'),
    )
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('is_deposit', 'integer', flag)
    .addColumn('payment_method_id', 'integer', (c) => c.notNull())
    .addColumn('check_number', 'varchar(50)')
    .addColumn('authorize_transaction_id', 'varchar(100)')
    .addColumn('created_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .execute();
  await index('customer_payments', ['work_authorization_id']);
  await index('customer_payments', ['account_id']);
  await index('customer_payments', ['created_by']);

  await db.schema
    .alterTable('work_orders')
    .addColumn('work_authorization_id', 'integer', (c) =>
      c.references('work_authorizations.id').onDelete('set null'),
    )
    .execute();
  await index('work_orders', ['work_authorization_id']);
}
