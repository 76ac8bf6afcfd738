import type { Kysely } from 'kysely';
import { instant, table } from './lib/portable';

// A branch asks another for crew (by job title) or equipment (by type) on some dates. The lending
// branch confirms with the very employees or assets it gives, and takes the equipment back with a
// note of its condition. Dates are 'yyyy-MM-dd' text like schedule dates, so "borrowed on a day"
// is one indexed equality.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'transfer_requests')
    .withId()
    .addColumn('from_branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('to_branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('resource_type_id', 'integer', (c) => c.notNull())
    .addColumn('job_title_id', 'integer')
    .addColumn('equipment_type_id', 'integer', (c) => c.references('equipment_types.id'))
    .addColumn('qty', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('requested_by_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('requested_at', instant(db), (c) => c.notNull())
    .addColumn('status_changed_by_id', 'integer', (c) => c.references('employees.id'))
    .addColumn('status_changed_at', instant(db))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const column of ['from_branch_id', 'to_branch_id', 'status_id']) {
    await db.schema
      .createIndex(`transfer_requests_${column}_idx`)
      .on('transfer_requests')
      .column(column)
      .execute();
  }

  await table(db, 'transfer_request_dates')
    .withId()
    .addColumn('transfer_request_id', 'integer', (c) =>
      c.notNull().references('transfer_requests.id').onDelete('cascade'),
    )
    .addColumn('transfer_date', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('transfer_request_dates_request_date_idx')
    .on('transfer_request_dates')
    .unique()
    .columns(['transfer_request_id', 'transfer_date'])
    .execute();
  await db.schema
    .createIndex('transfer_request_dates_date_idx')
    .on('transfer_request_dates')
    .column('transfer_date')
    .execute();

  await table(db, 'transfer_request_crews')
    .withId()
    .addColumn('transfer_request_id', 'integer', (c) =>
      c.notNull().references('transfer_requests.id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .execute();
  await db.schema
    .createIndex('transfer_request_crews_request_idx')
    .on('transfer_request_crews')
    .column('transfer_request_id')
    .execute();
  await db.schema
    .createIndex('transfer_request_crews_employee_idx')
    .on('transfer_request_crews')
    .column('employee_id')
    .execute();

  await table(db, 'transfer_request_equipment')
    .withId()
    .addColumn('transfer_request_id', 'integer', (c) =>
      c.notNull().references('transfer_requests.id').onDelete('cascade'),
    )
    .addColumn('equipment_resource_id', 'integer', (c) => c.notNull().references('equipment_resources.id'))
    // The condition the asset came back in, noted when the request is marked Returned.
    .addColumn('returned_status', 'varchar(200)')
    .execute();
  await db.schema
    .createIndex('transfer_request_equipment_request_idx')
    .on('transfer_request_equipment')
    .column('transfer_request_id')
    .execute();
  await db.schema
    .createIndex('transfer_request_equipment_resource_idx')
    .on('transfer_request_equipment')
    .column('equipment_resource_id')
    .execute();
}
