import { expect, it } from 'vitest';
import type { DailyLog, ScoutingEntry, WorkOrder, WorkOrderImage } from '@canopy/shared';
import { SyncMessages } from '@canopy/sync/protocol';
import { describeEngines, type Session } from './harness';
import {
  PULL,
  changeOf,
  crewedWorkOrder,
  day,
  keyOf,
  latest,
  live,
  pull,
  pullAll,
  tombstone,
  unsigned,
  uploadPhoto,
  withRole,
} from './sync-fixtures';
import { addDailyLog, addWorkOrderService } from './work-order-fixtures';
import { addInventoryItem } from './work-order-services.fixtures';

const LOGS = '/api/v1/workOrders/dailyLogs';
const SCOUTING = '/api/v1/workOrders/workOrderScoutingInfo';

describeEngines('sync pull: the change feed', (ctx) => {
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    ctx().call(s, method, url, body);
  const ok = async <T>(
    s: Session,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) => {
    const res = await call(s, method, url, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it("brings what the office and the crew do online to the crew's next pull, as the online API shows it", async () => {
    const db = ctx().dbh.db;
    const { session: foreman, employeeId } = await withRole(ctx(), 'feed-foreman', 'Foreman');
    const wo = await crewedWorkOrder(db, employeeId);
    const tree = await addInventoryItem(db, wo.locationId, {
      type: 'Tree',
      size: '19-24 in DBH',
      place: 'Back Yard',
    });
    const service = await addWorkOrderService(db, wo.id, 'Structural Pruning');
    await db
      .insertInto('work_order_service_items')
      .values({ work_order_service_id: service, service_item_id: tree })
      .execute();
    const first = await pullAll(ctx(), foreman);
    expect(changeOf(first.changes, 'workOrder', wo.id)?.Deleted).toBe(false);

    const admin = await ctx().login('admin');
    const log = await ok<DailyLog>(foreman, 'POST', `${LOGS}/add`, {
      WorkOrderId: wo.id,
      Date: day(0),
      TimeIn: '07:30',
      TimeOut: '15:00',
      Notes: 'Cleared the drive',
    });
    const photo = await uploadPhoto(ctx(), foreman, wo.id, 'Deadwood over the roof');
    const entry = await ok<ScoutingEntry>(admin, 'POST', SCOUTING, {
      WorkOrderId: wo.id,
      ServiceItemId: tree,
      Notes: 'Canopy thinning on the south side',
    });
    await ok(admin, 'PUT', '/api/v1/serviceItems', { Id: tree, Version: 1, Notes: 'Cabled in 2025' });

    const next = await pullAll(ctx(), foreman, first.cursor);
    const got = latest(next.changes);
    const logs = await ok<DailyLog[]>(foreman, 'GET', `/api/v1/workOrders/${wo.id}/daily-logs`);
    expect(got.get(`dailyLog:${log.Id}`)).toEqual(
      live(
        'dailyLog',
        logs.find((l) => l.Id === log.Id)!,
      ),
    );
    const images = await ok<WorkOrderImage[]>(foreman, 'GET', `/api/v1/workOrders/${wo.id}/images`);
    expect(unsigned(got.get(`workOrderImage:${photo}`))).toEqual(
      unsigned(
        live(
          'workOrderImage',
          images.find((i) => i.Id === photo)!,
        ),
      ),
    );
    const scouting = await ok<{ Entries: ScoutingEntry[] }>(foreman, 'GET', `${SCOUTING}/${wo.id}`);
    expect(got.get(`scoutingReport:${entry.Id}`)).toEqual(live('scoutingReport', scouting.Entries[0]!));
    const item = await ok<{ Id: number; Version: number; Notes: string }>(
      admin,
      'GET',
      `/api/v1/serviceItems/${tree}`,
    );
    expect(item.Notes).toBe('Cabled in 2025');
    expect(got.get(`serviceItem:${tree}`)).toEqual(live('serviceItem', item));
    // Nobody pushed these from a device, so they carry no client key.
    expect(next.changes.every((c) => c.Key === undefined)).toBe(true);

    const online = await ok<WorkOrder>(foreman, 'GET', `/api/v1/workOrders/${wo.id}`);
    const held = changeOf(first.changes, 'workOrder', wo.id)!;
    expect(held.Data).toMatchObject(online);
    expect(held.Data).toMatchObject({
      LocationAddress: online.Address,
      ServiceItemIds: [tree],
      Schedules: [
        {
          ScheduleId: wo.scheduleId,
          Dates: [
            {
              ScheduleDateId: wo.scheduleDateId,
              Date: day(0),
              Crew: [
                {
                  ScheduleCrewId: wo.scheduleCrewId,
                  EmployeeId: employeeId,
                  Name: 'Test feed-foreman',
                  IsForeman: true,
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it('sends a tombstone for a record deleted online', async () => {
    const db = ctx().dbh.db;
    const { session: foreman, employeeId } = await withRole(ctx(), 'gone-foreman', 'Foreman');
    const wo = await crewedWorkOrder(db, employeeId);
    const shrub = await addInventoryItem(db, wo.locationId, { type: 'Shrub' });
    const log = await addDailyLog(db, wo.id, { employeeId, date: day(-1), hours: 6 });
    const photo = await uploadPhoto(ctx(), foreman, wo.id);
    const first = await pullAll(ctx(), foreman);
    for (const key of [`dailyLog:${log}`, `workOrderImage:${photo}`, `serviceItem:${shrub}`])
      expect(latest(first.changes).get(key)?.Deleted).toBe(false);

    const admin = await ctx().login('admin');
    await ok(admin, 'DELETE', `${LOGS}/${log}`);
    await ok(admin, 'DELETE', `/api/v1/workOrders/${wo.id}/images/remove?ImageId=${photo}`);
    await ok(admin, 'DELETE', `/api/v1/serviceItems/${shrub}`);
    const next = await pullAll(ctx(), foreman, first.cursor);
    expect(next.changes).toEqual(
      expect.arrayContaining([
        tombstone('dailyLog', log),
        tombstone('workOrderImage', photo),
        tombstone('serviceItem', shrub),
      ]),
    );
    expect(changeOf(next.changes, 'workOrder', wo.id)).toBeUndefined();
  });

  it('pages by Limit with HasMore, never sending a record twice nor leaving one out', async () => {
    const db = ctx().dbh.db;
    const { session: foreman, employeeId } = await withRole(ctx(), 'paging-foreman', 'Foreman');
    const wo = await crewedWorkOrder(db, employeeId);
    const logs: number[] = [];
    for (let d = 0; d < 7; d++)
      logs.push(await addDailyLog(db, wo.id, { employeeId, date: day(-d), hours: 8 }));
    const items: number[] = [];
    for (let i = 0; i < 5; i++) items.push(await addInventoryItem(db, wo.locationId, { type: 'Tree' }));
    // Changes written twice: a device gets the record once, as it is now.
    await db.updateTable('daily_logs').set({ notes: 'Edited' }).where('id', '=', logs[0]!).execute();

    const all = await pullAll(ctx(), foreman, null, { Limit: 3 });
    expect(all.pages.length).toBeGreaterThan(4);
    for (const page of all.pages) expect(page.Changes.length).toBeLessThanOrEqual(3);
    expect(all.pages.slice(0, -1).every((p) => p.HasMore)).toBe(true);
    expect(all.pages.at(-1)!.HasMore).toBe(false);
    const keys = all.changes.map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(
      [
        `workOrder:${wo.id}`,
        ...logs.map((id) => `dailyLog:${id}`),
        ...items.map((id) => `serviceItem:${id}`),
        `location:${wo.locationId}`,
        `scheduleDay:${wo.scheduleDateId}`,
      ].sort(),
    );
    expect(all.changes.every((c) => !c.Deleted)).toBe(true);
    expect(changeOf(all.changes, 'dailyLog', logs[0]!)?.Data).toMatchObject({ Notes: 'Edited' });

    const idle = await pull(ctx(), foreman, { Cursor: all.cursor });
    expect(idle).toMatchObject({ Changes: [], HasMore: false, Cursor: all.cursor });
    await db.updateTable('service_items').set({ notes: 'Leaning' }).where('id', '=', items[2]!).execute();
    const one = await pull(ctx(), foreman, { Cursor: all.cursor });
    expect(one.Changes.map(keyOf)).toEqual([`serviceItem:${items[2]}`]);
    expect(one.Changes[0]!.Data).toMatchObject({ Notes: 'Leaning', Version: 1 });
  });

  it('answers a repeated pull (a lost response, a retry) with the same changes again', async () => {
    const db = ctx().dbh.db;
    const { session: foreman, employeeId } = await withRole(ctx(), 'retry-foreman', 'Foreman');
    const wo = await crewedWorkOrder(db, employeeId);
    const start = await pullAll(ctx(), foreman);
    const log = await addDailyLog(db, wo.id, { employeeId, date: day(0), hours: 4 });
    await db
      .updateTable('work_orders')
      .set({ description: 'Raise the canopy' })
      .where('id', '=', wo.id)
      .execute();

    const once = await pull(ctx(), foreman, { Cursor: start.cursor });
    const again = await pull(ctx(), foreman, { Cursor: start.cursor });
    expect(again.Changes).toEqual(once.Changes);
    expect(again.Cursor).toBe(once.Cursor);
    expect(once.Changes.map(keyOf).sort()).toEqual([`dailyLog:${log}`, `workOrder:${wo.id}`]);
    // Replaying an older position sends more again, never less.
    const fromStart = await pullAll(ctx(), foreman);
    expect(fromStart.changes.map(keyOf)).toEqual(expect.arrayContaining(once.Changes.map(keyOf)));
    expect(fromStart.cursor).toBe(once.Cursor);
  });

  it('names a record made on a device by the key it was pushed under', async () => {
    const db = ctx().dbh.db;
    const { session: foreman, employeeId } = await withRole(ctx(), 'keyed-foreman', 'Foreman');
    const wo = await crewedWorkOrder(db, employeeId);
    const pushed = await addDailyLog(db, wo.id, { employeeId, date: day(0), hours: 6 });
    const typed = await addDailyLog(db, wo.id, { employeeId, date: day(-1), hours: 6 });
    const key = '0b6f3c1e-7a52-4a8e-9d7e-5c2b8f1a9e34';
    await db.insertInto('sync_keys').values({ key, entity: 'dailyLog', record_id: pushed }).execute();
    const { changes } = await pullAll(ctx(), foreman);
    expect(changeOf(changes, 'dailyLog', pushed)).toMatchObject({ Key: key, Deleted: false });
    expect(changeOf(changes, 'dailyLog', typed)).not.toHaveProperty('Key');
  });

  it('refuses a cursor that is not one of ours, and any cursor past the end of the log', async () => {
    const foreman = await ctx().login('foreman');
    const head = await pull(ctx(), foreman);
    const [, seq, ...rest] = head.Cursor.split('.');
    for (const bad of [
      'v1',
      'v2.0.0...',
      'v1.x.0...',
      'v1.0.0.5-0..',
      `v1.${Number(seq) + 1000}.${rest.join('.')}`,
    ]) {
      const res = await call(foreman, 'POST', PULL, { Cursor: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().Message).toBe(SyncMessages.BadCursor);
    }
  });

  it('refuses someone whose claims open no work order and no inventory', async () => {
    const { session } = await withRole(ctx(), 'biller', 'BillingManager', 1, () => ({ Invoices: 8 }));
    const res = await call(session, 'POST', PULL, { Cursor: null });
    expect(res.statusCode).toBe(403);
  });
});
