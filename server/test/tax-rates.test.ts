import { expect, it } from 'vitest';
import { LIST_COUNT_HEADER } from '@canopy/shared';
import { taxRateForZip } from '../src/modules/tax-rates/tax-rates.service';
import { describeEngines, type Session, type TestCtx } from './harness';
import { multipart, PNG } from './support';

type Rate = { Id: number; ZipCode: string; TaxRate_: number; Archived: boolean; EffectiveDate: string };
const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);

function importCsv(ctx: TestCtx, s: Session, filename: string, content: string | Buffer) {
  const body = multipart([{ filename, content: Buffer.isBuffer(content) ? content : Buffer.from(content) }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/taxRates/import',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${s.token}`, 'x-csrf-token': s.csrf },
  });
}

async function all(ctx: TestCtx, s: Session): Promise<Rate[]> {
  return (await ctx.call(s, 'POST', '/api/v1/taxRates/_search', { Skip: 0, Take: 999 })).json();
}

describeEngines('tax rates', (ctx) => {
  it('lists rates 12 a page with X-List-Count, by zip, archived ones included unless asked not to', async () => {
    const admin = await ctx().login('admin');
    const first = await ctx().call(admin, 'POST', '/api/v1/taxRates/_search', {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(12);
    expect(count(first)).toBe(19);
    const evanston = await ctx().call(admin, 'POST', '/api/v1/taxRates/_search', { Query: '60201' });
    expect(evanston.json()).toEqual([
      {
        Id: expect.any(Number),
        ZipCode: '60201',
        TaxRate_: 10.25,
        Archived: false,
        EffectiveDate: '2025-01-01',
      },
      {
        Id: expect.any(Number),
        ZipCode: '60201',
        TaxRate_: 10,
        Archived: false,
        EffectiveDate: '2024-01-01',
      },
    ]);
    const aurora = await ctx().call(admin, 'POST', '/api/v1/taxRates/_search', { Query: '60504' });
    expect(aurora.json().map((r: Rate) => r.Archived)).toEqual([false, true]);
    const unarchived = await ctx().call(admin, 'POST', '/api/v1/taxRates/_search', {
      Query: '60504',
      IncludeArchived: false,
    });
    expect(count(unarchived)).toBe(1);
    expect((await all(ctx(), admin)).length).toBe(19);
  });

  it('saves rates exactly, with the zip masked to 5 or 5-4 digits', async () => {
    const admin = await ctx().login('admin');
    const add = await ctx().call(admin, 'PUT', '/api/v1/taxRates/save', {
      Id: 0,
      ZipCode: '606011234',
      TaxRate_: 8.875,
      EffectiveDate: '7/1/2026',
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toEqual({
      Id: expect.any(Number),
      ZipCode: '60601-1234',
      TaxRate_: 8.875,
      Archived: false,
      EffectiveDate: '2026-07-01',
    });
    const stored = await ctx()
      .dbh.db.selectFrom('tax_rates')
      .select('rate_e4')
      .where('id', '=', add.json().Id)
      .executeTakeFirst();
    expect(stored).toEqual({ rate_e4: 88750 });
    const edit = await ctx().call(admin, 'PUT', '/api/v1/taxRates/save', {
      ...add.json<object>(),
      TaxRate_: 10.1,
      Archived: true,
    });
    expect(edit.json()).toMatchObject({ Id: add.json().Id, TaxRate_: 10.1, Archived: true });
    // Archived left out keeps the stored flag.
    const keep = await ctx().call(admin, 'PUT', '/api/v1/taxRates/save', {
      Id: add.json().Id,
      ZipCode: '60601-1234',
      TaxRate_: 10.2,
      EffectiveDate: '2026-07-01',
    });
    expect(keep.json()).toMatchObject({ TaxRate_: 10.2, Archived: true });

    const bad = await ctx().call(admin, 'PUT', '/api/v1/taxRates/save', {
      Id: 0,
      ZipCode: '6020',
      TaxRate_: 10.12345,
      EffectiveDate: '2/30/2026',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ModelState).toEqual({
      ZipCode: ['Please enter a zip code of 5 digits, or 5 digits, a dash and 4 digits.'],
      TaxRate_: ['Please enter a tax rate from 0 to 100 percent with at most 4 decimals.'],
      EffectiveDate: ['Please enter the date the rate takes effect.'],
    });
    const over = await ctx().call(admin, 'PUT', '/api/v1/taxRates/save', {
      Id: 0,
      ZipCode: '60601',
      TaxRate_: 100.5,
      EffectiveDate: '2026-01-01',
    });
    expect(Object.keys(over.json().ModelState)).toEqual(['TaxRate_']);
    const dup = await ctx().call(admin, 'PUT', '/api/v1/taxRates/save', {
      Id: 0,
      ZipCode: '60201',
      TaxRate_: 11,
      EffectiveDate: '1/1/2025',
    });
    expect(dup.json().ModelState).toEqual({
      EffectiveDate: ['A tax rate for this zip code and effective date already exists.'],
    });
    expect(
      (
        await ctx().call(admin, 'PUT', '/api/v1/taxRates/save', {
          Id: 99999,
          ZipCode: '60201',
          TaxRate_: 1,
          EffectiveDate: '2026-01-01',
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx().call(admin, 'DELETE', `/api/v1/taxRates/${add.json().Id}/remove`)).statusCode).toBe(
      200,
    );
    expect((await ctx().call(admin, 'DELETE', `/api/v1/taxRates/${add.json().Id}/remove`)).statusCode).toBe(
      404,
    );
  });

  it('imports a csv: stored zip and date pairs are updated, the rest added', async () => {
    const billing = await ctx().login('billing');
    const csv = [
      'ZipCode,TaxRate,EffectiveDate',
      '60201,10.5,1/1/2025',
      '60126,8.25%,2026-01-01',
      '',
      '"60126-3301",8.5,2026-01-01',
    ].join('\r\n');
    const res = await importCsv(ctx(), billing, 'rates.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Imported: 3, Added: 2, Updated: 1 });
    const rows = (await all(ctx(), billing)).filter(
      (r) => r.ZipCode.startsWith('60126') || r.ZipCode === '60201',
    );
    expect(rows.map((r) => [r.ZipCode, r.TaxRate_, r.EffectiveDate])).toEqual([
      ['60126', 8.25, '2026-01-01'],
      ['60126-3301', 8.5, '2026-01-01'],
      ['60201', 10.5, '2025-01-01'],
      ['60201', 10, '2024-01-01'],
    ]);
  });

  it('imports nothing when any line is bad, and names each bad line', async () => {
    const admin = await ctx().login('admin');
    const before = await all(ctx(), admin);
    const csv = [
      'ZipCode,TaxRate,EffectiveDate',
      '60015,9.75,1/1/2026',
      '60201,1,2025-01-01',
      '60016,9.5,1/1/2026',
      '60017,9.5',
      '',
      '6001,9.5,1/1/2026',
      '60018,abc,13/1/2026',
    ].join('\n');
    const res = await importCsv(ctx(), admin, 'rates.csv', csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.Service).toEqual([
      'Line 5: expected 3 values, found 2.',
      'Line 7: "6001" is not a zip code. Please enter a zip code of 5 digits, or 5 digits, a dash and 4 digits.',
      'Line 8: "abc" is not a tax rate. Please enter a tax rate from 0 to 100 percent with at most 4 decimals.',
      'Line 8: "13/1/2026" is not a date (M/d/yyyy or yyyy-MM-dd).',
    ]);
    expect(await all(ctx(), admin)).toEqual(before);

    const header = await importCsv(ctx(), admin, 'rates.csv', 'Zip,Rate\n60015,9.75');
    expect(header.json().ModelState.Service).toEqual([
      'Line 1: the first line must be the header ZipCode,TaxRate,EffectiveDate.',
    ]);
    const notCsv = await importCsv(
      ctx(),
      admin,
      'rates.xlsx',
      'ZipCode,TaxRate,EffectiveDate\n60015,9.75,1/1/2026',
    );
    expect(notCsv.json().ModelState.File).toEqual([
      '"rates.xlsx" is not a csv file. Only .csv files can be imported.',
    ]);
    const image = await importCsv(ctx(), admin, 'rates.csv', PNG);
    expect(image.json().ModelState.File).toEqual([
      '"rates.csv" is not a csv file. Only .csv files can be imported.',
    ]);
    expect(await all(ctx(), admin)).toEqual(before);
  });

  it('finds the rate in effect for an address: the exact ZIP+4 first, then the latest effective date', async () => {
    const db = ctx().dbh.db;
    expect(await taxRateForZip(db, '60201', '2024-06-30')).toMatchObject({
      TaxRate_: 10,
      EffectiveDate: '2024-01-01',
    });
    expect(await taxRateForZip(db, '60201-0001', '2025-06-30')).toMatchObject({ ZipCode: '60201' });
    expect(await taxRateForZip(db, '60201', '2023-12-31')).toBeNull();
    expect(await taxRateForZip(db, '60540')).toMatchObject({ TaxRate_: 7.75 });
    // The archived 2023 Aurora rate never applies.
    expect(await taxRateForZip(db, '60504', '2024-01-01')).toBeNull();
    expect(await taxRateForZip(db, '99999')).toBeNull();
    expect(await taxRateForZip(db, null)).toBeNull();
    const admin = await ctx().login('admin');
    await ctx().call(admin, 'PUT', '/api/v1/taxRates/save', {
      Id: 0,
      ZipCode: '60540-4321',
      TaxRate_: 8,
      EffectiveDate: '2020-01-01',
    });
    expect(await taxRateForZip(db, '605404321')).toMatchObject({ ZipCode: '60540-4321', TaxRate_: 8 });
    expect(await taxRateForZip(db, '60540-1111')).toMatchObject({ ZipCode: '60540', TaxRate_: 7.75 });
  });

  it('answers the rate for an account location, within the caller branches', async () => {
    const locations = await ctx()
      .dbh.db.selectFrom('account_locations')
      .select(['id', 'zip', 'branch_id'])
      .orderBy('id')
      .execute();
    const north = locations.find((l) => l.zip === '60201')!;
    const noRate = locations.find((l) => l.zip === '60657')!;
    await ctx()
      .dbh.db.updateTable('account_locations')
      .set({ zip: '10001' })
      .where('id', '=', noRate.id)
      .execute();
    const billing = await ctx().login('billing');
    const res = await ctx().call(billing, 'GET', `/api/v1/taxRates/address/${north.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      AccountLocationId: north.id,
      ZipCode: '60201',
      TaxRate: { ZipCode: '60201', EffectiveDate: '2025-01-01' },
    });
    expect((await ctx().call(billing, 'GET', `/api/v1/taxRates/address/${noRate.id}`)).json()).toEqual({
      AccountLocationId: noRate.id,
      ZipCode: '10001',
      TaxRate: null,
    });
    expect((await ctx().call(billing, 'GET', '/api/v1/taxRates/address/99999')).statusCode).toBe(404);
    // Account Branch without TaxRates reaches its own branches' locations only.
    const lakeview = await ctx().login('branchmanager2');
    expect((await ctx().call(lakeview, 'GET', `/api/v1/taxRates/address/${north.id}`)).statusCode).toBe(404);
    expect((await ctx().call(lakeview, 'GET', `/api/v1/taxRates/address/${noRate.id}`)).statusCode).toBe(200);
  });

  it('keeps changes to TaxRates Full; Account holders read; others are refused', async () => {
    const manager = await ctx().login('branchmanager');
    expect((await ctx().call(manager, 'POST', '/api/v1/taxRates/_search', { Take: 999 })).statusCode).toBe(
      200,
    );
    const save = await ctx().call(manager, 'PUT', '/api/v1/taxRates/save', {
      Id: 0,
      ZipCode: '60015',
      TaxRate_: 9,
      EffectiveDate: '2026-01-01',
    });
    expect(save.statusCode).toBe(403);
    expect((await ctx().call(manager, 'DELETE', '/api/v1/taxRates/1/remove')).statusCode).toBe(403);
    expect(
      (await importCsv(ctx(), manager, 'r.csv', 'ZipCode,TaxRate,EffectiveDate\n60015,9,1/1/2026'))
        .statusCode,
    ).toBe(403);
    const foreman = await ctx().login('foreman');
    expect((await ctx().call(foreman, 'POST', '/api/v1/taxRates/_search', {})).statusCode).toBe(403);
    expect((await ctx().call(foreman, 'GET', '/api/v1/taxRates/address/1')).statusCode).toBe(403);
  });
});
