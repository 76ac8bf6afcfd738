import { sql, type Kysely } from 'kysely';
import { flag, table } from './lib/portable';

// Materials and disposals (MaterialTypes 1, 2) with a cost per unit, equipment types with a daily
// rate (both integer cents), lease companies, and the equipment resources (assets) each branch owns.
export async function up(db: Kysely<any>): Promise<void> {
  const uniqueCi = (t: string, column: string) =>
    db.schema
      .createIndex(`${t}_${column}_ci_idx`)
      .on(t)
      .unique()
      .expression(sql`lower(${sql.ref(column)})`)
      .execute();

  await table(db, 'materials')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('material_type_id', 'integer', (c) => c.notNull())
    .addColumn('unit', 'varchar(40)')
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('archived', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('materials_type_name_ci_idx')
    .on('materials')
    .unique()
    .columns(['material_type_id'])
    .expression(sql`lower(name)`)
    .execute();

  await table(db, 'equipment_types')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('daily_rate_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('archived', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await uniqueCi('equipment_types', 'name');

  await table(db, 'lease_companies')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await uniqueCi('lease_companies', 'name');

  await table(db, 'equipment_resources')
    .withId()
    .addColumn('asset_number', 'varchar(50)', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('equipment_type_id', 'integer', (c) => c.notNull().references('equipment_types.id'))
    .addColumn('lease_company_id', 'integer', (c) => c.references('lease_companies.id'))
    // Where the asset is now: its own branch unless lent to another through a transfer.
    .addColumn('current_branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('archived', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await uniqueCi('equipment_resources', 'asset_number');
  for (const column of ['branch_id', 'current_branch_id', 'equipment_type_id']) {
    await db.schema
      .createIndex(`equipment_resources_${column}_idx`)
      .on('equipment_resources')
      .column(column)
      .execute();
  }
}
