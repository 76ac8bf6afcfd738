import { expect, it } from 'vitest';
import { B, F, LIST_COUNT_HEADER, MaterialTypes, P, R, type ClaimFlags } from '@canopy/shared';
import { describeEngines, type TestCtx } from './harness';
import { signInWith } from './support';

type Resource = {
  Id: number;
  AssetNumber: string;
  BranchId: number;
  CurrentBranchId: number;
  LeaseCompanyId: number | null;
  Archived: boolean;
  Version: number;
};
const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);
const names = (res: { json: () => unknown }) => (res.json() as { Name: string }[]).map((r) => r.Name);

/** A sign-in with exactly these claims, working in one branch (the demo roles do not cover every case). */
const userWith = async (ctx: TestCtx, username: string, claims: ClaimFlags, branchId: number) =>
  (await signInWith(ctx, username, claims, branchId)).session;

describeEngines('materials, equipment and equipment resources', (ctx) => {
  it('lists materials and disposals (999 by default), by type; saves exact unit prices; archives', async () => {
    const admin = await ctx().login('admin');
    const all = await ctx().call(admin, 'POST', '/api/v1/materials/_search', {});
    expect(count(all)).toBe(14);
    const disposals = await ctx().call(admin, 'POST', '/api/v1/materials/_search', {
      MaterialTypeId: MaterialTypes.Disposal,
    });
    expect(names(disposals)).toEqual([
      'Brush',
      'Leaves and Yard Waste',
      'Logs',
      'Stump Grindings',
      'Wood Chips',
    ]);
    expect(disposals.json()[4]).toEqual({
      Id: expect.any(Number),
      Name: 'Wood Chips',
      MaterialTypeId: 2,
      Unit: 'cu yd',
      UnitPrice: 12,
      Archived: false,
      Version: 1,
    });
    const add = await ctx().call(admin, 'POST', '/api/v1/materials', {
      Name: 'Pine Straw',
      MaterialTypeId: MaterialTypes.Material,
      Unit: 'bale',
      UnitPrice: 7.35,
    });
    expect(add.json()).toMatchObject({ Name: 'Pine Straw', UnitPrice: 7.35, Version: 1 });
    const stored = await ctx()
      .dbh.db.selectFrom('materials')
      .select('unit_price_cents')
      .where('id', '=', add.json().Id)
      .executeTakeFirst();
    expect(stored).toEqual({ unit_price_cents: 735 });
    // The same name may be a material and a disposal, but not twice the same.
    expect(
      (
        await ctx().call(admin, 'POST', '/api/v1/materials', {
          Name: 'Pine Straw',
          MaterialTypeId: 2,
          UnitPrice: 3,
        })
      ).statusCode,
    ).toBe(200);
    const bad = await ctx().call(admin, 'POST', '/api/v1/materials', {
      Name: 'pine straw',
      MaterialTypeId: 1,
      UnitPrice: 1.005,
    });
    expect(bad.json().ModelState).toEqual({
      Name: ['A material with this name already exists.'],
      UnitPrice: ['UnitPrice must be an amount in dollars and cents from 0 to 1,000,000.'],
    });
    expect(
      (
        await ctx().call(admin, 'POST', '/api/v1/materials', { Name: 'X', MaterialTypeId: 3, UnitPrice: 1 })
      ).json().ModelState,
    ).toEqual({
      MaterialTypeId: ['Please choose Material or Disposal.'],
    });
    const saved = await ctx().call(admin, 'PUT', '/api/v1/materials', {
      ...add.json<object>(),
      UnitPrice: 8,
      Version: 1,
    });
    expect(saved.json()).toMatchObject({ UnitPrice: 8, Version: 2 });
    expect(
      (await ctx().call(admin, 'PUT', '/api/v1/materials', { ...add.json<object>(), Version: 1 })).statusCode,
    ).toBe(409);
    const archived = await ctx().call(admin, 'POST', `/api/v1/materials/${add.json().Id}/toggleArchived`);
    expect(archived.json()).toMatchObject({ Archived: true, Version: 3 });
    expect(count(await ctx().call(admin, 'POST', '/api/v1/materials/_search', {}))).toBe(15);
    expect(
      count(await ctx().call(admin, 'POST', '/api/v1/materials/_search', { IncludeArchived: true })),
    ).toBe(16);
    expect((await ctx().call(admin, 'DELETE', `/api/v1/materials/${add.json().Id}`)).statusCode).toBe(200);
    expect((await ctx().call(admin, 'GET', `/api/v1/materials/${add.json().Id}`)).statusCode).toBe(404);
  });

  it('gives unit prices only to those who price work, never to a work order holder without WorkOrders_Pricing', async () => {
    const prices = async (claims: ClaimFlags, name: string) => {
      const s = await userWith(ctx(), name, claims, 1);
      const list = await ctx().call(s, 'POST', '/api/v1/materials/_search', {
        MaterialTypeId: MaterialTypes.Disposal,
      });
      expect(list.statusCode, list.body).toBe(200);
      const chips = (list.json() as { Id: number; Name: string; UnitPrice: number | null }[]).find(
        (m) => m.Name === 'Wood Chips',
      )!;
      const one = await ctx().call(s, 'GET', `/api/v1/materials/${chips.Id}`);
      expect(one.statusCode, one.body).toBe(200);
      return [chips.UnitPrice, one.json<{ UnitPrice: number | null }>().UnitPrice];
    };
    expect(await prices({ WorkOrders: F }, 'mat-wo')).toEqual([null, null]);
    expect(await prices({ Schedules: B }, 'mat-sched')).toEqual([null, null]);
    expect(await prices({ WorkOrders: P, WorkOrders_Pricing: R }, 'mat-wo-priced')).toEqual([12, 12]);
    expect(await prices({ Service: R }, 'mat-service')).toEqual([12, 12]);
    expect(await prices({ Proposals: P }, 'mat-proposals')).toEqual([12, 12]);
  });

  it('keeps equipment types with daily rates; one in use by resources is not deleted', async () => {
    const admin = await ctx().login('admin');
    const list = await ctx().call(admin, 'POST', '/api/v1/equipment/_search', {});
    expect(count(list)).toBe(8);
    expect(list.json().find((e: { Name: string }) => e.Name === 'Crane 40 Ton')).toMatchObject({
      DailyRate: 1850,
    });
    const add = await ctx().call(admin, 'POST', '/api/v1/equipment', {
      Name: 'Mini Loader',
      DailyRate: 199.99,
    });
    expect(add.json()).toEqual({
      Id: expect.any(Number),
      Name: 'Mini Loader',
      DailyRate: 199.99,
      Archived: false,
      Version: 1,
    });
    const saved = await ctx().call(admin, 'PUT', '/api/v1/equipment', {
      ...add.json<object>(),
      DailyRate: 210,
    });
    expect(saved.json()).toMatchObject({ DailyRate: 210, Version: 2 });
    expect(
      (await ctx().call(admin, 'PUT', '/api/v1/equipment', { ...add.json<object>(), DailyRate: -1 })).json()
        .ModelState,
    ).toEqual({
      DailyRate: ['DailyRate must be an amount in dollars and cents from 0 to 1,000,000.'],
    });
    expect(
      (await ctx().call(admin, 'POST', `/api/v1/equipment/${add.json().Id}/toggleArchived`)).json().Archived,
    ).toBe(true);
    expect((await ctx().call(admin, 'DELETE', `/api/v1/equipment/${add.json().Id}`)).statusCode).toBe(200);
    const chipper = list.json().find((e: { Name: string }) => e.Name === 'Chipper 12 in');
    const refused = await ctx().call(admin, 'DELETE', `/api/v1/equipment/${chipper.Id}`);
    expect(refused.json()).toEqual({
      Message: 'Delete Failed',
      ModelState: { Service: ['Delete Failed. The equipment type is used by equipment resources.'] },
    });
  });

  it('keeps lease companies: the first 999, add, rename, delete unless in use', async () => {
    const admin = await ctx().login('admin');
    const list = await ctx().call(admin, 'POST', '/api/v1/resource/leasecompany/_search', {});
    expect(names(list)).toEqual(['Midwest Fleet Finance', 'Prairie Equipment Leasing']);
    expect(count(list)).toBe(2);
    const add = await ctx().call(admin, 'POST', '/api/v1/resource/leasecompany', {
      Name: 'Lakeshore Capital',
    });
    expect(add.json()).toEqual({ Id: expect.any(Number), Name: 'Lakeshore Capital', Version: 1 });
    expect((await ctx().call(admin, 'GET', `/api/v1/resource/leasecompany/${add.json().Id}`)).json()).toEqual(
      add.json(),
    );
    const renamed = await ctx().call(admin, 'PUT', '/api/v1/resource/leasecompany', {
      ...add.json<object>(),
      Name: 'Lakeshore Capital LLC',
    });
    expect(renamed.json()).toMatchObject({ Name: 'Lakeshore Capital LLC', Version: 2 });
    const dup = await ctx().call(admin, 'POST', '/api/v1/resource/leasecompany', {
      Name: 'midwest fleet finance',
    });
    expect(dup.json().ModelState).toEqual({ Name: ['A lease company with this name already exists.'] });
    expect(
      (await ctx().call(admin, 'DELETE', `/api/v1/resource/leasecompany/${add.json().Id}`)).statusCode,
    ).toBe(200);
    const used = list.json()[0];
    const refused = await ctx().call(admin, 'DELETE', `/api/v1/resource/leasecompany/${used.Id}`);
    expect(refused.json().ModelState).toEqual({
      Service: ['Delete Failed. The lease company is used by equipment resources.'],
    });
  });

  it('lists equipment resources 12 a page with X-List-Count, by branch, type and query', async () => {
    const manager = await ctx().login('branchmanager');
    const first = await ctx().call(manager, 'POST', '/api/v1/resource/equipmentresource/_search', {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(12);
    expect(count(first)).toBe(23);
    const fox = await ctx().call(manager, 'POST', '/api/v1/resource/equipmentresource/_search', {
      BranchIds: [3],
      Query: 'chipper',
    });
    expect(fox.json()).toEqual([
      expect.objectContaining({
        AssetNumber: 'FV-CH-01',
        BranchName: 'Fox Valley',
        CurrentBranchName: 'Fox Valley',
      }),
      expect.objectContaining({
        AssetNumber: 'FV-CH-02',
        BranchId: 3,
        CurrentBranchId: 2,
        CurrentBranchName: 'Lakeview',
        EquipmentTypeName: 'Chipper 12 in',
        LeaseCompanyId: null,
        LeaseCompanyName: null,
      }),
    ]);
    const leased = await ctx().call(manager, 'POST', '/api/v1/resource/equipmentresource/_search', {
      Query: 'prairie',
    });
    expect(leased.json().map((r: Resource) => r.AssetNumber)).toEqual(['FV-BT-02', 'NS-BT-02']);
    const types = (await ctx().call(manager, 'POST', '/api/v1/equipment/_search', {})).json();
    const crane = types.find((t: { Name: string }) => t.Name === 'Crane 40 Ton');
    const cranes = await ctx().call(manager, 'POST', '/api/v1/resource/equipmentresource/_search', {
      EquipmentTypeIds: [crane.Id],
    });
    expect(cranes.json()).toEqual([
      expect.objectContaining({ AssetNumber: 'FV-CR-01', LeaseCompanyName: 'Midwest Fleet Finance' }),
    ]);
    const page2 = await ctx().call(manager, 'POST', '/api/v1/resource/equipmentresource/_search', {
      Skip: 12,
    });
    expect(page2.json()).toHaveLength(11);
  });

  it('adds and saves equipment resources; asset numbers are unique in any case', async () => {
    const admin = await ctx().login('admin');
    const types = (await ctx().call(admin, 'POST', '/api/v1/equipment/_search', {})).json();
    const add = await ctx().call(admin, 'POST', '/api/v1/resource/equipmentresource', {
      AssetNumber: ' NS-SL-01 ',
      BranchId: 1,
      EquipmentTypeId: types[0].Id,
    });
    expect(add.statusCode, add.body).toBe(200);
    const r = add.json<Resource>();
    expect(r).toMatchObject({
      AssetNumber: 'NS-SL-01',
      BranchId: 1,
      CurrentBranchId: 1,
      LeaseCompanyId: null,
      Archived: false,
      Version: 1,
    });
    expect((await ctx().call(admin, 'GET', `/api/v1/resource/equipmentresource/${r.Id}`)).json()).toEqual(r);

    const dup = await ctx().call(admin, 'POST', '/api/v1/resource/equipmentresource', {
      AssetNumber: 'ns-bt-01',
      BranchId: 2,
      EquipmentTypeId: types[0].Id,
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({
      Message: 'Please enter Unique Asset Number',
      ModelState: { AssetNumber: ['Please enter Unique Asset Number'] },
    });
    const dupSave = await ctx().call(admin, 'PUT', '/api/v1/resource/equipmentresource', {
      ...r,
      AssetNumber: 'FV-CR-01',
    });
    expect(dupSave.json().Message).toBe('Please enter Unique Asset Number');
    const bad = await ctx().call(admin, 'POST', '/api/v1/resource/equipmentresource', {
      AssetNumber: '',
      BranchId: 99,
      EquipmentTypeId: 99999,
      LeaseCompanyId: 99999,
    });
    expect(bad.json().ModelState).toEqual({
      AssetNumber: ['AssetNumber is required.'],
      BranchId: ['Please choose a branch.'],
      EquipmentTypeId: ['Please choose an equipment type.'],
      LeaseCompanyId: ['Please choose a lease company.'],
    });

    // Lent to Lakeview: a later save that leaves CurrentBranchId out keeps it there.
    const lent = await ctx().call(admin, 'PUT', '/api/v1/resource/equipmentresource', {
      ...r,
      CurrentBranchId: 2,
      Version: 1,
    });
    expect(lent.json()).toMatchObject({ CurrentBranchId: 2, CurrentBranchName: 'Lakeview', Version: 2 });
    const { CurrentBranchId: _drop, ...rest } = lent.json();
    const kept = await ctx().call(admin, 'PUT', '/api/v1/resource/equipmentresource', {
      ...rest,
      Archived: true,
    });
    expect(kept.json()).toMatchObject({ CurrentBranchId: 2, Archived: true, Version: 3 });
    const stale = await ctx().call(admin, 'PUT', '/api/v1/resource/equipmentresource', { ...r, Version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Archived: true, Version: 3 });
    const listed = await ctx().call(admin, 'POST', '/api/v1/resource/equipmentresource/_search', {
      Query: 'NS-SL',
    });
    expect(listed.json()).toEqual([]);
    const archived = await ctx().call(admin, 'POST', '/api/v1/resource/equipmentresource/_search', {
      Query: 'NS-SL',
      IncludeArchived: true,
    });
    expect(count(archived)).toBe(1);
    expect((await ctx().call(admin, 'DELETE', `/api/v1/resource/equipmentresource/${r.Id}`)).statusCode).toBe(
      200,
    );
    expect((await ctx().call(admin, 'GET', `/api/v1/resource/equipmentresource/${r.Id}`)).statusCode).toBe(
      404,
    );
    expect((await ctx().call(admin, 'DELETE', `/api/v1/resource/equipmentresource/${r.Id}`)).statusCode).toBe(
      404,
    );
  });

  it('scopes equipment resources to the branches of a Resources Branch holder', async () => {
    const lakeview = await userWith(ctx(), 'lakeview-fleet', { Resources: 4 }, 2);
    const res = await ctx().call(lakeview, 'POST', '/api/v1/resource/equipmentresource/_search', {
      Take: 99,
    });
    const assets = res.json().map((r: Resource) => r.AssetNumber);
    // Lakeview's own six assets and the chipper it borrowed from Fox Valley.
    expect(assets).toEqual([
      'FV-CH-02',
      'LV-BT-01',
      'LV-CH-01',
      'LV-DT-01',
      'LV-SG-01',
      'LV-SL-01',
      'LV-SR-01',
    ]);
    expect(count(res)).toBe(7);
    const admin = await ctx().login('admin');
    const all = (
      await ctx().call(admin, 'POST', '/api/v1/resource/equipmentresource/_search', { Take: 99 })
    ).json();
    const north = all.find((r: Resource) => r.AssetNumber === 'NS-BT-01');
    const borrowed = all.find((r: Resource) => r.AssetNumber === 'FV-CH-02');
    expect(
      (await ctx().call(lakeview, 'GET', `/api/v1/resource/equipmentresource/${north.Id}`)).statusCode,
    ).toBe(404);
    expect(
      (await ctx().call(lakeview, 'GET', `/api/v1/resource/equipmentresource/${borrowed.Id}`)).statusCode,
    ).toBe(200);
    // Branch access reads only: changes need Full.
    expect(
      (await ctx().call(lakeview, 'PUT', '/api/v1/resource/equipmentresource', borrowed)).statusCode,
    ).toBe(403);
  });

  it('lets Resources ReadOnly view but not change, and refuses callers without the claim', async () => {
    const viewer = await userWith(ctx(), 'fleet-viewer', { Resources: 1 }, 1);
    expect(
      (await ctx().call(viewer, 'POST', '/api/v1/resource/equipmentresource/_search', {})).statusCode,
    ).toBe(200);
    expect((await ctx().call(viewer, 'POST', '/api/v1/resource/leasecompany/_search', {})).statusCode).toBe(
      200,
    );
    expect((await ctx().call(viewer, 'POST', '/api/v1/equipment/_search', {})).statusCode).toBe(200);
    expect((await ctx().call(viewer, 'POST', '/api/v1/materials/_search', {})).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/v1/resource/equipmentresource', { AssetNumber: 'X', BranchId: 1, EquipmentTypeId: 1 }],
      [
        'PUT',
        '/api/v1/resource/equipmentresource',
        { Id: 1, AssetNumber: 'X', BranchId: 1, EquipmentTypeId: 1 },
      ],
      ['DELETE', '/api/v1/resource/equipmentresource/1'],
      ['POST', '/api/v1/resource/leasecompany', { Name: 'X' }],
      ['DELETE', '/api/v1/resource/leasecompany/1'],
      ['POST', '/api/v1/equipment', { Name: 'X', DailyRate: 1 }],
      ['POST', '/api/v1/equipment/1/toggleArchived'],
      ['POST', '/api/v1/materials', { Name: 'X', MaterialTypeId: 1, UnitPrice: 1 }],
      ['POST', '/api/v1/materials/1/toggleArchived'],
    ] as const) {
      const res = await ctx().call(viewer, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ Message: 'Not Authorized' });
    }
    // Branch Manager holds Resources Full: equipment yes, materials (Service Full) no.
    const manager = await ctx().login('branchmanager');
    expect(
      (await ctx().call(manager, 'POST', '/api/v1/equipment', { Name: 'Trailer', DailyRate: 40 })).statusCode,
    ).toBe(200);
    expect(
      (
        await ctx().call(manager, 'POST', '/api/v1/materials', {
          Name: 'Gravel',
          MaterialTypeId: 1,
          UnitPrice: 30,
        })
      ).statusCode,
    ).toBe(403);
    const billing = await ctx().login('billing');
    for (const url of [
      '/api/v1/resource/equipmentresource/_search',
      '/api/v1/materials/_search',
      '/api/v1/equipment/_search',
    ])
      expect((await ctx().call(billing, 'POST', url, {})).statusCode, url).toBe(403);
    // Crews read materials and equipment for their work orders.
    const foreman = await ctx().login('foreman');
    expect((await ctx().call(foreman, 'POST', '/api/v1/materials/_search', {})).statusCode).toBe(200);
    expect(
      (await ctx().call(foreman, 'POST', '/api/v1/resource/equipmentresource/_search', {})).statusCode,
    ).toBe(403);
  });
});
