import { expect, it } from 'vitest';
import {
  AccountTypes,
  Messages,
  SERVICE_ITEMS_PER_LOCATION,
  ServiceGroups,
  type ServiceItem,
  type ServiceItemDetail,
} from '@canopy/shared';
import { seedLarge } from '../src/seed/large';
import { describeEngines, type Session, type TestCtx } from './harness';
import { removeWorkOrders } from './support/remove-work-orders';

const BASE = '/api/v1/serviceItems';

/** A location of the branch emptied of inventory, and the ids of the inventory settings by name. */
async function setup(ctx: TestCtx, branchId: number, nth: number) {
  const db = ctx.dbh.db;
  const loc = await db
    .selectFrom('account_locations')
    .select('id')
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .offset(nth)
    .limit(1)
    .executeTakeFirstOrThrow();
  // The demo's work orders at the location name its inventory; they go with it.
  await removeWorkOrders(db, 'account_location_id', loc.id);
  await db.deleteFrom('service_items').where('account_location_id', '=', loc.id).execute();
  const byName = async (
    t: 'inventory_item_types' | 'inventory_sizes' | 'inventory_locations' | 'inventory_conditions',
  ) => new Map((await db.selectFrom(t).select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
  return {
    locationId: loc.id,
    types: await byName('inventory_item_types'),
    sizes: await byName('inventory_sizes'),
    places: await byName('inventory_locations'),
    conditions: await byName('inventory_conditions'),
  };
}

describeEngines('customer inventory', (ctx) => {
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    ctx().call(s, method, url, body);

  it('adds an item with type, size, location, condition and coordinates, returned in both forms', async () => {
    const { locationId, types, sizes, places, conditions } = await setup(ctx(), 1, 0);
    const office = await ctx().login('officemanager');
    const res = await call(office, 'POST', BASE, {
      AccountLocationId: locationId,
      TypeId: types.get('Tree'),
      SizeId: sizes.get('13-18 in DBH'),
      LocationId: places.get('Front Yard'),
      ConditionId: conditions.get('Good'),
      Coordinates: '42.0451, -87.6877',
      Notes: '  Included bark at the main union. ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      AccountLocationId: locationId,
      TypeName: 'Tree',
      Name: 'Tree',
      ScientificName: null,
      ServiceGroups: [ServiceGroups.ArborCare, ServiceGroups.PlantHealthCare, ServiceGroups.Fertilization],
      SizeName: '13-18 in DBH',
      LocationName: 'Front Yard',
      ConditionName: 'Good',
      Latitude: 42.0451,
      Longitude: -87.6877,
      Coordinates: '42.0451, -87.6877',
      Notes: 'Included bark at the main union.',
      Version: 1,
    });
    const got = await call(office, 'GET', `${BASE}/${res.json().Id}`);
    expect(got.json()).toEqual(res.json());
  });

  it('needs exactly one kind: an item type, a plant kind of the location, or one typed by name', async () => {
    const { locationId, types } = await setup(ctx(), 1, 1);
    const other = await setup(ctx(), 1, 2);
    const office = await ctx().login('officemanager');
    const none = await call(office, 'POST', BASE, { AccountLocationId: locationId });
    expect(none.statusCode).toBe(400);
    expect(none.json().ModelState.TypeId).toEqual([Messages.ServiceItemKindRequired]);
    const both = await call(office, 'POST', BASE, {
      AccountLocationId: locationId,
      TypeId: types.get('Tree'),
      OtherServiceItemType: { Name: 'Red Oak' },
    });
    expect(both.json().ModelState.TypeId).toEqual([Messages.ServiceItemOneKind]);

    const oak = await call(office, 'POST', BASE, {
      AccountLocationId: locationId,
      OtherServiceItemType: { Name: ' Swamp White Oak ', ScientificName: 'Quercus bicolor' },
    });
    expect(oak.json()).toMatchObject({
      TypeId: null,
      Name: 'Swamp White Oak',
      ScientificName: 'Quercus bicolor',
      ServiceGroups: [],
    });
    const again = await call(office, 'POST', BASE, {
      AccountLocationId: locationId,
      OtherServiceItemType: { Name: 'swamp white oak' },
    });
    expect(again.json().OtherServiceItemTypeId).toBe(oak.json().OtherServiceItemTypeId);
    const byId = await call(office, 'POST', BASE, {
      AccountLocationId: locationId,
      OtherServiceItemTypeId: oak.json().OtherServiceItemTypeId,
    });
    expect(byId.json().Name).toBe('Swamp White Oak');
    // A plant kind belongs to its location only.
    const elsewhere = await call(office, 'POST', BASE, {
      AccountLocationId: other.locationId,
      OtherServiceItemTypeId: oak.json().OtherServiceItemTypeId,
    });
    expect(elsewhere.json().ModelState.OtherServiceItemTypeId).toEqual([
      'Please choose a kind of plant recorded for this location.',
    ]);
    const unknown = await call(office, 'POST', BASE, {
      AccountLocationId: locationId,
      TypeId: 99999,
      SizeId: 99999,
      LocationId: 99999,
      ConditionId: 99999,
      Coordinates: 'north, west',
    });
    expect(unknown.json().ModelState).toEqual({
      TypeId: ['Please choose an item type.'],
      SizeId: ['Please choose a size.'],
      LocationId: ['Please choose a location.'],
      ConditionId: ['Please choose a condition.'],
      Coordinates: [Messages.CoordinatesInvalid],
    });
    const listed = await call(office, 'POST', BASE + '/_search', { AccountLocationId: locationId });
    expect(listed.headers['x-list-count']).toBe('3');
  });

  it('keeps an archived type or size on an item but never newly chooses one', async () => {
    const { locationId, types, sizes } = await setup(ctx(), 1, 3);
    const office = await ctx().login('officemanager');
    const palm = types.get('Palm')!;
    const added = (await call(office, 'POST', BASE, { AccountLocationId: locationId, TypeId: palm })).json();
    await ctx()
      .dbh.db.updateTable('inventory_item_types')
      .set({ archived: 1 })
      .where('id', '=', palm)
      .execute();
    const refused = await call(office, 'POST', BASE, { AccountLocationId: locationId, TypeId: palm });
    expect(refused.json().ModelState.TypeId).toEqual(['The item type is archived.']);
    const kept = await call(office, 'PUT', BASE, {
      Id: added.Id,
      Version: added.Version,
      TypeId: palm,
      SizeId: sizes.get('4-6 ft'),
      Notes: 'Wrapped for winter.',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ TypeName: 'Palm', SizeName: '4-6 ft', Notes: 'Wrapped for winter.' });
    await ctx()
      .dbh.db.updateTable('inventory_item_types')
      .set({ archived: 0 })
      .where('id', '=', palm)
      .execute();
    // Inventory settings in use by customer inventory cannot be deleted.
    const admin = await ctx().login('admin');
    const del = await call(admin, 'DELETE', `${BASE}/types/${palm}`);
    expect(del.statusCode).toBe(400);
    expect(del.json().ModelState.Service[0]).toBe(
      'Delete Failed. The item type is used by customer inventory.',
    );
  });

  it('saves with Version: 409 with the current item, overwrite with the server Version; fields left out are kept', async () => {
    const { locationId, types, conditions } = await setup(ctx(), 1, 4);
    const office = await ctx().login('officemanager');
    const manager = await ctx().login('branchmanager');
    const item = (
      await call(office, 'POST', BASE, {
        AccountLocationId: locationId,
        TypeId: types.get('Shrub'),
        Latitude: 42.1,
        Longitude: -87.7,
      })
    ).json() as ServiceItem;
    const first = await call(manager, 'PUT', BASE, {
      Id: item.Id,
      Version: 1,
      ConditionId: conditions.get('Poor'),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      TypeName: 'Shrub',
      ConditionName: 'Poor',
      Coordinates: '42.1, -87.7',
      Version: 2,
    });
    const stale = await call(office, 'PUT', BASE, { Id: item.Id, Version: 1, Notes: 'Mine' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ ConditionName: 'Poor', Version: 2 });
    const overwrite = await call(office, 'PUT', BASE, {
      Id: item.Id,
      Version: stale.json().Current.Version,
      Notes: 'Mine',
    });
    expect(overwrite.json()).toMatchObject({ Notes: 'Mine', ConditionName: 'Poor', Version: 3 });

    // Latitude and Longitude win over Coordinates; the equator and Greenwich are real places.
    const zero = await call(office, 'PUT', BASE, {
      Id: item.Id,
      Version: 3,
      Latitude: 0,
      Longitude: 0,
      Coordinates: '1, 1',
    });
    expect(zero.json()).toMatchObject({ Latitude: 0, Longitude: 0, Coordinates: '0, 0' });
    const half = await call(office, 'PUT', BASE, { Id: item.Id, Version: 4, Latitude: null });
    expect(half.json().ModelState.Coordinates).toEqual([
      'Please enter both latitude and longitude, or neither.',
    ]);
    const cleared = await call(office, 'PUT', BASE, { Id: item.Id, Version: 4, Coordinates: '' });
    expect(cleared.json()).toMatchObject({ Latitude: null, Longitude: null, Coordinates: null });
    const unkind = await call(office, 'PUT', BASE, { Id: item.Id, Version: 5, TypeId: null });
    expect(unkind.json().ModelState.TypeId).toEqual([Messages.ServiceItemKindRequired]);

    expect((await call(manager, 'DELETE', `${BASE}/${item.Id}`)).statusCode).toBe(200);
    expect((await call(manager, 'GET', `${BASE}/${item.Id}`)).statusCode).toBe(404);
  });

  it('follows the Account claims: view R/B/F, add and edit Full or Branch on own branches', async () => {
    const { locationId, types } = await setup(ctx(), 1, 5);
    const office = await ctx().login('officemanager');
    const item = (
      await call(office, 'POST', BASE, { AccountLocationId: locationId, TypeId: types.get('Lawn') })
    ).json();
    const manager = await ctx().login('branchmanager');
    expect((await call(manager, 'GET', `${BASE}/${item.Id}`)).statusCode).toBe(200);
    // The shipped arborist (Account Branch) records a tree on site at a location of their branch.
    const arborist = await ctx().login('arborist');
    const tree = await call(arborist, 'POST', BASE, {
      AccountLocationId: locationId,
      TypeId: types.get('Tree'),
      Notes: 'Seen on site',
    });
    expect(tree.statusCode).toBe(200);
    expect((await call(office, 'GET', `${BASE}/${tree.json().Id}`)).json().Notes).toBe('Seen on site');
    const stranger = await ctx().login('branchmanager2');
    expect(
      (await call(stranger, 'POST', BASE, { AccountLocationId: locationId, TypeId: types.get('Lawn') }))
        .statusCode,
    ).toBe(404);
    expect((await call(stranger, 'GET', `${BASE}/${item.Id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', BASE, { Id: item.Id, Version: 1, Notes: 'x' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `${BASE}/${item.Id}`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'POST', `${BASE}/_search`, { AccountLocationId: locationId })).statusCode,
    ).toBe(404);
    const billing = await ctx().login('billing');
    expect(
      (await call(billing, 'POST', `${BASE}/_search`, { AccountLocationId: locationId })).statusCode,
    ).toBe(200);
    expect((await call(billing, 'PUT', BASE, { Id: item.Id, Version: 1, Notes: 'x' })).statusCode).toBe(403);
    const foreman = await ctx().login('foreman');
    expect(
      (await call(foreman, 'POST', `${BASE}/_search`, { AccountLocationId: locationId })).statusCode,
    ).toBe(403);
  });

  it('lists a location inventory at once, up to 9999 items, and refuses the 10,000th', async () => {
    const { locationId, types } = await setup(ctx(), 1, 6);
    const db = ctx().dbh.db;
    const tree = types.get('Tree')!;
    const now = new Date().toISOString();
    const rows = Array.from({ length: SERVICE_ITEMS_PER_LOCATION - 1 }, (_, i) => ({
      account_location_id: locationId,
      type_id: tree,
      notes: i === 5000 ? 'The big one' : null,
      created_at: now,
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await db
        .insertInto('service_items')
        .values(rows.slice(i, i + 1000))
        .execute();
    const office = await ctx().login('officemanager');
    const list = await call(office, 'POST', `${BASE}/_search`, { AccountLocationId: locationId });
    expect(list.json()).toHaveLength(9998);
    expect(list.headers['x-list-count']).toBe('9998');
    const found = await call(office, 'POST', `${BASE}/_search`, {
      AccountLocationId: locationId,
      Query: 'big one',
    });
    expect(found.json().map((i: ServiceItem) => i.Notes)).toEqual(['The big one']);
    const last = await call(office, 'POST', BASE, { AccountLocationId: locationId, TypeId: tree });
    expect(last.statusCode).toBe(200);
    const over = await call(office, 'POST', BASE, { AccountLocationId: locationId, TypeId: tree });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      Message: 'A location can hold at most 9999 inventory items.',
      ModelState: { Service: ['A location can hold at most 9999 inventory items.'] },
    });
    await db.deleteFrom('service_items').where('account_location_id', '=', locationId).execute();
  });

  it('answers the legacy contract and scouting report lookups with the items spelled out', async () => {
    const { locationId, types, sizes, places } = await setup(ctx(), 1, 7);
    const office = await ctx().login('officemanager');
    const add = (body: object) => call(office, 'POST', BASE, { AccountLocationId: locationId, ...body });
    const tree = (
      await add({
        TypeId: types.get('Tree'),
        SizeId: sizes.get('7-12 in DBH'),
        LocationId: places.get('Parkway'),
      })
    ).json();
    const lawn = (await add({ TypeId: types.get('Lawn') })).json();
    const maple = (
      await add({ OtherServiceItemType: { Name: 'Sugar Maple', ScientificName: 'Acer saccharum' } })
    ).json();

    const foreman = await ctx().login('foreman');
    const legacy = await call(foreman, 'GET', `${BASE}/legacy-contract-items/${locationId}`);
    expect(legacy.statusCode).toBe(200);
    const items = legacy.json() as ServiceItemDetail[];
    expect(items.map((i) => i.Id)).toEqual([tree.Id, lawn.Id, maple.Id]);
    expect(items[0]).toMatchObject({
      Name: 'Tree',
      ServiceItemType: { Id: types.get('Tree'), Name: 'Tree', ScientificName: null, IsLegacy: false },
      AccountLocationOtherItemType: null,
      ServiceItemSize: {
        Id: sizes.get('7-12 in DBH'),
        Name: '7-12 in DBH',
        SizeUnitsOfMeasure: { Name: 'in DBH' },
      },
      ServiceItemLocation: { Id: places.get('Parkway'), Name: 'Parkway' },
    });
    expect(items[2]).toMatchObject({
      Name: 'Sugar Maple',
      ServiceItemType: null,
      AccountLocationOtherItemType: {
        Name: 'Sugar Maple',
        ScientificName: 'Acer saccharum',
        AccountLocationId: locationId,
      },
    });

    const scouting = (group?: number) =>
      call(
        foreman,
        'GET',
        `${BASE}/scouting-report-items?AccountLocationId=${locationId}${group ? `&ServiceGroupId=${group}` : ''}`,
      );
    const lawnCare = (await scouting(ServiceGroups.LawnCare)).json() as ServiceItemDetail[];
    expect(lawnCare.map((i) => i.Id)).toEqual([lawn.Id, maple.Id]);
    const phc = (await scouting(ServiceGroups.PlantHealthCare)).json() as ServiceItemDetail[];
    expect(phc.map((i) => i.Id)).toEqual([tree.Id, maple.Id]);
    expect((await scouting()).json()).toHaveLength(3);
    expect((await call(foreman, 'GET', `${BASE}/legacy-contract-items/99999`)).statusCode).toBe(404);
  });

  it('keeps the lookups to the reach of a branch-only caller', async () => {
    const { locationId } = await setup(ctx(), 1, 8);
    const db = ctx().dbh.db;
    // A role with Account Branch alone, for an employee of branch 2.
    const role = await db
      .insertInto('user_roles')
      .values({ name: 'Branch Accounts Only', landing_page_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('role_claims').values({ role_id: role.id, claim_type_id: 1, value: 4 }).execute();
    const hash = (
      await db
        .selectFrom('users')
        .select('password_hash')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).password_hash;
    await db
      .insertInto('users')
      .values({ employee_id: 12, username: 'branchonly', password_hash: hash, role_id: role.id })
      .execute();
    const s = await ctx().login('branchonly');
    expect((await call(s, 'GET', `${BASE}/legacy-contract-items/${locationId}`)).statusCode).toBe(404);
    expect(
      (await call(s, 'GET', `${BASE}/scouting-report-items?AccountLocationId=${locationId}`)).statusCode,
    ).toBe(404);
    const own = await setup(ctx(), 2, 0);
    expect((await call(s, 'GET', `${BASE}/legacy-contract-items/${own.locationId}`)).statusCode).toBe(200);
  });

  it('grows with --scale: every location has its primary contact and territory, every customer one some inventory', async () => {
    const db = ctx().dbh.db;
    await seedLarge(ctx().dbh, 0.2);
    const bare = await db
      .selectFrom('account_locations as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select('l.id')
      .where((eb) =>
        eb.or([
          eb('l.sales_territory_id', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('account_location_contacts as c')
                .select('c.location_id')
                .whereRef('c.location_id', '=', 'l.id')
                .where('c.is_primary', '=', 1),
            ),
          ),
          eb.and([
            eb('a.account_type_id', '<>', AccountTypes.Prospect),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('service_items as i')
                  .select('i.id')
                  .whereRef('i.account_location_id', '=', 'l.id'),
              ),
            ),
          ]),
        ]),
      )
      .execute();
    expect(bare).toEqual([]);
    const admin = await ctx().login('admin');
    const last = await db
      .selectFrom('account_locations as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .where('a.account_type_id', '=', AccountTypes.Customer)
      .select((eb) => eb.fn.max('l.id').as('id'))
      .executeTakeFirstOrThrow();
    const items = await call(admin, 'POST', `${BASE}/_search`, { AccountLocationId: last.id });
    expect(
      items
        .json()
        .map((i: ServiceItem) => i.Name)
        .sort(),
    ).toEqual(['Lawn', 'Tree']);
    expect(items.json().every((i: ServiceItem) => i.SizeName && i.ConditionName)).toBe(true);
  });
});
