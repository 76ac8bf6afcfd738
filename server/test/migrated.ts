import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDb, type DbHandle, type Engine } from '../src/platform/db';
import { migrateToLatest } from '../src/platform/db/migrate';
import { PG_URL } from './templates';

/** A freshly migrated, empty database (its own PostgreSQL schema), without the app or demo data. */
export async function migrated(engine: Engine): Promise<{ dbh: DbHandle; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'canopy-schema-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dbh = await openDb(
    engine === 'postgres' ? { dataDir: dir, databaseUrl: PG_URL, schema } : { dataDir: dir },
  );
  await migrateToLatest(dbh.db, engine === 'postgres' ? schema : undefined);
  return {
    dbh,
    async close() {
      if (engine === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(dbh.db);
      await dbh.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
