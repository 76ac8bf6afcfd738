import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  MaterialTypes,
  R,
  Messages,
  ServiceGroups,
  WorkOrderMaterialMessages as MM,
  WorkOrderProblemMessages as M,
  WorkOrderSubTypes,
  type EquipmentProblem,
  type WorkOrderDamage,
  type WorkOrderDamageService,
  type WorkOrderMaterial,
} from '@canopy/shared';
import type { MutationResult, SyncEntity, SyncMutation } from '@canopy/sync/protocol';
import { describeEngines, type Session } from './harness';
import { latest, pullAll, withRole } from './sync-fixtures';
import { makeWorkOrder } from './work-order-fixtures';
import { materialNamed } from './work-order-materials.fixtures';
import { DAMAGE_SERVICES, DAMAGES, equippedOrder, PROBLEMS } from './work-order-problems.fixtures';

const PUSH = '/api/v1/sync/push';
type Applied = Extract<MutationResult, { Status: 'applied' }>;

const mutation = (m: Omit<SyncMutation, 'MutationId' | 'Key'> & { Key?: string }): SyncMutation => ({
  MutationId: randomUUID(),
  Key: m.Key ?? randomUUID(),
  ...m,
});

describeEngines('sync push and pull: materials, damages and equipment problems', (ctx) => {
  const db = () => ctx().dbh.db;
  const push = async (s: Session, mutations: SyncMutation[]) => {
    const res = await ctx().call(s, 'POST', PUSH, { ClientId: 'phone-00001', Mutations: mutations });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ Results: MutationResult[] }>().Results;
  };
  const search = async <T>(s: Session, path: string, body: Record<string, unknown>) => {
    const res = await ctx().call(s, 'POST', `${path}/_search`, { IncludeArchived: true, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T[]>();
  };
  const countOf = async (
    table: 'work_order_materials' | 'work_order_damages' | 'equipment_problems',
    wo: number,
  ) => (await db().selectFrom(table).select('id').where('work_order_id', '=', wo).execute()).length;
  /** A foreman's own work order today, with equipment on its day and no service needed for materials. */
  const foremansOrder = () => equippedOrder(db(), { serviceGroupId: ServiceGroups.ArborCare });

  it('applies a material, a damage with its damage service and a problem made offline, once on replay', async () => {
    const wo = await foremansOrder();
    const repair = await makeWorkOrder(db(), { subTypeId: WorkOrderSubTypes.Damages, statusId: 1 });
    const admin = await ctx().login('admin');
    const foreman = await ctx().login('foreman');
    const mulch = await materialNamed(db(), 'Hardwood Mulch');
    const damageKey = randomUUID();
    const batch = [
      mutation({
        Entity: 'workOrderMaterial',
        Op: 'create',
        Data: {
          WorkOrderId: wo.id,
          MaterialTypeId: MaterialTypes.Material,
          MaterialId: mulch.id,
          Units: 2.5,
        },
      }),
      mutation({
        Entity: 'workOrderDamage',
        Op: 'create',
        Key: damageKey,
        Data: { WorkOrderId: wo.id, Description: 'Ruts across the lawn' },
      }),
      mutation({
        Entity: 'equipmentProblem',
        Op: 'create',
        Data: {
          WorkOrderId: wo.id,
          EquipmentResourceId: wo.equipmentId,
          EquipmentProblemDescriptionId: 0,
          OtherDescription: 'Chain slips',
        },
      }),
    ];
    const results = await push(foreman, batch);
    expect(results.map((r) => r.Status)).toEqual(['applied', 'applied', 'applied']);
    const [material, damage, problem] = results as Applied[];
    // The office sees exactly what the device was answered (prices aside: the foreman sees none).
    const [online] = await search<WorkOrderMaterial>(admin, '/api/v1/workOrders/workOrderMaterials', {
      WorkOrderId: wo.id,
      MaterialTypeId: MaterialTypes.Material,
    });
    expect(material!.Data).toEqual({
      ...online,
      UnitPrice: undefined,
      TotalCost: undefined,
      ActualCost: undefined,
    });
    expect(JSON.parse(JSON.stringify(material!.Data))).not.toHaveProperty('UnitPrice');
    expect(await search<WorkOrderDamage>(admin, DAMAGES, { WorkOrderId: wo.id })).toEqual([damage!.Data]);
    expect(await search<EquipmentProblem>(admin, PROBLEMS, { WorkOrderId: wo.id })).toEqual([problem!.Data]);
    expect(damage!.Data).toMatchObject({ Description: 'Ruts across the lawn', ReportedById: 5 });

    for (let i = 0; i < 3; i++) expect(await push(foreman, batch)).toEqual(results);
    expect(await countOf('work_order_materials', wo.id)).toBe(1);
    expect(await countOf('work_order_damages', wo.id)).toBe(1);
    expect(await countOf('equipment_problems', wo.id)).toBe(1);

    // A damage service on the damage made offline, named by its key (the admin reaches the repair order).
    const [linked] = await push(admin, [
      mutation({
        Entity: 'workOrderDamageService',
        Op: 'create',
        Data: { DamageId: null, DamageWorkOrderId: repair, Notes: 'Regrade and seed' },
        Refs: { DamageId: damageKey },
      }),
    ]);
    expect(linked).toMatchObject({ Status: 'applied' });
    const services = await search<WorkOrderDamageService>(admin, DAMAGE_SERVICES, { DamageId: damage!.Id });
    expect(services).toEqual([(linked as Applied).Data]);
  });

  it('refuses a broken record with the online message and stores nothing', async () => {
    const wo = await foremansOrder();
    const other = await equippedOrder(db(), { branchId: 2 }, 1);
    const foreman = await ctx().login('foreman');
    const mulch = await materialNamed(db(), 'Hardwood Mulch');
    const results = await push(foreman, [
      mutation({ Entity: 'workOrderDamage', Op: 'create', Data: { WorkOrderId: wo.id, Description: '  ' } }),
      mutation({
        Entity: 'equipmentProblem',
        Op: 'create',
        Data: {
          WorkOrderId: wo.id,
          EquipmentResourceId: other.equipmentId,
          EquipmentProblemDescriptionId: 1,
        },
      }),
      mutation({
        Entity: 'workOrderMaterial',
        Op: 'create',
        Data: { WorkOrderId: wo.id, MaterialTypeId: 1, MaterialId: mulch.id, Units: 0 },
      }),
    ]);
    expect(results.map((r) => (r.Status === 'rejected' ? r.Message : r.Status))).toEqual([
      M.DamageDescriptionRequired,
      M.EquipmentNotOnWorkOrder,
      MM.UnitsPositive,
    ]);
    expect(await countOf('work_order_damages', wo.id)).toBe(0);
    expect(await countOf('equipment_problems', wo.id)).toBe(0);
    expect(await countOf('work_order_materials', wo.id)).toBe(0);
  });

  it('refuses records of work orders out of the caller’s reach, by new record and by id', async () => {
    const mine = await foremansOrder();
    const notMine = await equippedOrder(db(), { branchId: 1 }, 1);
    const admin = await ctx().login('admin');
    const foreman = await ctx().login('foreman');
    const [theirs] = (await push(admin, [
      mutation({
        Entity: 'workOrderDamage',
        Op: 'create',
        Data: { WorkOrderId: notMine.id, Description: 'Broken gate' },
      }),
    ])) as Applied[];
    const results = await push(foreman, [
      mutation({
        Entity: 'workOrderDamage',
        Op: 'create',
        Data: { WorkOrderId: notMine.id, Description: 'Mine now' },
      }),
      mutation({
        Entity: 'workOrderDamage',
        Op: 'update',
        Key: `s:${theirs!.Id}`,
        Id: theirs!.Id,
        BaseVersion: 1,
        Data: { Description: 'Rewritten' },
      }),
      mutation({
        Entity: 'workOrderDamage',
        Op: 'update',
        Key: `s:${theirs!.Id}`,
        Id: theirs!.Id,
        BaseVersion: 1,
        Data: { Archived: true },
      }),
    ]);
    expect(results.map((r) => (r.Status === 'rejected' ? r.Message : r.Status))).toEqual([
      Messages.NotFound,
      Messages.NotFound,
      Messages.NotFound,
    ]);
    expect(await search<WorkOrderDamage>(admin, DAMAGES, { WorkOrderId: notMine.id })).toEqual([
      theirs!.Data,
    ]);
    expect(await countOf('work_order_damages', mine.id)).toBe(0);
  });

  it('saves on the Version the edit started from, archives with Archived, and answers a stale one with a conflict', async () => {
    const wo = await foremansOrder();
    const foreman = await ctx().login('foreman');
    const key = randomUUID();
    const [made] = (await push(foreman, [
      mutation({
        Entity: 'equipmentProblem',
        Op: 'create',
        Key: key,
        Data: { WorkOrderId: wo.id, EquipmentResourceId: wo.equipmentId, EquipmentProblemDescriptionId: 1 },
      }),
    ])) as Applied[];
    const [saved] = (await push(foreman, [
      mutation({
        Entity: 'equipmentProblem',
        Op: 'update',
        Key: key,
        BaseVersion: 1,
        Data: { Notes: 'Fixed with a new chain', Archived: true },
      }),
    ])) as Applied[];
    expect(saved).toMatchObject({ Status: 'applied', Id: made!.Id, Version: 3 });
    expect(saved!.Data).toMatchObject({ Notes: 'Fixed with a new chain', Archived: true });
    const [stale] = await push(foreman, [
      mutation({
        Entity: 'equipmentProblem',
        Op: 'update',
        Key: key,
        BaseVersion: 1,
        Data: { Notes: 'Older edit' },
      }),
    ]);
    expect(stale).toMatchObject({ Status: 'conflict', CurrentVersion: 3, Current: saved!.Data });
    // A delete from the device archives; the record stays.
    const [removed] = (await push(foreman, [
      mutation({ Entity: 'equipmentProblem', Op: 'delete', Key: key, BaseVersion: 3 }),
    ])) as Applied[];
    expect(removed).toMatchObject({ Status: 'applied', Deleted: false, Version: 3 });
  });

  it('pulls the records of the caller’s own work orders only, and prices only with WorkOrders_Pricing', async () => {
    const mine = await foremansOrder();
    const notMine = await equippedOrder(db(), { branchId: 1, serviceGroupId: ServiceGroups.ArborCare }, 1);
    const elsewhere = await equippedOrder(db(), { branchId: 2, serviceGroupId: ServiceGroups.ArborCare }, 1);
    const admin = await ctx().login('admin');
    const mulch = await materialNamed(db(), 'Hardwood Mulch');
    const made = new Map<number, Map<SyncEntity, number>>();
    for (const wo of [mine, notMine, elsewhere]) {
      const results = (await push(admin, [
        mutation({
          Entity: 'workOrderMaterial',
          Op: 'create',
          Data: { WorkOrderId: wo.id, MaterialTypeId: 1, MaterialId: mulch.id, Units: 1, UnitPrice: 4 },
        }),
        mutation({
          Entity: 'workOrderDamage',
          Op: 'create',
          Data: { WorkOrderId: wo.id, Description: `Damage on ${wo.id}` },
        }),
        mutation({
          Entity: 'equipmentProblem',
          Op: 'create',
          Data: { WorkOrderId: wo.id, EquipmentResourceId: wo.equipmentId, EquipmentProblemDescriptionId: 1 },
        }),
      ])) as Applied[];
      expect(results.map((r) => r.Status)).toEqual(['applied', 'applied', 'applied']);
      made.set(wo.id, new Map(results.map((r) => [r.Entity, r.Id])));
    }
    const keysOf = (woId: number) => [...made.get(woId)!].map(([e, id]) => `${e}:${id}`);

    const foreman = await ctx().login('foreman');
    const held = latest((await pullAll(ctx(), foreman)).changes);
    for (const k of keysOf(mine.id)) expect(held.get(k)?.Deleted, k).toBe(false);
    for (const k of [...keysOf(notMine.id), ...keysOf(elsewhere.id)]) expect(held.has(k), k).toBe(false);
    const material = held.get(`workOrderMaterial:${made.get(mine.id)!.get('workOrderMaterial')}`)!;
    expect(material.Data).not.toHaveProperty('UnitPrice');
    expect(material.Data).not.toHaveProperty('TotalCost');

    // A branch 2 manager pinning a branch 1 order gets none of it; its own branch's order it gets, priced.
    const { session: manager } = await withRole(ctx(), 'problems-manager-2', 'BranchManager', 2, (c) => ({
      ...c,
      WorkOrders_Pricing: R,
    }));
    const pins = { WorkOrderIds: [notMine.id, elsewhere.id] };
    const theirs = latest((await pullAll(ctx(), manager, null, { Pins: pins })).changes);
    for (const k of keysOf(notMine.id)) expect(theirs.has(k), k).toBe(false);
    for (const k of keysOf(elsewhere.id)) expect(theirs.get(k)?.Deleted, k).toBe(false);
    const priced = theirs.get(`workOrderMaterial:${made.get(elsewhere.id)!.get('workOrderMaterial')}`)!;
    expect(priced.Data).toMatchObject({ UnitPrice: 4, TotalCost: 4 });
  });
});
