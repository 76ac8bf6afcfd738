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
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  // A new index is only chosen well once the planner has statistics for it.
  if (applied.length) await refreshStatistics(db);
  return applied;
}
