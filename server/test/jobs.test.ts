import { expect, it } from 'vitest';
import { tableQueue } from '../src/platform/jobs/table-queue';
import { describeEngines, type TestCtx } from './harness';

const queue = (ctx: TestCtx) => tableQueue(ctx.dbh, { pollMs: 0, leaseSeconds: 60 });
const dueNow = (ctx: TestCtx, id: number) =>
  ctx.dbh.db.updateTable('jobs').set({ run_at: new Date().toISOString() }).where('id', '=', id).execute();

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
    });

    it('take a running job whose lease ran out again (its server died)', async () => {
      const q = queue(ctx());
      let runs = 0;
      q.register('test.resumed', async () => ++runs);
      const db = ctx().dbh.db;
      const id = await db.transaction().execute((trx) => q.enqueue(trx, 'test.resumed', {}));
      await db
        .updateTable('jobs')
        .set({ state: 'running', attempts: 1, locked_until: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', id)
        .execute();
      await q.drain();
      expect(await q.get(id)).toMatchObject({ state: 'done', attempts: 2, result: 1 });
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
      await q.stop();
    });
  },
  { env: { JOBS_POLL_MS: '0' } },
);
