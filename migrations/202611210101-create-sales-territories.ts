import { sql, type Kysely } from 'kysely';
import { table } from './lib/portable';

// Sales territories map 5-digit zip codes to a branch; a zip is in one territory at most.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'sales_territories')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('sales_territories_name_ci_idx')
    .on('sales_territories')
    .unique()
    .expression(sql`lower(name)`)
    .execute();
  await db.schema
    .createIndex('sales_territories_branch_idx')
    .on('sales_territories')
    .column('branch_id')
    .execute();

  await table(db, 'sales_territory_zip_codes')
    .withId()
    .addColumn('sales_territory_id', 'integer', (c) =>
      c.notNull().references('sales_territories.id').onDelete('cascade'),
    )
    .addColumn('zip_code', 'varchar(5)', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createIndex('sales_territory_zip_codes_territory_idx')
    .on('sales_territory_zip_codes')
    .column('sales_territory_id')
    .execute();
}
