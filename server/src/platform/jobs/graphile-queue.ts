import {
  Logger,
  run,
  runMigrations,
  runOnce,
  type Runner,
  type RunnerOptions,
  type Task,
} from 'graphile-worker';
import { sql } from 'kysely';
import pg from 'pg';
import type { DbHandle } from '../db';
import { nowIso } from '../db';
import { errorText, JOB_ROW_COLUMNS, jobRows, JobStopped, later } from './job-rows';
import type { JobContext, JobHandler, JobQueue } from './queue';

export interface GraphileQueueOptions {
  connectionString: string;
  /** The library's own schema; one per database schema, so two test files never share a queue. */
  schema: string;
  /** Polling for jobs that fell due (new ones are announced at once); 0 runs jobs only when drained. */
  pollMs: number;
  leaseSeconds: number;
  log?: (msg: string, err?: unknown) => void;
}

/** Creates or brings up to date the library's tables in `schema`; a runner's start does it too. */
export async function migrateJobQueue(connectionString: string, schema: string): Promise<void> {
  const pool = new pg.Pool({ connectionString, max: 1 });
  const lost = (e: Error) => console.warn(`job queue migration: connection lost: ${e.message}`);
  pool.on('error', lost);
  pool.on('connect', (c) => c.on('error', lost));
  try {
    await runMigrations({ pgPool: pool, schema });
  } finally {
    await pool.end();
  }
}

/** Our job's key in the library's queue: finds its copy there from our row. */
const keyOf = (id: number) => `job:${id}`;

/** The library's wait before retrying after attempt n (its fail_job): e^min(n, 10) seconds. */
const retrySeconds = (attempt: number) => Math.exp(Math.min(attempt, 10));

/**
 * PostgreSQL's runner: graphile-worker finds, locks, runs and retries jobs; our `jobs` row stays the
 * record the screens read (state, attempts, progress, result, error). `enqueue` writes the row and
 * calls the library's `add_job` on the caller's transaction, so both exist exactly when it commits.
 * The library's job carries only our id; its task runs the handler registered under the job's name.
 *
 * The library frees a dead worker's jobs only after four hours, so our lease does it sooner: a row
 * still `running` whose lease (renewed every third of it while the handler runs) ran out belongs to a
 * server that died, and the worker that holds it is unlocked for another to take the job again.
 */
