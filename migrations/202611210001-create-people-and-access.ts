import type { Kysely } from 'kysely';
import { flag, instant, table } from './lib/portable';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = instant(db);

  await table(db, 'branches')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await table(db, 'user_roles')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('landing_page_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('claims_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await table(db, 'role_claims')
    .plain()
    .addColumn('role_id', 'integer', (c) => c.notNull().references('user_roles.id').onDelete('cascade'))
    .addColumn('claim_type_id', 'integer', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_claims_pk', ['role_id', 'claim_type_id'])
    .execute();

  await table(db, 'employees')
    .withId()
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('primary_branch_id', 'integer', (c) => c.references('branches.id'))
    .addColumn('job_title_id', 'integer')
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('thumbnail_image', 'varchar(500)')
    .addColumn('is_sales_rep', 'integer', flag)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('employees_email_idx').on('employees').column('email').execute();

  await table(db, 'employee_branches')
    .plain()
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addPrimaryKeyConstraint('employee_branches_pk', ['employee_id', 'branch_id'])
    .execute();

  await table(db, 'users')
    .withId()
    .addColumn('employee_id', 'integer', (c) => c.notNull().unique().references('employees.id'))
    .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull().references('user_roles.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role_id').execute();

  // A session is one sign-in; its refresh tokens rotate. Revoking the session ends them all.
  await table(db, 'sessions')
    .plain()
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', 'integer', flag)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await table(db, 'refresh_tokens')
    .withId()
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();

  await table(db, 'password_resets')
    .withId()
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();

  await table(db, 'client_errors')
    .withId()
    .addColumn('user_id', 'integer')
    .addColumn('level', 'varchar(20)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text')
    .addColumn('url', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await table(db, 'saved_searches')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('search_type_id', 'integer', (c) => c.notNull())
    .addColumn('filters', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_searches_owner_idx')
    .on('saved_searches')
    .columns(['employee_id', 'search_type_id'])
    .execute();
}
