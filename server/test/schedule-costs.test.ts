import { expect, it } from 'vitest';
import {
  B,
  F,
  R,
  ScheduleCostMessages as M,
  ScheduleMessages,
  ScheduleStatuses,
  type ScheduleEquipmentWorkOrders,
  type ScheduleWorkOrder,
} from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { bookEquipment, refusal, scheduleWith } from './schedule-work-order-fixtures';
import { signInWith } from './work-order-fixtures';

const url = (path: string) => `/api/v1/schedules/${path}`;
const costRefusal = (message: string) => ({ ...refusal(message), ExceptionMessage: message });

async function split(ctx: TestCtx, s: Session, equipmentId: number) {
  const res = await ctx.call(s, 'GET', url(`equipment/${equipmentId}/work-orders`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScheduleEquipmentWorkOrders>();
}

async function equipmentCosts(ctx: TestCtx, s: Session, scheduleId: number) {
  const res = await ctx.call(s, 'GET', url(`${scheduleId}/work-orders`));
  return res.json<ScheduleWorkOrder[]>().map((w) => w.ActualEquipmentCost);
}

describeEngines('schedule costs', (ctx) => {
  let people: Promise<Record<'branch' | 'readOnly' | 'wageFull' | 'wageView' | 'noWage', Session>>;
  const users = () =>
    (people ??= (async () => {
      const c = ctx();
      return {
        branch: (await signInWith(c, 'cost-branch', { Schedules: B }, 1)).session,
        readOnly: (await signInWith(c, 'cost-readonly', { Schedules: R }, 1)).session,
        wageFull: (await signInWith(c, 'cost-wage', { Schedules: B, WorkOrders_PrevailingWage: F }, 1))
          .session,
        wageView: (await signInWith(c, 'cost-wage-view', { Schedules: R, WorkOrders_PrevailingWage: R }, 1))
          .session,
        noWage: (await signInWith(c, 'cost-no-wage', { Schedules: F }, 1)).session,
      };
    })());

  it('splits an equipment’s daily rate over the work orders in exact cents and sums each order’s share', async () => {
    const { branch } = await users();
    const db = ctx().dbh.db;
    const s = await scheduleWith(db, { count: 3 });
    const [a, b, c] = s.workOrderIds as [number, number, number];
    const truck = await bookEquipment(db, s.scheduleDateId, 10000);
    const chipper = await bookEquipment(db, s.scheduleDateId, 30, 1);

    const before = await split(ctx(), branch, truck);
    expect(before).toMatchObject({ ScheduleEquipmentId: truck, ScheduleId: s.scheduleId, DailyRate: 100 });
    expect(before.ScheduleDate_).toBe('2034-04-03');
    expect(before.WorkOrders.map((w) => [w.WorkOrderId, w.Amount])).toEqual([
      [a, 0],
      [b, 0],
      [c, 0],
    ]);

    const put = (id: number, body: unknown) =>
      ctx().call(branch, 'PUT', url(`equipment/${id}/work-orders`), body);
    const thirds = [
      { WorkOrderId: a, Amount: 33.33 },
      { WorkOrderId: b, Amount: 33.33 },
      { WorkOrderId: c, Amount: 33.34 },
    ];
    const saved = await put(truck, thirds);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ScheduleEquipmentWorkOrders>().WorkOrders.map((w) => w.Amount)).toEqual([
      33.33, 33.33, 33.34,
    ]);
    // 0.1 + 0.2 is 0.30000000000000004 in binary floats; in cents it is 30.
    const small = await put(chipper, [
      { WorkOrderId: a, Amount: 0.1 },
      { WorkOrderId: b, Amount: 0.2 },
    ]);
    expect(small.statusCode, small.body).toBe(200);
    expect((await split(ctx(), branch, chipper)).WorkOrders.map((w) => w.Amount)).toEqual([0.1, 0.2, 0]);
    expect(await equipmentCosts(ctx(), branch, s.scheduleId)).toEqual([33.43, 33.53, 33.34]);

    // A new split replaces the old one; a work order left out has no share.
    expect((await put(truck, [{ WorkOrderId: c, Amount: 100 }])).statusCode).toBe(200);
    expect(await equipmentCosts(ctx(), branch, s.scheduleId)).toEqual([0.1, 0.2, 100]);
  });

  it('refuses a split that does not add up, or is not in cents, and keeps the saved one', async () => {
    const { branch } = await users();
    const db = ctx().dbh.db;
    const s = await scheduleWith(db, { count: 2 });
    const [a, b] = s.workOrderIds as [number, number];
    const truck = await bookEquipment(db, s.scheduleDateId, 12550);
    const put = (body: unknown) => ctx().call(branch, 'PUT', url(`equipment/${truck}/work-orders`), body);
    expect(
      (
        await put([
          { WorkOrderId: a, Amount: 100 },
          { WorkOrderId: b, Amount: 25.5 },
        ])
      ).statusCode,
    ).toBe(200);

    const other = await scheduleWith(db);
    const cases: [unknown, string][] = [
      [[{ WorkOrderId: a, Amount: 125.49 }], M.MustAddUp],
      [
        [
          { WorkOrderId: a, Amount: 100 },
          { WorkOrderId: b, Amount: 25.51 },
        ],
        M.MustAddUp,
      ],
      [[], M.MustAddUp],
      [
        [
          { WorkOrderId: a, Amount: 100.005 },
          { WorkOrderId: b, Amount: 25.495 },
        ],
        M.NotCents,
      ],
      [
        [
          { WorkOrderId: a, Amount: 130.5 },
          { WorkOrderId: b, Amount: -5 },
        ],
        M.Negative,
      ],
      [
        [
          { WorkOrderId: a, Amount: 100 },
          { WorkOrderId: a, Amount: 25.5 },
        ],
        M.ListedTwice,
      ],
      [[{ WorkOrderId: other.workOrderIds[0], Amount: 125.5 }], M.notOnSchedule([other.workOrderIds[0]!])],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual(costRefusal(message));
    }
    expect((await split(ctx(), branch, truck)).WorkOrders.map((w) => w.Amount)).toEqual([100, 25.5]);
    expect(await equipmentCosts(ctx(), branch, s.scheduleId)).toEqual([100, 25.5]);
  });

  it('refuses splits on a confirmed or cancelled schedule, without Branch or Full, and in another branch', async () => {
    const { branch, readOnly } = await users();
    const db = ctx().dbh.db;
    const body = (ids: number[]) => [{ WorkOrderId: ids[0], Amount: 50 }];
    for (const [statusId, message] of [
      [ScheduleStatuses.Confirmed, ScheduleMessages.Confirmed],
      [ScheduleStatuses.Canceled, ScheduleMessages.Cancelled],
    ] as const) {
      const s = await scheduleWith(db, { statusId });
      const truck = await bookEquipment(db, s.scheduleDateId, 5000);
      const res = await ctx().call(
        branch,
        'PUT',
        url(`equipment/${truck}/work-orders`),
        body(s.workOrderIds),
      );
      expect(res.json()).toEqual(costRefusal(message));
      expect((await split(ctx(), branch, truck)).WorkOrders[0]!.Amount).toBe(0);
    }
    const mine = await scheduleWith(db);
    const truck = await bookEquipment(db, mine.scheduleDateId, 5000);
    expect((await split(ctx(), readOnly, truck)).DailyRate).toBe(50);
    const ro = await ctx().call(
      readOnly,
      'PUT',
      url(`equipment/${truck}/work-orders`),
      body(mine.workOrderIds),
    );
    expect(ro.statusCode).toBe(403);

    const theirs = await scheduleWith(db, { branchId: 2 });
    const theirTruck = await bookEquipment(db, theirs.scheduleDateId, 5000);
    expect((await ctx().call(branch, 'GET', url(`equipment/${theirTruck}/work-orders`))).statusCode).toBe(
      404,
    );
    const put = await ctx().call(
      branch,
      'PUT',
      url(`equipment/${theirTruck}/work-orders`),
      body(theirs.workOrderIds),
    );
    expect(put.statusCode).toBe(404);
    expect(await equipmentCosts(ctx(), (await users()).wageFull, mine.scheduleId)).toEqual([0]);
  });
});
