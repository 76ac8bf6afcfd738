import { expect, it } from 'vitest';
import { LIST_COUNT_HEADER, todayIsoDate } from '@canopy/shared';
import { describeEngines } from './harness';

type Promotion = { Id: number; Name: string; Expired: boolean; Version: number };
const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);
const names = (res: { json: () => unknown }) => (res.json() as Promotion[]).map((p) => p.Name);
const year = Number(todayIsoDate().slice(0, 4));

describeEngines('promotions', (ctx) => {
  it('lists promotions 12 a page, leaving out archived and expired ones unless asked', async () => {
    const office = await ctx().login('officemanager');
    const current = await ctx().call(office, 'POST', '/api/v1/promotions/_search', {});
    expect(current.statusCode).toBe(200);
    expect(names(current)).toEqual([
      'Loyal Customer',
      'Multi-Service Bundle',
      'Neighbor Referral',
      'Spring Early Bird',
    ]);
    expect(count(current)).toBe(4);
    expect(current.json()[3]).toEqual({
      Id: expect.any(Number),
      Name: 'Spring Early Bird',
      DiscountPercentage: 10,
      ExpirationDate: `${year + 1}-05-31`,
      Active: true,
      Archived: false,
      Expired: false,
      Version: 1,
    });
    const expired = await ctx().call(office, 'POST', '/api/v1/promotions/_search', { IncludeExpired: true });
    expect(names(expired)).toContain('Fall Fertilization Special');
    expect(expired.json().find((p: Promotion) => p.Name === 'Fall Fertilization Special').Expired).toBe(true);
    expect(count(expired)).toBe(5);
    const everything = await ctx().call(office, 'POST', '/api/v1/promotions/_search', {
      IncludeExpired: true,
      IncludeArchived: true,
    });
    expect(count(everything)).toBe(6);
    for (let i = 1; i <= 10; i++)
      await ctx().call(office, 'POST', '/api/v1/promotions', {
        Name: `Route Special ${i}`,
        DiscountPercentage: i,
      });
    const page = await ctx().call(office, 'POST', '/api/v1/promotions/_search', {});
    expect(page.json()).toHaveLength(12);
    expect(count(page)).toBe(14);
    const query = await ctx().call(office, 'POST', '/api/v1/promotions/_search', { Query: 'special 1' });
    expect(names(query)).toEqual(['Route Special 1', 'Route Special 10']);
  });

  it('saves promotions with an exact discount; a stale Version is 409', async () => {
    const office = await ctx().login('officemanager');
    const add = await ctx().call(office, 'POST', '/api/v1/promotions', {
      Name: ' Winter Pruning ',
      DiscountPercentage: 12.5,
      ExpirationDate: `2/28/${year + 1}`,
    });
    expect(add.statusCode, add.body).toBe(200);
    const p = add.json();
    expect(p).toMatchObject({
      Name: 'Winter Pruning',
      DiscountPercentage: 12.5,
      ExpirationDate: `${year + 1}-02-28`,
      Active: true,
      Archived: false,
      Version: 1,
    });
    const stored = await ctx()
      .dbh.db.selectFrom('promotions')
      .select('discount_e2')
      .where('id', '=', p.Id)
      .executeTakeFirst();
    expect(stored).toEqual({ discount_e2: 1250 });
    expect((await ctx().call(office, 'GET', `/api/v1/promotions/${p.Id}`)).json()).toEqual(p);
    const saved = await ctx().call(office, 'PUT', '/api/v1/promotions', {
      ...p,
      DiscountPercentage: 15.75,
      ExpirationDate: null,
      Active: false,
    });
    expect(saved.json()).toMatchObject({
      DiscountPercentage: 15.75,
      ExpirationDate: null,
      Active: false,
      Version: 2,
    });
    const stale = await ctx().call(office, 'PUT', '/api/v1/promotions', { ...p, Name: 'Old' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Name: 'Winter Pruning', Version: 2 });
    // Archiving is a save of the flag.
    const archived = await ctx().call(office, 'PUT', '/api/v1/promotions', {
      Id: p.Id,
      Name: 'Winter Pruning',
      DiscountPercentage: 15.75,
      Archived: true,
    });
    expect(archived.json()).toMatchObject({ Archived: true, Active: false, Version: 3 });

    for (const bad of [12.345, 100.01, -1]) {
      const res = await ctx().call(office, 'POST', '/api/v1/promotions', {
        Name: `Bad ${bad}`,
        DiscountPercentage: bad,
      });
      expect(res.json().ModelState).toEqual({
        DiscountPercentage: ['Please enter a discount from 0 to 100 percent with at most 2 decimals.'],
      });
    }
    const many = await ctx().call(office, 'POST', '/api/v1/promotions', {
      Name: 'loyal customer',
      DiscountPercentage: 100,
      ExpirationDate: '2/30/2027',
    });
    expect(many.json().ModelState).toEqual({
      Name: ['A promotion with this name already exists.'],
      ExpirationDate: ['Please enter a valid expiration date.'],
    });
    expect((await ctx().call(office, 'DELETE', `/api/v1/promotions/${p.Id}`)).statusCode).toBe(200);
    expect((await ctx().call(office, 'GET', `/api/v1/promotions/${p.Id}`)).statusCode).toBe(404);
    expect((await ctx().call(office, 'DELETE', `/api/v1/promotions/${p.Id}`)).statusCode).toBe(404);
  });

  it('offers the builder active, unarchived, unexpired promotions; the simple list every unarchived one', async () => {
    const arborist = await ctx().login('arborist');
    const builder = await ctx().call(arborist, 'GET', '/api/v1/promotions/builder');
    expect(builder.statusCode).toBe(200);
    const offered = names(builder);
    expect(offered).toEqual(
      expect.arrayContaining(['Loyal Customer', 'Multi-Service Bundle', 'Spring Early Bird']),
    );
    for (const name of ['Neighbor Referral', 'Fall Fertilization Special', 'Storm Season Relief'])
      expect(offered).not.toContain(name);
    expect(builder.json()[0]).toEqual({
      Id: expect.any(Number),
      Name: 'Loyal Customer',
      DiscountPercentage: 5,
      ExpirationDate: null,
    });
    const simple = await ctx().call(arborist, 'GET', '/api/v1/promotions/simple/search?q=fall');
    expect(names(simple)).toEqual(['Fall Fertilization Special']);
    expect(count(simple)).toBe(1);
    const allSimple = await ctx().call(arborist, 'GET', '/api/v1/promotions/simple/search');
    expect(names(allSimple)).toEqual(
      expect.arrayContaining(['Neighbor Referral', 'Fall Fertilization Special']),
    );
    expect(names(allSimple)).not.toContain('Storm Season Relief');
  });

  it('keeps the promotions screen to Contracts FullAccess', async () => {
    const arborist = await ctx().login('arborist');
    for (const [method, url, body] of [
      ['POST', '/api/v1/promotions/_search', {}],
      ['GET', '/api/v1/promotions/1'],
      ['POST', '/api/v1/promotions', { Name: 'X', DiscountPercentage: 1 }],
      ['PUT', '/api/v1/promotions', { Id: 1, Name: 'X', DiscountPercentage: 1 }],
      ['DELETE', '/api/v1/promotions/1'],
    ] as const) {
      const res = await ctx().call(arborist, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().Message).toBe('Not Authorized');
    }
    const foreman = await ctx().login('foreman');
    expect((await ctx().call(foreman, 'GET', '/api/v1/promotions/builder')).statusCode).toBe(403);
    expect((await ctx().call(foreman, 'GET', '/api/v1/promotions/simple/search')).statusCode).toBe(403);
  });
});
