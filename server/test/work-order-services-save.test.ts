import { expect, it } from 'vitest';
import { F, R, ServiceGroups, WorkOrderServiceMessages as M, type WorkOrderService } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { makeWorkOrder, scheduleWorkOrder } from './work-order-fixtures';
import {
  addCatalogueService,
  addInventoryItem,
  locationOf,
  setRoleClaims,
} from './work-order-services.fixtures';

const BASE = '/api/v1/workOrders/services';
const BILLING_ROLE = 5;

/** A work order with one service on two items (service units 10 and 30, 8 pricing units). */
async function withService(ctx: TestCtx, s: Session) {
  const db = ctx.dbh.db;
  const workOrderId = await makeWorkOrder(db);
  const locationId = await locationOf(db, workOrderId);
  const items = await Promise.all(
    ['Tree', 'Shrub', 'Evergreen'].map((type) =>
      addInventoryItem(db, locationId, { type, place: 'Back Yard' }),
    ),
  );
  const serviceId = await addCatalogueService(db, {
    name: `Deadwood Removal ${workOrderId}`,
    group: ServiceGroups.ArborCare,
    description: '{Item}: {Service Units} units',
  });
  const res = await ctx.call(s, 'POST', `${BASE}/add`, {
    WorkOrderId: workOrderId,
    ServiceId: serviceId,
    ServiceGroupId: ServiceGroups.ArborCare,
    TotalCost: 800,
    WorkOrderServiceItems: [
      { ServiceItemId: items[0], ServiceUnits: 10, PricingUnits: 4 },
      { ServiceItemId: items[1], ServiceUnits: 30, PricingUnits: 4 },
    ],
  });
  expect(res.statusCode).toBe(200);
  return { workOrderId, items, service: res.json<WorkOrderService>() };
}

