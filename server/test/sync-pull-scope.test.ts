import { expect, it } from 'vitest';
import { ClaimTypeList, F, R, WorkOrderStatuses as S } from '@canopy/shared';
import type { SyncChange } from '@canopy/sync/protocol';
import { CREW_DAYS_AFTER, DEVICE_WORK_ORDERS_MAX } from '../src/modules/sync/pull/sync-scope';
import { describeEngines } from './harness';
import {
  changeOf,
  crewedWorkOrder,
  day,
  keyOf,
  latest,
  newLocation,
  pullAll,
  tombstone,
  uploadPhoto,
  withRole,
} from './sync-fixtures';
import { addDailyLog, makeWorkOrder, scheduleWorkOrder } from './work-order-fixtures';
import { addInventoryItem } from './work-order-services.fixtures';

const FOREMAN2 = 9;
const held = (changes: SyncChange[]) => [...latest(changes).values()].filter((c) => !c.Deleted).map(keyOf);

describeEngines('sync pull: what each person carries', (ctx) => {
  const db = () => ctx().dbh.db;

  /** A branch 2 work order crewed by the demo branch 2 foreman, with a log and a tree of its own. */
  async function otherBranchWork() {
    const wo = await crewedWorkOrder(db(), FOREMAN2, { seed: { branchId: 2, salesRepId: 7 } });
    const log = await addDailyLog(db(), wo.id, { employeeId: FOREMAN2, date: day(0), hours: 5 });
    const tree = await addInventoryItem(db(), wo.locationId, { type: 'Tree' });
    return { ...wo, log, tree };
  }

  it("never sends another branch's work or inventory", async () => {
    const other = await otherBranchWork();
    const { session: foreman, employeeId: f } = await withRole(ctx(), 'scope-foreman', 'Foreman');
    const mine = await crewedWorkOrder(db(), f);
    const { session: arborist, employeeId: a } = await withRole(ctx(), 'scope-arborist', 'Arborist');
    const sold = await makeWorkOrder(db(), { salesRepId: a, locationId: await newLocation(db(), 1) });
    const elsewhere = [`workOrder:${other.id}`, `dailyLog:${other.log}`, `serviceItem:${other.tree}`];

    for (const [s, own] of [
      [foreman, mine.id],
      [arborist, sold],
    ] as const) {
      const { changes } = await pullAll(ctx(), s);
      expect(held(changes)).toContain(`workOrder:${own}`);
      for (const key of elsewhere) expect(held(changes)).not.toContain(key);
      const branches = changes.flatMap((c) =>
        c.Entity === 'workOrder' ? [(c.Data as { BranchId: number }).BranchId] : [],
      );
      expect(new Set(branches)).toEqual(new Set([1]));
      const locations = changes.flatMap((c) =>
        c.Entity === 'serviceItem' ? [(c.Data as { AccountLocationId: number }).AccountLocationId] : [],
      );
      const branchOf = await db()
        .selectFrom('account_locations')
        .select('branch_id')
        .distinct()
        .where('id', 'in', [0, ...locations])
        .execute();
      expect(branchOf.map((b) => b.branch_id)).toEqual(locations.length ? [1] : []);
    }
  });

  it('retracts a work order and its records when the foreman leaves its crew or its day moves out of the window', async () => {
    const { session, employeeId } = await withRole(ctx(), 'leaving-foreman', 'Foreman');
    const dropped = await crewedWorkOrder(db(), employeeId);
    const droppedLog = await addDailyLog(db(), dropped.id, { employeeId, date: day(0), hours: 3 });
    const droppedTree = await addInventoryItem(db(), dropped.locationId, { type: 'Tree' });
    const droppedPhoto = await uploadPhoto(ctx(), session, dropped.id);
    const moved = await crewedWorkOrder(db(), employeeId, { date: day(2) });
    const movedLog = await addDailyLog(db(), moved.id, { employeeId, date: day(-1), hours: 2 });
    const start = await pullAll(ctx(), session);
    const before = held(start.changes);
    for (const key of [
      `workOrder:${dropped.id}`,
      `dailyLog:${droppedLog}`,
      `serviceItem:${droppedTree}`,
      `workOrderImage:${droppedPhoto}`,
      `workOrder:${moved.id}`,
      `dailyLog:${movedLog}`,
    ])
      expect(before).toContain(key);

    await db()
      .updateTable('schedule_crews')
      .set({ active: 0 })
      .where('id', '=', dropped.scheduleCrewId)
      .execute();
    await db()
      .updateTable('schedule_dates')
      .set({ schedule_date: day(CREW_DAYS_AFTER + 1) })
      .where('id', '=', moved.scheduleDateId)
      .execute();
    const after = await pullAll(ctx(), session, start.cursor);
    expect(after.changes).toEqual(
      expect.arrayContaining([
        tombstone('workOrder', dropped.id),
        tombstone('dailyLog', droppedLog),
        tombstone('serviceItem', droppedTree),
        tombstone('workOrderImage', droppedPhoto),
        tombstone('workOrder', moved.id),
        tombstone('dailyLog', movedLog),
      ]),
    );
    expect(held(after.changes)).toEqual([]);

    // Back in the window, the work order and what it carries come back.
    await db()
      .updateTable('schedule_dates')
      .set({ schedule_date: day(3) })
      .where('id', '=', moved.scheduleDateId)
      .execute();
    const back = await pullAll(ctx(), session, after.cursor);
    expect(held(back.changes).sort()).toEqual([
      `dailyLog:${movedLog}`,
      `location:${moved.locationId}`,
      `scheduleDay:${moved.scheduleDateId}`,
      `workOrder:${moved.id}`,
    ]);
  });

  it("brings a newly crewed work order's earlier records (written before the crew was set)", async () => {
    const { session, employeeId } = await withRole(ctx(), 'new-crew-foreman', 'Foreman');
    const start = await pullAll(ctx(), session);
    const admin = await ctx().login('admin');
    const locationId = await newLocation(db(), 1);
    const wo = await makeWorkOrder(db(), { locationId });
    const logs = [
      await addDailyLog(db(), wo, { employeeId: 8, date: day(-3), hours: 8 }),
      await addDailyLog(db(), wo, { employeeId: 8, date: day(-2), hours: 8 }),
    ];
    const tree = await addInventoryItem(db(), locationId, { type: 'Tree' });
    const photo = await uploadPhoto(ctx(), admin, wo);
    const unrelated = await pullAll(ctx(), session, start.cursor);
    expect(unrelated.changes.filter((c) => c.Id === wo || logs.includes(c.Id))).toEqual([]);

    const { scheduleDateId } = await scheduleWorkOrder(db(), wo, employeeId, day(1));
    const crewed = await pullAll(ctx(), session, unrelated.cursor);
    expect(held(crewed.changes).sort()).toEqual(
      [
        `workOrder:${wo}`,
        `scheduleDay:${scheduleDateId}`,
        ...logs.map((id) => `dailyLog:${id}`),
        `serviceItem:${tree}`,
        `workOrderImage:${photo}`,
        `location:${locationId}`,
      ].sort(),
    );
    expect(changeOf(crewed.changes, 'dailyLog', logs[0]!)?.Data).toMatchObject({
      WorkOrderId: wo,
      Date: day(-3),
    });
  });

  it("gives an arborist their orders' locations and inventory, not the rest of the branch, and keeps finished work a month", async () => {
    const { session, employeeId } = await withRole(ctx(), 'inventory-arborist', 'Arborist');
    const site = await newLocation(db(), 1);
    const sold = await makeWorkOrder(db(), { salesRepId: employeeId, locationId: site });
    const siteTree = await addInventoryItem(db(), site, { type: 'Tree' });
    const nearbyTree = await addInventoryItem(db(), await newLocation(db(), 1), { type: 'Tree' });
    const start = await pullAll(ctx(), session);
    expect(held(start.changes)).toEqual(
      expect.arrayContaining([`workOrder:${sold}`, `serviceItem:${siteTree}`]),
    );
    expect(held(start.changes)).not.toContain(`serviceItem:${nearbyTree}`);

    const { session: idle } = await withRole(ctx(), 'idle-arborist', 'Arborist');
    expect((await pullAll(ctx(), idle)).changes.filter((c) => c.Entity === 'serviceItem')).toEqual([]);

    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await db()
      .updateTable('work_orders')
      .set({ status_id: S.Completed, date_completed: daysAgo(5) })
      .where('id', '=', sold)
      .execute();
    const recent = await pullAll(ctx(), session, start.cursor);
    expect(changeOf(recent.changes, 'workOrder', sold)).toMatchObject({
      Deleted: false,
      Data: { StatusId: S.Completed },
    });
    await db()
      .updateTable('work_orders')
      .set({ date_completed: daysAgo(40) })
      .where('id', '=', sold)
      .execute();
    const old = await pullAll(ctx(), session, recent.cursor);
    expect(old.changes).toContainEqual(tombstone('workOrder', sold));
    // With the work order gone its location's inventory goes too.
    expect(old.changes).toContainEqual(tombstone('serviceItem', siteTree));
    expect(held(old.changes)).toEqual([]);
    expect(latest(old.changes).size).toBeGreaterThan(1);
  });

  it('adds pinned work orders and locations only where the caller reaches them online', async () => {
    const other = await otherBranchWork();
    const { session: foreman } = await withRole(ctx(), 'pinning-foreman', 'Foreman');
    const refused = await pullAll(ctx(), foreman, null, { Pins: { WorkOrderIds: [other.id] } });
    expect(refused.changes.filter((c) => c.Id === other.id || c.Id === other.log)).toEqual([]);

    const { session: office } = await withRole(ctx(), 'pinning-office', 'OfficeManager');
    const pins = { WorkOrderIds: [other.id], LocationIds: [other.locationId] };
    const pinned = await pullAll(ctx(), office, null, { Pins: pins });
    expect(held(pinned.changes)).toEqual(
      expect.arrayContaining([`workOrder:${other.id}`, `dailyLog:${other.log}`, `serviceItem:${other.tree}`]),
    );
    const unpinned = await pullAll(ctx(), office, pinned.cursor, { Pins: {} });
    expect(unpinned.changes).toEqual(
      expect.arrayContaining([
        tombstone('workOrder', other.id),
        tombstone('dailyLog', other.log),
        tombstone('serviceItem', other.tree),
      ]),
    );
  });

  it('sends only the records the caller reads online, and catches up when a claim is granted or taken', async () => {
    const { session, employeeId } = await withRole(ctx(), 'no-logs-foreman', 'Foreman', 1, (c) => {
      delete c.WorkOrders_DailyLogs;
      return c;
    });
    const wo = await crewedWorkOrder(db(), employeeId);
    const log = await addDailyLog(db(), wo.id, { employeeId, date: day(0), hours: 7 });
    const start = await pullAll(ctx(), session);
    expect(held(start.changes)).toContain(`workOrder:${wo.id}`);
    expect(start.changes.filter((c) => c.Entity === 'dailyLog')).toEqual([]);

    const user = await db()
      .selectFrom('users')
      .innerJoin('user_roles', 'user_roles.id', 'users.role_id')
      .select(['user_roles.id', 'user_roles.claims_version'])
      .where('users.employee_id', '=', employeeId)
      .executeTakeFirstOrThrow();
    const logsClaim = ClaimTypeList.find((c) => c.Name === 'WorkOrders_DailyLogs')!.Id;
    const bump = (v: number) =>
      db().updateTable('user_roles').set({ claims_version: v }).where('id', '=', user.id).execute();
    await db()
      .insertInto('role_claims')
      .values({ role_id: user.id, claim_type_id: logsClaim, value: R | F })
      .execute();
    await bump(user.claims_version + 1);
    const granted = await pullAll(ctx(), session, start.cursor);
    expect(held(granted.changes)).toEqual([`dailyLog:${log}`]);

    await db()
      .deleteFrom('role_claims')
      .where('role_id', '=', user.id)
      .where('claim_type_id', '=', logsClaim)
      .execute();
    await bump(user.claims_version + 2);
    const taken = await pullAll(ctx(), session, granted.cursor);
    expect(taken.changes).toEqual([tombstone('dailyLog', log)]);
  });

  it('holds at most DEVICE_WORK_ORDERS_MAX work orders, the most recently scheduled first', async () => {
    const { session, employeeId } = await withRole(ctx(), 'busy-arborist', 'Arborist');
    const site = await newLocation(db(), 1);
    const ids: number[] = [];
    for (let i = 0; i <= DEVICE_WORK_ORDERS_MAX; i++)
      ids.push(await makeWorkOrder(db(), { salesRepId: employeeId, locationId: site }));
    // The oldest order is on a schedule and so ranks first; of the rest the oldest drops out.
    await scheduleWorkOrder(db(), ids[0]!, employeeId, day(2));
    const orders = held((await pullAll(ctx(), session)).changes).filter((k) => k.startsWith('workOrder:'));
    expect(orders).toHaveLength(DEVICE_WORK_ORDERS_MAX);
    expect(orders).toContain(`workOrder:${ids[0]}`);
    expect(orders).not.toContain(`workOrder:${ids[1]}`);
    expect(orders).toContain(`workOrder:${ids.at(-1)}`);
  });
});
