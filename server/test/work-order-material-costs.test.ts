import { expect, it } from 'vitest';
import {
  B,
  F,
  Messages,
  R,
  ScheduleMessages,
  ScheduleStatuses,
  ServiceGroups,
  WorkOrderMaterialMessages as M,
  type ScheduleWorkOrder,
  type WorkOrderMaterial,
  type WorkOrderPurchaseOrders,
} from '@canopy/shared';
import { describeEngines, type Session } from './harness';
import { makeWorkOrder, scheduleWorkOrder, signInWith } from './work-order-fixtures';
import {
  addPurchaseOrder,
  materialNamed,
  serviceWithItems,
  setScheduleStatus,
} from './work-order-materials.fixtures';

type Res = { statusCode: number; json<T = any>(): T };
const service = (res: Res) => res.json<{ ModelState: { Service: string[] } }>().ModelState.Service;

describeEngines('schedule material costs and work order purchase orders', (ctx) => {
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    ctx().call(s, method, url, body) as Promise<Res>;
  const db = () => ctx().dbh.db;
  let n = 0;
  const user = async (claims: Record<string, number>, branchId = 1) =>
    (await signInWith(ctx(), `costs${++n}`, claims, branchId)).session;
  const scheduler = () => user({ WorkOrders: F, WorkOrders_Pricing: R, Schedules: F, Account: F });

  async function scheduled(group: number = ServiceGroups.ArborCare) {
    const wo = await makeWorkOrder(db(), { serviceGroupId: group });
    const { scheduleId } = await scheduleWorkOrder(db(), wo, 5, '2026-12-01');
    return { wo, scheduleId };
  }

  const cost = async (over: Record<string, unknown> = {}) => {
    const mulch = await materialNamed(db(), 'Hardwood Mulch');
    return { MaterialTypeId: 1, MaterialId: mulch.id, Units: 2, UnitPrice: 38, ActualCost: 30, ...over };
  };

  it('adds a material cost row only with every field; the service only for Arbor Care may be left out', async () => {
    const s = await scheduler();
    const arbor = await scheduled();
    const url = (wo: number) => `/api/v1/workOrders/${wo}/addMaterial`;
    const { ActualCost: _, ...noActual } = await cost({ ScheduleId: arbor.scheduleId });
    const missing = await call(s, 'POST', url(arbor.wo), noActual);
    expect(missing.statusCode).toBe(400);
    expect(service(missing)).toContain(Messages.MaterialFillAllFields);
    const ok = await call(s, 'POST', url(arbor.wo), await cost({ ScheduleId: arbor.scheduleId }));
    expect(ok.json<WorkOrderMaterial>()).toMatchObject({
      Units: 2,
      UnitPrice: 38,
      TotalCost: 76,
      ActualCost: 30,
    });

    const lawn = await scheduled(ServiceGroups.LawnCare);
    const noService = await call(s, 'POST', url(lawn.wo), await cost({ ScheduleId: lawn.scheduleId }));
    expect(service(noService)).toContain(Messages.MaterialFillAllFields);
    const svc = await serviceWithItems(db(), lawn.wo, 1);
    const noItem = await call(
      s,
      'POST',
      url(lawn.wo),
      await cost({ ScheduleId: lawn.scheduleId, WorkOrderServiceId: svc.serviceId }),
    );
    expect(service(noItem)).toContain(Messages.MaterialFillAllFields);
    const full = await call(
      s,
      'POST',
      url(lawn.wo),
      await cost({
        ScheduleId: lawn.scheduleId,
        WorkOrderServiceId: svc.serviceId,
        ServiceItemId: svc.itemIds[0],
      }),
    );
    expect(full.statusCode).toBe(200);

    // The schedule's work orders carry their rows and the services a row may be for.
    const list = await call(s, 'GET', `/api/v1/schedules/${lawn.scheduleId}/work-orders`);
    const [row] = list.json<ScheduleWorkOrder[]>();
    expect(row!.workOrderMaterialCosts).toHaveLength(1);
    expect(row!.workOrderMaterialCosts![0]).toMatchObject({
      WorkOrderServiceId: svc.serviceId,
      TotalCost: 76,
    });
    expect(row!.workOrderMaterialServices).toEqual([
      {
        WorkOrderServiceId: svc.serviceId,
        ServiceName: expect.any(String),
        ServiceItems: [{ Id: svc.itemIds[0], Name: expect.any(String) }],
      },
    ]);
  });

  it('refuses material cost changes on a Confirmed or Cancelled schedule and changes nothing', async () => {
    const s = await scheduler();
    const { wo, scheduleId } = await scheduled();
    const row = (
      await call(s, 'POST', `/api/v1/workOrders/${wo}/addMaterial`, await cost({ ScheduleId: scheduleId }))
    ).json<WorkOrderMaterial>();

    await setScheduleStatus(db(), scheduleId, ScheduleStatuses.Confirmed);
    const add = await call(
      s,
      'POST',
      `/api/v1/workOrders/${wo}/addMaterial`,
      await cost({ ScheduleId: scheduleId }),
    );
    expect(service(add)).toEqual([ScheduleMessages.Confirmed]);
    const update = await call(s, 'PUT', `/api/v1/workOrders/${wo}/updateMaterialActualCost`, {
      WorkOrderMaterialId: row.Id,
      ActualCost: 99,
      ScheduleId: scheduleId,
    });
    expect(service(update)).toEqual([ScheduleMessages.Confirmed]);
    const archive = await call(
      s,
      'DELETE',
      `/api/v1/workOrders/workOrderMaterials/${row.Id}/archive?ScheduleId=${scheduleId}`,
    );
    expect(service(archive)).toEqual([ScheduleMessages.Confirmed]);
    // The work order's own tab is held by the confirmed schedule too.
    const tab = await call(s, 'PUT', '/api/v1/workOrders/workOrderMaterials/save', {
      Id: row.Id,
      Version: 1,
      Units: 5,
    });
    expect(service(tab)).toEqual([ScheduleMessages.Confirmed]);

    await setScheduleStatus(db(), scheduleId, ScheduleStatuses.Canceled);
    const cancelled = await call(s, 'PUT', `/api/v1/workOrders/${wo}/updateMaterialActualCost`, {
      WorkOrderMaterialId: row.Id,
      ActualCost: 99,
      ScheduleId: scheduleId,
    });
    expect(service(cancelled)).toEqual([ScheduleMessages.Cancelled]);

    const stored = await db()
      .selectFrom('work_order_materials')
      .select(['actual_cost_cents', 'archived', 'units_hundredths', 'version'])
      .where('work_order_id', '=', wo)
      .execute();
    expect(stored.map((r) => ({ ...r, actual_cost_cents: Number(r.actual_cost_cents) }))).toEqual([
      { actual_cost_cents: 3000, archived: 0, units_hundredths: 200, version: 1 },
    ]);
  });

  it('updates the actual cost and archives from an open schedule; a schedule without the work order refuses', async () => {
    const s = await scheduler();
    const { wo, scheduleId } = await scheduled();
    const other = await scheduled();
    const row = (
      await call(s, 'POST', `/api/v1/workOrders/${wo}/addMaterial`, await cost({ ScheduleId: scheduleId }))
    ).json<WorkOrderMaterial>();
    const strange = await call(s, 'PUT', `/api/v1/workOrders/${wo}/updateMaterialActualCost`, {
      WorkOrderMaterialId: row.Id,
      ActualCost: 12.34,
      ScheduleId: other.scheduleId,
    });
    expect(service(strange)).toEqual([M.NotOnSchedule]);
    const updated = await call(s, 'PUT', `/api/v1/workOrders/${wo}/updateMaterialActualCost`, {
      WorkOrderMaterialId: row.Id,
      ActualCost: 12.34,
      ScheduleId: scheduleId,
    });
    expect(updated.json<WorkOrderMaterial>().ActualCost).toBe(12.34);
    const archived = await call(
      s,
      'DELETE',
      `/api/v1/workOrders/workOrderMaterials/${row.Id}/archive?ScheduleId=${scheduleId}`,
    );
    expect(archived.json<WorkOrderMaterial>().Archived).toBe(true);
    const list = await call(s, 'GET', `/api/v1/schedules/${scheduleId}/work-orders`);
    expect(list.json<ScheduleWorkOrder[]>()[0]!.workOrderMaterialCosts).toEqual([]);
  });

  it('cites only the account’s unarchived purchase orders in effect today', async () => {
    const s = await scheduler();
    const wo = await makeWorkOrder(db());
    const { account_id } = await db()
      .selectFrom('work_orders')
      .select('account_id')
      .where('id', '=', wo)
      .executeTakeFirstOrThrow();
    const open = await addPurchaseOrder(db(), account_id, `PO-OPEN-${wo}`);
    const dated = await addPurchaseOrder(db(), account_id, `PO-DATED-${wo}`, {
      start: '2020-01-01',
      end: '2999-12-31',
    });
    const lapsed = await addPurchaseOrder(db(), account_id, `PO-OLD-${wo}`, {
      start: '2020-01-01',
      end: '2020-12-31',
    });
    const future = await addPurchaseOrder(db(), account_id, `PO-NEXT-${wo}`, { start: '2999-01-01' });
    const archived = await addPurchaseOrder(db(), account_id, `PO-ARCH-${wo}`, { archived: true });
    const otherAccount = await db()
      .selectFrom('accounts')
      .select('id')
      .where('id', '!=', account_id)
      .executeTakeFirstOrThrow();
    const foreign = await addPurchaseOrder(db(), otherAccount.id, `PO-FOREIGN-${wo}`);
    const url = `/api/v1/workOrders/${wo}/purchaseOrders`;

    const read = (await call(s, 'GET', url)).json<WorkOrderPurchaseOrders>();
    expect(read.PurchaseOrders).toEqual([]);
    expect(read.Choices.map((p) => p.Id).sort()).toEqual([open, dated].sort());

    for (const bad of [lapsed, future, archived, foreign]) {
      const res = await call(s, 'PUT', url, [open, bad]);
      expect(res.statusCode).toBe(400);
      expect(service(res)).toEqual([M.PurchaseOrdersNotCitable]);
    }
    const saved = await call(s, 'PUT', url, [open, dated]);
    expect(
      saved
        .json<WorkOrderPurchaseOrders>()
        .PurchaseOrders.map((p) => p.Id)
        .sort(),
    ).toEqual([open, dated].sort());
    const cleared = await call(s, 'PUT', url, [dated]);
    expect(cleared.json<WorkOrderPurchaseOrders>().PurchaseOrders.map((p) => p.Po)).toEqual([
      `PO-DATED-${wo}`,
    ]);
    const links = await db()
      .selectFrom('work_order_purchase_orders')
      .selectAll()
      .where('work_order_id', '=', wo)
      .execute();
    expect(links).toEqual([{ work_order_id: wo, account_purchase_order_id: dated }]);
  });

  it('needs Account Full or Branch and WorkOrders to change a work order’s purchase orders, within reach', async () => {
    const wo = await makeWorkOrder(db());
    const { account_id } = await db()
      .selectFrom('work_orders')
      .select('account_id')
      .where('id', '=', wo)
      .executeTakeFirstOrThrow();
    const po = await addPurchaseOrder(db(), account_id, `PO-CLAIM-${wo}`);
    const url = `/api/v1/workOrders/${wo}/purchaseOrders`;
    const noAccount = await user({ WorkOrders: F });
    expect((await call(noAccount, 'PUT', url, [po])).statusCode).toBe(403);
    const readOnlyAccount = await user({ WorkOrders: F, Account: R });
    expect((await call(readOnlyAccount, 'PUT', url, [po])).statusCode).toBe(403);
    const noWorkOrders = await user({ Account: F, Schedules: F });
    expect((await call(noWorkOrders, 'PUT', url, [po])).statusCode).toBe(403);
    const elsewhere = await user({ WorkOrders: B, Account: B }, 2);
    expect((await call(elsewhere, 'PUT', url, [po])).statusCode).toBe(404);
    expect((await call(elsewhere, 'GET', url)).statusCode).toBe(404);
    const branch = await user({ WorkOrders: B, Account: B });
    expect((await call(branch, 'PUT', url, [po])).statusCode).toBe(200);
    const links = await db()
      .selectFrom('work_order_purchase_orders')
      .selectAll()
      .where('work_order_id', '=', wo)
      .execute();
    expect(links).toHaveLength(1);
  });
});
