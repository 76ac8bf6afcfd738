import type { Kysely } from 'kysely';
import { flag, table } from './lib/portable';

// A service location's own record beyond its address: a name, the sales territory (from the zip
// unless chosen), the sales rep, call-ahead and service-is-account flags, directions; its phones and
// the account contacts that belong to it (one of them primary).
export async function up(db: Kysely<any>): Promise<void> {
  const alter = () => db.schema.alterTable('account_locations');
  // SQLite adds one column per statement.
  await alter().addColumn('name', 'varchar(100)').execute();
  await alter()
    .addColumn('sales_territory_id', 'integer', (c) => c.references('sales_territories.id'))
    .execute();
  await alter()
    .addColumn('sales_rep_id', 'integer', (c) => c.references('employees.id'))
    .execute();
  await alter().addColumn('call_ahead', 'integer', flag).execute();
  await alter().addColumn('service_is_account', 'integer', flag).execute();
  await alter().addColumn('directions', 'text').execute();
  await db.schema
    .createIndex('account_locations_branch_idx')
    .on('account_locations')
    .column('branch_id')
    .execute();

  await table(db, 'account_location_phones')
    .withId()
    .addColumn('location_id', 'integer', (c) =>
      c.notNull().references('account_locations.id').onDelete('cascade'),
    )
    .addColumn('phone', 'varchar(10)', (c) => c.notNull())
    .addColumn('extension', 'varchar(20)')
    .addColumn('phone_type_id', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('is_preferred', 'integer', flag)
    .execute();
  await db.schema
    .createIndex('account_location_phones_location_idx')
    .on('account_location_phones')
    .column('location_id')
    .execute();

  // A contact linked to a location cannot be deleted (the contacts service says so); it goes
  // inactive instead, so the link has no cascade on the contact side. The check waits for the end of
  // the transaction: deleting an account removes its contacts and its locations (with their links)
  // in one statement, and PostgreSQL would otherwise check the contacts before the links are gone.
  await table(db, 'account_location_contacts')
    .plain()
    .addColumn('location_id', 'integer', (c) =>
      c.notNull().references('account_locations.id').onDelete('cascade'),
    )
    .addColumn('contact_id', 'integer', (c) => c.notNull())
    .addColumn('is_primary', 'integer', flag)
    .addPrimaryKeyConstraint('account_location_contacts_pk', ['location_id', 'contact_id'])
    .addForeignKeyConstraint(
      'account_location_contacts_contact_fk',
      ['contact_id'],
      'contacts',
      ['id'],
      (fk) => fk.deferrable().initiallyDeferred(),
    )
    .execute();
  await db.schema
    .createIndex('account_location_contacts_contact_idx')
    .on('account_location_contacts')
    .column('contact_id')
    .execute();
}
