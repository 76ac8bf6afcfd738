import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig, type Config } from '../../src/config';
import { openDb, type DbHandle, type Engine } from '../../src/platform/db';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { seedLarge } from '../../src/seed/large';

/** The password every seeded sign-in shares in load data sets. */
export const LOAD_PASSWORD = 'load-password-1';

export interface Seeded {
  accounts: number;
  workOrders: number;
  seedSeconds: number;
}

export interface DataSet {
  config: Config;
  dbh: DbHandle;
  seeded: Seeded;
  /** Whether this run seeded it (false: reused from an earlier run). */
  fresh: boolean;
}

async function adminQuery(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * The data set of a scale, seeded once and kept between runs: seeding scale 100 takes minutes, a load
 * run a minute. SQLite lives in a folder under the temporary directory, PostgreSQL in its own database
 * on the server of `pgUrl`. The marker file is written last, so an interrupted seed is redone.
 */
export async function openDataSet(opts: {
  engine: Engine;
  scale: number;
  pgUrl: string;
  reseed: boolean;
}): Promise<DataSet> {
  const { engine, scale, pgUrl } = opts;
  const name = `canopy_load_${scale}`;
  const dir = join(tmpdir(), `canopy-load-${scale}${engine === 'postgres' ? '-pg' : ''}`);
  const marker = join(dir, 'seeded.json');
  const url = engine === 'postgres' ? databaseUrl(pgUrl, name) : undefined;

  let reuse = !opts.reseed && existsSync(marker);
  if (reuse && engine === 'postgres') {
    const found = await adminQuery(pgUrl, 'select 1 from pg_database where datname = $1', [name]);
    reuse = found.rowCount === 1;
  }
  if (!reuse) {
    rmSync(dir, { recursive: true, force: true });
    if (engine === 'postgres') {
      await adminQuery(pgUrl, `drop database if exists "${name}" with (force)`);
      await adminQuery(pgUrl, `create database "${name}"`);
    }
  }
  mkdirSync(dir, { recursive: true });

  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ...(url ? { DATABASE_URL: url } : {}) });
  const dbh = await openDb({ dataDir: dir, databaseUrl: config.databaseUrl });
  // Later migrations apply to a kept data set too; its rows stay those of the seed.
  await migrateToLatest(dbh.db);
  if (reuse) return { config, dbh, seeded: JSON.parse(readFileSync(marker, 'utf8')) as Seeded, fresh: false };

  const t0 = performance.now();
  const { accounts, workOrders } = await seedLarge(dbh, scale, LOAD_PASSWORD);
  // Full statistics, so the plans measured are those of a settled database rather than a fresh one;
  // on PostgreSQL a vacuum too, which marks the pages all-visible as a settled database has them (a
  // fresh one has none, so every index-only scan reads the table as well).
  await sql.raw(engine === 'postgres' ? 'vacuum (analyze)' : 'analyze').execute(dbh.db);
  const seeded: Seeded = { accounts, workOrders, seedSeconds: (performance.now() - t0) / 1000 };
  writeFileSync(marker, JSON.stringify(seeded));
  return { config, dbh, seeded, fresh: true };
}
