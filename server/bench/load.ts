import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Engine } from '../src/platform/db';
import { buildApp } from '../src/app';
import { measureBaseline } from './load/baseline';
import { openDataSet } from './load/dataset';
import { fire, type Measured } from './load/fire';
import { buildScenarios } from './load/scenarios';

// Load over real HTTP at a fixed rate: the server as in production (listening on a port, alone on its
// event loop), autocannon on a worker thread (load/fire.ts), on a large data set seeded once per scale
// and engine and kept between runs.
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '20' },
    engine: { type: 'string', default: 'both' },
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    waves: { type: 'string' },
    reseed: { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
const load = {
  rate: Number(values.rate),
  duration: Number(values.duration),
  connections: Number(values.connections),
  // One wave a connection by default: the smoothest spread autocannon's rate allows (see load/fire.ts).
  waves: Number(values.waves ?? values.connections),
};
const ENGINES: Record<string, Engine[]> = {
  both: ['sqlite', 'postgres'],
  sqlite: ['sqlite'],
  pg: ['postgres'],
  postgres: ['postgres'],
};
const engines = ENGINES[values.engine];
if (!engines) throw new Error(`--engine is sqlite, pg or both, not ${values.engine}`);
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The targets of the product: p95 and p99 at 200 req/s, in milliseconds. */
const TARGET = { p95: 50, p99: 150 };

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** A scenario meets the target when it also kept the rate: a server that falls behind sends fewer. */
function row(name: string, m: Measured, judged = true) {
  const met =
    m.p95 <= TARGET.p95 && m.p99 <= TARGET.p99 && m.reqPerSec >= 0.95 * load.rate && !m.non2xx && !m.errors;
  return {
    scenario: name,
    'req/s': m.reqPerSec,
    p50: m.p50,
    p95: m.p95,
    p99: m.p99,
    max: m.max,
    'non-2xx': m.non2xx,
    errors: m.errors,
    timeouts: m.timeouts,
    target: !judged ? '' : met ? 'met' : 'missed',
  };
}

async function runEngine(engine: Engine) {
  const ds = await openDataSet({ engine, scale, pgUrl, reseed: values.reseed });
  const { accounts, workOrders, seedSeconds } = ds.seeded;
  console.log(
    `\n${engine}, scale ${scale}: ${accounts} accounts, ${workOrders} work orders ` +
      `(${ds.fresh ? `seeded in ${seedSeconds.toFixed(0)} s` : 'kept from an earlier run'}); ` +
      `${load.rate} req/s for ${load.duration} s over ${load.connections} connections`,
  );
  const app = await buildApp({ config: ds.config, dbh: ds.dbh });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const loadBefore = loadAverage();
  try {
    const baseline = await measureBaseline(load);
    const rows = [
      row(`bare Fastify route, ${load.rate} req/s`, baseline.atRate),
      row('bare Fastify route, max rate', baseline.atMax, false),
    ];
    const scenarios: Record<string, Measured> = {};
    for (const s of await buildScenarios(origin, ds.dbh.db)) {
      // A few untimed requests first, so the timed ones do not pay for cold caches and unoptimised code.
      for (let i = 0; i < 3; i++) {
        const shot = s.shots[i % s.shots.length]!;
        await fetch(`${origin}${shot.path}`, { method: shot.method, headers: shot.headers, body: shot.body });
      }
      scenarios[s.name] = await fire({ origin, shots: s.shots, ...load });
      rows.push(row(s.name, scenarios[s.name]!));
      console.log(`  ${s.name}: done (load average ${loadAverage()})`);
    }
    const loadAfter = loadAverage();
    console.log(
      `latency in ms; load average ${loadBefore} before, ${loadAfter} after (${cpus().length} cores)`,
    );
    console.table(rows);
    for (const [name, m] of Object.entries(scenarios)) {
      if (Object.keys(m.statuses).length) console.log(`  ${name}: statuses ${JSON.stringify(m.statuses)}`);
    }
    return {
      engine,
      scale,
      dataSet: ds.seeded,
      load,
      loadAverage: { before: loadBefore, after: loadAfter },
      cores: cpus().length,
      baseline,
      scenarios,
    };
  } finally {
    await app.close();
    await ds.dbh.close();
  }
}

const dirOut = resolve(import.meta.dirname, 'results');
mkdirSync(dirOut, { recursive: true });
for (const engine of engines) {
  const result = await runEngine(engine);
  writeFileSync(join(dirOut, `load-scale-${scale}-${engine}.json`), JSON.stringify(result, null, 2));
}
