import { sql, type Kysely } from 'kysely';
import { flag, instant, table } from './lib/portable';

// The full chemical record: label details, how it is mixed and applied, status with inactive reason,
// whether the base visit includes it and its up-charge (integer cents); and its pictures.
export async function up(db: Kysely<any>): Promise<void> {
  const add = (name: string, type: 'integer' | 'text' | 'double precision' | 'varchar(200)', ref?: string) =>
    db.schema
      .alterTable('chemicals')
      .addColumn(name, type, (c) => (ref ? c.references(ref) : c))
      .execute();
  // SQLite adds one column per statement.
  await add('description', 'text');
  await add('mix_rate', 'double precision');
  await add('rate_of_application', 'varchar(200)');
  await add('target', 'varchar(200)');
  await add('temperature_range_low', 'double precision');
  await add('temperature_range_high', 'double precision');
  await add('method_id', 'integer', 'chemical_methods.id');
  await add('unit_id', 'integer', 'chemical_units.id');
  await add('carrier_id', 'integer', 'chemical_carriers.id');
  await add('inactive_reason_id', 'integer', 'inactive_reasons.id');
  await db.schema.alterTable('chemicals').addColumn('included_in_base_visit', 'integer', flag).execute();
  await db.schema
    .alterTable('chemicals')
    .addColumn('chemical_up_charge_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('chemicals_name_ci_idx')
    .on('chemicals')
    .expression(sql`lower(name)`)
    .execute();

  await table(db, 'chemical_pictures')
    .withId()
    .addColumn('chemical_id', 'integer', (c) => c.notNull().references('chemicals.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_files.id'))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chemical_pictures_chemical_idx')
    .on('chemical_pictures')
    .column('chemical_id')
    .execute();
}
