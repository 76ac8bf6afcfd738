import { expect, it } from 'vitest';
import { LIST_COUNT_HEADER } from '@canopy/shared';
import { territoryForZip } from '../src/modules/sales-territories/sales-territories.service';
import { describeEngines, type Session, type TestCtx } from './harness';

type Territory = {
  Id: number;
  Name: string;
  BranchId: number;
  Version: number;
  SalesTerritoryZipCodes: { Id: number; SalesTerritoryId: number; ZipCode: string }[];
};

const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);
const zipsOf = (t: Territory) => t.SalesTerritoryZipCodes.map((z) => z.ZipCode);

async function newTerritory(ctx: TestCtx, s: Session, Name: string, BranchId = 1): Promise<Territory> {
  const res = await ctx.call(s, 'PUT', '/api/v1/salesTerritories/save', { Id: 0, Name, BranchId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Territory>();
}

describeEngines('sales territories', (ctx) => {
  it('lists 12 a page with X-List-Count, filters by branch, and matches names, branches and zips', async () => {
    const admin = await ctx().login('admin');
    for (let i = 1; i <= 8; i++) await newTerritory(ctx(), admin, `Route ${i}`, 3);
    const first = await ctx().call(admin, 'POST', '/api/v1/salesTerritories/_search', {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(12);
    expect(count(first)).toBe(14);
    const star = await ctx().call(admin, 'POST', '/api/v1/salesTerritories/_search', { Query: '*' });
    expect(star.json()).toEqual(first.json());
    const rest = await ctx().call(admin, 'POST', '/api/v1/salesTerritories/_search', { Skip: 12 });
    expect(rest.json()).toHaveLength(2);
    const lakeview = await ctx().call(admin, 'POST', '/api/v1/salesTerritories/_search', { BranchIds: [2] });
    expect(lakeview.json()).toEqual([
      {
        Id: expect.any(Number),
        Name: 'Lakeview',
        BranchId: 2,
        BranchName: 'Lakeview',
        ZipCodeCount: 2,
        Version: 1,
      },
      {
        Id: expect.any(Number),
        Name: 'Lincoln Park',
        BranchId: 2,
        BranchName: 'Lakeview',
        ZipCodeCount: 2,
        Version: 1,
      },
    ]);
    const byZip = await ctx().call(admin, 'POST', '/api/v1/salesTerritories/_search', { Query: '6065' });
    expect(byZip.json().map((t: Territory) => t.Name)).toEqual(['Lakeview']);
    const byBranch = await ctx().call(admin, 'POST', '/api/v1/salesTerritories/_search', {
      Query: 'fox',
      Take: 3,
    });
    expect(byBranch.json()).toHaveLength(3);
    expect(count(byBranch)).toBe(10);
  });

  it('shows one territory with its zip codes, and all territories for filters', async () => {
    const admin = await ctx().login('admin');
    const all = (await ctx().call(admin, 'GET', '/api/v1/salesTerritories/all')).json();
    const evanston = all.find((t: Territory) => t.Name === 'Evanston');
    expect(evanston).toEqual({ Id: expect.any(Number), Name: 'Evanston', BranchId: 1 });
    const one = await ctx().call(admin, 'GET', `/api/v1/salesTerritories/${evanston.Id}`);
    expect(one.json()).toMatchObject({
      Name: 'Evanston',
      BranchId: 1,
      BranchName: 'North Shore',
      Version: 1,
    });
    expect(zipsOf(one.json())).toEqual(['60201', '60202', '60203']);
    expect(one.json().SalesTerritoryZipCodes[0]).toEqual({
      Id: expect.any(Number),
      SalesTerritoryId: evanston.Id,
      ZipCode: '60201',
    });
    expect((await ctx().call(admin, 'GET', '/api/v1/salesTerritories/99999')).statusCode).toBe(404);
  });

  it('creates with Id 0, saves with or without Version, and answers a stale Version with 409', async () => {
    const admin = await ctx().login('admin');
    const t = await newTerritory(ctx(), admin, '  Skokie  ', 1);
    expect(t).toMatchObject({ Name: 'Skokie', BranchId: 1, Version: 1, SalesTerritoryZipCodes: [] });
    const moved = await ctx().call(admin, 'PUT', '/api/v1/salesTerritories/save', { ...t, BranchId: 2 });
    expect(moved.json()).toMatchObject({ BranchId: 2, BranchName: 'Lakeview', Version: 2 });
    const stale = await ctx().call(admin, 'PUT', '/api/v1/salesTerritories/save', {
      ...t,
      Name: 'Old Skokie',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Id: t.Id, Name: 'Skokie', BranchId: 2, Version: 2 });
    // The inline list edit sends no Version: the last save wins.
    const inline = await ctx().call(admin, 'PUT', '/api/v1/salesTerritories/save', {
      Id: t.Id,
      Name: 'Skokie West',
      BranchId: 2,
    });
    expect(inline.json()).toMatchObject({ Name: 'Skokie West', Version: 3 });
    const bad = await ctx().call(admin, 'PUT', '/api/v1/salesTerritories/save', {
      Id: 0,
      Name: ' ',
      BranchId: 999,
    });
    expect(bad.json()).toEqual({
      Message: 'Please correct the following--Name is required.--Please choose a branch.',
      ModelState: { Name: ['Name is required.'], BranchId: ['Please choose a branch.'] },
    });
    const dup = await ctx().call(admin, 'PUT', '/api/v1/salesTerritories/save', {
      Id: 0,
      Name: 'EVANSTON',
      BranchId: 1,
    });
    expect(dup.json().ModelState).toEqual({ Name: ['A sales territory with this name already exists.'] });
    expect(
      (
        await ctx().call(admin, 'PUT', '/api/v1/salesTerritories/save', {
          Id: 99999,
          Name: 'Ghost',
          BranchId: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets exactly one of two racing saves with one Version win', async () => {
    const admin = await ctx().login('admin');
    const t = await newTerritory(ctx(), admin, 'Racing Streets');
    const results = await Promise.all(
      ['Racing Streets A', 'Racing Streets B'].map((Name) =>
        ctx().call(admin, 'PUT', '/api/v1/salesTerritories/save', { ...t, Name }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const stored = (await ctx().call(admin, 'GET', `/api/v1/salesTerritories/${t.Id}`)).json();
    expect(stored).toMatchObject({
      Name: results.find((r) => r.statusCode === 200)!.json().Name,
      Version: 2,
    });
  });

  it('saves zip codes padded to 5 digits with blanks dropped', async () => {
    const admin = await ctx().login('admin');
    const t = await newTerritory(ctx(), admin, 'Far Corners');
    const res = await ctx().call(admin, 'POST', `/api/v1/salesTerritories/${t.Id}/zipCodes/save`, [
      '501',
      '',
      '   ',
      2345,
      ' 60090 ',
      '60099-1234',
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(zipsOf(res.json())).toEqual(['00501', '02345', '60090', '60099']);
    expect(await territoryForZip(ctx().dbh.db, 501)).toEqual({ Id: t.Id, Name: 'Far Corners', BranchId: 1 });
    expect(await territoryForZip(ctx().dbh.db, '60657-0001')).toMatchObject({
      Name: 'Lakeview',
      BranchId: 2,
    });
    expect(await territoryForZip(ctx().dbh.db, '99999')).toBeNull();
    expect(await territoryForZip(ctx().dbh.db, 'not a zip')).toBeNull();
    // Saving again replaces the list.
    const replaced = await ctx().call(admin, 'POST', `/api/v1/salesTerritories/${t.Id}/zipCodes/save`, [
      '60090',
    ]);
    expect(zipsOf(replaced.json())).toEqual(['60090']);
    const cleared = await ctx().call(admin, 'POST', `/api/v1/salesTerritories/${t.Id}/zipCodes/save`, []);
    expect(zipsOf(cleared.json())).toEqual([]);
  });

  it('refuses repeated zips and zips of other territories with the duplicate message, changing nothing', async () => {
    const admin = await ctx().login('admin');
    const t = await newTerritory(ctx(), admin, 'Dupes');
    await ctx().call(admin, 'POST', `/api/v1/salesTerritories/${t.Id}/zipCodes/save`, ['60001']);
    const repeated = await ctx().call(admin, 'POST', `/api/v1/salesTerritories/${t.Id}/zipCodes/save`, [
      '60090',
      '123',
      '60090',
      '00123',
      '60090',
    ]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({
      Message: 'The following zip codes are duplicated: 60090, 00123',
      ModelState: { Service: ['The following zip codes are duplicated: 60090, 00123'] },
    });
    // A zip already in another territory counts as duplicated too; ZipCodes says where it is.
    const elsewhere = await ctx().call(admin, 'POST', `/api/v1/salesTerritories/${t.Id}/zipCodes/save`, [
      '501',
      '00501',
      '60201',
    ]);
    expect(elsewhere.json()).toEqual({
      Message: 'The following zip codes are duplicated: 00501, 60201',
      ModelState: {
        Service: ['The following zip codes are duplicated: 00501, 60201'],
        ZipCodes: ['60201 is already in the sales territory Evanston.'],
      },
    });
    const invalid = await ctx().call(admin, 'POST', `/api/v1/salesTerritories/${t.Id}/zipCodes/save`, [
      '6O2O1',
      '1234567',
    ]);
    expect(invalid.json().ModelState).toEqual({ ZipCodes: ['These are not zip codes: 6O2O1, 1234567'] });
    expect(zipsOf((await ctx().call(admin, 'GET', `/api/v1/salesTerritories/${t.Id}`)).json())).toEqual([
      '60001',
    ]);
    // Its own zips are not duplicates of itself.
    const again = await ctx().call(admin, 'POST', `/api/v1/salesTerritories/${t.Id}/zipCodes/save`, [
      '60001',
      '60002',
    ]);
    expect(zipsOf(again.json())).toEqual(['60001', '60002']);
  });

  it('gives a zip to one territory only when two save it at once', async () => {
    const admin = await ctx().login('admin');
    const a = await newTerritory(ctx(), admin, 'Race East');
    const b = await newTerritory(ctx(), admin, 'Race West');
    const results = await Promise.all(
      [a, b].map((t) =>
        ctx().call(admin, 'POST', `/api/v1/salesTerritories/${t.Id}/zipCodes/save`, ['60999']),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().Message).toBe(
      'The following zip codes are duplicated: 60999',
    );
    const holders = await ctx()
      .dbh.db.selectFrom('sales_territory_zip_codes')
      .select('sales_territory_id')
      .where('zip_code', '=', '60999')
      .execute();
    expect(holders).toHaveLength(1);
  });

  it("refuses to delete a territory in use with 'Delete Failed'; deletes an unused one with its zips", async () => {
    const admin = await ctx().login('admin');
    const lakeview = (await ctx().call(admin, 'GET', '/api/v1/salesTerritories/all'))
      .json()
      .find((t: Territory) => t.Name === 'Lakeview');
    const used = await ctx().call(admin, 'DELETE', `/api/v1/salesTerritories/${lakeview.Id}/remove`);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      Message: 'Delete Failed',
      ModelState: {
        Service: ['Delete Failed. The sales territory is used by accounts, account locations, work orders.'],
      },
    });
    expect(
      zipsOf((await ctx().call(admin, 'GET', `/api/v1/salesTerritories/${lakeview.Id}`)).json()),
    ).toEqual(['60613', '60657']);
    const t = await newTerritory(ctx(), admin, 'Gone Soon');
    await ctx().call(admin, 'POST', `/api/v1/salesTerritories/${t.Id}/zipCodes/save`, ['60404']);
    expect((await ctx().call(admin, 'DELETE', `/api/v1/salesTerritories/${t.Id}/remove`)).statusCode).toBe(
      200,
    );
    expect((await ctx().call(admin, 'GET', `/api/v1/salesTerritories/${t.Id}`)).statusCode).toBe(404);
    expect(await territoryForZip(ctx().dbh.db, '60404')).toBeNull();
    expect((await ctx().call(admin, 'DELETE', `/api/v1/salesTerritories/${t.Id}/remove`)).statusCode).toBe(
      404,
    );
  });

  it('needs SalesTerritories to list, FullAccess to edit; the info screen also opens with ScoutingInventory', async () => {
    const foreman = await ctx().login('foreman');
    expect((await ctx().call(foreman, 'POST', '/api/v1/salesTerritories/_search', {})).statusCode).toBe(403);
    expect((await ctx().call(foreman, 'GET', '/api/v1/salesTerritories/1')).statusCode).toBe(403);
    // Everyone signed in may fill a territory filter.
    expect((await ctx().call(foreman, 'GET', '/api/v1/salesTerritories/all')).statusCode).toBe(200);

    const manager = await ctx().login('branchmanager2'); // SalesTerritories ReadOnly
    expect((await ctx().call(manager, 'POST', '/api/v1/salesTerritories/_search', {})).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['PUT', '/api/v1/salesTerritories/save', { Id: 0, Name: 'Nope', BranchId: 2 }],
      ['DELETE', '/api/v1/salesTerritories/1/remove', undefined],
      ['POST', '/api/v1/salesTerritories/1/zipCodes/save', ['60000']],
    ] as const) {
      expect((await ctx().call(manager, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const arborist = await ctx().login('arborist'); // ScoutingInventory ReadOnly only
    expect((await ctx().call(arborist, 'GET', '/api/v1/salesTerritories/1')).statusCode).toBe(200);
    expect((await ctx().call(arborist, 'POST', '/api/v1/salesTerritories/_search', {})).statusCode).toBe(403);
  });
});
