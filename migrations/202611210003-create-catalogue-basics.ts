import type { Kysely } from 'kysely';
import { table } from './lib/portable';

// The first catalogue rows the demo company needs; the catalogue module grows these tables.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'services')
    .withId()
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('service_group_id', 'integer', (c) => c.notNull())
    .addColumn('service_type_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('service_classification_id', 'integer')
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await table(db, 'chemicals')
    .withId()
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('epa_number', 'varchar(50)')
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
