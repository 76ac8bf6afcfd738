import { expect, it } from 'vitest';
import {
  Messages,
  ServiceGroups,
  WorkOrderServiceMessages as M,
  WorkOrderStatuses,
  type WorkOrderService,
} from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { makeWorkOrder, scheduleWorkOrder } from './work-order-fixtures';
import { addCatalogueService, addInventoryItem, locationOf } from './work-order-services.fixtures';

const BASE = '/api/v1/workOrders/services';
const TEMPLATE =
  'Prune {Item} {Scientific} in the {Location} ({Size}): {Service Units} {Service UOM} at {Rate}';

/** An Arbor Care work order with two inventory items at its location and a service to add. */
async function setup(ctx: TestCtx, seed: Parameters<typeof makeWorkOrder>[1] = {}) {
  const db = ctx.dbh.db;
  const workOrderId = await makeWorkOrder(db, seed);
  const locationId = await locationOf(db, workOrderId);
  const oak = await addInventoryItem(db, locationId, {
    plant: ['Swamp White Oak', 'Quercus bicolor'],
    size: '13-18 in DBH',
    place: 'Front Yard',
  });
  const maple = await addInventoryItem(db, locationId, {
    type: 'Tree',
    size: '7-12 in DBH',
    place: 'Front Yard',
  });
  const serviceId = await addCatalogueService(db, {
    name: `Crown Cleaning ${workOrderId}`,
    group: ServiceGroups.ArborCare,
    description: TEMPLATE,
    rateCents: 1250,
    unit: 'Inch DBH',
  });
  return { workOrderId, locationId, oak, maple, serviceId };
}

const payload = (s: Awaited<ReturnType<typeof setup>>, over: Record<string, unknown> = {}) => ({
  WorkOrderId: s.workOrderId,
  ServiceId: s.serviceId,
  ServiceGroupId: ServiceGroups.ArborCare,
  AccountLocationId: s.locationId,
  TotalCost: 412.5,
  WorkOrderServiceItems: [
    { ServiceItemId: s.oak, ServiceUnits: 15, PricingUnits: 20 },
    { ServiceItemId: s.maple, ServiceUnits: 7.5, PricingUnits: 13 },
  ],
  ...over,
});

