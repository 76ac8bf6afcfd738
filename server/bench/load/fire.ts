import { Worker } from 'node:worker_threads';

/** One request of a scenario's rotation (plain data: it is handed to the load worker). */
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
  /** The requests to send, in turn: the rotation spreads over the run. */
  shots: Shot[];
  connections: number;
  duration: number;
  /** Requests a second over all connections; absent: as fast as the server answers. */
  rate?: number;
  /** Staggered autocannon instances the connections and the rate are split over (see fire-worker.mjs). */
  waves: number;
}

/**
 * Sends requests at a fixed overall rate and measures every response's latency, from a worker
 * thread: autocannon parses every response, which at these rates costs about as much CPU as the
 * server's own work, and on the server's event loop it was counted in the server's latencies. From
 * the worker the server is measured from outside, as a client on the network sees it, and on a
 * 2-core machine each has a core.
 */
export function fire(o: FireOptions): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./fire-worker.mjs', import.meta.url), { workerData: o });
    let answer: Measured | undefined;
    worker.once('message', (m: Measured) => (answer = m));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      answer ? resolve(answer) : reject(new Error(`the load worker stopped (${code}) without an answer`)),
    );
  });
}