describeEngines('work order services: save, complete and items', (ctx) => {
  const call = (s: Session, method: 'POST' | 'PUT', url: string, body?: unknown) =>
    ctx().call(s, method, url, body);
  const save = (s: Session, body: unknown) => call(s, 'PUT', `${BASE}/save`, body);

  it('saves cost, description, notes and needs-correction; a stale Version gets 409 with the current row', async () => {
    const office = await ctx().login('officemanager');
    const { service } = await withService(ctx(), office);
    const res = await save(office, {
      Id: service.Id,
      Version: 1,
      TotalCost: 812.35,
      Description: 'Remove deadwood from {Item}',
      Notes: ' Watch the power line. ',
      NeedsCorrection: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      TotalCost: 812.35,
      DescriptionText: 'Remove deadwood from Tree, Shrub',
      Notes: 'Watch the power line.',
      NeedsCorrection: true,
      Version: 2,
    });
    const stale = await save(office, { Id: service.Id, Version: 1, TotalCost: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Id: service.Id, TotalCost: 812.35, Version: 2 });
    const cost = await save(office, { Id: service.Id, Version: 2, TotalCost: null });
    expect(cost.json().ModelState.Service).toEqual([M.ServiceCostRequired]);
  });

  it('marks a service completed with its date, and reopening clears it', async () => {
    const office = await ctx().login('officemanager');
    const { service } = await withService(ctx(), office);
    const before = Date.now();
    const done = await save(office, { ...service, Completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().Completed).toBe(true);
    expect(Date.parse(done.json().DateCompleted)).toBeGreaterThanOrEqual(before - 1000);
    const reopened = await save(office, { Id: service.Id, Version: done.json().Version, Completed: false });
    expect(reopened.json()).toMatchObject({ Completed: false, DateCompleted: null });
  });

  it('lets WorkOrders_Status Full complete a service but not change it otherwise', async () => {
    const office = await ctx().login('officemanager');
    const { workOrderId, service } = await withService(ctx(), office);
    const foreman = await ctx().login('foreman');
    await scheduleWorkOrder(ctx().dbh.db, workOrderId, foreman.body.Employee.Id, '2026-05-05');
    // The whole row as the foreman reads it (no cost: he holds no WorkOrders_Pricing) sent back with
    // only Completed changed is a completion.
    const done = await save(foreman, { ...service, TotalCost: null, Completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().Completed).toBe(true);
    const edit = await save(foreman, { ...done.json<WorkOrderService>(), TotalCost: 1 });
    expect(edit.statusCode).toBe(403);
    expect((await call(foreman, 'POST', `${BASE}/${service.Id}/toggleArchived`)).statusCode).toBe(403);
  });

  it('replaces the items on a save, splitting the pricing units again', async () => {
    const office = await ctx().login('officemanager');
    const { items, service } = await withService(ctx(), office);
    const res = await save(office, {
      Id: service.Id,
      Version: 1,
      WorkOrderServiceItems: [
        { ServiceItemId: items[0], ServiceUnits: 1, PricingUnits: 2 },
        { ServiceItemId: items[2], ServiceUnits: 1, PricingUnits: 1 },
      ],
    });
    expect(
      res.json<WorkOrderService>().WorkOrderServiceItems.map((i) => [i.ServiceItemId, i.PricingUnits]),
    ).toEqual([
      [items[0], 1.5],
      [items[2], 1.5],
    ]);
    const bad = await save(office, {
      Id: service.Id,
      Version: 2,
      WorkOrderServiceItems: [{ ServiceItemId: items[0], ServiceUnits: 1 }],
    });
    expect(bad.json().ModelState.Service).toEqual([M.FillRequiredFields]);
    const none = await save(office, { Id: service.Id, Version: 2, WorkOrderServiceItems: [] });
    expect(none.json().ModelState.Service).toEqual([M.InventoryItemRequired]);
  });

  it('adds an item to a service and splits its pricing units across all of them', async () => {
    const office = await ctx().login('officemanager');
    const { items, service } = await withService(ctx(), office);
    expect(service.WorkOrderServiceItems.map((i) => i.PricingUnits)).toEqual([2, 6]);
    const url = `${BASE}/${service.Id}/workOrderServiceItem`;
    const res = await call(office, 'POST', url, { ServiceItemId: items[2], ServiceUnits: 40 });
    expect(res.statusCode).toBe(200);
    const after = res.json<WorkOrderService>();
    // Still 8 pricing units, now over service units 10, 30 and 40.
    expect(after.WorkOrderServiceItems.map((i) => [i.ServiceItemId, i.ServiceUnits, i.PricingUnits])).toEqual(
      [
        [items[0], 10, 1],
        [items[1], 30, 3],
        [items[2], 40, 4],
      ],
    );
    expect(after.Version).toBe(2);
    expect(after.DescriptionText).toBe('Tree, Shrub, Evergreen: 80 units');

    const again = await call(office, 'POST', url, { ServiceItemId: items[2] });
    expect(again.json().ModelState.Service).toEqual([M.ItemAlreadyOnService]);
    expect((await call(office, 'POST', url, {})).json().ModelState.Service).toEqual([M.SelectInventoryItem]);
    const elsewhere = await makeWorkOrder(ctx().dbh.db, { branchId: 2 });
    const away = await addInventoryItem(ctx().dbh.db, await locationOf(ctx().dbh.db, elsewhere), {
      type: 'Tree',
    });
    expect((await call(office, 'POST', url, { ServiceItemId: away })).json().ModelState.Service).toEqual([
      M.ItemNotAtLocation,
    ]);
    expect(
      (await call(office, 'POST', `${BASE}/999999/workOrderServiceItem`, { ServiceItemId: away })).statusCode,
    ).toBe(404);
  });

  it('hides another branch’s services from save, archive and item calls', async () => {
    const office = await ctx().login('officemanager');
    const { items, service } = await withService(ctx(), office);
    const other = await ctx().login('branchmanager2');
    expect((await save(other, { ...service, TotalCost: 1 })).statusCode).toBe(404);
    expect((await call(other, 'POST', `${BASE}/${service.Id}/toggleArchived`)).statusCode).toBe(404);
    const item = await call(other, 'POST', `${BASE}/${service.Id}/workOrderServiceItem`, {
      ServiceItemId: items[2],
    });
    expect(item.statusCode).toBe(404);
  });

  it('lets WorkOrders_Services Full edit but not complete without WorkOrders_Status Full', async () => {
    const office = await ctx().login('officemanager');
    const { service } = await withService(ctx(), office);
    await setRoleClaims(ctx().dbh.db, BILLING_ROLE, { WorkOrders: F, WorkOrders_Services: R | F });
    const billing = await ctx().login('billing');
    const edited = await save(billing, { ...service, Notes: 'Checked by billing' });
    expect(edited.statusCode).toBe(200);
    const done = await save(billing, { ...edited.json<WorkOrderService>(), Completed: true });
    expect(done.statusCode).toBe(403);
  });
});
