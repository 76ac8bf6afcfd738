import { sql, type Kysely } from 'kysely';
import { flag, table } from './lib/portable';

// Price tables: a pricing type (per visit and year, flat, open, per unit) and method (by inventory
// size or by the service's unit of measure), with a row of prices per inventory size. Prices are
// integer cents.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'price_tables')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('pricing_type_id', 'integer', (c) => c.notNull())
    .addColumn('pricing_method_id', 'integer', (c) => c.notNull())
    .addColumn('archived', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('price_tables_name_ci_idx')
    .on('price_tables')
    .unique()
    .expression(sql`lower(name)`)
    .execute();

  await table(db, 'price_table_details')
    .withId()
    .addColumn('price_table_id', 'integer', (c) =>
      c.notNull().references('price_tables.id').onDelete('cascade'),
    )
    // Null for tables priced by the service's unit of measure (one row of prices, no sizes).
    .addColumn('inventory_size_id', 'integer', (c) => c.references('inventory_sizes.id'))
    .addColumn('price_per_visit_cents', 'bigint')
    .addColumn('price_per_year_cents', 'bigint')
    .addColumn('flat_price_cents', 'bigint')
    .addUniqueConstraint('price_table_details_size_uq', ['price_table_id', 'inventory_size_id'])
    .execute();
}
