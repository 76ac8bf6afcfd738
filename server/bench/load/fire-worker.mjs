// The load generator of load/fire.ts, on a thread of its own. Plain JavaScript: a worker thread
// cannot load TypeScript through the runner the benchmarks start with.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/** @type {import('./fire').FireOptions} */
const o = workerData;

const ms = (v) => +v.toFixed(1);

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

let turn = 0;
const next = () => o.shots[turn++ % o.shots.length];

/*
 * autocannon's rate is a budget per connection per second, spent as soon as each second starts: one
 * instance of 50 connections at 200 req/s sends 50 requests at the same instant and the other 150
 * right behind them, then nothing until the next second. That measures a queue of 50, not 200 req/s.
 * `waves` instances, each with its share of the connections and the rate and started 1/waves of a
 * second after the previous one, spread the same load over the second.
 *
 * Latencies are recorded here, from each response, rather than read from autocannon's histogram:
 * with a rate, autocannon fills in a sample for every millisecond of a slow response (its expected
 * interval is one millisecond whatever the rate), and it reports no p95.
 */
const waves = Math.max(1, Math.min(o.waves, o.connections, o.rate ?? o.connections));
const share = (total, i) => Math.floor(total / waves) + (i < total % waves ? 1 : 0);
const samples = [];
const statuses = {};
const starts = [];
const runs = Array.from({ length: waves }, async (_, i) => {
  await sleep((i * 1000) / waves);
  starts.push(performance.now());
  const instance = autocannon({
    url: o.origin,
    connections: share(o.connections, i),
    duration: o.duration,
    ...(o.rate ? { overallRate: share(o.rate, i) } : {}),
    timeout: 10,
    requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }],
  });
  instance.on('response', (_client, statusCode, _bytes, time) => {
    samples.push({ at: performance.now(), ms: time });
    if (statusCode < 200 || statusCode > 299) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  return instance;
});
const results = await Promise.all(runs);
// Only while every wave runs: the first waves start alone, the last ones finish alone.
const from = Math.max(...starts);
const until = Math.min(...starts) + o.duration * 1000;
if (until - from < 1000) throw new Error('the duration leaves less than a second with every wave running');
const latencies = samples
  .filter((s) => s.at >= from && s.at <= until)
  .map((s) => s.ms)
  .sort((a, b) => a - b);
const sum = (k) => results.reduce((n, r) => n + r[k], 0);
parentPort.postMessage({
  requests: latencies.length,
  reqPerSec: +((latencies.length * 1000) / (until - from)).toFixed(1),
  p50: ms(percentile(latencies, 0.5)),
  p95: ms(percentile(latencies, 0.95)),
  p99: ms(percentile(latencies, 0.99)),
  max: ms(latencies.at(-1) ?? 0),
  non2xx: sum('non2xx'),
  errors: sum('errors'),
  timeouts: sum('timeouts'),
  statuses,
});
