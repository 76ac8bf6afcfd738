import { loadConfig } from '../config';
import { openDb } from '../platform/db';
import { migrateToLatest } from '../platform/db/migrate';

const config = loadConfig();
const dbh = await openDb({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  schema: config.databaseSchema,
});
const applied = await migrateToLatest(dbh.db, config.databaseSchema);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
await dbh.close();
