import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDb } from '../platform/db';
import { migrateToLatest } from '../platform/db/migrate';
import { seedLarge } from '../seed/large';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale takes a positive number');

const config = loadConfig();
const dbh = await openDb({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  schema: config.databaseSchema,
});
await migrateToLatest(dbh.db, config.databaseSchema);
const started = Date.now();
const { accounts } = await seedLarge(dbh, scale, config.adminPassword);
console.log(
  `Added ${accounts} accounts with contacts and locations in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
await dbh.close();
