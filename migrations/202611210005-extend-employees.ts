import { sql, type Kysely } from 'kysely';
import { flag, table } from './lib/portable';

export async function up(db: Kysely<any>): Promise<void> {
  const columns: [string, 'varchar(200)' | 'varchar(100)' | 'varchar(10)' | 'varchar(2)' | 'integer'][] = [
    ['address', 'varchar(200)'],
    ['city', 'varchar(100)'],
    ['state', 'varchar(2)'],
    ['zip', 'varchar(10)'],
    ['sales_territory_id', 'integer'],
    ['date_start', 'varchar(10)'],
    ['date_review', 'varchar(10)'],
    ['hourly_wage_cents', 'integer'],
    ['decrease_supplemental_amount_cents', 'integer'],
  ];
  for (const [name, type] of columns) await db.schema.alterTable('employees').addColumn(name, type).execute();
  for (const name of [
    'crew',
    'assigned_to_all_branches',
    'employee_override_commission',
    'receives_commission',
  ]) {
    await db.schema.alterTable('employees').addColumn(name, 'integer', flag).execute();
  }
  for (const name of ['photo_file_id', 'signature_file_id']) {
    await db.schema
      .alterTable('employees')
      .addColumn(name, 'integer', (c) => c.references('stored_files.id'))
      .execute();
  }

  // An employee may hold several job titles (JobTitleIds).
  await table(db, 'employee_job_titles')
    .plain()
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('job_title_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('employee_job_titles_pk', ['employee_id', 'job_title_id'])
    .execute();
  await sql`insert into employee_job_titles (employee_id, job_title_id) select id, job_title_id from employees where job_title_id is not null`.execute(
    db,
  );
  await db.schema.alterTable('employees').dropColumn('job_title_id').execute();

  await table(db, 'employee_phones')
    .withId()
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('phone', 'varchar(10)', (c) => c.notNull())
    .addColumn('extension', 'varchar(20)')
    .addColumn('phone_type_id', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('is_preferred', 'integer', flag)
    .execute();
  await table(db, 'employee_geographic')
    .withId()
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('city', 'varchar(100)')
    .addColumn('state', 'varchar(2)')
    .addColumn('zip', 'varchar(10)')
    .execute();
  await table(db, 'employee_emergency_contacts')
    .withId()
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .execute();
  // Day -1 means every day, 1–7 a weekday; times are half-hour steps 0–48 where 48 means 23:59.
  await table(db, 'employee_work_shifts')
    .withId()
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('time_start', 'integer', (c) => c.notNull())
    .addColumn('time_end', 'integer', (c) => c.notNull())
    .execute();
  await table(db, 'employee_certifications')
    .withId()
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('certification_type_id', 'integer', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('standard_certification_id', 'integer')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text')
    .addColumn('date_achieved', 'varchar(10)')
    .addColumn('date_expires', 'varchar(10)')
    .execute();
  for (const t of [
    'employee_phones',
    'employee_geographic',
    'employee_emergency_contacts',
    'employee_work_shifts',
    'employee_certifications',
  ]) {
    await db.schema.createIndex(`${t}_employee_idx`).on(t).column('employee_id').execute();
  }
}
