import type { Db, DbHandle } from '../db';
import { iso, nowIso } from '../db';
import {
  backoffSeconds,
  type EnqueueOptions,
  type JobContext,
  type JobHandler,
  type JobQueue,
  type JobRecord,
  type JobState,
} from './queue';

/** Thrown by progress() while the runner stops: the job goes back to the queue untouched. */
class JobStopped extends Error {}

const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

type Row = {
  id: number;
  name: string;
  payload: string;
  state: string;
  attempts: number;
  max_attempts: number;
  schedule_key: string | null;
};

export interface TableQueueOptions {
  pollMs: number;
  leaseSeconds: number;
  log?: (msg: string, err?: unknown) => void;
}

/**
 * Jobs as rows of the `jobs` table, run one at a time by each server process. A job is taken by one
 * conditional update (with SKIP LOCKED on PostgreSQL, so several servers share the table), held by
 * a lease that progress reports renew; a job whose lease ran out (its server died) is taken again.
 * Handlers must therefore be resumable: they skip what an earlier attempt already committed.
 */
export function tableQueue(dbh: DbHandle, opts: TableQueueOptions): JobQueue {
  const { db, engine } = dbh;
  const handlers = new Map<string, JobHandler<any>>();
  const schedules = new Map<string, number>();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<boolean> = Promise.resolve(false);

  async function enqueue(trx: Db, name: string, payload: unknown, o: EnqueueOptions = {}, key?: string) {
    const row = await trx
      .insertInto('jobs')
      .values({
        name,
        payload: JSON.stringify(payload ?? {}),
        state: 'queued',
        max_attempts: o.maxAttempts ?? 5,
        run_at: (o.runAt ?? new Date()).toISOString(),
        requested_by_user_id: o.requestedByUserId ?? null,
        claim_type: o.claimType ?? null,
        schedule_key: key ?? null,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function ensureScheduled(trx: Db, name: string, delayMs: number) {
    const pending = await trx
      .selectFrom('jobs')
      .select('id')
      .where('schedule_key', '=', name)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (!pending) await enqueue(trx, name, {}, { runAt: new Date(Date.now() + delayMs) }, name);
  }

  async function claim(): Promise<Row | undefined> {
    return db.transaction().execute(async (trx) => {
      const now = nowIso();
      const due = await trx
        .selectFrom('jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
            eb.and([eb('state', '=', 'running'), eb('locked_until', '<', now)]),
          ]),
        )
        .where('name', 'in', [...handlers.keys(), ''])
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .$if(engine === 'postgres', (q) => q.forUpdate().skipLocked())
        .executeTakeFirst();
      if (!due) return undefined;
      return trx
        .updateTable('jobs')
        .set((eb) => ({
          state: 'running',
          attempts: eb('attempts', '+', 1),
          locked_until: later(opts.leaseSeconds),
        }))
        .where('id', '=', due.id)
        .returning(['id', 'name', 'payload', 'state', 'attempts', 'max_attempts', 'schedule_key'])
        .executeTakeFirst();
    });
  }

  async function finish(job: Row, set: Record<string, unknown>) {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('jobs').set(set).where('id', '=', job.id).execute();
      const every = job.schedule_key ? schedules.get(job.schedule_key) : undefined;
      if (every !== undefined && set.state !== 'queued') await ensureScheduled(trx, job.schedule_key!, every);
    });
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers.get(job.name)!;
    const ctx: JobContext = {
      jobId: job.id,
      payload: JSON.parse(job.payload),
      db,
      attempt: job.attempts,
      async progress(done, total) {
        if (stopping) throw new JobStopped();
        await db
          .updateTable('jobs')
          .set({ progress_done: done, progress_total: total, locked_until: later(opts.leaseSeconds) })
          .where('id', '=', job.id)
          .execute();
      },
    };
    try {
      const result = await handler(ctx);
      await finish(job, {
        state: 'done',
        result: JSON.stringify(result ?? null),
        error: null,
        locked_until: null,
        finished_at: nowIso(),
      });
    } catch (e) {
      if (e instanceof JobStopped) {
        // Not the job's fault: the attempt is given back and the next start picks it up at once.
        await finish(job, { state: 'queued', attempts: job.attempts - 1, locked_until: null });
        return true;
      }
      const error = e instanceof Error ? e.message || e.name : String(e);
      opts.log?.(`job ${job.id} (${job.name}) failed on attempt ${job.attempts}`, e);
      const last = job.attempts >= job.max_attempts;
      await finish(
        job,
        last
          ? { state: 'failed', error, locked_until: null, finished_at: nowIso() }
          : { state: 'queued', error, locked_until: null, run_at: later(backoffSeconds(job.attempts)) },
      );
    }
    return true;
  }

  function loop() {
    if (stopping) return;
    current = runOne().catch((e) => {
      opts.log?.('job runner could not take a job', e);
      return false;
    });
    void current.then((ran) => {
      if (!stopping) timer = setTimeout(loop, ran ? 0 : opts.pollMs);
    });
  }

  return {
    register(name, handler) {
      handlers.set(name, handler);
    },
    enqueue: (trx, name, payload, o) => enqueue(trx, name, payload, o),
    schedule(name, everyMs) {
      schedules.set(name, everyMs);
    },
    async get(id) {
      const r = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      if (!r) return undefined;
      return {
        id: r.id,
        name: r.name,
        state: r.state as JobState,
        attempts: r.attempts,
        maxAttempts: r.max_attempts,
        progressDone: r.progress_done,
        progressTotal: r.progress_total,
        result: r.result == null ? null : JSON.parse(r.result),
        error: r.error,
        requestedByUserId: r.requested_by_user_id,
        claimType: r.claim_type,
        createdAt: iso(r.created_at),
        finishedAt: iso(r.finished_at),
      } satisfies JobRecord;
    },
    async start() {
      stopping = false;
      // One server serves a SQLite file, so a job still marked running belongs to a process that died.
      if (engine === 'sqlite')
        await db
          .updateTable('jobs')
          .set({ state: 'queued', locked_until: null })
          .where('state', '=', 'running')
          .execute();
      for (const [name, every] of schedules) await ensureScheduled(db, name, Math.min(every, 60_000));
      if (opts.pollMs > 0) timer = setTimeout(loop, 0);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await current;
    },
    async drain() {
      await current;
      while (await runOne()) {
        /* every due job runs */
      }
    },
  };
}
