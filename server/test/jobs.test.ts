import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { jobQueueFor } from '../src/platform/jobs/job-queue';
import type { JobQueue } from '../src/platform/jobs/queue';
import { describeEngines, type TestCtx } from './harness';

const opened: JobQueue[] = [];
afterEach(async () => {
  for (const q of opened.splice(0)) await q.stop();
});

/** The queue the app runs on this engine: graphile-worker on PostgreSQL, our table runner on SQLite. */
function queue(ctx: TestCtx, pollMs = 0) {
  const q = jobQueueFor(ctx.dbh, { jobsSchema: ctx.config.jobsSchema, pollMs, leaseSeconds: 60 });
  opened.push(q);
  return q;
}

const key = (id: number) => `job:${id}`;

/** The job as the PostgreSQL queue library holds it (undefined when it holds none). */
async function libraryJob(ctx: TestCtx, id: number) {
  const { rows } = await sql<{ attempts: number; run_at: Date; locked_by: string | null }>`
    select attempts, run_at, locked_by from ${sql.id(ctx.config.jobsSchema)}.jobs
    where key = ${key(id)}`.execute(ctx.dbh.db);
  return rows[0];
}

/** A retry made due now, as if its wait had passed. */
async function dueNow(ctx: TestCtx, id: number) {
  const db = ctx.dbh.db;
  await db.updateTable('jobs').set({ run_at: new Date().toISOString() }).where('id', '=', id).execute();
  if (ctx.engine === 'postgres')
    await sql`select id from ${sql.id(ctx.config.jobsSchema)}.reschedule_jobs(
      array(select id from ${sql.id(ctx.config.jobsSchema)}.jobs where key = ${key(id)}), run_at => now())`.execute(
      db,
    );
}

/** The job's server dies while running it: its row stays running with a lapsed lease. */
async function diedRunning(ctx: TestCtx, id: number, lockedAgo = 5) {
  const db = ctx.dbh.db;
  await db
    .updateTable('jobs')
    .set({ state: 'running', attempts: 1, locked_until: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', id)
    .execute();
  // On PostgreSQL the library's copy also stays locked by the worker of the server that died.
  if (ctx.engine === 'postgres')
    await sql`update ${sql.id(ctx.config.jobsSchema)}._private_jobs
      set locked_by = 'a-server', locked_at = now() - make_interval(secs => ${lockedAgo}), attempts = 1
      where key = ${key(id)}`.execute(db);
}

const until = async (probe: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await probe()); i++) await new Promise((r) => setTimeout(r, 50));
};

