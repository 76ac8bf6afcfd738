import { expect, it } from 'vitest';
import { LIST_COUNT_HEADER, ServiceGroups as G } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';

type Row = { Id: number; Name: string; Archived: boolean; Version: number };
type ItemType = Row & {
  ServiceGroups: number[];
  Insects: number[];
  Diseases: number[];
  WeedTypes: number[];
  EcologicalProblems: number[];
};

const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);
const names = (res: { json: () => unknown }) => (res.json() as Row[]).map((r) => r.Name);

async function simple(ctx: TestCtx, s: Session, path: string): Promise<Map<string, number>> {
  const rows = (await ctx.call(s, 'GET', `/api/v1/inventory-meta-items/simple/${path}`)).json() as Row[];
  return new Map(rows.map((r) => [r.Name, r.Id]));
}

async function newType(ctx: TestCtx, s: Session, body: Record<string, unknown>): Promise<ItemType> {
  const res = await ctx.call(s, 'POST', '/api/v1/serviceItems/types', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ItemType>();
}

describeEngines('customer inventory settings', (ctx) => {
  it('lists item types 12 a page with X-List-Count, by name, filtered by service group', async () => {
    const admin = await ctx().login('admin');
    const first = await ctx().call(admin, 'POST', '/api/v1/serviceItems/types/_search', {});
    expect(first.statusCode).toBe(200);
    expect(names(first)).toEqual([
      'Evergreen',
      'Hedge',
      'Lawn',
      'Nursery Stock',
      'Palm',
      'Perennial Bed',
      'Shrub',
      'Tree',
    ]);
    expect(count(first)).toBe(8);
    for (let i = 1; i <= 6; i++) await newType(ctx(), admin, { Name: `Vine ${i}` });
    const page = await ctx().call(admin, 'POST', '/api/v1/serviceItems/types/_search', { Query: '' });
    expect(page.json()).toHaveLength(12);
    expect(count(page)).toBe(14);
    const rest = await ctx().call(admin, 'POST', '/api/v1/serviceItems/types/_search', { Skip: 12 });
    expect(names(rest)).toEqual(['Vine 5', 'Vine 6']);
    const lawn = await ctx().call(admin, 'POST', '/api/v1/serviceItems/types/_search', {
      ServiceGroupIds: [G.LawnCare],
    });
    expect(lawn.json()).toEqual([
      { Id: expect.any(Number), Name: 'Lawn', ServiceGroups: [G.LawnCare], Archived: false, Version: 1 },
    ]);
    const query = await ctx().call(admin, 'POST', '/api/v1/serviceItems/types/_search', { Query: 'VINE 3' });
    expect(names(query)).toEqual(['Vine 3']);
  });

  it('adds and saves item types with their service groups and scouting lists; a stale Version is 409', async () => {
    const admin = await ctx().login('admin');
    const insects = await simple(ctx(), admin, 'insects');
    const diseases = await simple(ctx(), admin, 'diseases');
    const problems = await simple(ctx(), admin, 'ecological-problems');
    const t = await newType(ctx(), admin, {
      Name: '  Fruit Tree ',
      ServiceGroups: [G.PlantHealthCare, G.ArborCare, G.ArborCare],
      Insects: [insects.get('Scale'), insects.get('Aphids')],
      Diseases: [diseases.get('Apple Scab')],
    });
    expect(t).toMatchObject({
      Name: 'Fruit Tree',
      ServiceGroups: [G.ArborCare, G.PlantHealthCare],
      Insects: [insects.get('Scale'), insects.get('Aphids')].sort((a, b) => a! - b!),
      Diseases: [diseases.get('Apple Scab')],
      WeedTypes: [],
      EcologicalProblems: [],
      Archived: false,
      Version: 1,
    });
    expect((await ctx().call(admin, 'GET', `/api/v1/serviceItems/types/${t.Id}`)).json()).toEqual(t);

    // Lists left out keep what is stored.
    const saved = await ctx().call(admin, 'PUT', '/api/v1/serviceItems/types', {
      Id: t.Id,
      Name: 'Fruit Trees',
      EcologicalProblems: [problems.get('Girdling Roots')],
      Version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      Name: 'Fruit Trees',
      ServiceGroups: [G.ArborCare, G.PlantHealthCare],
      Insects: t.Insects,
      Diseases: t.Diseases,
      EcologicalProblems: [problems.get('Girdling Roots')],
      Version: 2,
    });
    const stale = await ctx().call(admin, 'PUT', '/api/v1/serviceItems/types', {
      Id: t.Id,
      Name: 'Old',
      Version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Id: t.Id, Name: 'Fruit Trees', Version: 2 });
    const inline = await ctx().call(admin, 'PUT', '/api/v1/serviceItems/types', {
      Id: t.Id,
      Name: 'Orchard Tree',
    });
    expect(inline.json()).toMatchObject({ Name: 'Orchard Tree', Version: 3 });
    expect(
      (await ctx().call(admin, 'PUT', '/api/v1/serviceItems/types', { Id: 99999, Name: 'Ghost' })).statusCode,
    ).toBe(404);
  });

  it('refuses bad item types with field messages and keeps weed types to Lawn Care types', async () => {
    const admin = await ctx().login('admin');
    const weeds = await simple(ctx(), admin, 'weed-types');
    const bad = await ctx().call(admin, 'POST', '/api/v1/serviceItems/types', {
      Name: 'tree',
      ServiceGroups: [9],
      Insects: [99999],
      WeedTypes: [weeds.get('Crabgrass')],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ModelState).toEqual({
      Name: ['An item type with this name already exists.'],
      ServiceGroups: ['Unknown service group: 9.'],
      Insects: ['Unknown insect: 99999.'],
      WeedTypes: ['Weed types apply only to item types of the Lawn Care service group.'],
    });
    // A disease id is not an insect.
    const diseases = await simple(ctx(), admin, 'diseases');
    const wrongKind = await ctx().call(admin, 'POST', '/api/v1/serviceItems/types', {
      Name: 'Berry Bush',
      Insects: [diseases.get('Oak Wilt')],
    });
    expect(wrongKind.json().ModelState).toEqual({
      Insects: [`Unknown insect: ${diseases.get('Oak Wilt')}.`],
    });
    const turf = await newType(ctx(), admin, {
      Name: 'Sports Turf',
      ServiceGroups: [G.LawnCare],
      WeedTypes: [weeds.get('Clover')],
    });
    expect(turf.WeedTypes).toEqual([weeds.get('Clover')]);
    // Dropping Lawn Care while weed types are kept is refused too.
    const drop = await ctx().call(admin, 'PUT', '/api/v1/serviceItems/types', {
      Id: turf.Id,
      Name: 'Sports Turf',
      ServiceGroups: [G.ArborCare],
    });
    expect(drop.json().ModelState).toEqual({ WeedTypes: [expect.stringContaining('Lawn Care')] });
    expect((await ctx().call(admin, 'POST', '/api/v1/serviceItems/types', { Name: ' ' })).json()).toEqual({
      Message: 'Name is required.',
      ModelState: { Name: ['Name is required.'] },
    });
  });

  it('archives and restores types, locations and sizes with a toggle; archived ones are listed on request', async () => {
    const admin = await ctx().login('admin');
    for (const [path, name] of [
      ['types', 'Palm'],
      ['locations', 'Courtyard'],
      ['sizes', '11+ ft'],
    ] as const) {
      const all = (
        await ctx().call(admin, 'POST', `/api/v1/serviceItems/${path}/_search`, { Take: 999 })
      ).json();
      const row = all.find((r: Row) => r.Name === name);
      const off = await ctx().call(admin, 'POST', `/api/v1/serviceItems/${path}/${row.Id}/toggleArchived`);
      expect(off.json()).toMatchObject({ Id: row.Id, Archived: true, Version: row.Version + 1 });
      const hidden = await ctx().call(admin, 'POST', `/api/v1/serviceItems/${path}/_search`, { Query: name });
      expect(names(hidden)).not.toContain(name);
      const shown = await ctx().call(admin, 'POST', `/api/v1/serviceItems/${path}/_search`, {
        Query: name,
        IncludeArchived: true,
      });
      expect(shown.json()).toEqual([expect.objectContaining({ Name: name, Archived: true })]);
      expect(count(shown)).toBe(1);
      const on = await ctx().call(admin, 'POST', `/api/v1/serviceItems/${path}/${row.Id}/toggleArchived`);
      expect(on.json()).toMatchObject({ Archived: false });
      expect(
        (await ctx().call(admin, 'POST', `/api/v1/serviceItems/${path}/99999/toggleArchived`)).statusCode,
      ).toBe(404);
    }
  });

  it('keeps item locations: add, rename, refuse duplicates, delete', async () => {
    const admin = await ctx().login('admin');
    const list = await ctx().call(admin, 'POST', '/api/v1/serviceItems/locations/_search', {});
    expect(names(list)).toEqual([
      'Back Yard',
      'Courtyard',
      'Entrance',
      'Front Yard',
      'Parkway',
      'Property Line',
      'Side Yard',
    ]);
    expect(count(list)).toBe(7);
    const add = await ctx().call(admin, 'POST', '/api/v1/serviceItems/locations', { Name: ' Rooftop ' });
    expect(add.json()).toEqual({ Id: expect.any(Number), Name: 'Rooftop', Archived: false, Version: 1 });
    const dup = await ctx().call(admin, 'POST', '/api/v1/serviceItems/locations', { Name: 'front yard' });
    expect(dup.json().ModelState).toEqual({ Name: ['An item location with this name already exists.'] });
    const renamed = await ctx().call(admin, 'PUT', '/api/v1/serviceItems/locations', {
      Id: add.json().Id,
      Name: 'Roof Garden',
      Version: 1,
    });
    expect(renamed.json()).toMatchObject({ Name: 'Roof Garden', Version: 2 });
    const stale = await ctx().call(admin, 'PUT', '/api/v1/serviceItems/locations', {
      Id: add.json().Id,
      Name: 'Roof',
      Version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current.Name).toBe('Roof Garden');
    expect(
      (await ctx().call(admin, 'DELETE', `/api/v1/serviceItems/locations/${add.json().Id}`)).statusCode,
    ).toBe(200);
    expect(
      (await ctx().call(admin, 'DELETE', `/api/v1/serviceItems/locations/${add.json().Id}`)).statusCode,
    ).toBe(404);
  });

  it('keeps sizes in their order with a unit and service groups; a size a price table uses is not deleted', async () => {
    const admin = await ctx().login('admin');
    const dbh = await ctx().call(admin, 'POST', '/api/v1/serviceItems/sizes/_search', {
      Query: 'DBH',
      ServiceGroupIds: [G.ArborCare],
    });
    expect(names(dbh)).toEqual([
      '0-6 in DBH',
      '7-12 in DBH',
      '13-18 in DBH',
      '19-24 in DBH',
      '25-30 in DBH',
      '31+ in DBH',
    ]);
    expect(dbh.json()[0]).toMatchObject({
      SizeUnitOfMeasure: 'in DBH',
      ServiceGroups: [G.ArborCare, G.PlantHealthCare, G.Fertilization],
      SortOrder: 1,
    });
    const lawn = await ctx().call(admin, 'POST', '/api/v1/serviceItems/sizes/_search', {
      ServiceGroupIds: [G.LawnCare],
    });
    expect(count(lawn)).toBe(4);
    const units = (await ctx().call(admin, 'GET', '/api/v1/serviceItems/sizeunitsofmeasure')).json();
    const add = await ctx().call(admin, 'POST', '/api/v1/serviceItems/sizes', {
      Name: '37+ in DBH',
      SizeUnitOfMeasureId: units[0].Id,
      ServiceGroups: [G.ArborCare],
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toMatchObject({
      SizeUnitOfMeasure: 'in DBH',
      SortOrder: 15,
      ServiceGroups: [G.ArborCare],
    });
    const badUnit = await ctx().call(admin, 'PUT', '/api/v1/serviceItems/sizes', {
      Id: add.json().Id,
      Name: '37+ in DBH',
      SizeUnitOfMeasureId: 99999,
    });
    expect(badUnit.json().ModelState).toEqual({
      SizeUnitOfMeasureId: ['Please choose a size unit of measure.'],
    });
    const moved = await ctx().call(admin, 'PUT', '/api/v1/serviceItems/sizes', {
      Id: add.json().Id,
      Name: '37+ in DBH',
      SortOrder: 7,
    });
    expect(moved.json()).toMatchObject({ SortOrder: 7, ServiceGroups: [G.ArborCare], Version: 2 });
    expect(
      (await ctx().call(admin, 'DELETE', `/api/v1/serviceItems/sizes/${add.json().Id}`)).statusCode,
    ).toBe(200);

    const used = dbh.json()[0];
    const refused = await ctx().call(admin, 'DELETE', `/api/v1/serviceItems/sizes/${used.Id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      Message: 'Delete Failed',
      ModelState: { Service: ['Delete Failed. The item size is used by customer inventory, price tables.'] },
    });
  });

  it('saves conditions and size units as whole lists: blanks dropped, repeats and removals in use refused', async () => {
    const admin = await ctx().login('admin');
    const foreman = await ctx().login('foreman');
    const conditions = await ctx().call(foreman, 'GET', '/api/v1/serviceItems/conditions');
    expect(names(conditions)).toEqual(['Excellent', 'Good', 'Fair', 'Poor', 'Critical', 'Dead']);
    const rows = conditions.json() as Row[];
    const saved = await ctx().call(admin, 'PUT', '/api/v1/serviceItems/conditions', [
      { Name: 'Very Good' },
      ...rows.filter((r) => r.Name !== 'Critical').map((r) => ({ Id: r.Id, Name: r.Name })),
      { Name: '   ' },
      { Name: null },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(names(saved)).toEqual(['Very Good', 'Excellent', 'Good', 'Fair', 'Poor', 'Dead']);
    const repeated = await ctx().call(admin, 'PUT', '/api/v1/serviceItems/conditions', [
      { Name: 'Good' },
      { Name: 'good ' },
    ]);
    expect(repeated.json().ModelState).toEqual({ Name: ['The following names are duplicated: Good'] });

    const units = (await ctx().call(admin, 'GET', '/api/v1/serviceItems/sizeunitsofmeasure')).json() as Row[];
    expect(units.map((u) => u.Name)).toEqual(['in DBH', 'sq ft', 'ft height', 'each']);
    // 'in DBH' is used by sizes: leaving it out changes nothing.
    const inUse = await ctx().call(admin, 'PUT', '/api/v1/serviceItems/sizeunitsofmeasure', [
      ...units.slice(1).map((u) => ({ Id: u.Id, Name: u.Name })),
      { Name: 'acres' },
    ]);
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json()).toEqual({
      Message: 'Update failed. Make sure any removed items are not being used.',
      ModelState: { Service: ['Update failed. Make sure any removed items are not being used.'] },
    });
    expect(names(await ctx().call(admin, 'GET', '/api/v1/serviceItems/sizeunitsofmeasure'))).toEqual([
      'in DBH',
      'sq ft',
      'ft height',
      'each',
    ]);
    const unused = await ctx().call(admin, 'PUT', '/api/v1/serviceItems/sizeunitsofmeasure', [
      ...units.filter((u) => u.Name !== 'each').map((u) => ({ Id: u.Id, Name: u.Name })),
      { Name: '' },
      { Name: 'acres' },
    ]);
    expect(names(unused)).toEqual(['in DBH', 'sq ft', 'ft height', 'acres']);
    // The size settings screen is Settings Full: Office Manager has it, Branch Manager does not.
    const office = await ctx().login('officemanager');
    expect(
      (await ctx().call(office, 'PUT', '/api/v1/serviceItems/sizeunitsofmeasure', unused.json())).statusCode,
    ).toBe(200);
    const manager = await ctx().login('branchmanager');
    expect(
      (await ctx().call(manager, 'PUT', '/api/v1/serviceItems/conditions', saved.json())).statusCode,
    ).toBe(403);
  });

  it('adds item types on the spot from the customer inventory form, returning an existing one by name', async () => {
    const manager = await ctx().login('branchmanager');
    const existing = await ctx().call(manager, 'POST', '/api/v1/serviceItems/addServiceItemType', {
      Name: 'TREE',
    });
    expect(existing.statusCode, existing.body).toBe(200);
    expect(existing.json()).toMatchObject({ Name: 'Tree', Version: 1 });
    const added = await ctx().call(manager, 'POST', '/api/v1/serviceItems/addServiceItemType', {
      Name: 'Vine',
      ServiceGroups: [G.PlantHealthCare],
    });
    expect(added.json()).toMatchObject({ Name: 'Vine', ServiceGroups: [G.PlantHealthCare] });
    const foreman = await ctx().login('foreman');
    expect(
      (await ctx().call(foreman, 'POST', '/api/v1/serviceItems/addServiceItemType', { Name: 'Moss' }))
        .statusCode,
    ).toBe(403);
  });

  it('records other-item types for a location, within the caller branches', async () => {
    const admin = await ctx().login('admin');
    const locations = await ctx()
      .dbh.db.selectFrom('account_locations')
      .select(['id', 'branch_id'])
      .orderBy('id')
      .execute();
    const north = locations.find((l) => l.branch_id === 1)!;
    const add = await ctx().call(admin, 'POST', '/api/v1/serviceItems/addAccountLocationOtherItemType', {
      Name: ' Ginkgo ',
      ScientificName: 'Ginkgo biloba',
      AccountLocationId: north.id,
    });
    expect(add.json()).toEqual({
      Id: expect.any(Number),
      Name: 'Ginkgo',
      ScientificName: 'Ginkgo biloba',
      AccountLocationId: north.id,
    });
    const again = await ctx().call(admin, 'POST', '/api/v1/serviceItems/addAccountLocationOtherItemType', {
      Name: 'ginkgo',
      AccountLocationId: north.id,
    });
    expect(again.json().Id).toBe(add.json().Id);
    const list = await ctx().call(admin, 'POST', '/api/v1/serviceItems/otherItemTypes/_search', {
      AccountLocationId: north.id,
    });
    expect(list.json()).toEqual([add.json()]);
    expect(count(list)).toBe(1);
    // Account Branch reaches only its own branches' locations.
    const lakeview = await ctx().login('branchmanager2');
    const other = await ctx().call(lakeview, 'POST', '/api/v1/serviceItems/addAccountLocationOtherItemType', {
      Name: 'Magnolia',
      AccountLocationId: north.id,
    });
    expect(other.statusCode).toBe(404);
    const othersTypes = await ctx().call(lakeview, 'POST', '/api/v1/serviceItems/otherItemTypes/_search', {
      AccountLocationId: north.id,
    });
    expect(othersTypes.statusCode).toBe(404);
    const own = locations.find((l) => l.branch_id === 2)!;
    expect(
      (
        await ctx().call(lakeview, 'POST', '/api/v1/serviceItems/addAccountLocationOtherItemType', {
          Name: 'Magnolia',
          AccountLocationId: own.id,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets InventoryItems ReadOnly view but not change, and refuses callers without the claim', async () => {
    const manager = await ctx().login('branchmanager');
    expect((await ctx().call(manager, 'POST', '/api/v1/serviceItems/types/_search', {})).statusCode).toBe(
      200,
    );
    expect((await ctx().call(manager, 'GET', '/api/v1/serviceItems/types/1')).statusCode).toBe(200);
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/v1/serviceItems/types', { Name: 'X' }],
      ['PUT', '/api/v1/serviceItems/types', { Id: 1, Name: 'X' }],
      ['DELETE', '/api/v1/serviceItems/types/1'],
      ['POST', '/api/v1/serviceItems/types/1/toggleArchived'],
      ['POST', '/api/v1/serviceItems/locations', { Name: 'X' }],
      ['PUT', '/api/v1/serviceItems/sizes', { Id: 1, Name: 'X' }],
      ['DELETE', '/api/v1/serviceItems/sizes/1'],
      ['POST', '/api/v1/serviceItems/locations/1/toggleArchived'],
    ];
    for (const [method, url, body] of writes) {
      const res = await ctx().call(manager, method as 'POST', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ Message: 'Not Authorized' });
    }
    const foreman = await ctx().login('foreman');
    for (const path of ['types', 'locations', 'sizes'])
      expect((await ctx().call(foreman, 'POST', `/api/v1/serviceItems/${path}/_search`, {})).statusCode).toBe(
        403,
      );
    expect((await ctx().call(foreman, 'GET', '/api/v1/serviceItems/types/1')).statusCode).toBe(403);
  });
});
