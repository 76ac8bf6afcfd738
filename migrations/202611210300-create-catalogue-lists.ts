import type { Kysely } from 'kysely';
import { table } from './lib/portable';

// The whole-list settings of the service and chemical settings screens, one table each (the shape of
// the account settings lists) so services and chemicals can point at their ids.
const LISTS = [
  'service_units',
  'service_categories',
  'service_proposal_labels',
  'weather_conditions',
  'chemical_methods',
  'chemical_units',
  'chemical_carriers',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const name of LISTS) {
    await table(db, name)
      .withId()
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}
