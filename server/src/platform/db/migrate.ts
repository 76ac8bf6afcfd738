import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { refreshStatistics, type Db } from './index';

const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../../../migrations');
const NAME = /^\d{12}-[a-z0-9-]+\.ts$/;

/** Loads migrations/<yyyymmddhhmm>-verb-noun.ts in name order; helpers in subfolders are not migrations. */
class FolderProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => NAME.test(f)).sort();
    const out: Record<string, Migration> = {};
    for (const f of files) {
      out[f.replace(/\.ts$/, '')] = (await import(
        pathToFileURL(resolve(MIGRATIONS_DIR, f)).href
      )) as Migration;
    }
    return out;
  }
}

/** `schema`: the PostgreSQL schema in use, so the migration tables are looked for there and nowhere else. */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new FolderProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrateWithRetry(migrator);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  // A new index is only chosen well once the planner has statistics for it.
  if (applied.length) await refreshStatistics(db);
  return applied;
}

/**
 * Kysely looks for its own tables by listing every table in the database. On PostgreSQL a schema
 * dropped by another process between the listing and the column lookup fails that look with
 * "relation does not exist" (42P01) or "schema does not exist" (3F000) though nothing of ours is
 * missing. Migrating is idempotent and
 * each migration runs in a transaction, so the whole step is simply tried again.
 */
const VANISHED_ELSEWHERE = new Set(['42P01', '3F000']);

async function migrateWithRetry(migrator: Migrator, attempts = 5) {
  for (let i = 1; ; i++) {
    const outcome = await migrator.migrateToLatest();
    const code = (outcome.error as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string' || !VANISHED_ELSEWHERE.has(code) || i >= attempts) return outcome;
  }
}