describeEngines(
  'background jobs',
  (ctx) => {
    it('exist only when the transaction that asked for them commits', async () => {
      const q = queue(ctx());
      const db = ctx().dbh.db;
      await expect(
        db.transaction().execute(async (trx) => {
          await q.enqueue(trx, 'test.never', {});
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await db.selectFrom('jobs').select('id').where('name', '=', 'test.never').execute()).toEqual([]);
      const id = await db.transaction().execute((trx) => q.enqueue(trx, 'test.kept', { n: 1 }));
      expect((await q.get(id))?.state).toBe('queued');
      if (ctx().engine === 'postgres') {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n
          from ${sql.id(ctx().config.jobsSchema)}.jobs where task_identifier = 'test.never'`.execute(db);
        expect(rows[0]!.n).toBe(0);
        expect(await libraryJob(ctx(), id)).toMatchObject({ attempts: 0, locked_by: null });
      }
    });

    it('retry a failing job later, then keep it failed with its error; a success keeps its result', async () => {
      const q = queue(ctx());
      let calls = 0;
      q.register('test.flaky', async () => {
        calls++;
        throw new Error(`printer offline (${calls})`);
      });
      q.register('test.fine', async ({ payload, progress }) => {
        await progress(1, 2);
        await progress(2, 2);
        return { echoed: payload };
      });
      const db = ctx().dbh.db;
      const flaky = await db
        .transaction()
        .execute((trx) => q.enqueue(trx, 'test.flaky', {}, { maxAttempts: 2 }));
      const fine = await db.transaction().execute((trx) => q.enqueue(trx, 'test.fine', { a: 1 }));
      await q.drain();
      const first = await q.get(flaky);
      expect(first).toMatchObject({ state: 'queued', attempts: 1, error: 'printer offline (1)' });
      const row = await db
        .selectFrom('jobs')
        .select('run_at')
        .where('id', '=', flaky)
        .executeTakeFirstOrThrow();
      expect(new Date(row.run_at).getTime()).toBeGreaterThan(Date.now());
      if (ctx().engine === 'postgres')
        expect((await libraryJob(ctx(), flaky))!.run_at.getTime()).toBeGreaterThan(Date.now());
      // Not due yet: draining again leaves it alone.
      await q.drain();
      expect(calls).toBe(1);
      await dueNow(ctx(), flaky);
      await q.drain();
      expect(await q.get(flaky)).toMatchObject({
        state: 'failed',
        attempts: 2,
        error: 'printer offline (2)',
      });
      expect(await q.get(fine)).toMatchObject({
        state: 'done',
        progressDone: 2,
        progressTotal: 2,
        result: { echoed: { a: 1 } },
      });
      await dueNow(ctx(), flaky);
      await q.drain();
      expect(calls).toBe(2);
      // Our row keeps the failure for the screens; the library keeps no copy to run again.
      if (ctx().engine === 'postgres') expect(await libraryJob(ctx(), flaky)).toBeUndefined();
    });

    it('take a running job whose lease ran out again (its server died), not one a live server took', async () => {
      const q = queue(ctx());
      let runs = 0;
      q.register('test.resumed', async () => ++runs);
      const db = ctx().dbh.db;
      const id = await db.transaction().execute((trx) => q.enqueue(trx, 'test.resumed', {}));
      await diedRunning(ctx(), id);
      await q.drain();
      expect(await q.get(id)).toMatchObject({ state: 'done', attempts: 2, result: 1 });
      if (ctx().engine === 'postgres') {
        // Locked after the lease ended: another server took it up and runs it; it is not freed.
        const taken = await db.transaction().execute((trx) => q.enqueue(trx, 'test.resumed', {}));
        await diedRunning(ctx(), taken, 0);
        await q.drain();
        expect(runs).toBe(1);
        expect((await libraryJob(ctx(), taken))?.locked_by).toBe('a-server');
      }
    });

    it('give a job interrupted by a stop back to the queue, without counting the attempt', async () => {
      const running = queue(ctx(), 20);
      let started = 0;
      running.register('test.long', async ({ progress }) => {
        started++;
        for (let i = 0; ; i++) {
          await progress(i, 1000);
          await new Promise((r) => setTimeout(r, 20));
        }
      });
      const db = ctx().dbh.db;
      const id = await db.transaction().execute((trx) => running.enqueue(trx, 'test.long', {}));
      await running.start();
      await until(async () => (await running.get(id))!.progressDone > 0);
      await running.stop();
      expect(await running.get(id)).toMatchObject({ state: 'queued', attempts: 0, error: null });
      if (ctx().engine === 'postgres') {
        const held = await libraryJob(ctx(), id);
        expect(held).toMatchObject({ attempts: 0, locked_by: null });
        expect(held!.run_at.getTime()).toBeLessThanOrEqual(Date.now());
      }

      const next = queue(ctx());
      next.register('test.long', async ({ attempt }) => ({ attempt }));
      await next.drain();
      expect(started).toBe(1);
      expect(await next.get(id)).toMatchObject({ state: 'done', attempts: 1, result: { attempt: 1 } });
    });

    it('keep one run of a scheduled task queued, and queue the next when it is done', async () => {
      const q = queue(ctx());
      let runs = 0;
      q.register('test.hourly', async () => ++runs);
      q.schedule('test.hourly', 3_600_000);
      await q.start();
      await q.start();
      const pending = () =>
        ctx()
          .dbh.db.selectFrom('jobs')
          .select(['id', 'run_at'])
          .where('schedule_key', '=', 'test.hourly')
          .where('state', '=', 'queued')
          .execute();
      const [first, ...more] = await pending();
      expect(more).toEqual([]);
      await dueNow(ctx(), first!.id);
      await q.drain();
      expect(runs).toBe(1);
      const next = await pending();
      expect(next).toHaveLength(1);
      expect(new Date(next[0]!.run_at).getTime()).toBeGreaterThan(Date.now() + 3_500_000);
      if (ctx().engine === 'postgres') {
        const held = await libraryJob(ctx(), next[0]!.id);
        expect(held!.run_at.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
      }
    });
  },
  { env: { JOBS_POLL_MS: '0' } },
);
