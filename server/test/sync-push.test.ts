import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { DailyLogMessages, F, Messages, type DailyLog } from '@canopy/shared';
import { SyncMessages, type MutationResult, type SyncMutation } from '@canopy/sync/protocol';
import { BASE, dailyLogCalls, day, FOREMAN, userWith } from './daily-logs-fixtures';
import { describeEngines, type Session, type TestCtx } from './harness';

const PUSH = '/api/v1/sync/push';

/** A mutation as the crew app sends it: a fresh id, and a fresh key for a record made on the device. */
const mutation = (m: Omit<SyncMutation, 'MutationId' | 'Key'> & { Key?: string }): SyncMutation => ({
  MutationId: randomUUID(),
  Key: m.Key ?? randomUUID(),
  ...m,
});

function pushCalls(ctx: () => TestCtx) {
  const push = async (s: Session, mutations: SyncMutation[], clientId = 'device-0001') => {
    const res = await ctx().call(s, 'POST', PUSH, { ClientId: clientId, Mutations: mutations });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ Results: MutationResult[] }>().Results;
  };
  const pushOne = async (s: Session, m: SyncMutation) => (await push(s, [m]))[0]!;
  const logRows = (woId: number) =>
    ctx().dbh.db.selectFrom('daily_logs').selectAll().where('work_order_id', '=', woId).execute();
  return { push, pushOne, logRows };
}

const logBody = (woId: number, date: string, extra: Record<string, unknown> = {}) => ({
  WorkOrderId: woId,
  Date: date,
  TimeIn: '7:30',
  TimeOut: '16:30',
  ...extra,
});

