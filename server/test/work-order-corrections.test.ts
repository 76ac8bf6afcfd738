import { expect, it } from 'vitest';
import {
  Messages,
  WorkOrderStatuses,
  WorkOrderSubTypes,
  type CorrectionCreated,
  type CorrectionLinks,
  type WorkOrder,
  type WorkOrderService,
} from '@canopy/shared';
import { describeEngines, type Session } from './harness';
import { addWorkOrderService, makeWorkOrder } from './work-order-fixtures';
import { addInventoryItem, locationOf } from './work-order-services.fixtures';

const BASE = '/api/v1/workOrders';

describeEngines('correction work orders', (ctx) => {
  const create = (s: Session, id: number) => ctx().call(s, 'PUT', `${BASE}/${id}/createCorrectionWorkOrder`);
  const links = async (s: Session, id: number) => {
    const res = await ctx().call(s, 'GET', `${BASE}/${id}/correctionWorkOrder`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CorrectionLinks>();
  };
  const servicesOf = async (s: Session, id: number) =>
    (
      await ctx().call(s, 'POST', `${BASE}/services/_search`, { WorkOrderId: id, IncludeArchived: true })
    ).json<WorkOrderService[]>();
  const orderCount = async () =>
    Number(
      (
        await ctx()
          .dbh.db.selectFrom('work_orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** An order with three services: pruning and cabling flagged through the API, removal not. */
  async function withFlagged(office: Session, branchId = 1) {
    const db = ctx().dbh.db;
    const id = await makeWorkOrder(db, { branchId });
    const tree = await addInventoryItem(db, await locationOf(db, id), { type: 'Tree', place: 'Back Yard' });
    const pruning = await addWorkOrderService(db, id, 'Structural Pruning', { totalCostCents: 12345 });
    await db
      .insertInto('work_order_service_items')
      .values({
        work_order_service_id: pruning,
        service_item_id: tree,
        service_units_hundredths: 300,
        pricing_units_hundredths: 200,
      })
      .execute();
    const cabling = await addWorkOrderService(db, id, 'Cabling and Bracing');
    const removal = await addWorkOrderService(db, id, 'Tree Removal');
    for (const serviceId of [pruning, cabling]) {
      const res = await ctx().call(office, 'PUT', `${BASE}/services/save`, {
        Id: serviceId,
        Version: 1,
        NeedsCorrection: true,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return { id, pruning, cabling, removal, tree };
  }

  it("refuses with the spec's message and makes nothing when no service is flagged", async () => {
    const office = await ctx().login('officemanager');
    const id = await makeWorkOrder(ctx().dbh.db);
    await addWorkOrderService(ctx().dbh.db, id, 'Tree Removal');
    const before = await orderCount();
    const res = await create(office, id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Message: Messages.CorrectionNeedsService,
      ModelState: { Service: ['Atleast one service should be checked to create correction work order'] },
    });
    expect(await orderCount()).toBe(before);
  });

  it('makes a Corrections order linked to its original with copies of the flagged services only', async () => {
    const office = await ctx().login('officemanager');
    const { id, tree } = await withFlagged(office);
    const res = await create(office, id);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json<CorrectionCreated>();
    expect(made.OriginalWoId).toBe(id);
    expect(made.ServiceIds).toHaveLength(2);

    const original = (await ctx().call(office, 'GET', `${BASE}/${id}`)).json<WorkOrder>();
    const correction = (await ctx().call(office, 'GET', `${BASE}/${made.WorkOrderId}`)).json<WorkOrder>();
    expect(correction).toMatchObject({
      SubTypeId: WorkOrderSubTypes.Corrections,
      SubType: 'Corrections',
      StatusId: WorkOrderStatuses.Created,
      OriginalWoId: id,
      AccountId: original.AccountId,
      AccountLocationId: original.AccountLocationId,
      BranchId: original.BranchId,
      SalesRepId: original.SalesRepId,
      ServiceGroupId: original.ServiceGroupId,
      Version: 1,
    });

    const copies = await servicesOf(office, made.WorkOrderId);
    expect(copies.map((s) => [s.ServiceName, s.TotalCost, s.Completed, s.NeedsCorrection])).toEqual([
      ['Structural Pruning', 123.45, false, false],
      ['Cabling and Bracing', 250, false, false],
    ]);
    expect(copies[0]!.WorkOrderServiceItems).toMatchObject([
      { ServiceItemId: tree, ServiceUnits: 3, PricingUnits: 2 },
    ]);
    // The originals are no longer waiting for a correction, so a second generation finds none.
    expect((await servicesOf(office, id)).map((s) => s.NeedsCorrection)).toEqual([false, false, false]);
    const again = await create(office, id);
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe(Messages.CorrectionNeedsService);
  });

  it('links both ways: the original lists its corrections, the correction shows its original', async () => {
    const office = await ctx().login('officemanager');
    const { id, pruning } = await withFlagged(office);
    const first = (await create(office, id)).json<CorrectionCreated>();
    await ctx().call(office, 'PUT', `${BASE}/services/save`, {
      Id: pruning,
      Version: 3,
      NeedsCorrection: true,
    });
    const second = (await create(office, id)).json<CorrectionCreated>();
    const fromOriginal = await links(office, id);
    expect(fromOriginal.Original).toBeNull();
    expect(fromOriginal.Corrections.map((c) => [c.Id, c.SubTypeId, c.WorkOrderStatus])).toEqual([
      [first.WorkOrderId, WorkOrderSubTypes.Corrections, 'Created'],
      [second.WorkOrderId, WorkOrderSubTypes.Corrections, 'Created'],
    ]);
    const fromCorrection = await links(office, second.WorkOrderId);
    expect(fromCorrection.Original).toMatchObject({ Id: id, SubTypeId: WorkOrderSubTypes.Original });
    expect(fromCorrection.Corrections).toEqual([]);
    expect((await servicesOf(office, second.WorkOrderId)).map((s) => s.ServiceName)).toEqual([
      'Structural Pruning',
    ]);
  });

  it('lets WorkOrders Branch or Full create, in their reach only; Personal holders may not', async () => {
    const office = await ctx().login('officemanager');
    const { id } = await withFlagged(office);
    const before = await orderCount();
    for (const user of ['foreman', 'arborist', 'billing'])
      expect((await create(await ctx().login(user), id)).statusCode, user).toBe(403);
    // Another branch's manager learns nothing of the order.
    expect((await create(await ctx().login('branchmanager2'), id)).statusCode).toBe(404);
    expect(
      (await ctx().call(await ctx().login('branchmanager2'), 'GET', `${BASE}/${id}/correctionWorkOrder`))
        .statusCode,
    ).toBe(404);
    expect((await create(await ctx().login('admin'), 999999)).statusCode).toBe(404);
    expect(await orderCount()).toBe(before);
    const res = await create(await ctx().login('branchmanager'), id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderCount()).toBe(before + 1);
  });
});
