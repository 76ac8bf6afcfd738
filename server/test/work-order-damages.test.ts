import { expect, it } from 'vitest';
import {
  LIST_COUNT_HEADER,
  Messages,
  WorkOrderImageTypes,
  WorkOrderProblemMessages as M,
  WorkOrderSubTypes,
  type WorkOrderDamage,
  type WorkOrderDamageService,
} from '@canopy/shared';
import { describeEngines, type Session } from './harness';
import { multipart, PNG } from './support';
import { makeWorkOrder } from './work-order-fixtures';
import {
  DAMAGE_SERVICES,
  DAMAGES,
  equippedOrder,
  FOREMAN,
  problemCalls,
} from './work-order-problems.fixtures';

const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);
const serviceMessages = (res: { json: () => unknown }) =>
  (res.json() as { ModelState: { Service: string[] } }).ModelState.Service;

describeEngines('work order damages and damage services', (ctx) => {
  const { call, post } = problemCalls(ctx);
  const db = () => ctx().dbh.db;
  const addDamage = (s: Session, body: Record<string, unknown>) => post(s, `${DAMAGES}/add`, body);
  const damagesOf = async (s: Session, woId: number, extra: Record<string, unknown> = {}) => {
    const res = await post(s, `${DAMAGES}/_search`, { WorkOrderId: woId, ...extra });
    expect(res.statusCode).toBe(200);
    return res.json<WorkOrderDamage[]>();
  };
  const repairOrder = () => makeWorkOrder(db(), { subTypeId: WorkOrderSubTypes.Damages, statusId: 1 });

  it('a foreman reports a damage on their work order; a blank description is refused and nothing is stored', async () => {
    const wo = await equippedOrder(db());
    const foreman = await ctx().login('foreman');
    const blank = await addDamage(foreman, { WorkOrderId: wo.id, Description: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(serviceMessages(blank)).toEqual([M.DamageDescriptionRequired]);
    expect(await damagesOf(foreman, wo.id)).toEqual([]);
    const res = await addDamage(foreman, {
      WorkOrderId: wo.id,
      Description: 'Loader ruts across the front lawn',
      Notes: 'Customer was told on site',
    });
    expect(res.statusCode).toBe(200);
    const d = res.json<WorkOrderDamage>();
    expect(d).toMatchObject({
      WorkOrderId: wo.id,
      ReportedById: FOREMAN,
      Description: 'Loader ruts across the front lawn',
      Notes: 'Customer was told on site',
      Archived: false,
      Version: 1,
    });
    expect(Date.now() - Date.parse(d.DateReported)).toBeLessThan(60_000);
    const saved = await call(foreman, 'PUT', `${DAMAGES}/save`, {
      Id: d.Id,
      Version: 1,
      Notes: 'Reseed in spring',
    });
    expect(saved.json<WorkOrderDamage>()).toMatchObject({ Notes: 'Reseed in spring', Version: 2 });
    const stale = await call(foreman, 'PUT', `${DAMAGES}/save`, { Id: d.Id, Version: 1, Notes: 'Old' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Notes: 'Reseed in spring', Version: 2 });
  });

  it('archives by toggle and lists 12 a page with the total in X-List-Count', async () => {
    const wo = await equippedOrder(db());
    const admin = await ctx().login('admin');
    const made: WorkOrderDamage[] = [];
    for (let i = 0; i < 13; i++)
      made.push(
        (await addDamage(admin, { WorkOrderId: wo.id, Description: `Broken sprinkler ${i}` })).json(),
      );
    const page = await post(admin, `${DAMAGES}/_search`, { WorkOrderId: wo.id });
    expect(page.json<WorkOrderDamage[]>()).toHaveLength(12);
    expect(count(page)).toBe(13);
    expect((await post(admin, `${DAMAGES}/${made[3]!.Id}/toggleArchived`)).json()).toMatchObject({
      Archived: true,
    });
    expect(count(await post(admin, `${DAMAGES}/_search`, { WorkOrderId: wo.id }))).toBe(12);
    const all = await damagesOf(admin, wo.id, { IncludeArchived: true, Take: 20 });
    expect(all.find((d) => d.Id === made[3]!.Id)?.Archived).toBe(true);
  });

  it('a damage service links the damage to a Damages work order, once; other sub types are refused', async () => {
    const wo = await equippedOrder(db());
    const admin = await ctx().login('admin');
    const d = (
      await addDamage(admin, { WorkOrderId: wo.id, Description: 'Cracked driveway' })
    ).json<WorkOrderDamage>();
    const original = await makeWorkOrder(db());
    const wrong = await post(admin, `${DAMAGE_SERVICES}/add`, {
      DamageId: d.Id,
      DamageWorkOrderId: original,
    });
    expect(wrong.statusCode).toBe(400);
    expect(serviceMessages(wrong)).toEqual([M.NotADamageWorkOrder]);
    const repair = await repairOrder();
    const res = await post(admin, `${DAMAGE_SERVICES}/add`, {
      DamageId: d.Id,
      DamageWorkOrderId: repair,
      Notes: 'Patch the slab',
    });
    expect(res.statusCode).toBe(200);
    const link = res.json<WorkOrderDamageService>();
    expect(link).toMatchObject({
      DamageId: d.Id,
      WorkOrderId: wo.id,
      DamageWorkOrderId: repair,
      DamageWorkOrder: { Id: repair, StatusId: 1, WorkOrderStatus: 'Created' },
      DamageDescription: 'Cracked driveway',
      Notes: 'Patch the slab',
    });
    const twice = await post(admin, `${DAMAGE_SERVICES}/add`, { DamageId: d.Id, DamageWorkOrderId: repair });
    expect(serviceMessages(twice)).toEqual([M.DamageServiceExists]);
    const byDamage = await post(admin, `${DAMAGE_SERVICES}/_search`, { DamageId: d.Id });
    expect(byDamage.json<WorkOrderDamageService[]>().map((s) => s.Id)).toEqual([link.Id]);
    expect(count(byDamage)).toBe(1);
    const byRepair = await post(admin, `${DAMAGE_SERVICES}/_search`, { damageWorkOrderId: repair });
    expect(byRepair.json<WorkOrderDamageService[]>().map((s) => s.Id)).toEqual([link.Id]);
    const neither = await post(admin, `${DAMAGE_SERVICES}/_search`, {});
    expect(neither.statusCode).toBe(400);
    const saved = await call(admin, 'PUT', `${DAMAGE_SERVICES}/save`, {
      Id: link.Id,
      Version: 1,
      Notes: 'Resurface',
    });
    expect(saved.json()).toMatchObject({ Notes: 'Resurface', Version: 2 });
    expect((await post(admin, `${DAMAGE_SERVICES}/${link.Id}/toggleArchived`)).json()).toMatchObject({
      Archived: true,
    });
    expect((await post(admin, `${DAMAGE_SERVICES}/_search`, { DamageId: d.Id })).json()).toEqual([]);
  });

  it("keeps another branch's damages behind 404 and refuses those without WorkOrders edit claims", async () => {
    const wo = await equippedOrder(db(), { salesRepId: 6 });
    const admin = await ctx().login('admin');
    const d = (
      await addDamage(admin, { WorkOrderId: wo.id, Description: 'Bent fence post' })
    ).json<WorkOrderDamage>();
    const repair = await repairOrder();
    const link = (
      await post(admin, `${DAMAGE_SERVICES}/add`, { DamageId: d.Id, DamageWorkOrderId: repair })
    ).json<WorkOrderDamageService>();
    for (const user of ['branchmanager2', 'arborist2']) {
      const s = await ctx().login(user);
      expect((await post(s, `${DAMAGES}/_search`, { WorkOrderId: wo.id })).statusCode).toBe(404);
      expect((await addDamage(s, { WorkOrderId: wo.id, Description: 'x' })).statusCode).toBe(404);
      expect((await call(s, 'PUT', `${DAMAGES}/save`, { Id: d.Id, Version: 1, Notes: 'x' })).statusCode).toBe(
        404,
      );
      expect((await post(s, `${DAMAGES}/${d.Id}/toggleArchived`)).statusCode).toBe(404);
      expect((await post(s, `${DAMAGE_SERVICES}/_search`, { DamageId: d.Id })).statusCode).toBe(404);
      expect(
        (await post(s, `${DAMAGE_SERVICES}/add`, { DamageId: d.Id, DamageWorkOrderId: repair })).statusCode,
      ).toBe(404);
      expect((await post(s, `${DAMAGE_SERVICES}/${link.Id}/toggleArchived`)).statusCode).toBe(404);
    }
    const billing = await ctx().login('billing');
    const refused = await addDamage(billing, { WorkOrderId: wo.id, Description: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(Messages.NotAuthorized);
    const row = await db()
      .selectFrom('work_order_damages')
      .selectAll()
      .where('id', '=', d.Id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ version: 1, archived: 0, notes: null });
    expect(
      await db().selectFrom('work_order_damages').select('id').where('work_order_id', '=', wo.id).execute(),
    ).toHaveLength(1);
  });

  it('files photos under a damage (image type Damages)', async () => {
    const wo = await equippedOrder(db());
    const admin = await ctx().login('admin');
    const d = (
      await addDamage(admin, { WorkOrderId: wo.id, Description: 'Scraped siding' })
    ).json<WorkOrderDamage>();
    const form = multipart([{ filename: 'siding.png', content: PNG }], {
      ImageTypeId: String(WorkOrderImageTypes.Damages),
      KeyId: String(d.Id),
    });
    const up = await ctx().app.inject({
      method: 'POST',
      url: `/api/v1/workOrders/${wo.id}/images`,
      headers: { ...form.headers, authorization: `Bearer ${admin.token}`, 'x-csrf-token': admin.csrf },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(200);
    const listed = await call(admin, 'GET', `/api/v1/workOrders/${wo.id}/images?ImageTypeId=1&KeyId=${d.Id}`);
    expect(listed.json<unknown[]>()).toHaveLength(1);
  });
});
