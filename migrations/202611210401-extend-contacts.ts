import { sql, type Kysely } from 'kysely';
import { flag, table } from './lib/portable';

// Contacts get a title (settings list), whether they receive billing and proposals, and any number of
// phones. contacts.phone/phone_extension stay as a copy of the preferred phone so the account list
// shows the primary contact's phone without another join; the contacts service keeps them in step.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contacts')
    .addColumn('title_id', 'integer', (c) => c.references('contact_titles.id'))
    .execute();
  await db.schema.alterTable('contacts').addColumn('receives_billing', 'integer', flag).execute();
  await db.schema.alterTable('contacts').addColumn('receives_proposal', 'integer', flag).execute();

  await table(db, 'contact_phones')
    .withId()
    .addColumn('contact_id', 'integer', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addColumn('phone', 'varchar(10)', (c) => c.notNull())
    .addColumn('extension', 'varchar(20)')
    .addColumn('phone_type_id', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('is_preferred', 'integer', flag)
    .execute();
  await db.schema
    .createIndex('contact_phones_contact_idx')
    .on('contact_phones')
    .column('contact_id')
    .execute();

  // Contacts made before this migration keep their one phone, as a preferred Work phone; those with an
  // e-mail receive billing and proposals, as entering an e-mail does on the form.
  await sql`insert into contact_phones (contact_id, phone, extension, phone_type_id, is_preferred)
    select id, phone, phone_extension, 2, 1 from contacts where phone is not null`.execute(db);
  await sql`update contacts set receives_billing = 1, receives_proposal = 1
    where email is not null and email <> ''`.execute(db);
}
