import { expect, it } from 'vitest';
import {
  B,
  DefaultRoles,
  F,
  R,
  seesPrices,
  UserRoles,
  type SummaryService,
  type SyncWorkOrder,
  type WorkOrder,
  type WorkOrderPricing,
  type WorkOrderService,
} from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { changeOf, crewedWorkOrder, pullAll, withRole } from './sync-fixtures';
import { addWorkOrderService, makeWorkOrder, scheduleWorkOrder, signInWith } from './work-order-fixtures';
import { addCatalogueService } from './work-order-services.fixtures';

const BASE = '/api/v1/workOrders';

/** A work order in branch 1 worth $850 with one service of $250 (equipment $40) at $12.50 a unit. */
async function pricedOrder(ctx: TestCtx) {
  const db = ctx.dbh.db;
  const id = await makeWorkOrder(db);
  const catalogue = await addCatalogueService(db, {
    name: `Priced Pruning ${id}`,
    group: 1,
    description: '{Rate} a unit',
    rateCents: 1250,
  });
  const { name } = await db
    .selectFrom('services')
    .select('name')
    .where('id', '=', catalogue)
    .executeTakeFirstOrThrow();
  const serviceId = await addWorkOrderService(db, id, name);
  await db
    .updateTable('work_order_services')
    .set({ equipment_subtotal_cents: 4000, description: '{Rate} a unit' })
    .where('id', '=', serviceId)
    .execute();
  return { id, serviceId };
}

