import { sql, type Kysely } from 'kysely';
import { instant, isPostgres, table } from './lib/portable';
import { createTextSearch } from './lib/text-search';

// The service request settings lists: request types start with the spec's enumeration (Appointment 1,
// CallBack 2) and appointment types with two rows, since a new request takes appointment type 2 (§4).
const LISTS: Record<string, string[]> = {
  service_request_types: ['Appointment', 'CallBack'],
  appointment_types: ['Phone Call', 'On-Site Visit'],
  estimate_types: [],
  service_request_sources: [],
};

// Appointments and call-backs booked for a sales rep at an account location. The branch is the
// location's, kept on the row so Branch scope and its index need no join; the list's default period
// (This Week) and the overlap check read `appointment_date`, hence the (filter, appointment_date) indexes.
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, items] of Object.entries(LISTS)) {
    await table(db, name)
      .withId()
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    if (!items.length) continue;
    await db
      .insertInto(name)
      .values(items.map((n, i) => ({ id: i + 1, name: n, sort_order: i + 1 })))
      .execute();
    if (isPostgres(db))
      await sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select max(id) from ${sql.table(name)}))`.execute(
        db,
      );
  }

  await table(db, 'service_requests')
    .withId()
    .addColumn('type_id', 'integer', (c) => c.notNull().references('service_request_types.id'))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('appointment_type_id', 'integer', (c) => c.references('appointment_types.id'))
    .addColumn('appointment_date', instant(db), (c) => c.notNull())
    .addColumn('appointment_date_end', instant(db), (c) => c.notNull())
    .addColumn('sales_rep_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('account_location_id', 'integer', (c) => c.notNull().references('account_locations.id'))
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('source_detail_id', 'integer', (c) => c.references('service_request_sources.id'))
    .addColumn('notes', 'text')
    .addColumn('created_by_id', 'integer', (c) => c.references('employees.id'))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('updated_at', instant(db), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  const indexes: [string, string[]][] = [
    ['date', ['appointment_date']],
    ['branch_date', ['branch_id', 'appointment_date']],
    ['rep_date', ['sales_rep_id', 'appointment_date']],
    // The overlap check reads an arborist's requests ending after the new start: the few ahead.
    ['rep_end', ['sales_rep_id', 'appointment_date_end']],
    ['status_date', ['status_id', 'appointment_date']],
    ['location', ['account_location_id']],
  ];
  for (const [name, columns] of indexes)
    await db.schema
      .createIndex(`service_requests_${name}_idx`)
      .on('service_requests')
      .columns(columns)
      .execute();

  await table(db, 'service_request_estimate_types')
    .plain()
    .addColumn('service_request_id', 'integer', (c) =>
      c.notNull().references('service_requests.id').onDelete('cascade'),
    )
    .addColumn('estimate_type_id', 'integer', (c) => c.notNull().references('estimate_types.id'))
    .addPrimaryKeyConstraint('service_request_estimate_types_pk', ['service_request_id', 'estimate_type_id'])
    .execute();
  await db.schema
    .createIndex('service_request_estimate_types_type_idx')
    .on('service_request_estimate_types')
    .column('estimate_type_id')
    .execute();

  await createTextSearch(db, {
    table: 'service_requests',
    columns: ['account_location_id', 'sales_rep_id', 'notes'],
    fields: () => [
      'cast(t.id as text)',
      '(select a.name from accounts a join account_locations l on l.account_id = a.id where l.id = t.account_location_id)',
      '(select l.address from account_locations l where l.id = t.account_location_id)',
      '(select l.city from account_locations l where l.id = t.account_location_id)',
      '(select l.zip from account_locations l where l.id = t.account_location_id)',
      "(select e.first_name || ' ' || e.last_name from employees e where e.id = t.sales_rep_id)",
      't.notes',
    ],
    sources: [
      {
        table: 'accounts',
        columns: ['name'],
        rows: 't.account_location_id in (select l.id from account_locations l where l.account_id = r.id)',
      },
      {
        table: 'account_locations',
        columns: ['address', 'city', 'zip', 'account_id'],
        rows: 't.account_location_id = r.id',
      },
      { table: 'employees', columns: ['first_name', 'last_name'], rows: 't.sales_rep_id = r.id' },
    ],
  });
}
