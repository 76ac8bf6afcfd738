import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  Messages,
  WorkOrderChemicalMessages as M,
  type ApplicationHistory,
  type SyncApplicationHistory,
  type SyncServiceWeather,
  type WorkOrderChemical,
} from '@canopy/shared';
import type { MutationResult, SyncMutation } from '@canopy/sync/protocol';
import { describeEngines, type Session } from './harness';
import { changeOf, crewedWorkOrder, pullAll, withRole } from './sync-fixtures';
import { addWorkOrderService } from './work-order-fixtures';
import { catalogueIds, phcService } from './work-order-chemicals.fixtures';

const PUSH = '/api/v1/sync/push';
const CHEMICALS = '/api/v1/workOrders/chemicals';
const CAPTURED = '2026-04-02T14:35:10.000Z';

const mutation = (m: Omit<SyncMutation, 'MutationId' | 'Key'> & { Key?: string }): SyncMutation => ({
  MutationId: randomUUID(),
  Key: m.Key ?? randomUUID(),
  ...m,
});

const revision = (fields: Record<string, unknown> = {}) => ({
  Id: randomUUID(),
  CapturedAt: CAPTURED,
  TargetPest: 'Scale insects',
  AppliedAt: '2026-04-02T14:30:00.000Z',
  WindSpeedMph: 4.5,
  WindDirection: 'NW',
  TemperatureF: 58.5,
  ...fields,
});

