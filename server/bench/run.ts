import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { benchSyncPull } from './sync-pull';
import { toScheduleBench } from './to-schedule';
import { reportBench } from './report';
import { dailyBench } from './daily';
import { proposalPrintBench } from './proposal-print';
import { benchSyncPush } from './sync-push';
import { proposalsBench } from './proposals';
import { serviceRequestsBench } from './service-requests';
import { renewalsBench } from './renewals';
import { workAuthorizationsBench } from './work-authorizations';
import { invoiceGenerationBench } from './invoice-generation';
import { invoicesBench } from './invoices';
import { statementsBench, statementsListBench } from './statements';
import { CSRF_HEADER, WEB_CLIENT_ID, WEB_CLIENT_SECRET } from '@canopy/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb, type Engine } from '../src/platform/db';
import { migrateToLatest } from '../src/platform/db/migrate';
import { seedLarge } from '../src/seed/large';

// Measures the API in-process (no network) on a large generated data set, on each engine.
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '20' },
    engine: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '50' },
    // `--only sync` measures the device's pull and push alone (the API calls take minutes at scale);
    // `--only renewals` the renewal job alone; `--only statements` the statement pages and the
    // statement mail and print jobs of 5,000 accounts; `--only generation` invoicing one confirmed
    // schedule of 10,000 completed work orders; any other value measures the API calls whose name
    // starts with it ('work orders to schedule').
    only: { type: 'string' },
  },
});
const scale = Number(values.scale);
const runs = Number(values.runs);
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const engines: Engine[] = values.engine === 'both' ? ['sqlite', 'postgres'] : [values.engine as Engine];
const PASSWORD = 'bench-password-1';

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { p50: +at(0.5).toFixed(2), p95: +at(0.95).toFixed(2), max: +s[s.length - 1]!.toFixed(2) };
}

async function benchEngine(engine: Engine) {
  const dir = mkdtempSync(join(tmpdir(), 'canopy-bench-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ...(engine === 'postgres' ? { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema } : {}),
  });
  const dbh = await openDb({ dataDir: dir, databaseUrl: config.databaseUrl, schema: config.databaseSchema });
  await migrateToLatest(dbh.db, config.databaseSchema);
  const t0 = Date.now();
  const { accounts } = await seedLarge(dbh, scale, PASSWORD);
  const seedSeconds = (Date.now() - t0) / 1000;
  if (engine === 'postgres') await sql`analyze`.execute(dbh.db);
  const app = await buildApp({ config, dbh });

  const login = async (Username: string) => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { Username, Password: PASSWORD, ClientId: WEB_CLIENT_ID, ClientSecret: WEB_CLIENT_SECRET },
    });
    const b = r.json();
    return { authorization: `Bearer ${b.LoginResult.Jwt}`, [CSRF_HEADER]: b.LoginResult.CsrfToken };
  };
  const admin = await login('admin');
  const manager = await login('branchmanager');
  const foreman = await login('foreman');
  const arborist = await login('arborist');

  const cases: [string, () => Promise<unknown>][] = [
    [
      'accounts: first page (12)',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/accounts/_search',
          headers: admin,
          payload: { Take: 12 },
        }),
    ],
    [
      'accounts: page 200',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/accounts/_search',
          headers: admin,
          payload: { Skip: 2400, Take: 12 },
        }),
    ],
    [
      'accounts: query "oak"',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/accounts/_search',
          headers: admin,
          payload: { Query: 'oak', Take: 12 },
        }),
    ],
    [
      'accounts: branch scope',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/accounts/_search',
          headers: manager,
          payload: { Take: 12 },
        }),
    ],
    [
      'accounts: sort by arborist desc',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/accounts/_search',
          headers: admin,
          payload: { Take: 12, SortColumn: 'ArboristName', Descending: true },
        }),
    ],
    [
      'work orders: first page (12)',
      () => app.inject({ method: 'POST', url: '/api/v1/workOrders/_search', headers: admin, payload: {} }),
    ],
    [
      'work orders: branch scope, sorted by schedule date',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/workOrders/_search',
          headers: manager,
          payload: { SortColumn: 'ScheduleDate', Descending: true },
        }),
    ],
    ...toScheduleBench(app, admin, manager),
    ...reportBench(app, admin, manager),
    ...dailyBench(app, foreman, manager, admin),
    ...(await proposalPrintBench(app, admin, dbh.db)),
    ...(await proposalsBench(app, dbh.db, admin, manager, arborist)),
    ...serviceRequestsBench(app, admin),
    ...(await workAuthorizationsBench(app, dbh.db, admin, manager)),
    ...(await invoicesBench(app, dbh.db, admin, manager)),
    ...statementsListBench(app, admin, manager),
    [
      'user roles: search',
      () => app.inject({ method: 'POST', url: '/api/v1/userRoles/_search', headers: admin, payload: {} }),
    ],
  ];
  const results: Record<string, object> = {};
  const part = values.only;
  const apiCalls =
    part === 'sync' || part === 'renewals' || part === 'generation'
      ? []
      : part
        ? cases.filter(([name]) => name.startsWith(part))
        : cases;
  for (const [name, fn] of apiCalls) {
    await fn();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await fn();
      times.push(performance.now() - t);
    }
    results[name] = stats(times);
  }
  const loginTimes: number[] = [];
  for (let i = 0; i < (apiCalls.length ? 5 : 0); i++) {
    const t = performance.now();
    await login(i % 2 ? 'admin' : 'foreman');
    loginTimes.push(performance.now() - t);
  }
  if (loginTimes.length) results['sign-in (scrypt)'] = stats(loginTimes);
  if (!part || part === 'sync') {
    Object.assign(results, await benchSyncPull(app, dbh.db, PASSWORD));
    Object.assign(results, await benchSyncPush(app, dbh.db, PASSWORD));
  }
  if (!part || part === 'renewals') Object.assign(results, await renewalsBench(app, dbh.db, admin, scale));
  if (!part || part === 'statements') Object.assign(results, await statementsBench(app, dbh.db, admin));
  if (!part || part === 'generation') Object.assign(results, await invoiceGenerationBench(dbh.db));

  await app.close();
  if (engine === 'postgres') {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(dbh.db);
    await sql`drop schema if exists ${sql.id(config.jobsSchema)} cascade`.execute(dbh.db);
  }
  await dbh.close();
  rmSync(dir, { recursive: true, force: true });
  return { engine, accounts, seedSeconds, results };
}

const out = [];
for (const engine of engines) {
  const r = await benchEngine(engine);
  out.push(r);
  console.log(
    `\n${engine}: ${r.accounts} accounts seeded in ${r.seedSeconds.toFixed(1)} s; ${runs} runs each (ms)`,
  );
  console.table(r.results);
}
const dirOut = resolve(import.meta.dirname, 'results');
mkdirSync(dirOut, { recursive: true });
const only = values.only ? `-${values.only.replace(/[^a-z0-9]+/gi, '-')}` : '';
writeFileSync(join(dirOut, `bench-scale-${scale}${only}.json`), JSON.stringify(out, null, 2));
