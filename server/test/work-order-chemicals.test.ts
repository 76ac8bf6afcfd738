import { expect, it } from 'vitest';
import { WorkOrderChemicalMessages as M, type WorkOrderChemical } from '@canopy/shared';
import { describeEngines, type Session } from './harness';
import { scheduleWorkOrder } from './work-order-fixtures';
import { catalogueIds, phcService } from './work-order-chemicals.fixtures';
import { signInWith } from './support';

const BASE = '/api/v1/workOrders/chemicals';

describeEngines('work order chemicals: lines', (ctx) => {
  const call = (s: Session, method: 'POST' | 'PUT', url: string, body?: unknown) =>
    ctx().call(s, method, url, body);
  const messages = (res: { json(): { ModelState: { Service: string[] } } }) => res.json().ModelState.Service;

  it('adds, lists, saves and archives a chemical line', async () => {
    const db = ctx().dbh.db;
    const ids = await catalogueIds(db);
    const { serviceId, workOrderId } = await phcService(db);
    const manager = await ctx().login('branchmanager');
    const added = await call(manager, 'POST', `${BASE}/add`, {
      WorkOrderServiceId: serviceId,
      ChemicalId: ids.oil,
      CarrierId: ids.per100,
      UnitId: ids.gal,
      ActualGallonsUsed: 37.5,
      MixRate: 2.25,
    });
    expect(added.statusCode).toBe(200);
    const line = added.json<WorkOrderChemical>();
    expect(line).toMatchObject({
      WorkOrderServiceId: serviceId,
      WorkOrderId: workOrderId,
      Chemical: 'Horticultural Oil',
      EpaNumber: '48813-1',
      Carrier: '100 gal',
      Unit: 'gal',
      ActualGallonsUsed: 37.5,
      MixRate: 2.25,
      Archived: false,
      Version: 1,
      Record: null,
      Revisions: 0,
    });

    const saved = await call(manager, 'PUT', `${BASE}/save`, {
      Id: line.Id,
      Version: 1,
      UnitId: ids.ml,
      ActualGallonsUsed: 40.1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ Unit: 'ml', ActualGallonsUsed: 40.1, MixRate: 2.25, Version: 2 });
    const stale = await call(manager, 'PUT', `${BASE}/save`, { Id: line.Id, Version: 1, MixRate: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Version: 2, MixRate: 2.25 });

    const archived = await call(manager, 'POST', `${BASE}/${line.Id}/toggleArchived`);
    expect(archived.json()).toMatchObject({ Archived: true, Version: 3 });
    const live = await call(manager, 'POST', `${BASE}/_search`, { WorkOrderServiceId: serviceId });
    expect(live.json()).toEqual([]);
    expect(live.headers['x-list-count']).toBe('0');
    const all = await call(manager, 'POST', `${BASE}/_search`, {
      WorkOrderServiceId: serviceId,
      IncludeArchived: true,
    });
    expect(all.json<WorkOrderChemical[]>().map((c) => c.Id)).toEqual([line.Id]);
  });

  it('requires Chemical, Carrier, Chemical Unit and Actual Gallons Used, and stores nothing without them', async () => {
    const db = ctx().dbh.db;
    const ids = await catalogueIds(db);
    const { serviceId } = await phcService(db);
    const manager = await ctx().login('branchmanager');
    const empty = await call(manager, 'POST', `${BASE}/add`, { WorkOrderServiceId: serviceId, MixRate: 1 });
    expect(empty.statusCode).toBe(400);
    expect(messages(empty)).toEqual([
      M.ChemicalRequired,
      M.CarrierRequired,
      M.UnitRequired,
      M.GallonsRequired,
    ]);
    const unknown = await call(manager, 'POST', `${BASE}/add`, {
      WorkOrderServiceId: serviceId,
      ChemicalId: 999999,
      CarrierId: ids.per100,
      UnitId: ids.gal,
      ActualGallonsUsed: 0,
    });
    expect(messages(unknown)).toEqual([M.UnknownChemical]);
    const list = await call(manager, 'POST', `${BASE}/_search`, { WorkOrderServiceId: serviceId });
    expect(list.headers['x-list-count']).toBe('0');

    const ok = await call(manager, 'POST', `${BASE}/add`, {
      WorkOrderServiceId: serviceId,
      ChemicalId: ids.oil,
      CarrierId: ids.per100,
      UnitId: ids.gal,
      ActualGallonsUsed: 0,
    });
    expect(ok.statusCode).toBe(200);
    const cleared = await call(manager, 'PUT', `${BASE}/save`, {
      Id: ok.json().Id,
      Version: 1,
      CarrierId: null,
      ActualGallonsUsed: null,
    });
    expect(messages(cleared)).toEqual([M.CarrierRequired, M.GallonsRequired]);
  });

  it('pages 12 at a time with the total in X-List-Count', async () => {
    const db = ctx().dbh.db;
    const ids = await catalogueIds(db);
    const { serviceId } = await phcService(db);
    const admin = await ctx().login('admin');
    for (let i = 0; i < 13; i++)
      await call(admin, 'POST', `${BASE}/add`, {
        WorkOrderServiceId: serviceId,
        ChemicalId: ids.oil,
        CarrierId: ids.per100,
        UnitId: ids.gal,
        ActualGallonsUsed: i,
      });
    const first = await call(admin, 'POST', `${BASE}/_search`, { WorkOrderServiceId: serviceId });
    expect(first.json()).toHaveLength(12);
    expect(first.headers['x-list-count']).toBe('13');
    const second = await call(admin, 'POST', `${BASE}/_search`, { WorkOrderServiceId: serviceId, Skip: 12 });
    expect(second.json<WorkOrderChemical[]>().map((c) => c.ActualGallonsUsed)).toEqual([12]);
  });

  it('lets ReadOnly view and only Full add; without the claim even the list is refused', async () => {
    const db = ctx().dbh.db;
    const ids = await catalogueIds(db);
    const { serviceId } = await phcService(db);
    const line = {
      WorkOrderServiceId: serviceId,
      ChemicalId: ids.oil,
      CarrierId: ids.per100,
      UnitId: ids.gal,
      ActualGallonsUsed: 5,
    };
    const reader = await signInWith(
      ctx(),
      'chem-reader',
      { WorkOrders: 8, WorkOrders_ActualChemicalsUsed: 1 },
      1,
    );
    const none = await signInWith(ctx(), 'chem-none', { WorkOrders: 8 }, 1);
    expect(
      (await call(reader.session, 'POST', `${BASE}/_search`, { WorkOrderServiceId: serviceId })).statusCode,
    ).toBe(200);
    expect((await call(reader.session, 'POST', `${BASE}/add`, line)).statusCode).toBe(403);
    expect(
      (await call(none.session, 'POST', `${BASE}/_search`, { WorkOrderServiceId: serviceId })).statusCode,
    ).toBe(403);
    // The foreman (ActualChemicalsUsed R+F, Personal) records on work he crews.
    const foreman = await ctx().login('foreman');
    expect((await call(foreman, 'POST', `${BASE}/add`, line)).statusCode).toBe(404);
    const { workOrderId } = await db
      .selectFrom('work_order_services')
      .select('work_order_id as workOrderId')
      .where('id', '=', serviceId)
      .executeTakeFirstOrThrow();
    await scheduleWorkOrder(db, workOrderId, 5, '2026-05-04');
    expect((await call(foreman, 'POST', `${BASE}/add`, line)).statusCode).toBe(200);
  });

  it("answers 404 for another branch's service or line, and changes nothing", async () => {
    const db = ctx().dbh.db;
    const ids = await catalogueIds(db);
    const { serviceId } = await phcService(db, { branchId: 2 });
    const admin = await ctx().login('admin');
    const line = await call(admin, 'POST', `${BASE}/add`, {
      WorkOrderServiceId: serviceId,
      ChemicalId: ids.oil,
      CarrierId: ids.per100,
      UnitId: ids.gal,
      ActualGallonsUsed: 5,
    });
    const id = line.json<WorkOrderChemical>().Id;
    const manager = await ctx().login('branchmanager');
    expect(
      (await call(manager, 'POST', `${BASE}/_search`, { WorkOrderServiceId: serviceId })).statusCode,
    ).toBe(404);
    expect(
      (await call(manager, 'PUT', `${BASE}/save`, { Id: id, Version: 1, ActualGallonsUsed: 1 })).statusCode,
    ).toBe(404);
    expect((await call(manager, 'POST', `${BASE}/${id}/toggleArchived`)).statusCode).toBe(404);
    expect((await call(manager, 'POST', `${BASE}/${id}/applications`, { TargetPest: 'x' })).statusCode).toBe(
      404,
    );
    expect((await ctx().call(manager, 'GET', `${BASE}/${id}/applications`)).statusCode).toBe(404);
    const after = await call(admin, 'POST', `${BASE}/_search`, { WorkOrderServiceId: serviceId });
    expect(after.json()).toMatchObject([{ ActualGallonsUsed: 5, Archived: false, Version: 1, Revisions: 0 }]);
  });
});