describeEngines('sync: chemical lines, application records and service weather', (ctx) => {
  const db = () => ctx().dbh.db;
  const push = async (s: Session, mutations: SyncMutation[]) => {
    const res = await ctx().call(s, 'POST', PUSH, { ClientId: 'phone-0001', Mutations: mutations });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ Results: MutationResult[] }>().Results;
  };
  const linesOf = (serviceId: number) =>
    db()
      .selectFrom('work_order_service_chemicals')
      .selectAll()
      .where('work_order_service_id', '=', serviceId)
      .execute();
  const revisionsOf = async (serviceId: number) =>
    db()
      .selectFrom('chemical_application_records as r')
      .innerJoin('work_order_service_chemicals as c', 'c.id', 'r.work_order_chemical_id')
      .select(['r.id', 'r.revision', 'r.replaces_id', 'r.wind_speed_tenths'])
      .where('c.work_order_service_id', '=', serviceId)
      .orderBy('r.revision')
      .execute();
  const weatherId = async (name: string) =>
    (
      await db()
        .selectFrom('weather_conditions')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  /** A foreman crewing a Plant Health Care work order today, with one service on it. */
  async function foremanOnService(username: string) {
    const foreman = await withRole(ctx(), username, 'Foreman');
    const wo = await crewedWorkOrder(db(), foreman.employeeId, {
      seed: { serviceGroupId: 2 },
      isForeman: true,
    });
    const serviceId = await addWorkOrderService(db(), wo.id, 'Dormant Oil Spray');
    return { foreman: foreman.session, workOrderId: wo.id, serviceId };
  }

  async function lineBody(serviceId: number) {
    const ids = await catalogueIds(db());
    return {
      WorkOrderServiceId: serviceId,
      ChemicalId: ids.oil,
      CarrierId: ids.per100,
      UnitId: ids.gal,
      ActualGallonsUsed: 12.5,
      MixRate: 2,
    };
  }

  it('applies a line, its record and the weather made offline, once however often they are sent', async () => {
    const { foreman, workOrderId, serviceId } = await foremanOnService('chem-sync-1');
    const lineKey = randomUUID();
    const first = revision();
    const batch = [
      mutation({ Entity: 'chemicalLine', Op: 'create', Key: lineKey, Data: await lineBody(serviceId) }),
      mutation({
        Entity: 'applicationRecord',
        Op: 'create',
        Data: { WorkOrderChemicalId: null, Revisions: [first] },
        Refs: { WorkOrderChemicalId: lineKey },
      }),
      mutation({
        Entity: 'serviceWeather',
        Op: 'update',
        Id: serviceId,
        BaseVersion: 1,
        Key: `s:${serviceId}`,
        Data: { WeatherConditionIds: [await weatherId('Sunny'), await weatherId('Windy')] },
      }),
    ];
    const results = await push(foreman, batch);
    expect(results.map((r) => r.Status)).toEqual(['applied', 'applied', 'applied']);
    const line = (results[0] as { Data: WorkOrderChemical }).Data;
    const record = results[1] as { Id: number; Version: number; Data: SyncApplicationHistory };
    expect(record).toMatchObject({ Id: line.Id, Version: 1 });
    expect(record.Data).toMatchObject({ WorkOrderChemicalId: line.Id, WorkOrderId: workOrderId });
    expect(record.Data.Revisions).toEqual([
      expect.objectContaining({
        Id: first.Id,
        Revision: 1,
        ReplacesId: null,
        CapturedAt: CAPTURED,
        TargetPest: 'Scale insects',
      }),
    ]);
    expect((results[2] as { Data: SyncServiceWeather }).Data.WeatherConditions.map((w) => w.Name)).toEqual([
      'Sunny',
      'Windy',
    ]);

    // A retry of the whole batch (the answer was lost) changes nothing and gets the same answers.
    expect(await push(foreman, batch)).toEqual(results);
    expect(await linesOf(serviceId)).toHaveLength(1);
    expect(await revisionsOf(serviceId)).toHaveLength(1);

    // The office sees the record online, with the device's capture time, not the sync time.
    const admin = await ctx().login('admin');
    const history = await ctx().call(admin, 'GET', `${CHEMICALS}/${line.Id}/applications`);
    expect(history.json<ApplicationHistory>().Revisions[0]).toMatchObject({
      Id: first.Id,
      CapturedAt: CAPTURED,
    });
  });

  it('appends corrections as revisions, and a correction of a superseded revision is a conflict until kept', async () => {
    const { foreman, serviceId } = await foremanOnService('chem-sync-2');
    const [line] = await push(foreman, [
      mutation({ Entity: 'chemicalLine', Op: 'create', Data: await lineBody(serviceId) }),
    ]);
    const lineId = (line as { Id: number }).Id;
    const first = revision();
    const key = randomUUID();
    await push(foreman, [
      mutation({
        Entity: 'applicationRecord',
        Op: 'create',
        Key: key,
        Data: { WorkOrderChemicalId: lineId, Revisions: [first] },
      }),
    ]);

    // Two corrections made on the device before it synced: both are kept, in order.
    const second = revision({ ReplacesId: first.Id, WindSpeedMph: 6, CorrectionReason: 'Gust reading' });
    const third = revision({ ReplacesId: second.Id, WindSpeedMph: 7, CorrectionReason: 'Meter' });
    const [both] = await push(foreman, [
      mutation({
        Entity: 'applicationRecord',
        Op: 'update',
        Key: key,
        Id: lineId,
        BaseVersion: 1,
        Data: { Revisions: [second, third] },
      }),
    ]);
    expect(both).toMatchObject({ Status: 'applied', Version: 3 });
    expect(
      (await revisionsOf(serviceId)).map((r) => [r.revision, r.replaces_id, r.wind_speed_tenths]),
    ).toEqual([
      [1, null, 45],
      [2, first.Id, 60],
      [3, second.Id, 70],
    ]);

    // Meanwhile the office corrected the record: a device correction of revision 3 is now stale.
    const admin = await ctx().login('admin');
    const office = await ctx().call(admin, 'POST', `${CHEMICALS}/${lineId}/applications`, {
      ReplacesId: third.Id,
      TemperatureF: 61,
    });
    expect(office.statusCode).toBe(200);
    const mine = revision({ ReplacesId: third.Id, TargetPest: 'Aphids' });
    const [stale] = await push(foreman, [
      mutation({
        Entity: 'applicationRecord',
        Op: 'update',
        Key: key,
        Id: lineId,
        BaseVersion: 3,
        Data: { Revisions: [mine] },
      }),
    ]);
    expect(stale).toMatchObject({ Status: 'conflict', Id: lineId, CurrentVersion: 4 });
    expect(await revisionsOf(serviceId)).toHaveLength(4);

    // Keeping mine resubmits on the server's version: it replaces the office's revision.
    const [kept] = await push(foreman, [
      mutation({
        Entity: 'applicationRecord',
        Op: 'update',
        Key: key,
        Id: lineId,
        BaseVersion: 4,
        Data: { Revisions: [mine] },
      }),
    ]);
    expect(kept).toMatchObject({ Status: 'applied', Version: 5 });
    const chain = await revisionsOf(serviceId);
    expect(chain[4]).toMatchObject({ id: mine.Id, revision: 5, replaces_id: chain[3]!.id });
  });

  it("refuses with the online messages and changes nothing: the line's rules, the claim, another branch's service", async () => {
    const { foreman, serviceId } = await foremanOnService('chem-sync-3');
    const body = await lineBody(serviceId);
    const [missing] = await push(foreman, [
      mutation({
        Entity: 'chemicalLine',
        Op: 'create',
        Data: { ...body, ChemicalId: null, ActualGallonsUsed: null },
      }),
    ]);
    expect(missing).toMatchObject({
      Status: 'rejected',
      Message: M.ChemicalRequired,
      ModelState: { Service: [M.ChemicalRequired, M.GallonsRequired] },
    });

    // Office managers view chemicals (ReadOnly) but do not record them.
    const viewer = await withRole(ctx(), 'chem-sync-office', 'OfficeManager');
    const [denied] = await push(viewer.session, [
      mutation({ Entity: 'chemicalLine', Op: 'create', Data: body }),
    ]);
    expect(denied).toMatchObject({ Status: 'rejected', Message: Messages.NotAuthorized });

    // A service of another branch's work order does not exist for this foreman.
    const other = await phcService(db(), { branchId: 2 });
    const [outside] = await push(foreman, [
      mutation({
        Entity: 'chemicalLine',
        Op: 'create',
        Data: { ...body, WorkOrderServiceId: other.serviceId },
      }),
      mutation({
        Entity: 'serviceWeather',
        Op: 'update',
        Id: other.serviceId,
        Key: `s:${other.serviceId}`,
        BaseVersion: 1,
        Data: { WeatherConditionIds: [await weatherId('Frost')] },
      }),
    ]);
    expect(outside).toMatchObject({ Status: 'rejected', Message: Messages.NotFound });
    expect(await linesOf(serviceId)).toEqual([]);
    expect(await linesOf(other.serviceId)).toEqual([]);
    expect(
      await db()
        .selectFrom('work_order_service_weather_conditions')
        .selectAll()
        .where('work_order_service_id', '=', other.serviceId)
        .execute(),
    ).toEqual([]);

    // A record on another branch's line, and a record removed from the device, are refused too.
    const manager2 = await withRole(ctx(), 'chem-sync-bm2', 'BranchManager', 2);
    const theirs = await ctx().call(manager2.session, 'POST', `${CHEMICALS}/add`, {
      ...body,
      WorkOrderServiceId: other.serviceId,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const theirLine = theirs.json<WorkOrderChemical>().Id;
    const [foreign, removed] = await push(foreman, [
      mutation({
        Entity: 'applicationRecord',
        Op: 'create',
        Data: { WorkOrderChemicalId: theirLine, Revisions: [revision()] },
      }),
      mutation({ Entity: 'applicationRecord', Op: 'delete', Id: theirLine, BaseVersion: 1 }),
    ]);
    expect(foreign).toMatchObject({ Status: 'rejected', Message: Messages.NotFound });
    expect(removed).toMatchObject({ Status: 'rejected' });
    expect(await revisionsOf(other.serviceId)).toEqual([]);
  });

  it("sends a device the chemicals and weather of its own work orders, never another branch's or arborist's", async () => {
    const { foreman, workOrderId, serviceId } = await foremanOnService('chem-sync-4');
    const admin = await ctx().login('admin');
    const body = await lineBody(serviceId);
    const mineLine = (await ctx().call(admin, 'POST', `${CHEMICALS}/add`, body)).json<WorkOrderChemical>();
    await ctx().call(admin, 'POST', `${CHEMICALS}/${mineLine.Id}/applications`, { TargetPest: 'Scale' });
    await ctx().call(admin, 'PUT', `/api/v1/workOrders/services/${serviceId}/weatherConditions`, {
      WeatherConditionIds: [await weatherId('Overcast')],
    });
    // Another branch's order, and an order of the same branch that is another arborist's work.
    const elsewhere = await phcService(db(), { branchId: 2 });
    const notMine = await phcService(db(), { branchId: 1 });
    const foreign = [];
    for (const s of [elsewhere, notMine]) {
      const l = (
        await ctx().call(admin, 'POST', `${CHEMICALS}/add`, { ...body, WorkOrderServiceId: s.serviceId })
      ).json<WorkOrderChemical>();
      await ctx().call(admin, 'POST', `${CHEMICALS}/${l.Id}/applications`, { TargetPest: 'Borers' });
      foreign.push({ line: l.Id, service: s.serviceId });
    }

    const { changes } = await pullAll(ctx(), foreman);
    expect(changeOf(changes, 'chemicalLine', mineLine.Id)?.Data).toMatchObject({
      Id: mineLine.Id,
      Revisions: 1,
      Record: { TargetPest: 'Scale' },
    });
    expect(changeOf(changes, 'applicationRecord', mineLine.Id)).toMatchObject({
      Version: 1,
      Data: { WorkOrderId: workOrderId },
    });
    expect(changeOf(changes, 'serviceWeather', serviceId)?.Data).toMatchObject({
      ServiceName: 'Dormant Oil Spray',
      WeatherConditions: [{ Name: 'Overcast' }],
    });
    for (const f of foreign) {
      expect(changeOf(changes, 'chemicalLine', f.line)).toBeUndefined();
      expect(changeOf(changes, 'applicationRecord', f.line)).toBeUndefined();
      expect(changeOf(changes, 'serviceWeather', f.service)).toBeUndefined();
    }

    // An arborist of the same branch whose work these are not is sent none of it either.
    const arborist = await withRole(ctx(), 'chem-sync-arb', 'Arborist');
    const theirs = await pullAll(ctx(), arborist.session);
    expect(
      theirs.changes.filter((c) => ['chemicalLine', 'applicationRecord'].includes(c.Entity) && !c.Deleted),
    ).toEqual([]);
  });
});
