import type { Kysely } from 'kysely';
import { flag, instant, table } from './lib/portable';

// What a work order carries: its services (with the customer inventory items each one treats), the
// crew's daily logs and their prevailing wage hours, photos, and scouting report entries. Units and
// hours in hundredths, money in cents.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'work_order_services')
    .withId()
    .addColumn('work_order_id', 'integer', (c) =>
      c.notNull().references('work_orders.id').onDelete('cascade'),
    )
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
    .addColumn('service_visit_id', 'integer', (c) => c.references('service_visits.id'))
    .addColumn('description', 'text')
    .addColumn('total_cost_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('equipment_subtotal_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('completed', 'integer', flag)
    .addColumn('date_completed', instant(db))
    .addColumn('needs_correction', 'integer', flag)
    .addColumn('notes', 'text')
    .addColumn('archived', 'integer', flag)
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('work_order_services_work_order_idx')
    .on('work_order_services')
    .column('work_order_id')
    .execute();

  await table(db, 'work_order_service_items')
    .withId()
    .addColumn('work_order_service_id', 'integer', (c) =>
      c.notNull().references('work_order_services.id').onDelete('cascade'),
    )
    .addColumn('service_item_id', 'integer', (c) => c.notNull().references('service_items.id'))
    .addColumn('pricing_units_hundredths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('service_units_hundredths', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('work_order_service_items_service_idx')
    .on('work_order_service_items')
    .column('work_order_service_id')
    .execute();

  await table(db, 'prevailing_wage_categories')
    .withId()
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('archived', 'integer', flag)
    .execute();
  await table(db, 'prevailing_wage_job_titles')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('effective_date', 'varchar(10)')
    .addColumn('expiration_date', 'varchar(10)')
    .addColumn('archived', 'integer', flag)
    .execute();

  // One log per crew member, work order and day; a log with no work order is time booked elsewhere.
  await table(db, 'daily_logs')
    .withId()
    .addColumn('work_order_id', 'integer', (c) => c.references('work_orders.id').onDelete('cascade'))
    .addColumn('schedule_crew_id', 'integer', (c) => c.references('schedule_crews.id').onDelete('set null'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('log_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('time_in', 'varchar(5)')
    .addColumn('time_out', 'varchar(5)')
    .addColumn('hours_worked_hundredths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('daily_log_type_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('hour_type_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notes', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('daily_logs_work_order_idx').on('daily_logs').column('work_order_id').execute();
  await db.schema
    .createIndex('daily_logs_employee_date_idx')
    .on('daily_logs')
    .columns(['employee_id', 'log_date'])
    .execute();

  await table(db, 'prevailing_wage_hours')
    .withId()
    .addColumn('daily_log_id', 'integer', (c) => c.notNull().references('daily_logs.id').onDelete('cascade'))
    .addColumn('schedule_id', 'integer', (c) => c.references('schedules.id').onDelete('set null'))
    .addColumn('hours_hundredths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prevailing_wage_category_id', 'integer', (c) => c.references('prevailing_wage_categories.id'))
    .addColumn('prevailing_wage_job_title_id', 'integer', (c) =>
      c.references('prevailing_wage_job_titles.id'),
    )
    .execute();
  await db.schema
    .createIndex('prevailing_wage_hours_log_idx')
    .on('prevailing_wage_hours')
    .column('daily_log_id')
    .execute();

  await table(db, 'work_order_images')
    .withId()
    .addColumn('work_order_id', 'integer', (c) =>
      c.notNull().references('work_orders.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_files.id'))
    .addColumn('thumbnail_file_id', 'integer', (c) => c.references('stored_files.id'))
    .addColumn('image_type_id', 'integer', (c) => c.notNull().defaultTo(3))
    // The record of that type the photo shows (a damage, an equipment problem, a service, a scouting entry).
    .addColumn('key_id', 'integer')
    .addColumn('caption', 'varchar(200)')
    .addColumn('created_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('work_order_images_work_order_idx')
    .on('work_order_images')
    .column('work_order_id')
    .execute();

  await table(db, 'scouting_reports')
    .withId()
    .addColumn('work_order_id', 'integer', (c) =>
      c.notNull().references('work_orders.id').onDelete('cascade'),
    )
    .addColumn('service_item_id', 'integer', (c) => c.notNull().references('service_items.id'))
    .addColumn('notes', 'text')
    .addColumn('archived', 'integer', flag)
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('scouting_reports_work_order_idx')
    .on('scouting_reports')
    .column('work_order_id')
    .execute();
  // Insects, diseases, weed types and ecological problems found, from the meta-item catalogue.
  await table(db, 'scouting_report_meta_items')
    .plain()
    .addColumn('scouting_report_id', 'integer', (c) =>
      c.notNull().references('scouting_reports.id').onDelete('cascade'),
    )
    .addColumn('meta_item_id', 'integer', (c) => c.notNull().references('inventory_meta_items.id'))
    .addPrimaryKeyConstraint('scouting_report_meta_items_pk', ['scouting_report_id', 'meta_item_id'])
    .execute();
  // Findings not in the catalogue, named on site; kind as inventory_meta_items.kind.
  await table(db, 'scouting_report_other_items')
    .withId()
    .addColumn('scouting_report_id', 'integer', (c) =>
      c.notNull().references('scouting_reports.id').onDelete('cascade'),
    )
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('scientific_name', 'varchar(200)')
    .addColumn('account_location_id', 'integer', (c) =>
      c.references('account_locations.id').onDelete('cascade'),
    )
    .execute();
}
