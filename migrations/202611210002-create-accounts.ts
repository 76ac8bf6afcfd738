import type { Kysely } from 'kysely';
import { flag, table } from './lib/portable';

export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'accounts')
    .withId()
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('account_type_id', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('client_type_id', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('arborist_id', 'integer', (c) => c.references('employees.id'))
    .addColumn('sales_territory_id', 'integer')
    .addColumn('archived', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('accounts_branch_idx').on('accounts').columns(['branch_id', 'name']).execute();
  await db.schema.createIndex('accounts_name_idx').on('accounts').column('name').execute();

  await table(db, 'contacts')
    .withId()
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('phone', 'varchar(10)')
    .addColumn('phone_extension', 'varchar(20)')
    .addColumn('is_primary', 'integer', flag)
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('contacts_account_idx').on('contacts').column('account_id').execute();

  await table(db, 'account_locations')
    .withId()
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('zip', 'varchar(10)', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('is_bill_to', 'integer', flag)
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('account_locations_account_idx')
    .on('account_locations')
    .column('account_id')
    .execute();
}
