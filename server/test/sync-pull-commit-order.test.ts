import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { expect, it } from 'vitest';
import { describeEngines, PG_URL, type TestCtx } from './harness';
import { crewedWorkOrder, day, keyOf, pull, pullAll, withRole } from './sync-fixtures';

// A pull reads "every change after seq N". That is only safe if a change can never become visible
// after a pull already moved past its seq: two writers must commit in the order of their seqs.
// These tests hold one writer's transaction open while another writes and a device pulls.

const LOG_INSERT = `insert into daily_logs (work_order_id, employee_id, log_date, time_in, time_out,
  hours_worked_hundredths, created_at) values ($1, $2, $3, '07:30', '15:30', 800, '2026-01-01T00:00:00.000Z')
  returning id`;

/** A client of its own on the test's PostgreSQL schema, as a second server process would be. */
async function pgClient(ctx: TestCtx) {
  const client = new pg.Client({
    connectionString: ctx.config.databaseUrl ?? PG_URL,
    options: `-c search_path=${ctx.config.databaseSchema}`,
  });
  await client.connect();
  return client;
}

/** Resolves when the backend `pid` is queued behind a lock it has not been granted. */
async function waitingForLock(observer: pg.Client, pid: number): Promise<'waiting'> {
  for (;;) {
    const r = await observer.query('select 1 from pg_locks where pid = $1 and not granted', [pid]);
    if (r.rowCount) return 'waiting';
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describeEngines('sync pull: changes committed out of order', (ctx) => {
  it('never lets a pull move past a change that commits later with a lower seq', async () => {
    const db = ctx().dbh.db;
    const { session, employeeId } = await withRole(ctx(), 'order-foreman', 'Foreman');
    const wo = await crewedWorkOrder(db, employeeId);
    const start = await pullAll(ctx(), session);

    if (ctx().engine === 'postgres') {
      const [t1, t2, observer] = [await pgClient(ctx()), await pgClient(ctx()), await pgClient(ctx())];
      try {
        await t1.query('begin');
        const first = (await t1.query(LOG_INSERT, [wo.id, employeeId, day(-1)])).rows[0].id as number;
        await t2.query('begin');
        const t2pid = (await t2.query('select pg_backend_pid() as pid')).rows[0].pid as number;
        // Not awaited: T2 must queue behind T1 (or, without the log's lock, go ahead and commit first).
        const secondInsert = t2.query(LOG_INSERT, [wo.id, employeeId, day(-2)]);
        const t2State = await Promise.race([
          secondInsert.then(() => 'inserted' as const),
          waitingForLock(observer, t2pid),
        ]);
        if (t2State === 'inserted') await t2.query('commit');

        const between = await pullAll(ctx(), session, start.cursor);
        expect(between.changes.filter((c) => c.Entity === 'dailyLog')).toEqual([]);
        expect(t2State).toBe('waiting');

        await t1.query('commit');
        const second = (await secondInsert).rows[0].id as number;
        await t2.query('commit');
        expect(second).toBeGreaterThan(first);

        const after = await pullAll(ctx(), session, between.cursor);
        expect(after.changes.filter((c) => c.Entity === 'dailyLog').map(keyOf)).toEqual([
          `dailyLog:${first}`,
          `dailyLog:${second}`,
        ]);
      } finally {
        for (const c of [t1, t2, observer]) await c.end();
      }
      return;
    }

    // SQLite has one writer: a second connection's write waits for the first to commit.
    const file = join(ctx().config.dataDir, 'canopy.sqlite');
    const t1 = new SQLite(file);
    const t2 = new SQLite(file, { timeout: 0 });
    try {
      t1.exec('begin immediate');
      const insert = LOG_INSERT.replace(/\$\d/g, '?');
      const first = (t1.prepare(insert).get(wo.id, employeeId, day(-1)) as { id: number }).id;
      expect(() => t2.exec('begin immediate')).toThrow(/locked|busy/i);
      const between = await pull(ctx(), session, { Cursor: start.cursor });
      expect(between.Changes.filter((c) => c.Entity === 'dailyLog')).toEqual([]);
      t1.exec('commit');
      const after = await pullAll(ctx(), session, between.Cursor);
      expect(after.changes.filter((c) => c.Entity === 'dailyLog').map(keyOf)).toEqual([`dailyLog:${first}`]);
    } finally {
      t1.close();
      t2.close();
    }
  });
});
