import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { Messages, ScoutingReportMessages, type ServiceItem, type WorkOrderScouting } from '@canopy/shared';
import type { MutationResult, SyncMutation } from '@canopy/sync/protocol';
import { describeEngines, type Session } from './harness';
import { makeWorkOrder } from './work-order-fixtures';
import { addInventoryItem, locationOf } from './work-order-services.fixtures';

const PUSH = '/api/v1/sync/push';
const SCOUTING = '/api/v1/workOrders/workOrderScoutingInfo';

const mutation = (m: Omit<SyncMutation, 'MutationId' | 'Key'> & { Key?: string }): SyncMutation => ({
  MutationId: randomUUID(),
  Key: m.Key ?? randomUUID(),
  ...m,
});

describeEngines('sync push: customer inventory and scouting entries', (ctx) => {
  const push = async (s: Session, mutations: SyncMutation[]) => {
    const res = await ctx().call(s, 'POST', PUSH, { ClientId: 'tablet-0001', Mutations: mutations });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ Results: MutationResult[] }>().Results;
  };
  const get = async <T>(s: Session, url: string) => {
    const res = await ctx().call(s, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const scouting = (s: Session, woId: number, archived = false) =>
    get<WorkOrderScouting>(s, `${SCOUTING}/${woId}${archived ? '?IncludeArchived=true' : ''}`);
  const typeId = async (name: string) =>
    (
      await ctx()
        .dbh.db.selectFrom('inventory_item_types')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const trees = async (locationId: number) =>
    (
      await ctx()
        .dbh.db.selectFrom('service_items')
        .select('id')
        .where('account_location_id', '=', locationId)
        .execute()
    ).length;
  const entries = async (woId: number) =>
    (
      await ctx()
        .dbh.db.selectFrom('scouting_reports')
        .select('id')
        .where('work_order_id', '=', woId)
        .execute()
    ).length;

  it('saves a scouting entry on a tree added earlier in the same push, replayed with one effect', async () => {
    const admin = await ctx().login('admin');
    const wo = await makeWorkOrder(ctx().dbh.db);
    const locationId = await locationOf(ctx().dbh.db, wo);
    const before = await trees(locationId);
    const treeKey = randomUUID();
    const batch = [
      mutation({
        Entity: 'serviceItem',
        Op: 'create',
        Key: treeKey,
        Data: {
          AccountLocationId: locationId,
          TypeId: await typeId('Tree'),
          Notes: 'Leaning over the drive',
        },
      }),
      mutation({
        Entity: 'scoutingReport',
        Op: 'create',
        Data: { WorkOrderId: wo, Notes: 'Bark beetle exit holes' },
        Refs: { ServiceItemId: treeKey },
      }),
    ];
    const results = await push(admin, batch);
    expect(results.map((r) => r.Status)).toEqual(['applied', 'applied']);
    const [tree, entry] = results as Extract<MutationResult, { Status: 'applied' }>[];
    expect(tree!.Data).toEqual(await get<ServiceItem>(admin, `/api/v1/serviceItems/${tree!.Id}`));
    const report = await scouting(admin, wo);
    expect(report.Entries).toEqual([entry!.Data]);
    expect(entry!.Data).toMatchObject({
      ServiceItemId: tree!.Id,
      Notes: 'Bark beetle exit holes',
      Version: 1,
    });

    for (let i = 0; i < 5; i++) expect(await push(admin, batch)).toEqual(results);
    expect(await trees(locationId)).toBe(before + 1);
    expect(await entries(wo)).toBe(1);
  });

  it('edits an entry by its key and archives it on delete, as the online report shows it', async () => {
    const arborist = await ctx().login('arborist');
    const wo = await makeWorkOrder(ctx().dbh.db);
    const tree = await addInventoryItem(ctx().dbh.db, await locationOf(ctx().dbh.db, wo), { type: 'Tree' });
    const key = randomUUID();
    const [made] = await push(arborist, [
      mutation({
        Entity: 'scoutingReport',
        Op: 'create',
        Key: key,
        Data: { WorkOrderId: wo, ServiceItemId: tree },
      }),
    ]);
    expect(made!.Status).toBe('applied');
    const [edited] = await push(arborist, [
      mutation({
        Entity: 'scoutingReport',
        Op: 'update',
        Key: key,
        BaseVersion: 1,
        Data: { Notes: 'Scale on lower limbs', OtherInsects: [{ Name: 'Lecanium scale' }] },
      }),
    ]);
    const [online] = (await scouting(arborist, wo)).Entries;
    expect(online).toMatchObject({
      Notes: 'Scale on lower limbs',
      OtherInsects: [{ Name: 'Lecanium scale' }],
    });
    expect(edited).toMatchObject({ Status: 'applied', Version: 2, Data: online });

    const stale = await push(arborist, [
      mutation({ Entity: 'scoutingReport', Op: 'update', Key: key, BaseVersion: 1, Data: { Notes: 'Old' } }),
    ]);
    expect(stale[0]).toMatchObject({ Status: 'conflict', Current: online, CurrentVersion: 2 });

    const [archived] = await push(arborist, [
      mutation({ Entity: 'scoutingReport', Op: 'delete', Key: key, BaseVersion: 2 }),
    ]);
    expect((await scouting(arborist, wo)).Entries).toEqual([]);
    const [kept] = (await scouting(arborist, wo, true)).Entries;
    expect(kept).toMatchObject({ Archived: true, Version: 3 });
    expect(archived).toMatchObject({ Status: 'applied', Deleted: false, Version: 3, Data: kept });
  });

  it("refuses an entry on another location's tree with the online message, writing nothing", async () => {
    const arborist = await ctx().login('arborist');
    const wo = await makeWorkOrder(ctx().dbh.db);
    const elsewhere = await makeWorkOrder(ctx().dbh.db, { branchId: 2 });
    const foreignTree = await addInventoryItem(ctx().dbh.db, await locationOf(ctx().dbh.db, elsewhere), {
      type: 'Tree',
    });
    const [res] = await push(arborist, [
      mutation({
        Entity: 'scoutingReport',
        Op: 'create',
        Data: { WorkOrderId: wo, ServiceItemId: foreignTree },
      }),
    ]);
    expect(res).toMatchObject({
      Status: 'rejected',
      Message: ScoutingReportMessages.ItemNotAtLocation,
      ModelState: { Service: [ScoutingReportMessages.ItemNotAtLocation] },
    });
    expect(await entries(wo)).toBe(0);
  });

  it('edits and deletes trees with version checks and the online claims', async () => {
    const office = await ctx().login('officemanager');
    const wo = await makeWorkOrder(ctx().dbh.db);
    const locationId = await locationOf(ctx().dbh.db, wo);
    const tree = await addInventoryItem(ctx().dbh.db, locationId, { type: 'Tree' });
    const key = `s:${tree}`;
    const [saved] = await push(office, [
      mutation({
        Entity: 'serviceItem',
        Op: 'update',
        Key: key,
        Id: tree,
        BaseVersion: 1,
        Data: { Notes: 'Cabled' },
      }),
    ]);
    const online = await get<ServiceItem>(office, `/api/v1/serviceItems/${tree}`);
    expect(online).toMatchObject({ Notes: 'Cabled', Version: 2 });
    expect(saved).toMatchObject({ Status: 'applied', Id: tree, Version: 2, Data: online });

    const [stale] = await push(office, [
      mutation({ Entity: 'serviceItem', Op: 'delete', Key: key, Id: tree, BaseVersion: 1 }),
    ]);
    expect(stale).toMatchObject({ Status: 'conflict', Id: tree, Current: online, CurrentVersion: 2 });

    // The foreman holds no Account claim: no tree is added or changed from their device.
    const foreman = await ctx().login('foreman');
    const refused = await push(foreman, [
      mutation({
        Entity: 'serviceItem',
        Op: 'create',
        Data: { AccountLocationId: locationId, TypeId: await typeId('Tree') },
      }),
      mutation({ Entity: 'serviceItem', Op: 'delete', Key: key, Id: tree, BaseVersion: 2 }),
    ]);
    expect(refused.map((r) => [r.Status, 'Message' in r && r.Message])).toEqual([
      ['rejected', Messages.NotAuthorized],
      ['rejected', Messages.NotAuthorized],
    ]);

    const [removed] = await push(office, [
      mutation({ Entity: 'serviceItem', Op: 'delete', Key: key, Id: tree, BaseVersion: 2 }),
    ]);
    expect(removed).toMatchObject({ Status: 'applied', Id: tree, Version: 0, Deleted: true, Data: null });
    expect((await ctx().call(office, 'GET', `/api/v1/serviceItems/${tree}`)).statusCode).toBe(404);
    const [again] = await push(office, [
      mutation({
        Entity: 'serviceItem',
        Op: 'update',
        Key: key,
        Id: tree,
        BaseVersion: 2,
        Data: { Notes: 'x' },
      }),
    ]);
    expect(again).toMatchObject({ Status: 'conflict', Current: null, CurrentVersion: null });
  });
});
