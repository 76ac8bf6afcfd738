import { expect, it } from 'vitest';
import {
  ScoutingReportMessages as M,
  ServiceGroups,
  type ScoutingEntry,
  type ScoutingItem,
  type WorkOrderScouting,
} from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { describeEngines, type Session, type TestCtx } from './harness';
import { makeWorkOrder, scheduleWorkOrder } from './work-order-fixtures';
import { addInventoryItem, locationOf } from './work-order-services.fixtures';

const BASE = '/api/v1/workOrders/workOrderScoutingInfo';

const meta = async (db: Db, name: string) =>
  (
    await db
      .selectFrom('inventory_meta_items')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

async function setup(ctx: TestCtx, seed: Parameters<typeof makeWorkOrder>[1] = {}) {
  const db = ctx.dbh.db;
  const workOrderId = await makeWorkOrder(db, seed);
  const locationId = await locationOf(db, workOrderId);
  const tree = await addInventoryItem(db, locationId, {
    type: 'Tree',
    size: '19-24 in DBH',
    place: 'Back Yard',
  });
  const lawn = await addInventoryItem(db, locationId, { type: 'Lawn' });
  return { workOrderId, locationId, tree, lawn };
}

describeEngines('work order scouting reports', (ctx) => {
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    ctx().call(s, method, url, body);
  const messages = (res: { json(): { ModelState: { Service: string[] } } }) => res.json().ModelState.Service;

  it('adds an entry with catalogue findings and named other items, dropping blank ones', async () => {
    const s = await setup(ctx());
    const db = ctx().dbh.db;
    const arborist = await ctx().login('arborist');
    const res = await call(arborist, 'POST', BASE, {
      WorkOrderId: s.workOrderId,
      ServiceItemId: s.tree,
      Insects: [await meta(db, 'Emerald Ash Borer')],
      Diseases: [await meta(db, 'Tar Spot'), await meta(db, 'Apple Scab')],
      EcologicalProblems: [await meta(db, 'Girdling Roots')],
      OtherInsects: [
        { Name: ' Ash Flower Gall Mite ', ScientificName: ' Aceria fraxiniflora ' },
        { Name: '   ', ScientificName: 'No name, not kept' },
      ],
      OtherDiseases: [{ Name: '' }],
      Notes: ' Canopy thinning on the south side. ',
    });
    expect(res.statusCode).toBe(200);
    const entry = res.json<ScoutingEntry>();
    expect(entry).toMatchObject({
      WorkOrderId: s.workOrderId,
      ServiceItem: { Id: s.tree, Name: 'Tree', SizeName: '19-24 in DBH', LocationName: 'Back Yard' },
      Insects: [{ Name: 'Emerald Ash Borer', ScientificName: 'Agrilus planipennis' }],
      EcologicalProblems: [{ Name: 'Girdling Roots' }],
      WeedTypes: [],
      OtherInsects: [
        {
          Name: 'Ash Flower Gall Mite',
          ScientificName: 'Aceria fraxiniflora',
          AccountLocationId: s.locationId,
        },
      ],
      OtherDiseases: [],
      Notes: 'Canopy thinning on the south side.',
      Archived: false,
      Version: 1,
    });
    expect(entry.Diseases.map((d) => d.Name)).toEqual(['Apple Scab', 'Tar Spot']);

    const got = await call(arborist, 'GET', `${BASE}/${s.workOrderId}`);
    expect(got.json<WorkOrderScouting>()).toMatchObject({
      WorkOrderId: s.workOrderId,
      ServiceGroupId: ServiceGroups.ArborCare,
      SentScoutingReport: false,
      WeedTypesAllowed: false,
      Entries: [entry],
    });
  });

  it('takes weed types only on Lawn Care work orders', async () => {
    const db = ctx().dbh.db;
    const arbor = await setup(ctx());
    const lawn = await setup(ctx(), { serviceGroupId: ServiceGroups.LawnCare });
    const arborist = await ctx().login('arborist');
    const crabgrass = await meta(db, 'Crabgrass');
    const chosen = await call(arborist, 'POST', BASE, {
      WorkOrderId: arbor.workOrderId,
      ServiceItemId: arbor.lawn,
      WeedTypes: [crabgrass],
    });
    expect(chosen.statusCode).toBe(400);
    expect(messages(chosen)).toEqual([M.WeedTypesLawnCareOnly]);
    const typed = await call(arborist, 'POST', BASE, {
      WorkOrderId: arbor.workOrderId,
      ServiceItemId: arbor.lawn,
      OtherWeedTypes: [{ Name: 'Quackgrass' }],
    });
    expect(messages(typed)).toEqual([M.WeedTypesLawnCareOnly]);

    const ok = await call(arborist, 'POST', BASE, {
      WorkOrderId: lawn.workOrderId,
      ServiceItemId: lawn.lawn,
      WeedTypes: [crabgrass],
      OtherWeedTypes: [{ Name: 'Quackgrass', ScientificName: 'Elymus repens' }, { Name: ' ' }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      WeedTypes: [{ Name: 'Crabgrass' }],
      OtherWeedTypes: [{ Name: 'Quackgrass', ScientificName: 'Elymus repens' }],
    });
    expect((await call(arborist, 'GET', `${BASE}/${lawn.workOrderId}`)).json().WeedTypesAllowed).toBe(true);
  });

  it("needs an item of the work order's location and findings of the right kind from the catalogue", async () => {
    const db = ctx().dbh.db;
    const s = await setup(ctx());
    const other = await setup(ctx(), { branchId: 2 });
    const arborist = await ctx().login('arborist');
    const add = (body: Record<string, unknown>) =>
      call(arborist, 'POST', BASE, { WorkOrderId: s.workOrderId, ServiceItemId: s.tree, ...body });
    expect(messages(await add({ ServiceItemId: null }))).toEqual([M.SelectInventoryItem]);
    expect(messages(await add({ ServiceItemId: other.tree }))).toEqual([M.ItemNotAtLocation]);
    expect(messages(await add({ Insects: [await meta(db, 'Oak Wilt')] }))).toEqual([
      'Insects must be chosen from the list.',
    ]);
    expect(messages(await add({ Diseases: [999999] }))).toEqual(['Diseases must be chosen from the list.']);
    const retired = await meta(db, 'Mulch Volcano');
    await db.updateTable('inventory_meta_items').set({ archived: 1 }).where('id', '=', retired).execute();
    expect(messages(await add({ EcologicalProblems: [retired] }))).toEqual([
      'Ecological problems must be chosen from the list.',
    ]);
    await db.updateTable('inventory_meta_items').set({ archived: 0 }).where('id', '=', retired).execute();
  });

  it('saves an entry, keeping lists left out; a stale Version gets 409; archived entries hide', async () => {
    const db = ctx().dbh.db;
    const s = await setup(ctx());
    const arborist = await ctx().login('arborist');
    const added = await call(arborist, 'POST', BASE, {
      WorkOrderId: s.workOrderId,
      ServiceItemId: s.tree,
      Insects: [await meta(db, 'Scale')],
      OtherDiseases: [{ Name: 'Leaf spot' }],
    });
    const id = added.json<ScoutingEntry>().Id;
    const saved = await call(arborist, 'PUT', BASE, {
      Id: id,
      Version: 1,
      Insects: [await meta(db, 'Aphids'), await meta(db, 'Scale')],
      Notes: 'Honeydew on the patio.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      Insects: [{ Name: 'Aphids' }, { Name: 'Scale' }],
      OtherDiseases: [{ Name: 'Leaf spot' }],
      Notes: 'Honeydew on the patio.',
      Version: 2,
    });
    const stale = await call(arborist, 'PUT', BASE, { Id: id, Version: 1, Insects: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({
      Id: id,
      Version: 2,
      Insects: [{ Name: 'Aphids' }, { Name: 'Scale' }],
    });

    const archived = await call(arborist, 'POST', `${BASE}/${id}/toggleArchived`);
    expect(archived.json()).toMatchObject({ Archived: true, Version: 3 });
    expect((await call(arborist, 'GET', `${BASE}/${s.workOrderId}`)).json().Entries).toEqual([]);
    const all = await call(arborist, 'GET', `${BASE}/${s.workOrderId}?IncludeArchived=true`);
    expect(all.json<WorkOrderScouting>().Entries.map((e) => e.Id)).toEqual([id]);
  });

  it("updates the report's notes on the work order", async () => {
    const s = await setup(ctx());
    const arborist = await ctx().login('arborist');
    const res = await call(arborist, 'PUT', `${BASE}/${s.workOrderId}/updateNotes`, {
      ScoutingReportNotes: '  Re-inspect in July.  ',
    });
    expect(res.json()).toEqual({ WorkOrderId: s.workOrderId, ScoutingReportNotes: 'Re-inspect in July.' });
    expect((await call(arborist, 'GET', `${BASE}/${s.workOrderId}`)).json().ScoutingReportNotes).toBe(
      'Re-inspect in July.',
    );
    const cleared = await call(arborist, 'PUT', `${BASE}/${s.workOrderId}/updateNotes`, {
      ScoutingReportNotes: ' ',
    });
    expect(cleared.json().ScoutingReportNotes).toBeNull();
  });

  it('reads an item with the findings known on its item type', async () => {
    const s = await setup(ctx());
    const arborist = await ctx().login('arborist');
    const res = await call(arborist, 'GET', `${BASE}/serviceItem/${s.tree}`);
    expect(res.statusCode).toBe(200);
    const item = res.json<ScoutingItem>();
    expect(item.ServiceItem).toMatchObject({
      Id: s.tree,
      Name: 'Tree',
      ServiceItemSize: { Name: '19-24 in DBH' },
    });
    expect(item.Insects.map((i) => i.Name)).toContain('Emerald Ash Borer');
    expect(item.Insects.map((i) => i.Name)).not.toContain('Bagworm');
    expect(item.Diseases.map((i) => i.Name)).toContain('Oak Wilt');
    expect(item.WeedTypes).toEqual([]);
    expect((await call(arborist, 'GET', `${BASE}/serviceItem/999999`)).statusCode).toBe(404);
  });

  it('lets ReadOnly view but not edit, and hides other branches and arborists', async () => {
    const s = await setup(ctx());
    const db = ctx().dbh.db;
    const foreman = await ctx().login('foreman');
    await scheduleWorkOrder(db, s.workOrderId, foreman.body.Employee.Id, '2026-05-06');
    expect((await call(foreman, 'GET', `${BASE}/${s.workOrderId}`)).statusCode).toBe(200);
    const entry = { WorkOrderId: s.workOrderId, ServiceItemId: s.tree };
    // The foreman holds WorkOrders_ScoutingReport ReadOnly only.
    expect((await call(foreman, 'POST', BASE, entry)).statusCode).toBe(403);
    expect((await call(foreman, 'PUT', `${BASE}/${s.workOrderId}/updateNotes`, {})).statusCode).toBe(403);
    // The scouting form's lists are open to the same claim.
    expect((await call(foreman, 'GET', '/api/v1/inventory-meta-items/simple/insects')).statusCode).toBe(200);
    const items = await call(
      foreman,
      'GET',
      `/api/v1/serviceItems/scouting-report-items?AccountLocationId=${s.locationId}&ServiceGroupId=1`,
    );
    expect(items.json<{ Id: number }[]>().map((i) => i.Id)).toContain(s.tree);
    const billing = await ctx().login('billing');
    expect((await call(billing, 'GET', `${BASE}/${s.workOrderId}`)).statusCode).toBe(403);

    const otherBranch = await ctx().login('branchmanager2');
    expect((await call(otherBranch, 'GET', `${BASE}/${s.workOrderId}`)).statusCode).toBe(404);
    expect((await call(otherBranch, 'POST', BASE, entry)).statusCode).toBe(404);
    const arborist2 = await ctx().login('arborist2');
    // Another branch's tree is not found through the scouting lookup either.
    expect((await call(arborist2, 'GET', `${BASE}/serviceItem/${s.tree}`)).statusCode).toBe(404);
    expect((await call(arborist2, 'POST', BASE, entry)).statusCode).toBe(404);
    const mine = await call(await ctx().login('arborist'), 'POST', BASE, entry);
    expect((await call(arborist2, 'POST', `${BASE}/${mine.json().Id}/toggleArchived`)).statusCode).toBe(404);
  });
});
