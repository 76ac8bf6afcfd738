import { expect, it } from 'vitest';
import {
  B,
  F,
  MaterialTypes,
  Messages,
  P,
  R,
  ServiceGroups,
  WorkOrderMaterialMessages as M,
  type WorkOrderMaterial,
} from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { makeWorkOrder, signInWith } from './work-order-fixtures';
import { materialNamed, serviceWithItems } from './work-order-materials.fixtures';

const BASE = '/api/v1/workOrders/workOrderMaterials';
type Res = { statusCode: number; json<T = any>(): T; headers: Record<string, unknown> };
const service = (res: Res) => res.json<{ ModelState: { Service: string[] } }>().ModelState.Service;

describeEngines('work order materials', (ctx) => {
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    ctx().call(s, method, url, body) as Promise<Res>;
  const db = () => ctx().dbh.db;
  let n = 0;
  /** A user of branch 1 with WorkOrders and pricing (and more claims when asked). */
  const user = async (claims: Record<string, number>, branchId = 1) =>
    (await signInWith(ctx(), `materials${++n}`, claims, branchId)).session;
  const office = (extra: Record<string, number> = {}) =>
    user({ WorkOrders: F, WorkOrders_Pricing: R, ...extra });
  const list = (s: Session, workOrderId: number, typeId: number, includeArchived = false) =>
    call(s, 'POST', `${BASE}/_search`, {
      WorkOrderId: workOrderId,
      MaterialTypeId: typeId,
      IncludeArchived: includeArchived,
    });

  async function arborWorkOrder(t: TestCtx = ctx()) {
    return makeWorkOrder(t.dbh.db, { serviceGroupId: ServiceGroups.ArborCare });
  }

  it('adds a material and a disposal, lists each type 12 a page with exact totals', async () => {
    const s = await office();
    const wo = await arborWorkOrder();
    const mulch = await materialNamed(db(), 'Hardwood Mulch');
    const chips = await materialNamed(db(), 'Wood Chips');
    const added = await call(s, 'POST', `${BASE}/add`, {
      WorkOrderId: wo,
      MaterialTypeId: MaterialTypes.Material,
      MaterialId: mulch.id,
      Units: 3.33,
      UnitPrice: 12.35,
    });
    expect(added.statusCode).toBe(200);
    // 3.33 × 12.35 = 41.1255, to the cent 41.13.
    expect(added.json<WorkOrderMaterial>()).toMatchObject({
      WorkOrderId: wo,
      MaterialTypeId: 1,
      MaterialName: 'Hardwood Mulch',
      Unit: 'cu yd',
      Units: 3.33,
      UnitPrice: 12.35,
      TotalCost: 41.13,
      ActualCost: null,
      Completed: false,
      Archived: false,
      Version: 1,
    });
    // The catalogue's price when none is sent: 2.5 cu yd of chips at $12.00.
    const disposal = await call(s, 'POST', `${BASE}/add`, {
      WorkOrderId: wo,
      MaterialTypeId: MaterialTypes.Disposal,
      MaterialId: chips.id,
      Units: 2.5,
    });
    expect(disposal.json<WorkOrderMaterial>()).toMatchObject({ UnitPrice: 12, TotalCost: 30 });
    for (let i = 0; i < 12; i++)
      await call(s, 'POST', `${BASE}/add`, {
        WorkOrderId: wo,
        MaterialTypeId: 1,
        MaterialId: mulch.id,
        Units: 1,
      });
    const materials = await list(s, wo, MaterialTypes.Material);
    expect(materials.headers['x-list-count']).toBe('13');
    expect(materials.json<WorkOrderMaterial[]>()).toHaveLength(12);
    const disposals = await list(s, wo, MaterialTypes.Disposal);
    expect(disposals.json<WorkOrderMaterial[]>().map((m) => m.MaterialName)).toEqual(['Wood Chips']);
  });

  it('gives a material with no service the location’s NA inventory item, made once', async () => {
    const s = await office();
    const wo = await arborWorkOrder();
    const mulch = await materialNamed(db(), 'Cedar Mulch');
    const body = { WorkOrderId: wo, MaterialTypeId: 1, MaterialId: mulch.id, Units: 1 };
    const a = (await call(s, 'POST', `${BASE}/add`, body)).json<WorkOrderMaterial>();
    const b = (await call(s, 'POST', `${BASE}/add`, body)).json<WorkOrderMaterial>();
    expect(a.ServiceItem).toBe('NA');
    expect(a.ServiceItemId).not.toBeNull();
    expect(b.ServiceItemId).toBe(a.ServiceItemId);
  });

  it('ties a material to a service of the work order and one of its items', async () => {
    const s = await office();
    const wo = await makeWorkOrder(db(), { serviceGroupId: ServiceGroups.PlantHealthCare });
    const other = await makeWorkOrder(db(), { serviceGroupId: ServiceGroups.PlantHealthCare });
    const mine = await serviceWithItems(db(), wo, 2);
    const theirs = await serviceWithItems(db(), other, 1);
    const soil = await materialNamed(db(), 'Screened Topsoil');
    const base = { WorkOrderId: wo, MaterialTypeId: 1, MaterialId: soil.id, Units: 1 };

    const noService = await call(s, 'POST', `${BASE}/add`, base);
    expect(noService.statusCode).toBe(400);
    expect(service(noService)).toEqual([M.ServiceRequired]);
    const foreign = await call(s, 'POST', `${BASE}/add`, { ...base, WorkOrderServiceId: theirs.serviceId });
    expect(service(foreign)).toEqual([M.ServiceNotOnWorkOrder]);
    const wrongItem = await call(s, 'POST', `${BASE}/add`, {
      ...base,
      WorkOrderServiceId: mine.serviceId,
      ServiceItemId: theirs.itemIds[0],
    });
    expect(service(wrongItem)).toEqual([M.ItemNotOnService]);
    const ok = await call(s, 'POST', `${BASE}/add`, {
      ...base,
      WorkOrderServiceId: mine.serviceId,
      ServiceItemId: mine.itemIds[1],
    });
    expect(ok.json<WorkOrderMaterial>()).toMatchObject({
      WorkOrderServiceId: mine.serviceId,
      ServiceItemId: mine.itemIds[1],
    });
    const stored = await db()
      .selectFrom('work_order_materials')
      .selectAll()
      .where('work_order_id', '=', wo)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('answers a wrong type, bad units and bad amounts with their messages and stores nothing', async () => {
    const s = await office();
    const wo = await arborWorkOrder();
    const chips = await materialNamed(db(), 'Wood Chips');
    const asMaterial = await call(s, 'POST', `${BASE}/add`, {
      WorkOrderId: wo,
      MaterialTypeId: MaterialTypes.Material,
      MaterialId: chips.id,
      Units: 1,
    });
    expect(service(asMaterial)).toEqual([M.wrongType('material')]);
    const zero = await call(s, 'POST', `${BASE}/add`, {
      WorkOrderId: wo,
      MaterialTypeId: 2,
      MaterialId: chips.id,
      Units: 0,
    });
    expect(service(zero)).toEqual([M.UnitsPositive]);
    const thirds = await call(s, 'POST', `${BASE}/add`, {
      WorkOrderId: wo,
      MaterialTypeId: 2,
      MaterialId: chips.id,
      Units: 1,
      UnitPrice: 1.005,
    });
    expect(service(thirds)).toEqual([M.NotCents]);
    const missing = await call(s, 'POST', `${BASE}/add`, { WorkOrderId: wo, MaterialTypeId: 2 });
    expect(service(missing)).toEqual([Messages.MaterialFillAllFields]);
    const rows = await db()
      .selectFrom('work_order_materials')
      .select('id')
      .where('work_order_id', '=', wo)
      .execute();
    expect(rows).toEqual([]);
  });

  it('hides prices from users without WorkOrders_Pricing and refuses their prices', async () => {
    const wo = await arborWorkOrder();
    const kit = await materialNamed(db(), 'Cabling Kit');
    const crew = await user({ WorkOrders: F });
    const refused = await call(crew, 'POST', `${BASE}/add`, {
      WorkOrderId: wo,
      MaterialTypeId: 1,
      MaterialId: kit.id,
      Units: 2,
      UnitPrice: 1,
    });
    expect(service(refused)).toEqual([M.PricesHidden]);
    const added = await call(crew, 'POST', `${BASE}/add`, {
      WorkOrderId: wo,
      MaterialTypeId: 1,
      MaterialId: kit.id,
      Units: 2,
    });
    const row = added.json<WorkOrderMaterial>();
    expect(row).not.toHaveProperty('UnitPrice');
    expect(row).not.toHaveProperty('TotalCost');
    expect(row).not.toHaveProperty('ActualCost');
    const listed = (await list(crew, wo, 1)).json<WorkOrderMaterial[]>();
    expect(listed[0]).not.toHaveProperty('TotalCost');
    // The catalogue's price was stored all the same: $85.00 × 2.
    const s = await office();
    expect((await list(s, wo, 1)).json<WorkOrderMaterial[]>()[0]).toMatchObject({
      UnitPrice: 85,
      TotalCost: 170,
    });
    const cost = await call(crew, 'PUT', `/api/v1/workOrders/${wo}/updateMaterialActualCost`, {
      WorkOrderMaterialId: row.Id,
      ActualCost: 10,
    });
    expect(cost.statusCode).toBe(403);
  });

  it('saves with Version +1, answers a stale Version with 409 and the current row', async () => {
    const s = await office();
    const wo = await arborWorkOrder();
    const mulch = await materialNamed(db(), 'Hardwood Mulch');
    const row = (
      await call(s, 'POST', `${BASE}/add`, {
        WorkOrderId: wo,
        MaterialTypeId: 1,
        MaterialId: mulch.id,
        Units: 1,
      })
    ).json<WorkOrderMaterial>();
    const saved = await call(s, 'PUT', `${BASE}/save`, {
      Id: row.Id,
      Version: 1,
      Units: 4,
      Notes: 'Front bed',
    });
    expect(saved.json<WorkOrderMaterial>()).toMatchObject({
      Units: 4,
      TotalCost: 152,
      Notes: 'Front bed',
      Version: 2,
    });
    const stale = await call(s, 'PUT', `${BASE}/save`, { Id: row.Id, Version: 1, Units: 9 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Units: 4, Version: 2 });
  });

  it('lets only WorkOrders_Status Full complete a material', async () => {
    const wo = await arborWorkOrder();
    const mulch = await materialNamed(db(), 'Hardwood Mulch');
    const s = await office();
    const row = (
      await call(s, 'POST', `${BASE}/add`, {
        WorkOrderId: wo,
        MaterialTypeId: 1,
        MaterialId: mulch.id,
        Units: 1,
      })
    ).json<WorkOrderMaterial>();
    const denied = await call(s, 'PUT', `${BASE}/save`, { Id: row.Id, Version: 1, Completed: true });
    expect(denied.statusCode).toBe(403);
    const status = await user({ WorkOrders_Status: F, WorkOrders: R });
    const done = await call(status, 'PUT', `${BASE}/save`, { Id: row.Id, Version: 1, Completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json<WorkOrderMaterial>().Completed).toBe(true);
    expect(done.json<WorkOrderMaterial>().DateCompleted).not.toBeNull();
    // Completing is not editing: the status holder cannot change the units.
    const edit = await call(status, 'PUT', `${BASE}/save`, { Id: row.Id, Version: 2, Units: 3 });
    expect(edit.statusCode).toBe(403);
  });

  it('archives with a toggle and with DELETE archive; the list leaves archived rows out', async () => {
    const s = await office();
    const wo = await arborWorkOrder();
    const brush = await materialNamed(db(), 'Brush');
    const add = () =>
      call(s, 'POST', `${BASE}/add`, { WorkOrderId: wo, MaterialTypeId: 2, MaterialId: brush.id, Units: 1 });
    const a = (await add()).json<WorkOrderMaterial>();
    const b = (await add()).json<WorkOrderMaterial>();
    expect((await call(s, 'POST', `${BASE}/${a.Id}/toggleArchived`)).json<WorkOrderMaterial>().Archived).toBe(
      true,
    );
    expect((await call(s, 'DELETE', `${BASE}/${b.Id}/archive`)).json<WorkOrderMaterial>().Archived).toBe(
      true,
    );
    // Archiving twice keeps it archived; the toggle brings it back.
    expect((await call(s, 'DELETE', `${BASE}/${b.Id}/archive`)).json<WorkOrderMaterial>().Archived).toBe(
      true,
    );
    expect((await list(s, wo, 2)).headers['x-list-count']).toBe('0');
    expect((await list(s, wo, 2, true)).headers['x-list-count']).toBe('2');
    expect((await call(s, 'POST', `${BASE}/${a.Id}/toggleArchived`)).json<WorkOrderMaterial>().Archived).toBe(
      false,
    );
    expect((await list(s, wo, 2)).headers['x-list-count']).toBe('1');
  });

  it('keeps every call within the caller’s reach: another branch’s work order is 404', async () => {
    const wo = await arborWorkOrder();
    const mulch = await materialNamed(db(), 'Hardwood Mulch');
    const s = await office();
    const row = (
      await call(s, 'POST', `${BASE}/add`, {
        WorkOrderId: wo,
        MaterialTypeId: 1,
        MaterialId: mulch.id,
        Units: 1,
      })
    ).json<WorkOrderMaterial>();
    const elsewhere = await user({ WorkOrders: B, WorkOrders_Pricing: R, WorkOrders_Status: F }, 2);
    const add = { WorkOrderId: wo, MaterialTypeId: 1, MaterialId: mulch.id, Units: 1 };
    expect((await list(elsewhere, wo, 1)).statusCode).toBe(404);
    expect((await call(elsewhere, 'POST', `${BASE}/add`, add)).statusCode).toBe(404);
    expect(
      (await call(elsewhere, 'PUT', `${BASE}/save`, { Id: row.Id, Version: 1, Units: 2 })).statusCode,
    ).toBe(404);
    expect(
      (await call(elsewhere, 'PUT', `${BASE}/save`, { Id: row.Id, Version: 1, Completed: true })).statusCode,
    ).toBe(404);
    expect((await call(elsewhere, 'POST', `${BASE}/${row.Id}/toggleArchived`)).statusCode).toBe(404);
    expect((await call(elsewhere, 'DELETE', `${BASE}/${row.Id}/archive`)).statusCode).toBe(404);
    expect(
      (
        await call(elsewhere, 'PUT', `/api/v1/workOrders/${wo}/updateMaterialActualCost`, {
          WorkOrderMaterialId: row.Id,
          ActualCost: 1,
        })
      ).statusCode,
    ).toBe(404);
    // Personal reaches only the caller's own work orders.
    const personal = await user({ WorkOrders: P, WorkOrders_Pricing: R });
    expect((await call(personal, 'POST', `${BASE}/add`, add)).statusCode).toBe(404);
    // A reader of work orders may list but not add.
    const reader = await user({ WorkOrders: R });
    expect((await list(reader, wo, 1)).statusCode).toBe(200);
    expect((await call(reader, 'POST', `${BASE}/add`, add)).statusCode).toBe(403);
    const stored = await db()
      .selectFrom('work_order_materials')
      .select(['archived', 'version'])
      .where('id', '=', row.Id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ archived: 0, version: 1 });
  });

  it('updates the actual cost in exact cents', async () => {
    const s = await office();
    const wo = await arborWorkOrder();
    const seed = await materialNamed(db(), 'Sun and Shade Grass Seed');
    const row = (
      await call(s, 'POST', `${BASE}/add`, {
        WorkOrderId: wo,
        MaterialTypeId: 1,
        MaterialId: seed.id,
        Units: 10,
      })
    ).json<WorkOrderMaterial>();
    const url = `/api/v1/workOrders/${wo}/updateMaterialActualCost`;
    const ok = await call(s, 'PUT', url, { WorkOrderMaterialId: row.Id, ActualCost: 48.1, TotalCost: 1 });
    // The total is never taken from the caller: 10 lb at $6.50.
    expect(ok.json<WorkOrderMaterial>()).toMatchObject({ ActualCost: 48.1, TotalCost: 65, Version: 2 });
    const stored = await db()
      .selectFrom('work_order_materials')
      .select('actual_cost_cents')
      .where('id', '=', row.Id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.actual_cost_cents)).toBe(4810);
    expect(service(await call(s, 'PUT', url, { WorkOrderMaterialId: row.Id, ActualCost: -1 }))).toEqual([
      M.NotCents,
    ]);
    const otherWo = await arborWorkOrder();
    const wrongPath = await call(s, 'PUT', `/api/v1/workOrders/${otherWo}/updateMaterialActualCost`, {
      WorkOrderMaterialId: row.Id,
      ActualCost: 1,
    });
    expect(wrongPath.statusCode).toBe(404);
  });

  it('the demo company has materials and disposals on work orders, totals exact', async () => {
    const rows = await db()
      .selectFrom('work_order_materials')
      .select([
        'material_type_id',
        'units_hundredths',
        'unit_price_cents',
        'total_cost_cents',
        'service_item_id',
      ])
      .where('reported_by', 'is not', null)
      .execute();
    const demo = rows.filter((r) => r.service_item_id !== null);
    expect(new Set(demo.map((r) => r.material_type_id))).toEqual(new Set([1, 2]));
    expect(demo.length).toBeGreaterThanOrEqual(6);
    for (const r of demo)
      expect(Number(r.total_cost_cents)).toBe(
        Math.round((r.units_hundredths * Number(r.unit_price_cents)) / 100),
      );
  });
});
