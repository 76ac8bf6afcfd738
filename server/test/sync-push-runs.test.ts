import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { DailyLogMessages, F, type DailyLog } from '@canopy/shared';
import type { MutationResult, SyncMutation } from '@canopy/sync/protocol';
import { dailyLogCalls, day, userWith } from './daily-logs-fixtures';
import { describeEngines, type Session } from './harness';
import { statementsOf } from './support';

// A device's push of many logs goes through the daily log service's batch (a run of adds, a run of
// saves) in a few statements; these check it answers and writes exactly what the calls one by one do.

const PUSH = '/api/v1/sync/push';

const create = (woId: number, date: string, key = randomUUID()): SyncMutation => ({
  MutationId: randomUUID(),
  Entity: 'dailyLog',
  Op: 'create',
  Key: key,
  Data: { WorkOrderId: woId, Date: date, TimeIn: '7:30', TimeOut: '16:00' },
});

const update = (key: string, baseVersion: number, data: Record<string, unknown>): SyncMutation => ({
  MutationId: randomUUID(),
  Entity: 'dailyLog',
  Op: 'update',
  Key: key,
  BaseVersion: baseVersion,
  Data: data,
});

describeEngines('sync push: runs of daily logs', (ctx) => {
  const { crewedOrder, logsOf } = dailyLogCalls(ctx);
  const push = async (s: Session, mutations: SyncMutation[]) => {
    const res = await ctx().call(s, 'POST', PUSH, { ClientId: 'device-runs', Mutations: mutations });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ Results: MutationResult[] }>().Results;
  };
  const hoursKeeper = (name: string) =>
    userWith(ctx(), name, { WorkOrders: F, WorkOrders_DailyLogs: F, Employee_ManageHours: F });
  /** Each answer's Data against the log the online list shows, by id. */
  const asOnline = async (s: Session, woIds: number[], results: MutationResult[]) => {
    const online = new Map<number, DailyLog>();
    for (const id of woIds) for (const log of await logsOf(s, id)) online.set(log.Id, log);
    for (const r of results) {
      const id = (r as { Id: number }).Id;
      expect(r).toMatchObject({ Status: 'applied', Data: online.get(id) });
    }
  };

  it('applies a run of adds and a run of saves in a few statements, answering as the online calls', async () => {
    const wos = [];
    for (let i = 0; i < 4; i++) wos.push((await crewedOrder(day(0))).id);
    const foreman = await ctx().login('foreman');
    const adds = wos.flatMap((wo) => [0, -1, -2].map((d) => create(wo, day(d))));
    let made: MutationResult[] = [];
    const addStatements = await statementsOf(ctx(), async () => (made = await push(foreman, adds)));
    expect(made.map((r) => r.Status)).toEqual(adds.map(() => 'applied'));
    expect(made.map((r) => r.Key)).toEqual(adds.map((m) => m.Key));
    await asOnline(foreman, wos, made);
    // Twelve adds one at a time took four statements each; as a run they take a dozen in all.
    expect(addStatements.length, addStatements.join('\n')).toBeLessThanOrEqual(14);
    // The log of the crew's own day sits on its crew place; the other days have none.
    const rows = await ctx()
      .dbh.db.selectFrom('daily_logs')
      .selectAll()
      .where('work_order_id', 'in', wos)
      .execute();
    expect(rows).toHaveLength(12);
    for (const r of rows) expect(r.schedule_crew_id === null).toBe(r.log_date !== day(0));

    const office = await hoursKeeper('runs-hours-1');
    const saves = adds.map((m, i) =>
      update(m.Key, 1, {
        Date: (m.Data as { Date: string }).Date,
        TimeIn: '7:00',
        TimeOut: `${15 + (i % 3)}:00`,
        Notes: `Fixed ${i}`,
      }),
    );
    let saved: MutationResult[] = [];
    const saveStatements = await statementsOf(ctx(), async () => (saved = await push(office, saves)));
    expect(saved.map((r) => [r.Status, (r as { Version?: number }).Version])).toEqual(
      saves.map(() => ['applied', 2]),
    );
    await asOnline(office, wos, saved);
    expect((saved[4] as { Data: DailyLog }).Data).toMatchObject({
      TimeIn: '07:00',
      TimeOut: '16:00',
      Notes: 'Fixed 4',
    });
    // Twelve saves one at a time took six statements each; as a run, one write for all and the reads once.
    expect(saveStatements.length, saveStatements.join('\n')).toBeLessThanOrEqual(14);
  });

  it('applies a push of more than a group in one transaction, and one with a refusal group by group', async () => {
    const wos = [];
    for (let i = 0; i < 10; i++) wos.push((await crewedOrder(day(0))).id);
    const foreman = await ctx().login('foreman');
    const adds = wos.flatMap((wo) => [0, -1, -2, -3].map((d) => create(wo, day(d))));
    let made: MutationResult[] = [];
    const statements = await statementsOf(ctx(), async () => (made = await push(foreman, adds)));
    expect(made.map((r) => r.Status)).toEqual(adds.map(() => 'applied'));
    await asOnline(foreman, wos, made);
    // Forty adds, more than a group of 25: their answers are kept by one insert, in one transaction.
    const kept = statements.filter((q) => /^insert into "sync_mutations"/.test(q));
    expect(kept, statements.join('\n')).toHaveLength(1);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(14);

    // The same push again with a second log of one day near its end: that one is refused as the
    // online add refuses it, and every other log stands.
    const more = [];
    for (let i = 0; i < 10; i++) more.push((await crewedOrder(day(0))).id);
    const again = more.flatMap((wo) => [0, -1, -2, -3].map((d) => create(wo, day(d))));
    again.splice(35, 0, create(more[8]!, day(-2)));
    const answers = await push(foreman, again);
    expect(answers.map((r) => r.Status)).toEqual(again.map((_, i) => (i === 35 ? 'rejected' : 'applied')));
    expect(answers[35]).toMatchObject({ Message: DailyLogMessages.AlreadyExists });
    await asOnline(
      foreman,
      more,
      answers.filter((_, i) => i !== 35),
    );
    const stored = await ctx()
      .dbh.db.selectFrom('daily_logs')
      .select('id')
      .where('work_order_id', 'in', more)
      .execute();
    expect(stored).toHaveLength(40);
  });

  it('falls back to one at a time where a run holds a refusal, a conflict or days that depend on order', async () => {
    const wo = (await crewedOrder(day(0))).id;
    const foreman = await ctx().login('foreman');
    const [a, b, twin, d] = [
      create(wo, day(0)),
      create(wo, day(-1)),
      create(wo, day(0)),
      create(wo, day(-2)),
    ];
    const made = await push(foreman, [a!, b!, twin!, d!]);
    expect(made.map((r) => r.Status)).toEqual(['applied', 'applied', 'rejected', 'applied']);
    expect(made[2]).toMatchObject({ Message: DailyLogMessages.AlreadyExists });
    await asOnline(foreman, [wo], [made[0]!, made[1]!, made[3]!]);

    const office = await hoursKeeper('runs-hours-2');
    const times = { TimeIn: '6:00', TimeOut: '14:00' };
    const saved = await push(office, [
      update(a!.Key, 1, { Date: day(0), ...times }),
      update(b!.Key, 5, { Date: day(-1), ...times }),
      update(d!.Key, 1, { Date: day(-1), ...times }),
    ]);
    expect(saved.map((r) => r.Status)).toEqual(['applied', 'conflict', 'rejected']);
    expect(saved[2]).toMatchObject({ Message: DailyLogMessages.AlreadyExists });

    // B leaves its day before D takes it: applied in order, both stand.
    const moved = await push(office, [
      update(b!.Key, 1, { Date: day(-3), ...times }),
      update(d!.Key, 1, { Date: day(-1), ...times }),
    ]);
    expect(moved.map((r) => r.Status)).toEqual(['applied', 'applied']);
    const days = (await logsOf(office, wo)).map((l) => [l.Id, l.Date.slice(0, 10), l.Version]);
    expect(days).toEqual(
      expect.arrayContaining([
        [(made[0] as { Id: number }).Id, day(0), 2],
        [(made[1] as { Id: number }).Id, day(-3), 2],
        [(made[3] as { Id: number }).Id, day(-1), 2],
      ]),
    );
    expect(days).toHaveLength(3);
  });
});
