import type { DbHandle } from '../db';
import { nowIso } from '../db';
import { errorText, JOB_ROW_COLUMNS, jobRows, JobStopped, later, type JobRow } from './job-rows';
import { backoffSeconds, type JobContext, type JobHandler, type JobQueue } from './queue';

export interface TableQueueOptions {
  pollMs: number;
  leaseSeconds: number;
  log?: (msg: string, err?: unknown) => void;
}

/**
 * Jobs as rows of the `jobs` table, run one at a time by each server process: the SQLite default.
 * A job is taken by one conditional update (with SKIP LOCKED on PostgreSQL, so several servers share
 * the table), held by a lease that progress reports renew; a job whose lease ran out (its server
 * died) is taken again. Handlers must therefore be resumable: they skip what an earlier attempt
 * already committed.
 */
export function tableQueue(dbh: DbHandle, opts: TableQueueOptions): JobQueue {
  const { db, engine } = dbh;
  const handlers = new Map<string, JobHandler<any>>();
  const rows = jobRows(db, engine, async () => {});
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<boolean> = Promise.resolve(false);

  async function claim(): Promise<JobRow | undefined> {
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
        .returning(JOB_ROW_COLUMNS)
        .executeTakeFirst();
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
        await rows.progress(job.id, opts.leaseSeconds, done, total);
      },
    };
    try {
      const result = await handler(ctx);
      await rows.settle(job, {
        state: 'done',
        result: JSON.stringify(result ?? null),
        error: null,
        locked_until: null,
        finished_at: nowIso(),
      });
    } catch (e) {
      if (e instanceof JobStopped) {
        // Not the job's fault: the attempt is given back and the next start picks it up at once.
        await rows.settle(job, { state: 'queued', attempts: job.attempts - 1, locked_until: null });
        return true;
      }
      const error = errorText(e);
      opts.log?.(`job ${job.id} (${job.name}) failed on attempt ${job.attempts}`, e);
      const last = job.attempts >= job.max_attempts;
      await rows.settle(
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
    enqueue: (trx, name, payload, o) => rows.insert(trx, name, payload, o),
    schedule(name, everyMs) {
      rows.schedules.set(name, everyMs);
    },
    get: rows.get,
    async start() {
      stopping = false;
      // One server serves a SQLite file, so a job still marked running belongs to a process that died.
      if (engine === 'sqlite')
        await db
          .updateTable('jobs')
          .set({ state: 'queued', locked_until: null })
          .where('state', '=', 'running')
          .execute();
      await rows.scheduleAll();
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
