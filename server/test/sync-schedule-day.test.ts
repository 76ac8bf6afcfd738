import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { Messages, ScheduleStatuses, type DailySchedule } from '@canopy/shared';
import type { MutationResult, SyncMutation } from '@canopy/sync/protocol';
import type { Session } from './harness';
import { describeEngines } from './harness';
import { changeOf, crewedWorkOrder, day, pullAll, withRole } from './sync-fixtures';
import { makeWorkOrder } from './work-order-fixtures';

const PUSH = '/api/v1/sync/push';
const DAILY = '/api/v1/schedules/search-daily';

describeEngines('sync: the foreman day on the device', (ctx) => {
  const db = () => ctx().dbh.db;

  /** A day today led by the employee: three work orders of branch 1 on one Open schedule. */
  async function foremanDay(employeeId: number) {
    const first = await crewedWorkOrder(db(), employeeId);
    const ids = [first.id];
    for (const n of [2, 3]) {
      const id = await makeWorkOrder(db(), { branchId: 1, locationId: first.locationId });
      await db()
        .insertInto('schedule_work_orders')
        .values({ schedule_id: first.scheduleId, work_order_id: id, route_order_id: n })
        .execute();
      ids.push(id);
    }
    await db()
      .updateTable('schedule_work_orders')
      .set({ route_order_id: 1 })
      .where('work_order_id', '=', first.id)
      .execute();
    await db()
      .updateTable('schedules')
      .set({ status_id: ScheduleStatuses.Open })
      .where('id', '=', first.scheduleId)
      .execute();
    return { scheduleId: first.scheduleId, dayId: first.scheduleDateId, ids };
  }

  async function online(s: Session, dayId: number) {
    const res = await ctx().call(s, 'POST', DAILY, { ScheduledDate: day(0) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as DailySchedule[]).find((d) => d.ScheduleDateId === dayId);
  }

  async function push(s: Session, mutations: SyncMutation[]) {
    const res = await ctx().call(s, 'POST', PUSH, { ClientId: 'device-day-1', Mutations: mutations });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ Results: MutationResult[] }>().Results;
  }

  const update = (dayId: number, baseVersion: number, data: object): SyncMutation => ({
    MutationId: randomUUID(),
    Entity: 'scheduleDay',
    Op: 'update',
    Key: `s:${dayId}`,
    Id: dayId,
    BaseVersion: baseVersion,
    Data: data,
  });

  it('puts the foreman his own days as the daily view shows them, and an office change reaches him', async () => {
    const { session: foreman, employeeId } = await withRole(ctx(), 'day-foreman-1', 'Foreman');
    const { employeeId: other } = await withRole(ctx(), 'day-foreman-2', 'Foreman');
    const mine = await foremanDay(employeeId);
    const theirs = await foremanDay(other);
    const first = await pullAll(ctx(), foreman);
    const held = changeOf(first.changes, 'scheduleDay', mine.dayId);
    expect(held?.Deleted).toBe(false);
    expect(held?.Data).toEqual(await online(foreman, mine.dayId));
    expect((held?.Data as DailySchedule).WorkOrders.map((w) => w.WorkOrderId)).toEqual(mine.ids);
    expect(changeOf(first.changes, 'scheduleDay', theirs.dayId)?.Deleted ?? true).toBe(true);

    const { session: manager } = await withRole(ctx(), 'day-manager-1', 'BranchManager');
    const res = await ctx().call(manager, 'POST', '/api/v1/schedules/update-times', {
      ScheduleDateId: mine.dayId,
      StartTime: '07:00',
      EndTime: '15:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    const next = await pullAll(ctx(), foreman, first.cursor);
    const changed = changeOf(next.changes, 'scheduleDay', mine.dayId)?.Data as DailySchedule;
    expect(changed).toMatchObject({ StartTime: '07:00', EndTime: '15:30' });
    expect(changed.Version).toBeGreaterThan((held!.Data as DailySchedule).Version);
  });

  it('applies the route, hours and an offline clock-out once, keeping the time it was made', async () => {
    const { session: foreman, employeeId } = await withRole(ctx(), 'day-foreman-3', 'Foreman');
    const mine = await foremanDay(employeeId);
    const before = (await online(foreman, mine.dayId))!;
    const madeAt = new Date(Date.now() - 30 * 60_000).toISOString();
    const m = update(mine.dayId, before.Version, {
      StartTime: '08:00',
      EndTime: '16:00',
      RouteOrder: [
        { WorkOrderId: mine.ids[2], RouteOrderId: 1 },
        { WorkOrderId: mine.ids[0], RouteOrderId: 2 },
        { WorkOrderId: mine.ids[1], RouteOrderId: 3 },
      ],
      ClockOuts: [{ WorkOrderId: mine.ids[2], ClockedOutAt: madeAt }],
    });
    const [result] = await push(foreman, [m]);
    const after = (await online(foreman, mine.dayId))!;
    expect(result).toMatchObject({ Status: 'applied', Id: mine.dayId, Version: after.Version, Data: after });
    expect(after).toMatchObject({ StartTime: '08:00', EndTime: '16:00' });
    expect(after.WorkOrders.map((w) => w.WorkOrderId)).toEqual([mine.ids[2], mine.ids[0], mine.ids[1]]);
    expect(after.WorkOrders[0]).toMatchObject({ ClockedOutDate: day(0), ClockedOutAt: madeAt });

    // The same mutation again (a lost answer): the stored answer, and nothing changes.
    const [again] = await push(foreman, [m]);
    expect(again).toEqual(result);
    expect((await online(foreman, mine.dayId))!.Version).toBe(after.Version);
  });

  it("refuses another foreman's day and changes nothing", async () => {
    const { session: foreman } = await withRole(ctx(), 'day-foreman-4', 'Foreman');
    const { session: owner, employeeId: other } = await withRole(ctx(), 'day-foreman-5', 'Foreman');
    const theirs = await foremanDay(other);
    const before = (await online(owner, theirs.dayId))!;
    const [result] = await push(foreman, [
      update(theirs.dayId, before.Version, {
        StartTime: '05:00',
        EndTime: '06:00',
        ClockOuts: [{ WorkOrderId: theirs.ids[0], ClockedOutAt: new Date().toISOString() }],
      }),
    ]);
    expect(result).toMatchObject({ Status: 'rejected', Message: Messages.NotFound });
    expect(await online(owner, theirs.dayId)).toEqual(before);
  });

  it('turns a route or hours the office changed meanwhile into a conflict, keeping the clock-out', async () => {
    const { session: foreman, employeeId } = await withRole(ctx(), 'day-foreman-6', 'Foreman');
    const mine = await foremanDay(employeeId);
    const seen = (await online(foreman, mine.dayId))!;
    const { session: manager } = await withRole(ctx(), 'day-manager-2', 'BranchManager');
    const office = await ctx().call(
      manager,
      'PUT',
      `/api/v1/schedules/${mine.scheduleId}/work-orders/route-order`,
      [
        { WorkOrderId: mine.ids[1], RouteOrderId: 1 },
        { WorkOrderId: mine.ids[0], RouteOrderId: 2 },
        { WorkOrderId: mine.ids[2], RouteOrderId: 3 },
      ],
    );
    expect(office.statusCode, office.body).toBe(200);
    const at = new Date().toISOString();
    const [result] = await push(foreman, [
      update(mine.dayId, seen.Version, {
        RouteOrder: [
          { WorkOrderId: mine.ids[2], RouteOrderId: 1 },
          { WorkOrderId: mine.ids[1], RouteOrderId: 2 },
          { WorkOrderId: mine.ids[0], RouteOrderId: 3 },
        ],
        ClockOuts: [{ WorkOrderId: mine.ids[0], ClockedOutAt: at }],
      }),
    ]);
    const now = (await online(foreman, mine.dayId))!;
    expect(result).toMatchObject({
      Status: 'conflict',
      Id: mine.dayId,
      Current: now,
      CurrentVersion: now.Version,
    });
    expect(now.WorkOrders.map((w) => w.WorkOrderId)).toEqual([mine.ids[1], mine.ids[0], mine.ids[2]]);
    expect(now.WorkOrders.find((w) => w.WorkOrderId === mine.ids[0])?.ClockedOutAt).toBe(at);

    // Keep mine: the same change from the server's Version goes through.
    const [kept] = await push(foreman, [
      update(mine.dayId, now.Version, {
        RouteOrder: [
          { WorkOrderId: mine.ids[2], RouteOrderId: 1 },
          { WorkOrderId: mine.ids[1], RouteOrderId: 2 },
          { WorkOrderId: mine.ids[0], RouteOrderId: 3 },
        ],
        ClockOuts: [{ WorkOrderId: mine.ids[0], ClockedOutAt: at }],
      }),
    ]);
    expect(kept?.Status).toBe('applied');
    expect((await online(foreman, mine.dayId))!.WorkOrders.map((w) => w.WorkOrderId)).toEqual([
      mine.ids[2],
      mine.ids[1],
      mine.ids[0],
    ]);
  });
});
