import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { openDb } from '../platform/db';
import { migrateToLatest } from '../platform/db/migrate';
import { readTableShapes, renderTableTypes } from '../platform/db/table-types';

// Writes platform/db/schema.generated.ts from a freshly migrated PostgreSQL schema (SQLite declares
// instants as plain text, so only PostgreSQL tells them apart). The schema is dropped afterwards.
const url =
  process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('db:types needs a PostgreSQL DATABASE_URL.');

const GENERATED_FILE = resolve(import.meta.dirname, '../platform/db/schema.generated.ts');

const schema = `types_${randomBytes(6).toString('hex')}`;
const dbh = await openDb({ dataDir: '.', databaseUrl: url, schema });
try {
  await migrateToLatest(dbh.db, schema);
  await writeFile(GENERATED_FILE, renderTableTypes(await readTableShapes(dbh.db)));
  console.log(`Wrote ${GENERATED_FILE}`);
} finally {
  await sql`drop schema ${sql.id(schema)} cascade`.execute(dbh.db);
  await dbh.close();
}
