import { expect, it } from 'vitest';
import { LIST_COUNT_HEADER } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';

type Detail = {
  Id: number;
  PriceId: number;
  InventoryItemSizeId: number | null;
  InventoryItemSize: { Id: number; Name: string } | null;
  PricePerVisit: number | null;
  PricePerYear: number | null;
  FlatPrice: number | null;
};
type Table = {
  Id: number;
  Name: string;
  PricingType: number;
  PricingMethod: number;
  Version: number;
  Details: Detail[];
};
const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);

async function tableNamed(ctx: TestCtx, s: Session, name: string): Promise<Table> {
  const rows = (await ctx.call(s, 'POST', '/api/v1/price/_search', { Query: name })).json();
  return (await ctx.call(s, 'GET', `/api/v1/price/${rows[0].Id}`)).json();
}
async function sizeIds(ctx: TestCtx, s: Session): Promise<Map<string, number>> {
  const rows = (await ctx.call(s, 'POST', '/api/v1/serviceItems/sizes/_search', { Take: 999 })).json();
  return new Map(rows.map((r: { Name: string; Id: number }) => [r.Name, r.Id]));
}

describeEngines('price tables', (ctx) => {
  it('lists price tables (999 by default) with their pricing type, method and number of prices', async () => {
    const viewer = await ctx().login('branchmanager');
    const res = await ctx().call(viewer, 'POST', '/api/v1/price/_search', {});
    expect(res.statusCode).toBe(200);
    expect(count(res)).toBe(7);
    expect(res.json().map((t: Table) => t.Name)).toEqual([
      'Consultation',
      'Fertilization by DBH',
      'Lawn Care by Area',
      'Pruning by DBH',
      'Shrub Care by Height',
      'Tree Removal by DBH',
      'Trunk Injection per Inch',
    ]);
    expect(res.json()[3]).toEqual({
      Id: expect.any(Number),
      Name: 'Pruning by DBH',
      PricingType: 1,
      PricingTypeName: 'Visit Per Year',
      PricingMethod: 1,
      PricingMethodName: 'Inventory Size',
      Archived: false,
      DetailCount: 6,
      Version: 1,
    });
    const paged = await ctx().call(viewer, 'POST', '/api/v1/price/_search', { Skip: 2, Take: 2 });
    expect(paged.json().map((t: Table) => t.Name)).toEqual(['Lawn Care by Area', 'Pruning by DBH']);
    expect(count(paged)).toBe(7);
    expect((await ctx().call(viewer, 'GET', '/api/v1/price/pricingTypes')).json()).toEqual([
      { Id: 1, Name: 'Visit Per Year' },
      { Id: 2, Name: 'Flat' },
      { Id: 3, Name: 'Open' },
      { Id: 4, Name: 'Per UOM' },
    ]);
    expect((await ctx().call(viewer, 'GET', '/api/v1/price/pricingMethods')).json()).toEqual([
      { Id: 1, Name: 'Inventory Size' },
      { Id: 2, Name: 'Service UOM' },
    ]);
    const simple = await ctx().call(viewer, 'GET', '/api/v1/price/simple/search?q=dbh');
    expect(simple.json()).toHaveLength(3);
    expect(simple.json()[0]).toEqual({
      Id: expect.any(Number),
      Name: 'Fertilization by DBH',
      PricingType: 1,
      PricingMethod: 1,
    });
  });

  it('shows a table with its prices in dollars, by size order, and searches them', async () => {
    const admin = await ctx().login('admin');
    const pruning = await tableNamed(ctx(), admin, 'Pruning by DBH');
    expect(
      pruning.Details.map((d) => [d.InventoryItemSize?.Name, d.PricePerVisit, d.PricePerYear, d.FlatPrice]),
    ).toEqual([
      ['0-6 in DBH', 95, 95, null],
      ['7-12 in DBH', 165, 165, null],
      ['13-18 in DBH', 260, 260, null],
      ['19-24 in DBH', 385, 385, null],
      ['25-30 in DBH', 520, 520, null],
      ['31+ in DBH', 700, 700, null],
    ]);
    const found = await ctx().call(admin, 'POST', '/api/v1/price/detail/_search', {
      PriceId: pruning.Id,
      Query: '31+',
    });
    expect(found.json()).toEqual([pruning.Details[5]]);
    expect(count(found)).toBe(1);
    const all = await ctx().call(admin, 'POST', '/api/v1/price/detail/_search', { PriceId: pruning.Id });
    expect(count(all)).toBe(6);
    expect(
      (await ctx().call(admin, 'POST', '/api/v1/price/detail/_search', { PriceId: 99999 })).statusCode,
    ).toBe(404);
    expect((await ctx().call(admin, 'GET', '/api/v1/price/99999')).statusCode).toBe(404);
  });

  it('adds and saves tables; a stale Version is 409; the method holds while the table has prices', async () => {
    const admin = await ctx().login('admin');
    const add = await ctx().call(admin, 'POST', '/api/v1/price', {
      Name: 'Cabling by DBH',
      PricingType: 2,
      PricingMethod: 1,
    });
    expect(add.statusCode, add.body).toBe(200);
    const t = add.json<Table>();
    expect(t).toEqual({
      Id: expect.any(Number),
      Name: 'Cabling by DBH',
      PricingType: 2,
      PricingMethod: 1,
      Archived: false,
      Version: 1,
      Details: [],
    });
    const saved = await ctx().call(admin, 'PUT', '/api/v1/price', { ...t, PricingType: 1, Version: 1 });
    expect(saved.json()).toMatchObject({ PricingType: 1, Version: 2 });
    const stale = await ctx().call(admin, 'PUT', '/api/v1/price', { ...t, Name: 'Old', Version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Name: 'Cabling by DBH', Version: 2 });
    const bad = await ctx().call(admin, 'POST', '/api/v1/price', {
      Name: 'pruning by dbh',
      PricingType: 7,
      PricingMethod: 3,
    });
    expect(bad.json().ModelState).toEqual({
      Name: ['A price table with this name already exists.'],
      PricingType: ['Please choose a pricing type.'],
      PricingMethod: ['Please choose a pricing method.'],
    });
    const pruning = await tableNamed(ctx(), admin, 'Pruning by DBH');
    const method = await ctx().call(admin, 'PUT', '/api/v1/price', { ...pruning, PricingMethod: 2 });
    expect(method.json().ModelState).toEqual({
      PricingMethod: ['The pricing method cannot change while the table has prices.'],
    });
    // Archived tables leave the list unless asked for.
    await ctx().call(admin, 'PUT', '/api/v1/price', {
      Id: t.Id,
      Name: 'Cabling by DBH',
      PricingType: 1,
      PricingMethod: 1,
      Archived: true,
    });
    const list = await ctx().call(admin, 'POST', '/api/v1/price/_search', {});
    expect(list.json().map((r: Table) => r.Name)).not.toContain('Cabling by DBH');
    expect(count(await ctx().call(admin, 'POST', '/api/v1/price/_search', { IncludeArchived: true }))).toBe(
      count(list) + 1,
    );
  });

  it('keeps one row of prices per size, exact to the cent, and one size-less row for unit pricing', async () => {
    const admin = await ctx().login('admin');
    const sizes = await sizeIds(ctx(), admin);
    const t = (
      await ctx().call(admin, 'POST', '/api/v1/price', {
        Name: 'Bracing by DBH',
        PricingType: 1,
        PricingMethod: 1,
      })
    ).json<Table>();
    const add = await ctx().call(admin, 'POST', '/api/v1/price/detail', {
      PriceId: t.Id,
      InventoryItemSizeId: sizes.get('7-12 in DBH'),
      PricePerVisit: 120.1,
      PricePerYear: 240.2,
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toEqual({
      Id: expect.any(Number),
      PriceId: t.Id,
      InventoryItemSizeId: sizes.get('7-12 in DBH'),
      InventoryItemSize: { Id: sizes.get('7-12 in DBH'), Name: '7-12 in DBH' },
      PricePerVisit: 120.1,
      PricePerYear: 240.2,
      FlatPrice: null,
    });
    const stored = await ctx()
      .dbh.db.selectFrom('price_table_details')
      .selectAll()
      .where('id', '=', add.json().Id)
      .executeTakeFirstOrThrow();
    expect([stored.price_per_visit_cents, stored.price_per_year_cents]).toEqual([12010, 24020]);
    const twice = await ctx().call(admin, 'POST', '/api/v1/price/detail', {
      PriceId: t.Id,
      InventoryItemSizeId: sizes.get('7-12 in DBH'),
    });
    expect(twice.json().ModelState).toEqual({
      InventoryItemSizeId: ['This size already has prices in this table.'],
    });
    const noSize = await ctx().call(admin, 'POST', '/api/v1/price/detail', {
      PriceId: t.Id,
      PricePerVisit: 1,
    });
    expect(noSize.json().ModelState).toEqual({ InventoryItemSizeId: ['Please choose an inventory size.'] });
    const money = await ctx().call(admin, 'PUT', '/api/v1/price/detail', {
      Id: add.json().Id,
      PriceId: t.Id,
      PricePerVisit: 2.555,
      FlatPrice: -1,
    });
    expect(money.json().ModelState).toEqual({
      PricePerVisit: ['PricePerVisit must be an amount in dollars and cents from 0 to 100,000,000.'],
      FlatPrice: ['FlatPrice must be an amount in dollars and cents from 0 to 100,000,000.'],
    });
    const saved = await ctx().call(admin, 'PUT', '/api/v1/price/detail', {
      Id: add.json().Id,
      PriceId: t.Id,
      FlatPrice: 99.99,
      PricePerYear: null,
    });
    expect(saved.json()).toMatchObject({ PricePerVisit: 120.1, PricePerYear: null, FlatPrice: 99.99 });

    const uom = (
      await ctx().call(admin, 'POST', '/api/v1/price', {
        Name: 'Soil Injection per Gallon',
        PricingType: 4,
        PricingMethod: 2,
      })
    ).json<Table>();
    const sized = await ctx().call(admin, 'POST', '/api/v1/price/detail', {
      PriceId: uom.Id,
      InventoryItemSizeId: sizes.get('0-6 in DBH'),
      PricePerVisit: 3,
    });
    expect(sized.json().ModelState).toEqual({
      InventoryItemSizeId: ['A table priced by the service unit of measure has no sizes.'],
    });
    expect(
      (await ctx().call(admin, 'POST', '/api/v1/price/detail', { PriceId: uom.Id, PricePerVisit: 3.25 }))
        .statusCode,
    ).toBe(200);
    const second = await ctx().call(admin, 'POST', '/api/v1/price/detail', {
      PriceId: uom.Id,
      PricePerVisit: 4,
    });
    expect(second.json().ModelState).toEqual({
      PriceId: ['A table priced by the service unit of measure has one row of prices.'],
    });

    expect((await ctx().call(admin, 'DELETE', `/api/v1/price/detail/${add.json().Id}`)).statusCode).toBe(200);
    expect((await ctx().call(admin, 'DELETE', `/api/v1/price/detail/${add.json().Id}`)).statusCode).toBe(404);
    // Deleting a table takes its prices with it.
    expect((await ctx().call(admin, 'DELETE', `/api/v1/price/${uom.Id}`)).statusCode).toBe(200);
    const left = await ctx()
      .dbh.db.selectFrom('price_table_details')
      .select('id')
      .where('price_table_id', '=', uom.Id)
      .execute();
    expect(left).toEqual([]);
    expect((await ctx().call(admin, 'DELETE', `/api/v1/price/${uom.Id}`)).statusCode).toBe(404);
  });

  it('updates every price of a table by percent or dollars, to the cent and never below zero', async () => {
    const admin = await ctx().login('admin');
    const fert = await tableNamed(ctx(), admin, 'Fertilization by DBH');
    const up = await ctx().call(admin, 'PUT', `/api/v1/price/updateById/${fert.Id}/2`, { Value: 3.5 });
    expect(up.statusCode, up.body).toBe(200);
    // 45.00 × 1.035 = 46.575 -> 46.58; 90.00 × 1.035 = 93.15.
    expect(up.json().Details.map((d: Detail) => [d.PricePerVisit, d.PricePerYear, d.FlatPrice])).toEqual([
      [46.58, 93.15, null],
      [67.28, 134.55, null],
      [87.98, 175.95, null],
      [113.85, 227.7, null],
      [144.9, 289.8, null],
      [181.13, 362.25, null],
    ]);
    const dollars = await ctx().call(admin, 'PUT', `/api/v1/price/updateById/${fert.Id}/1`, { Value: 0.1 });
    expect(dollars.json().Details[0]).toMatchObject({
      PricePerVisit: 46.68,
      PricePerYear: 93.25,
      FlatPrice: null,
    });
    const same = await ctx().call(admin, 'PUT', `/api/v1/price/updateById/${fert.Id}/2`, { Value: 0 });
    expect(same.json().Details).toEqual(dollars.json().Details);

    const negative = await ctx().call(admin, 'PUT', `/api/v1/price/updateById/${fert.Id}/1`, { Value: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({
      Message: 'Please avoid entering negative dollar amounts.',
      ModelState: { Service: ['Please avoid entering negative dollar amounts.'] },
    });
    expect((await ctx().call(admin, 'GET', `/api/v1/price/${fert.Id}`)).json().Details).toEqual(
      dollars.json().Details,
    );
    const cents = await ctx().call(admin, 'PUT', `/api/v1/price/updateById/${fert.Id}/1`, { Value: 1.001 });
    expect(cents.json().ModelState).toEqual({ Value: ['Please enter an amount in dollars and cents.'] });
    const option = await ctx().call(admin, 'PUT', `/api/v1/price/updateById/${fert.Id}/3`, { Value: 1 });
    expect(option.json().ModelState).toEqual({ Value: ['Please choose Dollars or Percentage.'] });

    const removal = await tableNamed(ctx(), admin, 'Tree Removal by DBH');
    const down = await ctx().call(admin, 'PUT', `/api/v1/price/updateById/${removal.Id}/2`, { Value: -150 });
    expect(down.json().Details.map((d: Detail) => [d.PricePerVisit, d.FlatPrice])).toEqual(
      removal.Details.map(() => [null, 0]),
    );
    expect(
      (await ctx().call(admin, 'PUT', '/api/v1/price/updateById/99999/2', { Value: 1 })).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a table a service prices by', async () => {
    const admin = await ctx().login('admin');
    const lawn = await tableNamed(ctx(), admin, 'Lawn Care by Area');
    const service = await ctx()
      .dbh.db.selectFrom('services')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await ctx()
      .dbh.db.updateTable('services')
      .set({ pricing_table_id: lawn.Id })
      .where('id', '=', service.id)
      .execute();
    const res = await ctx().call(admin, 'DELETE', `/api/v1/price/${lawn.Id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: 'Delete Failed',
      ModelState: { Service: ['Delete Failed. The price table is used by services.'] },
    });
    expect((await ctx().call(admin, 'GET', `/api/v1/price/${lawn.Id}`)).json().Details).toHaveLength(4);
  });

  it('lets Price ReadOnly view but not change, and refuses callers without the claim', async () => {
    const manager = await ctx().login('branchmanager');
    for (const [method, url, body] of [
      ['POST', '/api/v1/price', { Name: 'X', PricingType: 1, PricingMethod: 1 }],
      ['PUT', '/api/v1/price', { Id: 1, Name: 'X', PricingType: 1, PricingMethod: 1 }],
      ['DELETE', '/api/v1/price/1'],
      ['POST', '/api/v1/price/detail', { PriceId: 1 }],
      ['PUT', '/api/v1/price/detail', { Id: 1, PriceId: 1 }],
      ['DELETE', '/api/v1/price/detail/1'],
      ['PUT', '/api/v1/price/updateById/1/2', { Value: 5 }],
    ] as const) {
      const res = await ctx().call(manager, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await ctx().call(manager, 'GET', '/api/v1/price/1')).statusCode).toBe(200);
    const foreman = await ctx().login('foreman');
    expect((await ctx().call(foreman, 'POST', '/api/v1/price/_search', {})).statusCode).toBe(403);
    expect((await ctx().call(foreman, 'GET', '/api/v1/price/simple/search')).statusCode).toBe(403);
    expect(
      (await ctx().call(foreman, 'POST', '/api/v1/price/detail/_search', { PriceId: 1 })).statusCode,
    ).toBe(403);
  });
});