describeEngines('work order services: add and list', (ctx) => {
  const call = (s: Session, method: 'POST' | 'PUT', url: string, body?: unknown) =>
    ctx().call(s, method, url, body);
  const messages = (res: { json(): { ModelState: { Service: string[] } } }) => res.json().ModelState.Service;

  it('adds a service with its items, splitting the pricing units by service units', async () => {
    const s = await setup(ctx());
    const office = await ctx().login('officemanager');
    const res = await call(office, 'POST', `${BASE}/add`, payload(s));
    expect(res.statusCode).toBe(200);
    const added = res.json<WorkOrderService>();
    expect(added).toMatchObject({
      WorkOrderId: s.workOrderId,
      ServiceId: s.serviceId,
      ServiceName: `Crown Cleaning ${s.workOrderId}`,
      Service: {
        ServiceGroup: 'Arbor Care',
        PricingUnitOfMeasureRate: 12.5,
        PricingUnitOfMeasure: 'Inch DBH',
        ServiceUnitOfMeasure: 'Inch DBH',
      },
      TotalCost: 412.5,
      PricingUnits: 33,
      Completed: false,
      DateCompleted: null,
      NeedsCorrection: false,
      Archived: false,
      Version: 1,
      // Left out of the payload, the template is the catalogue service's.
      Description: TEMPLATE,
    });
    // 33 pricing units over service units 15 and 7.5: 22 and 11 exactly.
    expect(added.WorkOrderServiceItems.map((i) => [i.Name, i.ServiceUnits, i.PricingUnits])).toEqual([
      ['Swamp White Oak', 15, 22],
      ['Tree', 7.5, 11],
    ]);
    expect(added.DescriptionText).toBe(
      'Prune Swamp White Oak, Tree (Quercus bicolor) in the Front Yard (13-18 in DBH, 7-12 in DBH): 22.5 Inch DBH at $12.50',
    );
    expect(added.DescriptionParts.filter((p) => p.Italic)).toEqual([
      { Text: 'Quercus bicolor', Italic: true },
    ]);
  });

  it('splits to the hundredth with the leftover going to the largest remainder', async () => {
    const s = await setup(ctx());
    const office = await ctx().login('officemanager');
    const res = await call(
      office,
      'POST',
      `${BASE}/add`,
      payload(s, {
        WorkOrderServiceItems: [
          { ServiceItemId: s.oak, ServiceUnits: 1, PricingUnits: 10 },
          { ServiceItemId: s.maple, ServiceUnits: 2, PricingUnits: 0 },
        ],
        Description: '  Prune {Item}  ',
      }),
    );
    const added = res.json<WorkOrderService>();
    // 10 units by 1:2 is 3.333… and 6.666…: 3.33 and 6.67, still 10 in all.
    expect(added.WorkOrderServiceItems.map((i) => i.PricingUnits)).toEqual([3.33, 6.67]);
    expect(added.Description).toBe('Prune {Item}');
    expect(added.DescriptionText).toBe('Prune Swamp White Oak, Tree');
  });

  it('lists the services 12 a page with the total, archived ones only when asked', async () => {
    const s = await setup(ctx());
    const office = await ctx().login('officemanager');
    const one = {
      ...payload(s),
      WorkOrderServiceItems: [{ ServiceItemId: s.oak, ServiceUnits: 1, PricingUnits: 1 }],
    };
    const ids: number[] = [];
    for (let i = 0; i < 13; i++) ids.push((await call(office, 'POST', `${BASE}/add`, one)).json().Id);
    const first = await call(office, 'POST', `${BASE}/_search`, { WorkOrderId: s.workOrderId });
    expect(first.headers['x-list-count']).toBe('13');
    expect(first.json<WorkOrderService[]>().map((r) => r.Id)).toEqual(ids.slice(0, 12));
    const second = await call(office, 'POST', `${BASE}/_search`, { WorkOrderId: s.workOrderId, Skip: 12 });
    expect(second.json<WorkOrderService[]>().map((r) => r.Id)).toEqual([ids[12]]);

    const archived = await call(office, 'POST', `${BASE}/${ids[0]}/toggleArchived`);
    expect(archived.json()).toMatchObject({ Id: ids[0], Archived: true, Version: 2 });
    const active = await call(office, 'POST', `${BASE}/_search`, { WorkOrderId: s.workOrderId, Take: 99 });
    expect(active.headers['x-list-count']).toBe('12');
    expect(active.json<WorkOrderService[]>().map((r) => r.Id)).not.toContain(ids[0]);
    const all = await call(office, 'POST', `${BASE}/_search`, {
      WorkOrderId: s.workOrderId,
      IncludeArchived: true,
      Take: 99,
    });
    expect(all.headers['x-list-count']).toBe('13');
    const back = await call(office, 'POST', `${BASE}/${ids[0]}/toggleArchived`);
    expect(back.json().Archived).toBe(false);
  });

  it("answers the service form's messages in form order", async () => {
    const s = await setup(ctx());
    const office = await ctx().login('officemanager');
    const add = (body: unknown) => call(office, 'POST', `${BASE}/add`, body);

    const empty = await add({ WorkOrderId: s.workOrderId });
    expect(empty.statusCode).toBe(400);
    expect(messages(empty)).toEqual([M.ServiceGroupRequired, M.ServiceRequired, M.ServiceCostRequired]);
    expect(messages(await add(payload(s, { ServiceGroupId: null })))).toEqual([M.SelectServiceGroupFirst]);
    expect(messages(await add(payload(s, { TotalCost: -5 })))).toEqual([Messages.NegativeDollarAmounts]);
    expect(messages(await add(payload(s, { WorkOrderServiceItems: [] })))).toEqual([M.InventoryItemRequired]);
    expect(
      messages(
        await add(
          payload(s, {
            WorkOrderServiceItems: [
              { ServiceUnits: 1, PricingUnits: 1 },
              { ServiceItemId: s.oak, ServiceUnits: 1 },
            ],
          }),
        ),
      ),
    ).toEqual([M.SelectInventoryItem, M.FillRequiredFields]);
    const twice = { ServiceItemId: s.oak, ServiceUnits: 1, PricingUnits: 1 };
    expect(messages(await add(payload(s, { WorkOrderServiceItems: [twice, twice] })))).toEqual([
      M.ItemListedTwice,
    ]);
    // The first message leads the response, as the add form shows it.
    expect(empty.json().Message).toContain(M.ServiceGroupRequired);
  });

  it('needs an inventory item for every group but Nursery', async () => {
    const s = await setup(ctx());
    const office = await ctx().login('officemanager');
    const nursery = await addCatalogueService(ctx().dbh.db, {
      name: 'Nursery Stock',
      group: ServiceGroups.Nursery,
    });
    const res = await call(
      office,
      'POST',
      `${BASE}/add`,
      payload(s, { ServiceId: nursery, ServiceGroupId: ServiceGroups.Nursery, WorkOrderServiceItems: [] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      WorkOrderServiceItems: [],
      PricingUnits: 0,
      Service: { ServiceGroup: 'Nursery' },
    });
  });

  it("refuses a service outside its group, an inactive one, and items or a location not the work order's", async () => {
    const s = await setup(ctx());
    const other = await setup(ctx(), { branchId: 2 });
    const office = await ctx().login('officemanager');
    const add = (over: Record<string, unknown>) => call(office, 'POST', `${BASE}/add`, payload(s, over));
    expect(messages(await add({ ServiceGroupId: ServiceGroups.PlantHealthCare }))).toEqual([
      M.ServiceNotInGroup,
    ]);
    const inactive = await addCatalogueService(ctx().dbh.db, {
      name: 'Retired Service',
      group: ServiceGroups.ArborCare,
      statusId: 3,
    });
    expect(messages(await add({ ServiceId: inactive }))).toEqual([M.ServiceInactive]);
    expect(messages(await add({ ServiceId: 999999 }))).toEqual([M.ServiceRequired]);
    expect(
      messages(
        await add({
          WorkOrderServiceItems: [{ ServiceItemId: other.oak, ServiceUnits: 1, PricingUnits: 1 }],
        }),
      ),
    ).toEqual([M.ItemNotAtLocation]);
    expect(messages(await add({ AccountLocationId: other.locationId }))).toEqual([M.LocationMismatch]);
  });

  it('adds services only to Arbor Care orders with a location that are not closed', async () => {
    const office = await ctx().login('officemanager');
    const lawn = await setup(ctx(), { serviceGroupId: ServiceGroups.LawnCare });
    expect(messages(await call(office, 'POST', `${BASE}/add`, payload(lawn)))).toEqual([M.ArborCareOnly]);

    const closed = {
      [WorkOrderStatuses.Completed]: 'Completed',
      [WorkOrderStatuses.OnHold]: 'On Hold',
      [WorkOrderStatuses.Cancelled]: 'Cancelled',
      [WorkOrderStatuses.PendingCancellation]: 'Pending Cancellation',
    };
    for (const [statusId, name] of Object.entries(closed)) {
      const s = await setup(ctx(), { statusId: Number(statusId) });
      const res = await call(office, 'POST', `${BASE}/add`, payload(s));
      expect(messages(res)).toEqual([`Services cannot be added to a work order that is ${name}.`]);
    }
    for (const statusId of [WorkOrderStatuses.Created, WorkOrderStatuses.InProgress]) {
      const s = await setup(ctx(), { statusId });
      expect((await call(office, 'POST', `${BASE}/add`, payload(s))).statusCode).toBe(200);
    }

    const nowhere = await setup(ctx());
    await ctx()
      .dbh.db.updateTable('work_orders')
      .set({ account_location_id: null })
      .where('id', '=', nowhere.workOrderId)
      .execute();
    expect(messages(await call(office, 'POST', `${BASE}/add`, payload(nowhere)))).toEqual([M.NoLocation]);
  });

  it('lets WorkOrders_Services ReadOnly view but not add, and hides other branches and arborists', async () => {
    const s = await setup(ctx());
    const db = ctx().dbh.db;
    const foreman = await ctx().login('foreman');
    await scheduleWorkOrder(db, s.workOrderId, foreman.body.Employee.Id, '2026-05-04');
    const search = { WorkOrderId: s.workOrderId };
    expect((await call(foreman, 'POST', `${BASE}/_search`, search)).statusCode).toBe(200);
    // The foreman holds WorkOrders_Services ReadOnly only.
    expect((await call(foreman, 'POST', `${BASE}/add`, payload(s))).statusCode).toBe(403);
    const billing = await ctx().login('billing');
    expect((await call(billing, 'POST', `${BASE}/_search`, search)).statusCode).toBe(403);

    const otherBranch = await ctx().login('branchmanager2');
    expect((await call(otherBranch, 'POST', `${BASE}/_search`, search)).statusCode).toBe(404);
    expect((await call(otherBranch, 'POST', `${BASE}/add`, payload(s))).statusCode).toBe(404);
    // An arborist reaches their own work orders only (arborist2 is not this order's arborist).
    const arborist2 = await ctx().login('arborist2');
    expect((await call(arborist2, 'POST', `${BASE}/add`, payload(s))).statusCode).toBe(404);
    const arborist = await ctx().login('arborist');
    expect((await call(arborist, 'POST', `${BASE}/add`, payload(s))).statusCode).toBe(200);
  });
});
