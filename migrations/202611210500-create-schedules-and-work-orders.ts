import type { Kysely } from 'kysely';
import { flag, instant, table } from './lib/portable';

// Work orders and the schedules that put them on dates with a crew and equipment. Hours are kept in
// hundredths and money in cents so sums stay exact; calendar dates are 'yyyy-MM-dd' text and times of
// day 'HH:mm' text on both engines.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'work_orders')
    .withId()
    .addColumn('sub_type_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('service_group_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('account_location_id', 'integer', (c) => c.references('account_locations.id'))
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('sales_territory_id', 'integer', (c) => c.references('sales_territories.id'))
    // The arborist who sold the work; Personal access on work orders means "where I am this".
    .addColumn('sales_rep_id', 'integer', (c) => c.references('employees.id'))
    .addColumn('description', 'text')
    .addColumn('estimated_crew', 'integer')
    .addColumn('estimated_hours_hundredths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('estimated_value_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('priority_id', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('wo_schedule_status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('qualifies_for_prevailing_wage', 'integer', flag)
    // A PNG data URL drawn with the signature pad.
    .addColumn('signature', 'text')
    .addColumn('signed_date', instant(db))
    .addColumn('sent_scouting_report', 'integer', flag)
    .addColumn('scouting_report_notes', 'text')
    .addColumn('original_wo_id', 'integer', (c) => c.references('work_orders.id'))
    .addColumn('date_completed', instant(db))
    .addColumn('archived', 'integer', flag)
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const column of ['account_location_id', 'branch_id', 'sales_rep_id', 'status_id']) {
    await db.schema.createIndex(`work_orders_${column}_idx`).on('work_orders').column(column).execute();
  }

  await table(db, 'schedules')
    .withId()
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notes', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('total_value_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_hours_hundredths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await table(db, 'schedule_dates')
    .withId()
    .addColumn('schedule_id', 'integer', (c) => c.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('schedule_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull().defaultTo('09:00'))
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull().defaultTo('17:00'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('schedule_dates_schedule_idx')
    .on('schedule_dates')
    .column('schedule_id')
    .execute();
  await db.schema
    .createIndex('schedule_dates_date_idx')
    .on('schedule_dates')
    .column('schedule_date')
    .execute();

  await table(db, 'schedule_crews')
    .withId()
    .addColumn('schedule_date_id', 'integer', (c) =>
      c.notNull().references('schedule_dates.id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('job_title_id', 'integer', (c) => c.notNull())
    .addColumn('is_foreman', 'integer', flag)
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('schedule_crews_date_idx')
    .on('schedule_crews')
    .column('schedule_date_id')
    .execute();
  await db.schema
    .createIndex('schedule_crews_employee_idx')
    .on('schedule_crews')
    .column('employee_id')
    .execute();

  await table(db, 'schedule_equipment')
    .withId()
    .addColumn('schedule_date_id', 'integer', (c) =>
      c.notNull().references('schedule_dates.id').onDelete('cascade'),
    )
    .addColumn('equipment_resource_id', 'integer', (c) => c.notNull().references('equipment_resources.id'))
    .addColumn('daily_rate_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('schedule_equipment_date_idx')
    .on('schedule_equipment')
    .column('schedule_date_id')
    .execute();

  await table(db, 'schedule_work_orders')
    .withId()
    .addColumn('schedule_id', 'integer', (c) => c.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('work_order_id', 'integer', (c) =>
      c.notNull().references('work_orders.id').onDelete('cascade'),
    )
    .addColumn('route_order_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('estimated_hours_hundredths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('actual_hours_hundredths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('actual_equipment_cost_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('schedule_work_orders_work_order_idx')
    .on('schedule_work_orders')
    .column('work_order_id')
    .execute();
  await db.schema
    .createIndex('schedule_work_orders_schedule_idx')
    .on('schedule_work_orders')
    .column('schedule_id')
    .execute();
}
