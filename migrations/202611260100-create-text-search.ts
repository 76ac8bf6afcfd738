import type { Kysely } from 'kysely';
import { createTextSearch, type TextSearchList } from './lib/text-search';

// Text search of the big lists without reading every row (issue: a work order search took seconds
// on a year of data). Each list's words are looked for in the same fields as before, now gathered
// into one indexed document per row; a change to a field or to a joined name (an account renamed,
// a location's address corrected) rewrites the documents that show it, in the same transaction.
const LISTS: TextSearchList[] = [
  {
    table: 'work_orders',
    columns: ['description', 'account_id', 'account_location_id'],
    fields: () => [
      't.description',
      '(select a.name from accounts a where a.id = t.account_id)',
      '(select l.address from account_locations l where l.id = t.account_location_id)',
      '(select l.city from account_locations l where l.id = t.account_location_id)',
      '(select l.zip from account_locations l where l.id = t.account_location_id)',
    ],
    sources: [
      { table: 'accounts', columns: ['name'], rows: 't.account_id = r.id' },
      {
        table: 'account_locations',
        columns: ['address', 'city', 'zip'],
        rows: 't.account_location_id = r.id',
      },
    ],
  },
  {
    // The name or any of the account's service addresses.
    table: 'accounts',
    columns: ['name'],
    fields: (many) => [
      't.name',
      many(['l.address', 'l.city', 'l.zip'], 'account_locations l where l.account_id = t.id'),
    ],
    sources: [
      {
        table: 'account_locations',
        columns: ['address', 'city', 'zip', 'account_id'],
        rows: 't.id = r.account_id',
      },
    ],
  },
  {
    table: 'employees',
    columns: ['first_name', 'last_name', 'email'],
    fields: () => [
      't.first_name',
      't.last_name',
      't.email',
      '(select u.username from users u where u.employee_id = t.id)',
    ],
    sources: [{ table: 'users', columns: ['username', 'employee_id'], rows: 't.id = r.employee_id' }],
  },
  { table: 'services', columns: ['name'], fields: () => ['t.name'], sources: [] },
  {
    table: 'chemicals',
    columns: ['name', 'epa_number', 'target'],
    fields: () => ['t.name', 't.epa_number', 't.target'],
    sources: [],
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  // Renaming an account rewrites its work orders' documents; they are found by this index.
  await db.schema
    .createIndex('work_orders_account_id_idx')
    .ifNotExists()
    .on('work_orders')
    .column('account_id')
    .execute();
  for (const list of LISTS) await createTextSearch(db, list);
}
