import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type LogEvent,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import pg from 'pg';
import { cacheCounts } from './count-cache';
import type { Database } from './schema';
import { reusingStatements } from './statement-cache';
import { reusingPlans } from './prepared-statements';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
  /** PostgreSQL's connection string, for a library that opens connections of its own (the job queue). */
  url?: string;
  /** Calls `listener` with the text of every statement run from now on; returns the unsubscribe. */
  onStatement(listener: (sql: string) => void): () => void;
}

// SQLite plans from the statistics ANALYZE leaves; without them a join over large tables can pick a
// per-row scan. `optimize` analyses only tables whose statistics are missing or stale, and the limit
// samples big indexes instead of reading them whole, so it stays cheap enough to run while serving.
const ANALYSIS_LIMIT = 1000;
const OPTIMIZE_EVERY_MS = 3 * 60 * 60 * 1000;

/** Refreshes SQLite's planner statistics where they are missing or stale; nothing on PostgreSQL. */
export function optimizeSqlite(database: SQLite.Database, atOpen = false): void {
  try {
    database.pragma(`analysis_limit = ${ANALYSIS_LIMIT}`);
    // 0x10002 at open also considers tables never analysed, as the SQLite documentation advises.
    database.pragma(atOpen ? 'optimize = 0x10002' : 'optimize');
  } catch (e) {
    // Stale statistics slow some plans down; they are no reason to stop serving or to fail a close.
    console.warn(`could not refresh the database statistics: ${(e as Error).message}`);
  }
}

/** After migrations or seeding: PRAGMA optimize on SQLite, ANALYZE on PostgreSQL. */
export async function refreshStatistics(db: Kysely<any>): Promise<void> {
  if (isPg(db)) {
    // Only this schema's tables: a bare ANALYZE would read every schema of the database.
    const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables
      where schemaname = current_schema()`.execute(db);
    if (rows.length) await sql`analyze ${sql.join(rows.map((r) => sql.table(r.name)))}`.execute(db);
  } else {
    await sql.raw(`pragma analysis_limit = ${ANALYSIS_LIMIT}`).execute(db);
    await sql.raw('pragma optimize').execute(db);
  }
}

// PostgreSQL returns bigint counts and numerics as strings; ours fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openDb(opts: {
  dataDir: string;
  databaseUrl?: string;
  schema?: string;
}): Promise<DbHandle> {
  const listeners = new Set<(sql: string) => void>();
  const log = (e: LogEvent) => {
    for (const l of listeners) l(e.query.sql);
  };
  const onStatement = (l: (sql: string) => void) => {
    listeners.add(l);
    return () => void listeners.delete(l);
  };
  if (opts.databaseUrl && /^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    // JIT compiles a query's expressions when its estimated cost is high, as a count over tens of
    // thousands of matches is: the compiling takes longer than the short queries the app runs.
    const settings = ['-c jit=off', ...(opts.schema ? [`-c search_path=${opts.schema}`] : [])];
    const pool = reusingPlans(
      new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: settings.join(' ') }),
    );
    // An idle connection the server ends (a restart, a failover, an administrator) would otherwise be
    // an unhandled 'error' event that stops the process; the pool drops it and connects anew.
    pool.on('error', (e) => console.warn(`database connection lost while idle: ${e.message}`));
    if (opts.schema) {
      const c = await pool.connect();
      try {
        await c.query(`create schema if not exists "${opts.schema}"`);
      } finally {
        c.release();
      }
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return withCountCache({
      db,
      engine: 'postgres',
      url: opts.databaseUrl,
      close: () => db.destroy(),
      onStatement,
    });
  }
  const file = opts.databaseUrl?.startsWith('sqlite:')
    ? opts.databaseUrl.slice('sqlite:'.length)
    : join(opts.dataDir, 'canopy.sqlite');
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  optimizeSqlite(database, true);
  const timer = setInterval(() => optimizeSqlite(database), OPTIMIZE_EVERY_MS);
  timer.unref();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusingStatements(database) }),
    log,
  });
  const close = async () => {
    clearInterval(timer);
    if (database.open) optimizeSqlite(database);
    await db.destroy();
  };
  return withCountCache({ db, engine: 'sqlite', close, onStatement });
}

function withCountCache(h: DbHandle): DbHandle {
  cacheCounts(h);
  return h;
}

/** Whether `db` (or a transaction of it) talks to PostgreSQL; for the few queries written per engine. */
export const isPg = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * `column` is one of `ids`, bound as one value on either engine (an integer array on PostgreSQL, a
 * JSON array on SQLite): a list of thousands of ids stays one parameter and one plan.
 */
export function inIds(
  db: Kysely<any>,
  column: string | RawBuilder<unknown>,
  ids: readonly number[],
): RawBuilder<SqlBool> {
  if (!ids.length) return sql<SqlBool>`1 = 0`;
  const c = typeof column === 'string' ? sql.ref(column) : column;
  return isPg(db)
    ? sql<SqlBool>`${c} = any(${[...ids]}::integer[])`
    : sql<SqlBool>`${c} in (select value from json_each(${JSON.stringify(ids)}))`;
}

/** Case-insensitive "contains" that means the same on both engines. */
export function containsCi(column: string, text: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${'%' + text.toLowerCase().replace(/[%_\\]/g, '\\$&') + '%'} escape '\\'`;
}

/** Instants come back as Date from PostgreSQL and as ISO text from SQLite. */
export function iso(v: unknown): string | null {
  if (v == null) return null;
  return v instanceof Date ? v.toISOString() : String(v);
}

export const nowIso = () => new Date().toISOString();

/** After rows were inserted with explicit ids, PostgreSQL's identity must move past them. */
export async function resyncIds(h: DbHandle, table: string): Promise<void> {
  if (h.engine !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    h.db,
  );
}

/** True when the engine refused a write because another row still refers to this one. */
export function isForeignKeyViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return (
    err?.code === '23503' ||
    err?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    /FOREIGN KEY constraint failed/.test(err?.message ?? '')
  );
}

/** True when the engine refused a write because a unique index already holds the value. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return (
    err?.code === '23505' ||
    err?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/.test(err?.message ?? '')
  );
}
