import { expect, it } from 'vitest';
import {
  B,
  F,
  LIST_COUNT_HEADER,
  P,
  R,
  ScheduleMessages,
  ScheduleStatuses,
  ScheduleWorkOrderMessages as M,
  WorkOrderStatuses,
  type ScheduleAddRow,
  type ScheduleWorkOrder,
} from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { refusal, scheduleWith, waitingWorkOrder, workOrderState } from './schedule-work-order-fixtures';
import { addDailyLog, makeWorkOrder, signInWith } from './work-order-fixtures';

const url = (path: string) => `/api/v1/schedules/${path}`;

async function onSchedule(ctx: TestCtx, s: Session, id: number) {
  const res = await ctx.call(s, 'GET', url(`${id}/work-orders`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScheduleWorkOrder[]>().map((w) => [w.WorkOrderId, w.RouteOrderId]);
}

async function search(ctx: TestCtx, s: Session, id: number, body: object) {
  const res = await ctx.call(s, 'POST', url(`${id}/work-orders-to-schedule`), body);
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json<ScheduleAddRow[]>(), total: Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]) };
}

describeEngines('schedule work orders', (ctx) => {
  let people: Promise<Record<'full' | 'branch' | 'readOnly' | 'personal', Session>>;
  const users = () =>
    (people ??= (async () => {
      const c = ctx();
      return {
        full: (await signInWith(c, 'swo-full', { Schedules: F }, 1)).session,
        branch: (await signInWith(c, 'swo-branch', { Schedules: R | B, WorkOrders_Pricing: R }, 1)).session,
        readOnly: (await signInWith(c, 'swo-readonly', { Schedules: R }, 1)).session,
        personal: (await signInWith(c, 'swo-personal', { Schedules: P }, 1)).session,
      };
    })());

  it('finds the work orders waiting for a schedule in the caller’s reach, 12 a page', async () => {
    const { branch, full } = await users();
    const db = ctx().dbh.db;
    const s = await scheduleWith(db);
    const waiting = await waitingWorkOrder(db, { serviceGroupId: 2 });
    const otherBranch = await waitingWorkOrder(db, { branchId: 2 });
    const done = await makeWorkOrder(db, { statusId: WorkOrderStatuses.Completed });
    const onHold = await makeWorkOrder(db, { statusId: WorkOrderStatuses.OnHold });
    const archived = await waitingWorkOrder(db);
    await db.updateTable('work_orders').set({ archived: 1 }).where('id', '=', archived).execute();

    const page = await search(ctx(), branch, s.scheduleId, {});
    expect(page.rows.length).toBeLessThanOrEqual(12);
    expect(page.total).toBeGreaterThanOrEqual(page.rows.length);
    expect(new Set(page.rows.map((r) => r.BranchId))).toEqual(new Set([1]));

    const one = await search(ctx(), branch, s.scheduleId, { WorkOrderId: waiting });
    expect(one.total).toBe(1);
    expect(one.rows[0]).toMatchObject({
      WorkOrderId: waiting,
      BranchId: 1,
      WoScheduleStatusId: 1,
      StatusId: WorkOrderStatuses.ReadyForScheduling,
      ServiceGroupId: 2,
      Priority: { Id: 3, Name: 'Normal', Colour: 'green' },
      EstimatedHours: 4,
      EstimatedValue: 850,
    });
    // Without WorkOrders_Pricing the value stays on the server.
    expect((await search(ctx(), full, s.scheduleId, { WorkOrderId: waiting })).rows[0]).toMatchObject({
      WorkOrderId: waiting,
      EstimatedValue: null,
    });
    expect(
      (await search(ctx(), branch, s.scheduleId, { WorkOrderId: waiting, ServiceGroupIds: [1] })).total,
    ).toBe(0);
    for (const id of [otherBranch, done, onHold, archived, s.workOrderIds[0]!])
      expect((await search(ctx(), branch, s.scheduleId, { WorkOrderId: id })).total, String(id)).toBe(0);
    // Another branch's work is Full's to add, never Branch's, whatever BranchIds asks.
    expect(
      (await search(ctx(), branch, s.scheduleId, { BranchIds: [2], WorkOrderId: otherBranch })).total,
    ).toBe(0);
    expect(
      (await search(ctx(), full, s.scheduleId, { BranchIds: [2], WorkOrderId: otherBranch })).total,
    ).toBe(1);
    const first = await search(ctx(), full, s.scheduleId, {});
    const paged = await search(ctx(), full, s.scheduleId, { Skip: 12 });
    expect(paged.rows.every((r) => !first.rows.some((p) => p.WorkOrderId === r.WorkOrderId))).toBe(true);
  });

  it('adds work orders at the end of the route and schedules them as a new schedule does', async () => {
    const { branch } = await users();
    const db = ctx().dbh.db;
    const s = await scheduleWith(db, { count: 2 });
    const ready = await waitingWorkOrder(db);
    const created = await makeWorkOrder(db, { statusId: WorkOrderStatuses.Created });
    const version = async () =>
      (
        await db
          .selectFrom('schedules')
          .select('version')
          .where('id', '=', s.scheduleId)
          .executeTakeFirstOrThrow()
      ).version;
    const before = await version();

    const res = await ctx().call(branch, 'POST', url(`${s.scheduleId}/work-orders/add`), [
      ready,
      created,
      ready,
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const want = [
      [s.workOrderIds[0], 1],
      [s.workOrderIds[1], 2],
      [ready, 3],
      [created, 4],
    ];
    expect(res.json<ScheduleWorkOrder[]>().map((w) => [w.WorkOrderId, w.RouteOrderId])).toEqual(want);
    expect(await onSchedule(ctx(), branch, s.scheduleId)).toEqual(want);
    for (const id of [ready, created])
      expect(await workOrderState(db, id)).toEqual({
        status_id: WorkOrderStatuses.Scheduled,
        wo_schedule_status_id: 2,
      });
    expect(await version()).toBe(before + 1);
    expect((await search(ctx(), branch, s.scheduleId, { WorkOrderId: ready })).total).toBe(0);
  });

  it('adds all of the work orders or none: one already scheduled, finished or out of reach refuses the lot', async () => {
    const { branch } = await users();
    const db = ctx().dbh.db;
    const s = await scheduleWith(db);
    const elsewhere = await scheduleWith(db);
    const fine = await waitingWorkOrder(db);
    const otherBranch = await waitingWorkOrder(db, { branchId: 2 });
    const done = await makeWorkOrder(db, { statusId: WorkOrderStatuses.Completed });
    const taken = elsewhere.workOrderIds[0]!;

    for (const bad of [taken, otherBranch, done, 999999]) {
      const res = await ctx().call(branch, 'POST', url(`${s.scheduleId}/work-orders/add`), [fine, bad]);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toEqual(refusal(M.notSchedulable([bad])));
    }
    const none = await ctx().call(branch, 'POST', url(`${s.scheduleId}/work-orders/add`), []);
    expect(none.json()).toEqual(refusal(M.NoneChosen));
    expect(await onSchedule(ctx(), branch, s.scheduleId)).toEqual([[s.workOrderIds[0], 1]]);
    expect(await workOrderState(db, fine)).toEqual({
      status_id: WorkOrderStatuses.ReadyForScheduling,
      wo_schedule_status_id: 1,
    });
  });

  it('removes a work order back to the to-schedule list, but never the last one', async () => {
    const { branch } = await users();
    const db = ctx().dbh.db;
    const s = await scheduleWith(db, { count: 3 });
    const [first, worked, last] = s.workOrderIds as [number, number, number];
    await addDailyLog(db, worked, { employeeId: 5, date: '2034-04-03', hours: 3 });

    const gone = await ctx().call(branch, 'DELETE', url(`${s.scheduleId}/work-orders/${first}/remove`));
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json<ScheduleWorkOrder[]>().map((w) => w.WorkOrderId)).toEqual([worked, last]);
    expect(await workOrderState(db, first)).toEqual({
      status_id: WorkOrderStatuses.ReadyForScheduling,
      wo_schedule_status_id: 1,
    });
    expect((await search(ctx(), branch, s.scheduleId, { WorkOrderId: first })).total).toBe(1);

    // A crew already logged time on it: it goes back as previously scheduled.
    await ctx().call(branch, 'DELETE', url(`${s.scheduleId}/work-orders/${worked}/remove`));
    expect(await workOrderState(db, worked)).toEqual({
      status_id: WorkOrderStatuses.ReadyForScheduling,
      wo_schedule_status_id: 3,
    });

    const refused = await ctx().call(branch, 'DELETE', url(`${s.scheduleId}/work-orders/${last}/remove`));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal(M.AtLeastOne));
    expect(await onSchedule(ctx(), branch, s.scheduleId)).toEqual([[last, 3]]);
    expect(await workOrderState(db, last)).toEqual({
      status_id: WorkOrderStatuses.Scheduled,
      wo_schedule_status_id: 2,
    });

    const notOn = await ctx().call(branch, 'DELETE', url(`${s.scheduleId}/work-orders/${first}/remove`));
    expect(notOn.statusCode).toBe(404);
  });

  it('refuses to add or remove on a confirmed or cancelled schedule and changes nothing', async () => {
    const { full } = await users();
    const db = ctx().dbh.db;
    const cases: [number, string][] = [
      [ScheduleStatuses.Confirmed, ScheduleMessages.Confirmed],
      [ScheduleStatuses.Canceled, ScheduleMessages.Cancelled],
    ];
    for (const [statusId, message] of cases) {
      const s = await scheduleWith(db, { count: 2, statusId });
      const fine = await waitingWorkOrder(db);
      const add = await ctx().call(full, 'POST', url(`${s.scheduleId}/work-orders/add`), [fine]);
      expect(add.statusCode).toBe(400);
      expect(add.json()).toEqual(refusal(message));
      const remove = await ctx().call(
        full,
        'DELETE',
        url(`${s.scheduleId}/work-orders/${s.workOrderIds[0]}/remove`),
      );
      expect(remove.json()).toEqual(refusal(message));
      expect((await onSchedule(ctx(), full, s.scheduleId)).map(([w]) => w)).toEqual(s.workOrderIds);
      expect((await workOrderState(db, fine)).wo_schedule_status_id).toBe(1);
    }
  });

  it('needs Schedules Branch or Full, and gives 404 for another branch’s schedule', async () => {
    const { branch, readOnly, personal } = await users();
    const db = ctx().dbh.db;
    const mine = await scheduleWith(db, { count: 2 });
    const theirs = await scheduleWith(db, { branchId: 2, count: 2 });
    const fine = await waitingWorkOrder(db);
    for (const s of [readOnly, personal]) {
      expect(
        (await ctx().call(s, 'POST', url(`${mine.scheduleId}/work-orders-to-schedule`), {})).statusCode,
      ).toBe(403);
      expect(
        (await ctx().call(s, 'POST', url(`${mine.scheduleId}/work-orders/add`), [fine])).statusCode,
      ).toBe(403);
      const remove = await ctx().call(
        s,
        'DELETE',
        url(`${mine.scheduleId}/work-orders/${mine.workOrderIds[0]}/remove`),
      );
      expect(remove.statusCode).toBe(403);
    }
    const calls = [
      ctx().call(branch, 'POST', url(`${theirs.scheduleId}/work-orders-to-schedule`), {}),
      ctx().call(branch, 'POST', url(`${theirs.scheduleId}/work-orders/add`), [fine]),
      ctx().call(branch, 'DELETE', url(`${theirs.scheduleId}/work-orders/${theirs.workOrderIds[0]}/remove`)),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect((await workOrderState(db, fine)).wo_schedule_status_id).toBe(1);
    expect(
      (
        await db
          .selectFrom('schedule_work_orders')
          .select('id')
          .where('schedule_id', '=', theirs.scheduleId)
          .where('active', '=', 1)
          .execute()
      ).length,
    ).toBe(2);
  });
});
