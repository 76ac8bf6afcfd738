import { randomUUID } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { expect, it } from 'vitest';
import type { MutationResult } from '@canopy/sync/protocol';
import { inWorkOrderScope } from '../src/modules/work-orders/work-orders.access';
import { dailyLogCalls, day, FOREMAN } from './daily-logs-fixtures';
import { describeEngines } from './harness';
import { statementsOf } from './support';
import { makeWorkOrder } from './work-order-fixtures';

// Every statement a call runs waits on the database (a round trip on PostgreSQL, the one connection on
// SQLite), so these counts are a budget: a change that adds statements to these calls fails here.
// Transaction and savepoint control statements are not counted.

/** Loading the caller: user, session, role claims and branches together. */
const AUTH_ONLY = 1;
/**
 * The caller, the stored answers of the push, the daily log's eight (its work order in reach, the
 * checks, the insert and the read back), the group's device keys and its answers.
 */
const PUSH_ONE_DAILY_LOG = 12;

describeEngines('statements per call', (ctx) => {
  const { crewedOrder } = dailyLogCalls(ctx);

  it('reads a work order in one statement for the caller and two for the order', async () => {
    const wo = await crewedOrder(day(0));
    const foreman = await ctx().login('foreman');
    let status = 0;
    const seen = await statementsOf(ctx(), async () => {
      status = (await ctx().call(foreman, 'GET', `/api/v1/workOrders/${wo.id}`)).statusCode;
    });
    expect(status).toBe(200);
    expect(seen.length, seen.join('\n')).toBeLessThanOrEqual(AUTH_ONLY + 2);
  });

  it('saves a work order in five statements, the reach and the edit check in one', async () => {
    const wo = await crewedOrder(day(0));
    const foreman = await ctx().login('foreman');
    let body: { Description?: string; Version?: number } = {};
    const seen = await statementsOf(ctx(), async () => {
      const res = await ctx().call(foreman, 'PUT', '/api/v1/workOrders/save', {
        Id: wo.id,
        Version: 1,
        Description: 'Crown clean, two oaks',
      });
      expect(res.statusCode, res.body).toBe(200);
      body = res.json();
    });
    expect(body).toMatchObject({ Description: 'Crown clean, two oaks', Version: 2 });
    expect(seen.length, seen.join('\n')).toBeLessThanOrEqual(AUTH_ONLY + 4);
  });

  it('pushes one daily log in a bounded number of statements', async () => {
    const wo = await crewedOrder(day(0));
    const foreman = await ctx().login('foreman');
    let results: MutationResult[] = [];
    const seen = await statementsOf(ctx(), async () => {
      const res = await ctx().call(foreman, 'POST', '/api/v1/sync/push', {
        ClientId: 'device-counts',
        Mutations: [
          {
            MutationId: randomUUID(),
            Entity: 'dailyLog',
            Op: 'create',
            Key: randomUUID(),
            Data: { WorkOrderId: wo.id, Date: day(0), TimeIn: '7:30', TimeOut: '16:00' },
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      results = res.json<{ Results: MutationResult[] }>().Results;
    });
    expect(results.map((r) => r.Status)).toEqual(['applied']);
    expect(seen.length, seen.join('\n')).toBeLessThanOrEqual(PUSH_ONE_DAILY_LOG);
  });

  it('finds a foreman’s work orders from their crew rows once, not per work order', async () => {
    const crewed = await crewedOrder(day(1));
    const own = await makeWorkOrder(ctx().dbh.db, { salesRepId: FOREMAN });
    const other = await makeWorkOrder(ctx().dbh.db);
    const query = ctx()
      .dbh.db.selectFrom('work_orders')
      .select('work_orders.id')
      .where(inWorkOrderScope({ kind: 'personal', employeeId: FOREMAN }));
    const ids = (await query.execute()).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([crewed.id, own]));
    expect(ids).not.toContain(other);

    const { sql: text, parameters } = query.compile();
    const explain = ctx().engine === 'postgres' ? 'explain ' : 'explain query plan ';
    const plan = await ctx().dbh.db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(explain + text, [...parameters]),
    );
    const lines = plan.rows.map((r) => String(Object.values(r).at(-1)));
    // A correlated subquery (SQLite) or a SubPlan (PostgreSQL) runs once per work order.
    expect(lines.join('\n')).not.toMatch(ctx().engine === 'sqlite' ? /CORRELATED/ : /SubPlan/);
  });
});
