import type { Kysely } from 'kysely';
import { flag, instant, table } from './lib/portable';
import { createTextSearch } from './lib/text-search';

// Proposals a sales rep writes for an account location. The builder's hierarchy (groups, options,
// services, materials) hangs off this table in its own migrations. The branch is kept on the row,
// taken from the location when the proposal is made, so Branch scope and the branch filter need no
// join; the list's default period reads `created_at`, hence the (filter, created_at) indexes.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'proposals')
    .withId()
    // Shown padded to 11 digits; set to the id when the proposal is made, kept apart so imported
    // proposals can keep the numbers customers already know.
    .addColumn('proposal_number', 'integer')
    .addColumn('proposal_type_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    // Only contracts (type 2) carry a contract status.
    .addColumn('contract_status_id', 'integer')
    .addColumn('sales_rep_id', 'integer', (c) => c.references('employees.id'))
    .addColumn('created_by_id', 'integer', (c) => c.references('employees.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('account_location_id', 'integer', (c) => c.notNull().references('account_locations.id'))
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    // Service requests come later; a plain id until their table exists.
    .addColumn('service_request_id', 'integer')
    .addColumn('notes', 'text')
    .addColumn('year_of_work', 'integer')
    .addColumn('crew', 'integer')
    .addColumn('legacy', 'integer', flag)
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('updated_at', instant(db), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('proposals_number_idx')
    .unique()
    .on('proposals')
    .column('proposal_number')
    .execute();
  const indexes: [string, string[]][] = [
    ['type_created', ['proposal_type_id', 'created_at']],
    ['branch_created', ['branch_id', 'created_at']],
    ['rep_created', ['sales_rep_id', 'created_at']],
    ['status_created', ['status_id', 'created_at']],
    ['account', ['account_id']],
    ['location', ['account_location_id']],
    ['year', ['year_of_work']],
    ['created', ['created_at']],
  ];
  for (const [name, columns] of indexes)
    await db.schema.createIndex(`proposals_${name}_idx`).on('proposals').columns(columns).execute();

  await createTextSearch(db, {
    table: 'proposals',
    columns: ['proposal_number', 'account_id', 'account_location_id', 'sales_rep_id', 'notes'],
    fields: () => [
      'cast(t.proposal_number as text)',
      '(select a.name from accounts a where a.id = t.account_id)',
      '(select l.address from account_locations l where l.id = t.account_location_id)',
      '(select l.city from account_locations l where l.id = t.account_location_id)',
      '(select l.zip from account_locations l where l.id = t.account_location_id)',
      "(select e.first_name || ' ' || e.last_name from employees e where e.id = t.sales_rep_id)",
      't.notes',
    ],
    sources: [
      { table: 'accounts', columns: ['name'], rows: 't.account_id = r.id' },
      {
        table: 'account_locations',
        columns: ['address', 'city', 'zip'],
        rows: 't.account_location_id = r.id',
      },
      { table: 'employees', columns: ['first_name', 'last_name'], rows: 't.sales_rep_id = r.id' },
    ],
  });
}
