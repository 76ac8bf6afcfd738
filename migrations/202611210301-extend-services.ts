import { sql, type Kysely } from 'kysely';
import { flag, table } from './lib/portable';

// The full service record: category, proposal label, pricing (by unit of measure or by price table),
// status with inactive reason, renewal, report option, growing-degree-day and calendar windows; its
// visits and the chemicals the service and each visit apply. Money is integer cents.
export async function up(db: Kysely<any>): Promise<void> {
  const add = (name: string, type: 'integer' | 'bigint' | 'text' | 'double precision', ref?: string) =>
    db.schema
      .alterTable('services')
      .addColumn(name, type, (c) => (ref ? c.references(ref) : c))
      .execute();
  // SQLite adds one column per statement.
  await add('service_category_id', 'integer', 'service_categories.id');
  await add('service_proposal_label_id', 'integer', 'service_proposal_labels.id');
  await add('pricing_option_id', 'integer');
  await add('pricing_table_id', 'integer', 'price_tables.id');
  await add('pricing_unit_of_measure_id', 'integer', 'service_units.id');
  await add('pricing_unit_of_measure_rate_cents', 'bigint');
  await add('service_unit_of_measure_id', 'integer', 'service_units.id');
  await add('service_pricing_group_id', 'integer');
  await add('inactive_reason_id', 'integer', 'inactive_reasons.id');
  await add('recurrence', 'integer');
  await add('report_option_id', 'integer');
  await add('application_description', 'text');
  await add('growing_degree_day_min', 'double precision');
  await add('growing_degree_day_max', 'double precision');
  await add('service_month_start', 'integer');
  await add('service_day_start', 'integer');
  await add('service_month_end', 'integer');
  await add('service_day_end', 'integer');
  await db.schema.alterTable('services').addColumn('renewable_service', 'integer', flag).execute();
  await db.schema.alterTable('services').addColumn('separate_work_order_required', 'integer', flag).execute();
  await db.schema.createIndex('services_group_idx').on('services').column('service_group_id').execute();
  await db.schema
    .createIndex('services_name_ci_idx')
    .on('services')
    .expression(sql`lower(name)`)
    .execute();

  await table(db, 'service_visits')
    .withId()
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('title', 'varchar(100)')
    .addColumn('service_code', 'varchar(20)')
    .addColumn('month_start', 'integer', (c) => c.notNull())
    .addColumn('day_start', 'integer', (c) => c.notNull())
    .addColumn('month_end', 'integer', (c) => c.notNull())
    .addColumn('day_end', 'integer', (c) => c.notNull())
    .addColumn('scheduling_buffer_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report_option_id', 'integer')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('service_visits_service_idx')
    .on('service_visits')
    .column('service_id')
    .execute();

  // Chemical links are owned by the service (or visit) and go with it; a linked chemical cannot be
  // deleted (no cascade from chemicals).
  await table(db, 'service_chemicals')
    .plain()
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('chemical_id', 'integer', (c) => c.notNull().references('chemicals.id'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('service_chemicals_pk', ['service_id', 'chemical_id'])
    .execute();
  await db.schema
    .createIndex('service_chemicals_chemical_idx')
    .on('service_chemicals')
    .column('chemical_id')
    .execute();
  await table(db, 'service_visit_chemicals')
    .plain()
    .addColumn('service_visit_id', 'integer', (c) =>
      c.notNull().references('service_visits.id').onDelete('cascade'),
    )
    .addColumn('chemical_id', 'integer', (c) => c.notNull().references('chemicals.id'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('service_visit_chemicals_pk', ['service_visit_id', 'chemical_id'])
    .execute();
  await db.schema
    .createIndex('service_visit_chemicals_chemical_idx')
    .on('service_visit_chemicals')
    .column('chemical_id')
    .execute();

  // Company-wide text of each service group (the Managed Content screen); branches may add their own.
  await table(db, 'service_group_contents')
    .plain()
    .addColumn('service_group_id', 'integer', (c) => c.primaryKey())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
}
