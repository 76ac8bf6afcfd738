import type { Kysely } from 'kysely';
import { flag, instant, table } from './lib/portable';

// Chemicals applied on a work order service (work-orders.md §3: chemical, carrier, unit, actual
// gallons used, mix rate; gallons and mix rate in hundredths so sums stay exact), and the
// application record state pesticide rules ask of a licensed applicator.
//
// The record is append-only: a correction is a new row naming the one it replaces, so the history
// is the rows of a chemical line in revision order and the current record is the last. The unique
// (line, revision) and unique replaces_id keep the chain a single line even under racing writes.
// Product, EPA number, license number and site address are copied at recording time: a later edit
// of the catalogue or the employee must not change what was recorded. Ids are text so a device can
// make one (a uuid) and send it later.
//
// A state's profile names the record fields it requires before a service may be completed.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'work_order_service_chemicals')
    .withId()
    .addColumn('work_order_service_id', 'integer', (c) =>
      c.notNull().references('work_order_services.id').onDelete('cascade'),
    )
    .addColumn('chemical_id', 'integer', (c) => c.notNull().references('chemicals.id'))
    .addColumn('carrier_id', 'integer', (c) => c.notNull().references('chemical_carriers.id'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('chemical_units.id'))
    .addColumn('actual_gallons_hundredths', 'bigint', (c) => c.notNull())
    .addColumn('mix_rate_hundredths', 'bigint')
    .addColumn('archived', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('work_order_service_chemicals_service_idx')
    .on('work_order_service_chemicals')
    .column('work_order_service_id')
    .execute();
  await db.schema
    .createIndex('work_order_service_chemicals_chemical_idx')
    .on('work_order_service_chemicals')
    .column('chemical_id')
    .execute();

  await table(db, 'chemical_application_records')
    .plain()
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('work_order_chemical_id', 'integer', (c) =>
      c.notNull().references('work_order_service_chemicals.id').onDelete('cascade'),
    )
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('replaces_id', 'varchar(36)', (c) => c.references('chemical_application_records.id'))
    .addColumn('applicator_id', 'integer', (c) => c.references('employees.id'))
    .addColumn('applicator_name', 'varchar(200)')
    .addColumn('license_number', 'varchar(200)')
    .addColumn('chemical_id', 'integer', (c) => c.notNull().references('chemicals.id'))
    .addColumn('product_name', 'varchar(1000)', (c) => c.notNull())
    .addColumn('epa_number', 'varchar(50)')
    .addColumn('target_pest', 'varchar(200)')
    .addColumn('rate', 'varchar(200)')
    .addColumn('total_amount_hundredths', 'bigint')
    .addColumn('amount_unit', 'varchar(50)')
    .addColumn('area_treated', 'varchar(200)')
    .addColumn('trees_treated', 'integer')
    .addColumn('site_address', 'varchar(500)')
    .addColumn('applied_at', instant(db))
    .addColumn('wind_speed_tenths', 'integer')
    .addColumn('wind_direction', 'varchar(10)')
    .addColumn('temperature_tenths', 'integer')
    .addColumn('re_entry_notes', 'text')
    .addColumn('correction_reason', 'varchar(500)')
    .addColumn('captured_at', instant(db))
    .addColumn('recorded_at', instant(db), (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.references('employees.id'))
    .execute();
  await db.schema
    .createIndex('chemical_application_records_chain_idx')
    .on('chemical_application_records')
    .columns(['work_order_chemical_id', 'revision'])
    .unique()
    .execute();
  await db.schema
    .createIndex('chemical_application_records_replaces_idx')
    .on('chemical_application_records')
    .column('replaces_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('chemical_application_records_applied_idx')
    .on('chemical_application_records')
    .column('applied_at')
    .execute();
  for (const column of ['applicator_id', 'chemical_id', 'recorded_by'])
    await db.schema
      .createIndex(`chemical_application_records_${column}_idx`)
      .on('chemical_application_records')
      .column(column)
      .execute();

  await table(db, 'application_state_profiles')
    .withId()
    .addColumn('state', 'varchar(2)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // Field keys (APPLICATION_FIELDS), comma separated.
    .addColumn('required_fields', 'text', (c) => c.notNull())
    .execute();
}
