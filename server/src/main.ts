import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './platform/db';
import { migrateToLatest } from './platform/db/migrate';
import { isEmpty, seedDemo } from './seed/demo';

const config = loadConfig();
const dbh = await openDb({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  schema: config.databaseSchema,
});
await migrateToLatest(dbh.db, config.databaseSchema);
let firstStart: Awaited<ReturnType<typeof seedDemo>> | null = null;
if (await isEmpty(dbh)) firstStart = await seedDemo(dbh, config.adminPassword);

const app = await buildApp({ config, dbh });
await app.ready();
// The lines below say where the server runs and who may sign in, and they end the start-up output:
// the log's own "listening" lines, written in the background, would land among or after them.
const level = app.log.level;
app.log.level = 'silent';
await app.listen({ port: config.port, host: config.host });
app.log.level = level;

const url = `http://localhost:${config.port}`;
const lines = [
  `Canopy is running at ${url} (${dbh.engine === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`})`,
];
if (firstStart) {
  lines.push('Demo company created. Sign-ins (all share one password):');
  for (const s of firstStart.signIns) lines.push(`  ${s.username.padEnd(16)} ${s.role}`);
  lines.push(`  password: ${config.adminPassword ? '(the ADMIN_PASSWORD you set)' : firstStart.password}`);
}
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => dbh.close())
      .then(() => process.exit(0));
  });
}