describeEngines('work order pricing visibility', (ctx) => {
  const services = async (s: Session, workOrderId: number) => {
    const res = await ctx().call(s, 'POST', `${BASE}/services/_search`, { WorkOrderId: workOrderId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<WorkOrderService[]>();
  };
  const order = async (s: Session, id: number) => {
    const res = await ctx().call(s, 'GET', `${BASE}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<WorkOrder>();
  };

  it('gives the office the estimated value, service totals, equipment subtotals and rates', async () => {
    const { id } = await pricedOrder(ctx());
    for (const user of ['officemanager', 'branchmanager', 'admin']) {
      const s = await ctx().login(user);
      expect((await order(s, id)).EstimatedValue, user).toBe(850);
      const [service] = await services(s, id);
      expect(service, user).toMatchObject({
        TotalCost: 250,
        EquipmentSubtotal: 40,
        Service: { PricingUnitOfMeasureRate: 12.5 },
        DescriptionText: '$12.50 a unit',
      });
    }
  });

  it('sends a foreman no prices: not on the order, its services, their description or the device copy', async () => {
    const { id } = await pricedOrder(ctx());
    const foreman = await ctx().login('foreman');
    await scheduleWorkOrder(ctx().dbh.db, id, foreman.body.Employee.Id, '2026-06-01');
    const wo = await order(foreman, id);
    expect(wo.EstimatedValue).toBeNull();
    expect(wo.Description).toBe('Prune the oaks');
    const [service] = await services(foreman, id);
    expect(service).toMatchObject({
      TotalCost: null,
      EquipmentSubtotal: null,
      Service: { PricingUnitOfMeasureRate: null },
    });
    expect(service!.DescriptionText).not.toContain('12.50');
  });

  it("keeps prices off a foreman's device and on an office user's", async () => {
    const db = ctx().dbh.db;
    const { session: foreman, employeeId } = await withRole(ctx(), 'pricing-foreman', 'Foreman');
    const crewed = await crewedWorkOrder(db, employeeId);
    const pulled = changeOf((await pullAll(ctx(), foreman)).changes, 'workOrder', crewed.id);
    expect(pulled?.Deleted).toBe(false);
    const data = pulled!.Data as SyncWorkOrder;
    expect(data.Id).toBe(crewed.id);
    expect(data.EstimatedValue).toBeNull();
    // The same person given WorkOrders_Pricing gets the value on the device.
    const { session: priced, employeeId: pricedId } = await withRole(
      ctx(),
      'pricing-foreman-2',
      'Foreman',
      1,
      (c) => ({ ...c, WorkOrders_Pricing: R }),
    );
    const other = await crewedWorkOrder(db, pricedId);
    const got = changeOf((await pullAll(ctx(), priced)).changes, 'workOrder', other.id);
    expect((got!.Data as SyncWorkOrder).EstimatedValue).toBe(850);
  });

  it('refuses a foreman a change of the estimated value and changes nothing, but saves his other fields', async () => {
    const { id } = await pricedOrder(ctx());
    const foreman = await ctx().login('foreman');
    await scheduleWorkOrder(ctx().dbh.db, id, foreman.body.Employee.Id, '2026-06-02');
    const refused = await ctx().call(foreman, 'PUT', `${BASE}/save`, {
      Id: id,
      Version: 1,
      EstimatedValue: 1,
      Description: 'Changed',
    });
    expect(refused.statusCode).toBe(403);
    const admin = await ctx().login('admin');
    expect(await order(admin, id)).toMatchObject({
      EstimatedValue: 850,
      Description: 'Prune the oaks',
      Version: 1,
    });
    const saved = await ctx().call(foreman, 'PUT', `${BASE}/save`, {
      Id: id,
      Version: 1,
      Description: 'Changed',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<WorkOrder>()).toMatchObject({
      EstimatedValue: null,
      Description: 'Changed',
      Version: 2,
    });
    expect((await order(admin, id)).EstimatedValue).toBe(850);
  });

  it('lets a service editor without the pricing claim save a service sent back without cost, never its cost', async () => {
    const { id, serviceId } = await pricedOrder(ctx());
    const { session } = await signInWith(
      ctx(),
      'services-no-prices',
      { WorkOrders: F, WorkOrders_Services: R | F, WorkOrders_Status: F },
      1,
    );
    const [service] = await services(session, id);
    expect(service!.TotalCost).toBeNull();
    const costly = await ctx().call(session, 'PUT', `${BASE}/services/save`, { ...service, TotalCost: 1 });
    expect(costly.statusCode).toBe(403);
    const noted = await ctx().call(session, 'PUT', `${BASE}/services/save`, {
      Id: service!.Id,
      Version: service!.Version,
      TotalCost: null,
      Notes: 'Mind the fence',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json<WorkOrderService>()).toMatchObject({ Notes: 'Mind the fence', TotalCost: null });
    const stored = await ctx()
      .dbh.db.selectFrom('work_order_services')
      .select('total_cost_cents')
      .where('id', '=', serviceId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.total_cost_cents)).toBe(25000);
    const added = await ctx().call(session, 'POST', `${BASE}/services/add`, {
      WorkOrderId: id,
      ServiceId: service!.ServiceId,
      ServiceGroupId: 1,
      TotalCost: 10,
      WorkOrderServiceItems: [],
    });
    expect(added.statusCode).toBe(403);
  });

  it("keeps the account summary's service totals to holders of the pricing claim", async () => {
    const { id } = await pricedOrder(ctx());
    const { account_location_id: locationId } = await ctx()
      .dbh.db.selectFrom('work_orders')
      .select('account_location_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const url = `${BASE}/idByLocationId/${locationId}/upcomingServices?Skip=0&Take=999`;
    const mine = (rows: SummaryService[]) => rows.filter((r) => r.WorkOrderId === id);
    const office = await ctx().login('officemanager');
    expect(mine((await ctx().call(office, 'GET', url)).json()).map((r) => r.TotalCost)).toEqual([250]);
    const { session } = await signInWith(ctx(), 'account-reader', { Account: R }, 1);
    const res = await ctx().call(session, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(mine(res.json()).map((r) => r.TotalCost)).toEqual([null]);
  });

  it('totals the live services of the Pricing tab on the server, in exact cents', async () => {
    const db = ctx().dbh.db;
    const { id, serviceId } = await pricedOrder(ctx());
    const { name } = await db
      .selectFrom('services')
      .innerJoin('work_order_services as s', 's.service_id', 'services.id')
      .select('services.name')
      .where('s.id', '=', serviceId)
      .executeTakeFirstOrThrow();
    // Dimes and fifths of a dollar: summed as binary floats they would not come to round figures.
    await db
      .updateTable('work_order_services')
      .set({ total_cost_cents: 25010, equipment_subtotal_cents: 4020 })
      .where('id', '=', serviceId)
      .execute();
    const second = await addWorkOrderService(db, id, name, { totalCostCents: 20 });
    await db
      .updateTable('work_order_services')
      .set({ equipment_subtotal_cents: 10 })
      .where('id', '=', second)
      .execute();
    await addWorkOrderService(db, id, name, { totalCostCents: 99_900, archived: true });

    const office = await ctx().login('officemanager');
    const res = await ctx().call(office, 'GET', `${BASE}/${id}/pricing`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WorkOrderPricing>()).toEqual({
      WorkOrderId: id,
      EstimatedValue: 850,
      Services: [
        { Id: serviceId, Name: name, TotalCost: 250.1, EquipmentSubtotal: 40.2 },
        { Id: second, Name: name, TotalCost: 0.2, EquipmentSubtotal: 0.1 },
      ],
      TotalCost: 250.3,
      EquipmentSubtotal: 40.3,
      Total: 290.6,
    });
  });

  it('keeps the Pricing tab from callers without WorkOrders_Pricing and from another branch', async () => {
    const db = ctx().dbh.db;
    const { id } = await pricedOrder(ctx());
    const foreman = await ctx().login('foreman');
    await scheduleWorkOrder(db, id, foreman.body.Employee.Id, '2026-06-03');
    expect((await ctx().call(foreman, 'GET', `${BASE}/${id}/pricing`)).statusCode).toBe(403);

    const elsewhere = await makeWorkOrder(db, { branchId: 2 });
    const { session } = await signInWith(
      ctx(),
      'pricing-branch',
      { WorkOrders: B, WorkOrders_Pricing: R },
      1,
    );
    expect((await ctx().call(session, 'GET', `${BASE}/${id}/pricing`)).statusCode).toBe(200);
    const other = await ctx().call(session, 'GET', `${BASE}/${elsewhere}/pricing`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('850');
    expect((await ctx().call(session, 'GET', `${BASE}/999999999/pricing`)).statusCode).toBe(404);
  });

  it('starts the office roles with the pricing claim and the foreman without it', () => {
    const claims = (id: number) => DefaultRoles.find((r) => r.Id === id)!.Claims;
    for (const role of [
      UserRoles.Administrator,
      UserRoles.OfficeManager,
      UserRoles.BillingManager,
      UserRoles.BranchManager,
      // Arborists price the services they add (the add form requires a Service Cost).
      UserRoles.Arborist,
    ])
      expect(seesPrices(claims(role)), String(role)).toBe(true);
    expect(seesPrices(claims(UserRoles.Foreman))).toBe(false);
  });
});
