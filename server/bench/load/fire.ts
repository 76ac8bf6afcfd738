import autocannon from 'autocannon';

/** One request of a scenario's rotation. */
export interface Shot {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Latencies and req/s while every wave runs; non-2xx, errors and timeouts over the whole run. */
export interface Measured {
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Status codes other than 2xx and how often each came. */
  statuses: Record<string, number>;
}

export interface FireOptions {
  /** Origin of the server, http://127.0.0.1:port. */
  origin: string;
  /** The next request to send; called once per request, so a rotation spreads over the run. */
  next: () => Shot;
  connections: number;
  duration: number;
  /** Requests a second over all connections; absent: as fast as the server answers. */
  rate?: number;
  /** Staggered autocannon instances the connections and the rate are split over (see below). */
  waves: number;
}

const ms = (v: number) => +v.toFixed(1);

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

/**
 * Sends requests with autocannon at a fixed overall rate and measures every response's latency.
 *
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
export async function fire(o: FireOptions): Promise<Measured> {
  const waves = Math.max(1, Math.min(o.waves, o.connections, o.rate ?? o.connections));
  const share = (total: number, i: number) => Math.floor(total / waves) + (i < total % waves ? 1 : 0);
  const samples: { at: number; ms: number }[] = [];
  const statuses: Record<string, number> = {};
  const starts: number[] = [];
  const runs = Array.from({ length: waves }, async (_, i) => {
    await new Promise((r) => setTimeout(r, (i * 1000) / waves));
    starts.push(performance.now());
    const instance = autocannon({
      url: o.origin,
      connections: share(o.connections, i),
      duration: o.duration,
      ...(o.rate ? { overallRate: share(o.rate, i) } : {}),
      timeout: 10,
      requests: [{ setupRequest: (req) => ({ ...req, ...o.next() }) }],
    });
    (instance as unknown as autocannon.Instance).on('response', (_client, statusCode, _bytes, time) => {
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
  const sum = (k: 'non2xx' | 'errors' | 'timeouts') => results.reduce((n, r) => n + r[k], 0);
  return {
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
  };
}
