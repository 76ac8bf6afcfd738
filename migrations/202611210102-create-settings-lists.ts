import { sql, type Kysely } from 'kysely';
import { isPostgres, table } from './lib/portable';

const LISTS = [
  'account_types',
  'client_types',
  'sources',
  'inactive_reasons',
  'contact_titles',
  'source_codes',
  'location_note_types',
  'service_lines',
];

// The account settings lists, one table each so accounts, contacts and notes can point at their ids.
// Account and client types start with the spec's enumerations (AccountTypes, ClientTypes): the
// product's rules name those ids (new accounts are Prospect and Residential).
export async function up(db: Kysely<any>): Promise<void> {
  for (const name of LISTS) {
    await table(db, name)
      .withId()
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  const builtIn: Record<string, string[]> = {
    account_types: ['Customer', 'Prospect', 'Other'],
    client_types: ['Commercial', 'Residential', 'Other'],
  };
  for (const [name, items] of Object.entries(builtIn)) {
    await db
      .insertInto(name)
      .values(items.map((n, i) => ({ id: i + 1, name: n, sort_order: i + 1 })))
      .execute();
    if (isPostgres(db)) {
      await sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select max(id) from ${sql.table(name)}))`.execute(
        db,
      );
    }
  }
}
