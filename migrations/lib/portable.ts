import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

// Column kinds that read the same on SQLite and PostgreSQL. Flags are 0/1 integers on both engines
// (better-sqlite3 cannot bind booleans); instants are timestamptz on PostgreSQL, ISO text on SQLite.

export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export function table(db: Kysely<any>, name: string) {
  const pg = isPostgres(db);
  const builder = db.schema.createTable(name);
  return {
    pg,
    /** Adds an auto-numbered integer primary key called `id`. */
    withId(): CreateTableBuilder<string, any> {
      return pg
        ? builder.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    },
    plain(): CreateTableBuilder<string, any> {
      return builder;
    },
  };
}

export const instant = (db: Kysely<any>) => (isPostgres(db) ? 'timestamptz' : 'text');

export const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
