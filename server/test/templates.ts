import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb, type Engine } from '../src/platform/db';
import { migrateToLatest } from '../src/platform/db/migrate';
import { jobsSchemaFor } from '../src/config';
import { migrateJobQueue } from '../src/platform/jobs/graphile-queue';
import { TEST_HASH_COST } from '../src/platform/auth/passwords';
import { seedDemo } from '../src/seed/demo';

// Every server test file starts from the same migrated, demo-seeded database. Building it once per run
// and copying it (a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL) saves migrating and
// seeding some hundred times. Without the templates (a file run on its own) the harness builds each
// database itself.

export const PASSWORD = 'correct-horse-42';
/** PostgreSQL for tests; set TEST_DATABASE_URL=none to run on SQLite alone. */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const ENGINES: Engine[] = PG_URL === 'none' ? ['sqlite'] : ['sqlite', 'postgres'];
export const TEMPLATE_SCHEMA = 'canopy';
/**
 * Test databases are thrown away, so a commit need not wait for its flush to disk (some 4 ms each,
 * paid thousands of times a run). Queries, locks and isolation are unchanged.
 */
const NO_COMMIT_FLUSH = 'set synchronous_commit = off';
const SQLITE_ENV = 'CANOPY_TEST_SQLITE_TEMPLATE';
const PG_ENV = 'CANOPY_TEST_PG_TEMPLATE';

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function buildTemplates(engines: Engine[], pgUrl: string, password: string) {
  const made: { dir: string; pgName?: string } = { dir: mkdtempSync(join(tmpdir(), 'canopy-template-')) };
  for (const engine of engines) {
    const dir = join(made.dir, engine);
    mkdirSync(dir, { recursive: true });
    let schema: string | undefined;
    let url: string | undefined;
    if (engine === 'postgres') {
      made.pgName = `canopy_template_${process.pid}_${Date.now().toString(36)}`;
      await adminQuery(pgUrl, `create database "${made.pgName}"`);
      await adminQuery(pgUrl, `alter database "${made.pgName}" ${NO_COMMIT_FLUSH}`);
      url = databaseUrl(pgUrl, made.pgName);
      schema = TEMPLATE_SCHEMA;
    }
    const dbh = await openDb({ dataDir: dir, databaseUrl: url, schema });
    await migrateToLatest(dbh.db, schema);
    await seedDemo(dbh, password, TEST_HASH_COST);
    await dbh.close();
    // The job queue library's tables come along in every copy, instead of being made by each file.
    if (url) await migrateJobQueue(url, jobsSchemaFor(schema));
  }
  process.env[SQLITE_ENV] = join(made.dir, 'sqlite');
  if (made.pgName) process.env[PG_ENV] = made.pgName;
  return async () => {
    if (made.pgName) await adminQuery(pgUrl, `drop database if exists "${made.pgName}" with (force)`);
    rmSync(made.dir, { recursive: true, force: true });
  };
}

/**
 * A fresh copy of the template into `dir` (SQLite) or a new database (PostgreSQL); null when no
 * template was built for this run. Files the seed stored in its data folder come along.
 */
export async function copyTemplate(
  engine: Engine,
  dir: string,
  pgUrl: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> } | null> {
  const sqliteDir = process.env[SQLITE_ENV];
  if (!sqliteDir) return null;
  const files = join(sqliteDir, '..', engine, 'files');
  if (existsSync(files)) cpSync(files, join(dir, 'files'), { recursive: true });
  if (engine === 'sqlite') {
    cpSync(join(sqliteDir, 'canopy.sqlite'), join(dir, 'canopy.sqlite'));
    return { env: {}, drop: async () => {} };
  }
  const template = process.env[PG_ENV];
  if (!template) return null;
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  // Two copies of one template at the same instant can collide on PostgreSQL; a short retry settles it.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(pgUrl, `create database "${name}" template "${template}"`);
      break;
    } catch (e) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(e))) throw e;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200));
    }
  }
  await adminQuery(pgUrl, `alter database "${name}" ${NO_COMMIT_FLUSH}`);
  return {
    env: { DATABASE_URL: databaseUrl(pgUrl, name), DATABASE_SCHEMA: TEMPLATE_SCHEMA },
    drop: () => adminQuery(pgUrl, `drop database if exists "${name}" with (force)`),
  };
}