export function graphileQueue(dbh: DbHandle, opts: GraphileQueueOptions): JobQueue {
  const { db } = dbh;
  const w = sql.id(opts.schema);
  const handlers = new Map<string, JobHandler<any>>();
  const rows = jobRows(db, 'postgres', async (trx, job) => {
    await sql`select ${w}.add_job(${job.name}, ${JSON.stringify({ id: job.id })}::json,
      run_at => ${job.runAt.toISOString()}::timestamptz, max_attempts => ${job.maxAttempts}::int,
      job_key => ${keyOf(job.id)})`.execute(trx);
  });
  let stopping = false;
  let runner: Runner | undefined;
  let leaseTimer: NodeJS.Timeout | undefined;
  let draining: Promise<void> = Promise.resolve();
  let options: RunnerOptions | undefined;
  let pool: pg.Pool | undefined;
  /** Jobs a stop interrupted (the library's id -> attempts used), made due again once it let go. */
  const givenBack = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();

  const logger = new Logger(() => (level, message, meta) => {
    // A job's failure is logged below with our id; the library's own troubles are logged here.
    const serious = String(level) === 'error' || String(level) === 'warning';
    if (serious && !meta?.failure) opts.log?.(`job queue: ${message}`, meta?.error);
  });

  function runnerOptions(): RunnerOptions {
    if (!options) {
      pool = new pg.Pool({ connectionString: opts.connectionString, max: 4 });
      pool.on('error', (e) => opts.log?.('job queue: connection lost while idle', e));
      pool.on('connect', (c) => c.on('error', (e) => opts.log?.('job queue: connection lost', e)));
      options = {
        pgPool: pool,
        schema: opts.schema,
        logger,
        concurrency: 1,
        pollInterval: opts.pollMs || 1000,
        noHandleSignals: true,
        // Batched (even with no delay), a job's completion or failure is awaited by a stop or the end of
        // a drain; unbatched, the library records it without waiting, after the run seems over.
        preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
      };
    }
    return options;
  }

  function task(name: string): Task {
    const run = runTask(name);
    // Tracked so drain() can wait for a job the server's own runner took first.
    return (payload, helpers) => {
      const p = run(payload, helpers);
      inFlight.add(p);
      return p.finally(() => inFlight.delete(p));
    };
  }

  function runTask(name: string) {
    return async (...[payload, helpers]: Parameters<Task>) => {
      const id = (payload as { id: number }).id;
      const job = await db.selectFrom('jobs').select(JOB_ROW_COLUMNS).where('id', '=', id).executeTakeFirst();
      // Settled already (the server died between our commit and the library's): nothing to redo.
      if (!job || job.state === 'done' || job.state === 'failed') return;
      const attempt = helpers.job.attempts;
      await db
        .updateTable('jobs')
        .set({ state: 'running', attempts: attempt, locked_until: later(opts.leaseSeconds) })
        .where('id', '=', id)
        .execute();
      const renew = () =>
        void rows.progress(id, opts.leaseSeconds).catch((e) => opts.log?.(`job ${id}: lease not renewed`, e));
      const beat = setInterval(renew, (opts.leaseSeconds * 1000) / 3);
      const ctx: JobContext = {
        jobId: id,
        payload: JSON.parse(job.payload),
        db,
        attempt,
        async progress(done, total) {
          if (stopping) throw new JobStopped();
          await rows.progress(id, opts.leaseSeconds, done, total);
        },
      };
      let outcome: { result: unknown } | { error: unknown };
      try {
        outcome = { result: await handlers.get(name)!(ctx) };
      } catch (error) {
        outcome = { error };
      } finally {
        clearInterval(beat);
      }
      if ('result' in outcome) {
        const result = JSON.stringify(outcome.result ?? null);
        await rows.settle(job, {
          state: 'done',
          result,
          error: null,
          locked_until: null,
          finished_at: nowIso(),
        });
        return;
      }
      const e = outcome.error;
      if (e instanceof JobStopped) {
        // Not the job's fault: the attempt is given back once the library has let go of the job.
        await rows.settle(job, { state: 'queued', attempts: attempt - 1, locked_until: null });
        givenBack.set(helpers.job.id, attempt - 1);
        throw e;
      }
      const error = errorText(e);
      opts.log?.(`job ${id} (${name}) failed on attempt ${attempt}`, e);
      if (attempt >= helpers.job.max_attempts) {
        // Our row keeps the failure for good; the library's copy, done with, is removed.
        await rows.settle(job, { state: 'failed', error, locked_until: null, finished_at: nowIso() });
        return;
      }
      await rows.settle(job, {
        state: 'queued',
        error,
        locked_until: null,
        run_at: later(retrySeconds(attempt)),
      });
      throw e;
    };
  }

  const tasks = () => Object.fromEntries([...handlers.keys()].map((name) => [name, task(name)]));

  /** Unlocks the workers holding jobs whose lease ran out: their servers died mid-run. */
  async function freeAbandoned() {
    const { rows: dead } = await sql<{ worker: string }>`select distinct g.locked_by as worker
      from ${w}.jobs g join jobs j on g.key = 'job:' || j.id
      where j.state = 'running' and j.locked_until < ${nowIso()}::timestamptz
        and g.locked_by is not null and g.locked_at < j.locked_until`.execute(db);
    // Only a lock taken before the lease ended is the dead one's; a newer one is a live retry's.
    if (dead.length)
      await sql`select ${w}.force_unlock_workers(${dead.map((d) => d.worker)}::text[])`.execute(db);
  }

  async function giveBack() {
    for (const [jobId, attempts] of givenBack) {
      givenBack.delete(jobId);
      await sql`select id from ${w}.reschedule_jobs(array[${jobId}::bigint], run_at => now(),
        attempts => ${attempts}::int)`.execute(db);
    }
  }

  return {
    register(name, handler) {
      handlers.set(name, handler);
    },
    enqueue: (trx, name, payload, o) => rows.insert(trx, name, payload, o),
    schedule(name, everyMs) {
      rows.schedules.set(name, everyMs);
    },
    get: rows.get,
    async start() {
      stopping = false;
      // The library's tables come first: scheduling a task adds to them.
      await runMigrations(runnerOptions());
      await rows.scheduleAll();
      await freeAbandoned();
      if (opts.pollMs > 0 && !runner && handlers.size) {
        runner = await run(runnerOptions(), tasks(), []);
        const check = () =>
          void freeAbandoned().catch((e) => opts.log?.('job queue: abandoned jobs not freed', e));
        leaseTimer = setInterval(check, Math.max(1000, opts.leaseSeconds * 500));
      }
    },
    async stop() {
      stopping = true;
      clearInterval(leaseTimer);
      const running = runner;
      runner = undefined;
      await running?.stop();
      await draining;
      await giveBack();
      const open = pool;
      options = undefined;
      pool = undefined;
      await open?.end();
    },
    async drain() {
      if (!handlers.size) return;
      await freeAbandoned();
      // A job the server's own runner took first is waited for, as the table queue's drain does.
      await Promise.allSettled([...inFlight]);
      draining = runOnce(runnerOptions(), tasks());
      await draining;
      await Promise.allSettled([...inFlight]);
    },
  };
}
