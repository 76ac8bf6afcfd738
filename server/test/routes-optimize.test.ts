import { expect, it } from 'vitest';
import { B, F, Messages, P } from '@canopy/shared';
import { describeEngines, type TestCtx } from './harness';
import { makeWorkOrder, scheduleWorkOrder, signInWith } from './work-order-fixtures';

const URL = '/api/v1/routes/optimize';

/** A work order at its own location of the branch, at that position (or none). */
async function workOrderAt(ctx: TestCtx, at: [number, number] | null, branchId = 1): Promise<number> {
  const db = ctx.dbh.db;
  const { account_id } = await db
    .selectFrom('account_locations')
    .select('account_id')
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const loc = await db
    .insertInto('account_locations')
    .values({
      account_id,
      branch_id: branchId,
      address: '1 Elm Street',
      city: 'Minneapolis',
      state: 'MN',
      zip: '55401',
      latitude: at?.[0] ?? null,
      longitude: at?.[1] ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return makeWorkOrder(db, { branchId, locationId: loc.id });
}

/** Work orders along one east-west street, west first. */
async function street(ctx: TestCtx, houses: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < houses; i++) ids.push(await workOrderAt(ctx, [44.98, -93.3 + i * 0.002]));
  return ids;
}

const WEST = { Latitude: 44.98, Longitude: -93.4 };
const EAST = { Latitude: 44.98, Longitude: -93.1 };
// Given in an order a crew would not drive.
const shuffle = <T>(xs: T[]) =>
  xs
    .map((x, i) => [x, (i * 7) % xs.length] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([x]) => x);

describeEngines('POST routes/optimize', (ctx) => {
  it('orders the work orders along the street from the start towards the end', async () => {
    const admin = await ctx().login('admin');
    const west = await street(ctx(), 6);
    const res = await ctx().call(admin, 'POST', URL, {
      ScheduleDate: '2026-06-01',
      WorkOrderIds: shuffle(west),
      StartCoordinates: WEST,
      EndCoordinates: EAST,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(west);
    const back = await ctx().call(admin, 'POST', URL, {
      WorkOrderIds: shuffle(west),
      StartCoordinates: EAST,
      EndCoordinates: WEST,
    });
    expect(back.json()).toEqual([...west].reverse());
  });

  it('routes a day of more stops than are tried exhaustively, beginning nearest the start', async () => {
    const admin = await ctx().login('admin');
    const west = await street(ctx(), 16);
    const res = await ctx().call(admin, 'POST', URL, { WorkOrderIds: shuffle(west), startCoordinates: EAST });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([...west].reverse());
  });

  it('puts work orders without a position after the route, in the order given', async () => {
    const admin = await ctx().login('admin');
    const [a, b, c] = await street(ctx(), 3);
    const unknownFirst = await workOrderAt(ctx(), null);
    const unknownSecond = await workOrderAt(ctx(), null);
    const res = await ctx().call(admin, 'POST', URL, {
      WorkOrderIds: [c, unknownFirst, a, unknownSecond, b, c],
      StartCoordinates: WEST,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([a, b, c, unknownFirst, unknownSecond]);
  });

  it('answers an empty day with an empty route', async () => {
    const admin = await ctx().login('admin');
    const res = await ctx().call(admin, 'POST', URL, { WorkOrderIds: [] });
    expect(res.json()).toEqual([]);
  });

  it('refuses a caller without the Schedules claim', async () => {
    const ids = await street(ctx(), 2);
    const { session } = await signInWith(ctx(), 'wo-only', { WorkOrders: F }, 1);
    const res = await ctx().call(session, 'POST', URL, { WorkOrderIds: ids });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(Messages.NotAuthorized);
  });

  it("does not route, or place, another branch's work order", async () => {
    const mine = await street(ctx(), 2);
    const theirs = await workOrderAt(ctx(), [45.5, -94], 2);
    const { session } = await signInWith(ctx(), 'scheduler-1', { Schedules: B }, 1);
    expect((await ctx().call(session, 'POST', URL, { WorkOrderIds: mine })).statusCode).toBe(200);
    const res = await ctx().call(session, 'POST', URL, { WorkOrderIds: [...mine, theirs] });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(String(theirs));
    expect((await ctx().call(session, 'POST', URL, { WorkOrderIds: [999_999] })).statusCode).toBe(404);
  });

  it("lets a foreman route the work they crew on, and nobody else's", async () => {
    const [crewed, other] = await street(ctx(), 2);
    const { session, employeeId } = await signInWith(ctx(), 'foreman-r', { Schedules: P }, 1);
    await scheduleWorkOrder(ctx().dbh.db, crewed!, employeeId, '2026-06-01');
    const own = await ctx().call(session, 'POST', URL, {
      ScheduleDate: '2026-06-01',
      WorkOrderIds: [crewed],
    });
    expect(own.json()).toEqual([crewed]);
    const res = await ctx().call(session, 'POST', URL, { WorkOrderIds: [crewed, other] });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a start off the globe', async () => {
    const admin = await ctx().login('admin');
    const ids = await street(ctx(), 2);
    const res = await ctx().call(admin, 'POST', URL, {
      WorkOrderIds: ids,
      StartCoordinates: { Latitude: 91, Longitude: 0 },
    });
    expect(res.statusCode).toBe(400);
  });
});
