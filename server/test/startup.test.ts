import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb, type Engine } from '../src/platform/db';
import { migrateToLatest } from '../src/platform/db/migrate';
import { RouteWithoutClaimError } from '../src/platform/auth/guard';
import { ENGINES, PG_URL } from './harness';

async function emptyDb(engine: Engine) {
  const dir = mkdtempSync(join(tmpdir(), 'canopy-mig-'));
  const schema = `m_${randomBytes(6).toString('hex')}`;
  const dbh = await openDb({
    dataDir: dir,
    ...(engine === 'postgres' ? { databaseUrl: PG_URL, schema } : {}),
  });
  return {
    dbh,
    schema: engine === 'postgres' ? schema : undefined,
    async close() {
      if (engine === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(dbh.db);
      await dbh.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

for (const engine of ENGINES) {
  describe(`migrations and startup [${engine}]`, () => {
    it('builds the whole schema on an empty database, and a second run changes nothing', async () => {
      const { dbh, schema, close } = await emptyDb(engine);
      try {
        const applied = await migrateToLatest(dbh.db, schema);
        expect(applied.length).toBeGreaterThan(0);
        expect(applied).toEqual([...applied].sort());
        // Listed in our schema only: other files drop their schemas while this one runs.
        const tables = schema
          ? (
              await sql<{ name: string }>`select table_name as name from information_schema.tables
                where table_schema = ${schema}`.execute(dbh.db)
            ).rows.map((t) => t.name)
          : (await dbh.db.introspection.getTables()).map((t) => t.name);
        for (const t of [
          'users',
          'user_roles',
          'role_claims',
          'sessions',
          'refresh_tokens',
          'accounts',
          'account_locations',
          'contacts',
        ]) {
          expect(tables).toContain(t);
        }
        expect(await migrateToLatest(dbh.db, schema)).toEqual([]);
        const users = await dbh.db.selectFrom('users').selectAll().execute();
        expect(users).toEqual([]);
      } finally {
        await close();
      }
    });

    it('refuses to start when an API route declares no claim', async () => {
      const { dbh, schema, close } = await emptyDb(engine);
      try {
        await migrateToLatest(dbh.db, schema);
        const dir = mkdtempSync(join(tmpdir(), 'canopy-cfg-'));
        const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
        await expect(
          buildApp({
            config,
            dbh,
            extra: async (app) => {
              app.get('/api/v1/forgotten', async () => ({ secret: true }));
            },
          }),
        ).rejects.toBeInstanceOf(RouteWithoutClaimError);
        rmSync(dir, { recursive: true, force: true });
      } finally {
        await close();
      }
    });
  });
}
