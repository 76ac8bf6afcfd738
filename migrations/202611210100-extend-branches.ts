import { sql, type Kysely } from 'kysely';
import { flag, table } from './lib/portable';

// Branch details beyond id, name and status: manager, notes, terms and conditions, the season's growing
// degree days, phones, the service groups offered and their per-branch content.
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per statement.
  await db.schema
    .alterTable('branches')
    .addColumn('branch_manager_id', 'integer', (c) => c.references('employees.id'))
    .execute();
  await db.schema.alterTable('branches').addColumn('notes', 'text').execute();
  await db.schema.alterTable('branches').addColumn('terms_and_conditions', 'text').execute();
  await db.schema
    .alterTable('branches')
    .addColumn('growing_degree_day', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('branches_name_ci_idx')
    .on('branches')
    .unique()
    .expression(sql`lower(name)`)
    .execute();
  await db.schema.createIndex('branches_manager_idx').on('branches').column('branch_manager_id').execute();

  await table(db, 'branch_phones')
    .withId()
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id').onDelete('cascade'))
    .addColumn('phone', 'varchar(10)', (c) => c.notNull())
    .addColumn('extension', 'varchar(20)')
    .addColumn('phone_type_id', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('is_preferred', 'integer', flag)
    .execute();
  await db.schema.createIndex('branch_phones_branch_idx').on('branch_phones').column('branch_id').execute();

  await table(db, 'branch_service_groups')
    .plain()
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id').onDelete('cascade'))
    .addColumn('service_group_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('branch_service_groups_pk', ['branch_id', 'service_group_id'])
    .execute();

  await table(db, 'branch_service_group_contents')
    .plain()
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id').onDelete('cascade'))
    .addColumn('service_group_id', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('branch_service_group_contents_pk', ['branch_id', 'service_group_id'])
    .execute();
}