describeEngines('sync push: daily logs', (ctx) => {
  const { call, crewedOrder, add, logsOf } = dailyLogCalls(ctx);
  const { push, pushOne, logRows } = pushCalls(ctx);
  const hoursKeeper = (name: string) =>
    userWith(ctx(), name, { WorkOrders: F, WorkOrders_DailyLogs: F, Employee_ManageHours: F });

  it('creates, edits and deletes a log, answering what the online calls answer', async () => {
    const wo = await crewedOrder(day(0));
    const foreman = await ctx().login('foreman');
    const key = randomUUID();
    const created = await pushOne(
      foreman,
      mutation({ Entity: 'dailyLog', Op: 'create', Key: key, Data: logBody(wo.id, day(0)) }),
    );
    const [online] = await logsOf(foreman, wo.id);
    expect(created).toMatchObject({ Status: 'applied', Entity: 'dailyLog', Key: key, Deleted: false });
    expect(created).toMatchObject({ Id: online!.Id, Version: 1, Data: online });
    expect(online).toMatchObject({ EmployeeId: FOREMAN, TimeIn: '07:30', HoursWorked: 9, Version: 1 });

    // The office edits it by the device's key (no Id), as a device that made it offline would.
    const office = await hoursKeeper('push-hours-1');
    const edited = await pushOne(
      office,
      mutation({
        Entity: 'dailyLog',
        Op: 'update',
        Key: key,
        BaseVersion: 1,
        Data: { Date: day(0), TimeIn: '7:00', TimeOut: '16:30', Notes: 'Storm cleanup' },
      }),
    );
    const [after] = await logsOf(office, wo.id);
    expect(after).toMatchObject({ TimeIn: '07:00', HoursWorked: 9.5, Notes: 'Storm cleanup', Version: 2 });
    expect(edited).toMatchObject({ Status: 'applied', Id: online!.Id, Version: 2, Data: after });

    const removed = await pushOne(
      office,
      mutation({ Entity: 'dailyLog', Op: 'delete', Key: key, Id: online!.Id, BaseVersion: 2 }),
    );
    expect(removed).toMatchObject({
      Status: 'applied',
      Id: online!.Id,
      Version: 0,
      Deleted: true,
      Data: null,
    });
    expect(await logsOf(office, wo.id)).toEqual([]);
  });

  it('gives a push replayed five times the same answers and one effect, also when copies race', async () => {
    const wo = await crewedOrder(day(0));
    const office = await hoursKeeper('push-hours-2');
    const key = randomUUID();
    const batch = [
      mutation({ Entity: 'dailyLog', Op: 'create', Key: key, Data: logBody(wo.id, day(0)) }),
      mutation({
        Entity: 'dailyLog',
        Op: 'update',
        Key: key,
        BaseVersion: 1,
        Data: { Date: day(0), TimeIn: '6:00', TimeOut: '14:00' },
      }),
    ];
    // Three copies sent at once (a retry while the first is still in flight), then five replays.
    const [first, ...racing] = await Promise.all([
      push(office, batch),
      push(office, batch),
      push(office, batch),
    ]);
    expect(first!.map((r) => r.Status)).toEqual(['applied', 'applied']);
    for (const r of racing) expect(r).toEqual(first);
    for (let i = 0; i < 5; i++) expect(await push(office, batch)).toEqual(first);
    const rows = await logRows(wo.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ time_in: '06:00', version: 2 });
  });

  it("answers a stale edit or delete with a conflict carrying the server's log, and keeps it", async () => {
    const wo = await crewedOrder(day(-1));
    const office = await hoursKeeper('push-hours-3');
    const log = (await add(office, logBody(wo.id, day(-1)))).json<DailyLog>();
    const saved = await call(office, 'PUT', `${BASE}/save`, {
      Id: log.Id,
      Version: 1,
      Date: day(-1),
      TimeIn: '8:00',
      TimeOut: '16:30',
    });
    expect(saved.statusCode).toBe(200);
    const server = saved.json<DailyLog>();
    const stale = await pushOne(
      office,
      mutation({
        Entity: 'dailyLog',
        Op: 'update',
        Key: `s:${log.Id}`,
        Id: log.Id,
        BaseVersion: 1,
        Data: { Date: day(-1), TimeIn: '5:00', TimeOut: '16:30' },
      }),
    );
    expect(stale).toEqual({
      MutationId: expect.any(String),
      Status: 'conflict',
      Entity: 'dailyLog',
      Key: `s:${log.Id}`,
      Id: log.Id,
      Current: server,
      CurrentVersion: 2,
    });
    const staleDelete = await pushOne(
      office,
      mutation({ Entity: 'dailyLog', Op: 'delete', Key: `s:${log.Id}`, Id: log.Id, BaseVersion: 1 }),
    );
    expect(staleDelete).toMatchObject({ Status: 'conflict', Current: server, CurrentVersion: 2 });
    expect(await logsOf(office, wo.id)).toEqual([server]);
  });

  it('answers an edit of a log deleted on the server with a conflict and no record', async () => {
    const wo = await crewedOrder(day(0));
    const office = await hoursKeeper('push-hours-4');
    const other = await hoursKeeper('push-hours-5');
    const log = (await add(office, logBody(wo.id, day(0)))).json<DailyLog>();
    expect((await call(other, 'DELETE', `${BASE}/${log.Id}`)).statusCode).toBe(200);
    const gone = { MutationId: expect.any(String), Entity: 'dailyLog', Key: `s:${log.Id}`, Id: log.Id };
    for (const op of ['update', 'delete'] as const) {
      const res = await pushOne(
        office,
        mutation({
          Entity: 'dailyLog',
          Op: op,
          Key: `s:${log.Id}`,
          Id: log.Id,
          BaseVersion: 1,
          Data: logBody(wo.id, day(0)),
        }),
      );
      expect(res).toEqual({ ...gone, Status: 'conflict', Current: null, CurrentVersion: null });
    }
    expect(await logRows(wo.id)).toEqual([]);

    // A second delete of a log this employee's own push deleted (say from their other device) is done.
    const mine = (await add(office, logBody(wo.id, day(0)))).json<DailyLog>();
    const del = () =>
      mutation({ Entity: 'dailyLog', Op: 'delete', Key: `s:${mine.Id}`, Id: mine.Id, BaseVersion: 1 });
    expect(await pushOne(office, del())).toMatchObject({ Status: 'applied', Deleted: true });
    expect(await pushOne(office, del())).toMatchObject({ Status: 'applied', Deleted: true });
  });

  it('refuses what the online call refuses, with its message, and writes nothing', async () => {
    const wo = await crewedOrder(day(0));
    const foreman = await ctx().login('foreman');
    const first = await pushOne(
      foreman,
      mutation({ Entity: 'dailyLog', Op: 'create', Data: logBody(wo.id, day(0)) }),
    );
    expect(first.Status).toBe('applied');
    const twice = await pushOne(
      foreman,
      mutation({
        Entity: 'dailyLog',
        Op: 'create',
        Data: logBody(wo.id, day(0), { TimeIn: '17:00', TimeOut: '18:00' }),
      }),
    );
    expect(twice).toMatchObject({
      Status: 'rejected',
      Message: DailyLogMessages.AlreadyExists,
      ModelState: { Service: [DailyLogMessages.AlreadyExists] },
    });
    const incomplete = await pushOne(
      foreman,
      mutation({
        Entity: 'dailyLog',
        Op: 'create',
        Data: { WorkOrderId: wo.id, Date: day(0), TimeIn: '7:30' },
      }),
    );
    expect(incomplete).toMatchObject({
      Status: 'rejected',
      Message: 'TimeOut is required.',
      ModelState: { TimeOut: ['TimeOut is required.'] },
    });
    expect(await logRows(wo.id)).toHaveLength(1);
  });

  it('holds a foreman to the online claims: adds logs, but edits and deletes none', async () => {
    const wo = await crewedOrder(day(0));
    const foreman = await ctx().login('foreman');
    const made = await pushOne(
      foreman,
      mutation({ Entity: 'dailyLog', Op: 'create', Data: logBody(wo.id, day(0)) }),
    );
    expect(made.Status).toBe('applied');
    const id = (made as { Id: number }).Id;
    for (const op of ['update', 'delete'] as const) {
      const refused = await pushOne(
        foreman,
        mutation({
          Entity: 'dailyLog',
          Op: op,
          Key: made.Key,
          Id: id,
          BaseVersion: 1,
          Data: { Date: day(0), TimeIn: '9:00', TimeOut: '16:30' },
        }),
      );
      expect(refused).toMatchObject({ Status: 'rejected', Message: Messages.NotAuthorized, ModelState: {} });
    }
    // A user with no daily log claim adds none either (the add route's claim).
    const viewer = await userWith(ctx(), 'push-no-logs', { WorkOrders: F });
    const denied = await pushOne(
      viewer,
      mutation({ Entity: 'dailyLog', Op: 'create', Data: logBody(wo.id, day(0), { EmployeeId: FOREMAN }) }),
    );
    expect(denied).toMatchObject({ Status: 'rejected', Message: Messages.NotAuthorized });
    const rows = await logRows(wo.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ time_in: '07:30', version: 1 });
  });

  it("refuses another branch's work order as not found, and writes nothing", async () => {
    const wo = await crewedOrder(day(0));
    const manager2 = await ctx().login('branchmanager2');
    const res = await pushOne(
      manager2,
      mutation({ Entity: 'dailyLog', Op: 'create', Data: logBody(wo.id, day(0), { EmployeeId: FOREMAN }) }),
    );
    expect(res).toMatchObject({ Status: 'rejected', Message: Messages.NotFound });
    expect(await logRows(wo.id)).toEqual([]);
  });

  it("keeps work orders read-only, refuses unknown references, and never shows another's answer", async () => {
    const wo = await crewedOrder(day(0));
    const foreman = await ctx().login('foreman');
    expect(
      await pushOne(
        foreman,
        mutation({
          Entity: 'workOrder',
          Op: 'update',
          Key: `s:${wo.id}`,
          Id: wo.id,
          BaseVersion: 1,
          Data: {},
        }),
      ),
    ).toMatchObject({ Status: 'rejected', Message: SyncMessages.ReadOnly });
    expect(
      await pushOne(
        foreman,
        mutation({
          Entity: 'dailyLog',
          Op: 'create',
          Data: logBody(0, day(0)),
          Refs: { WorkOrderId: 'never-pushed-key' },
        }),
      ),
    ).toMatchObject({ Status: 'rejected', Message: SyncMessages.UnknownReference });
    expect(
      await pushOne(foreman, mutation({ Entity: 'dailyLog', Op: 'update', BaseVersion: 1, Data: {} })),
    ).toMatchObject({ Status: 'rejected', Message: SyncMessages.UnknownReference });

    const mine = mutation({ Entity: 'dailyLog', Op: 'create', Data: logBody(wo.id, day(0)) });
    expect((await pushOne(foreman, mine)).Status).toBe('applied');
    const office = await hoursKeeper('push-hours-6');
    expect(await pushOne(office, mine)).toEqual({
      MutationId: mine.MutationId,
      Status: 'rejected',
      Entity: 'dailyLog',
      Key: mine.Key,
      Message: Messages.NotAuthorized,
      ModelState: {},
    });
    expect(await logRows(wo.id)).toHaveLength(1);
  });
});
