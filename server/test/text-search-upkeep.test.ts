import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { LIST_COUNT_HEADER } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { makeWorkOrder } from './work-order-fixtures';
import { removeWorkOrders } from './support/remove-work-orders';

// The lists search stored documents; every edit that changes what a row shows must reach them at
// once, including edits of another record whose name the row shows.

const API = '/api/v1';

async function found(ctx: TestCtx, s: Session, list: string, query: string): Promise<number[]> {
  const res = await ctx.call(s, 'POST', `${API}/${list}/_search`, { Query: query, Take: 999 });
  expect(res.statusCode, res.body).toBe(200);
  const ids = (res.json() as { Id: number }[]).map((r) => r.Id);
  expect(Number(res.headers[LIST_COUNT_HEADER.toLowerCase()])).toBe(ids.length);
  return ids;
}

/** A business account with a service location, made through the API as the office would. */
async function newAccountWithLocation(ctx: TestCtx, s: Session, name: string) {
  const created = await ctx.call(s, 'POST', `${API}/accounts/create`, {
    BranchId: 1,
    Name: name,
    ClientTypeId: 1,
    AccountTypeId: 1,
    AccountContacts: [{ FirstName: 'Ada', LastName: 'Moss', IsPrimary: true }],
  });
  expect(created.statusCode, created.body).toBe(200);
  const account = created.json() as { Id: number; AccountContacts: { Id: number }[] };
  const located = await ctx.call(s, 'POST', `${API}/accounts/accountLocations`, {
    AccountId: account.Id,
    Address: '77 Quince Ct',
    City: 'Evanston',
    State: 'IL',
    Zip: '60201',
    ContactLocations: [{ ContactId: account.AccountContacts[0]!.Id, IsPrimaryContact: true }],
  });
  expect(located.statusCode, located.body).toBe(200);
  return { accountId: account.Id, location: located.json() as { Id: number; Version: number } };
}

describeEngines('text search keeps up with edits', (ctx) => {
  it('finds a work order by its new description, its account by a new name and both by a new address', async () => {
    const admin = await ctx().login('admin');
    const { accountId, location } = await newAccountWithLocation(ctx(), admin, 'Quillfeather Estates');
    const wo = await makeWorkOrder(ctx().dbh.db, {
      locationId: location.Id,
      description: 'Cable the zelkova',
    });
    expect(await found(ctx(), admin, 'workOrders', 'zelkova')).toEqual([wo]);
    expect(await found(ctx(), admin, 'workOrders', 'quillfeather')).toEqual([wo]);

    const saved = await ctx().call(admin, 'PUT', `${API}/workOrders/save`, {
      Id: wo,
      Version: 1,
      Description: 'Brace the ginkgo',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await found(ctx(), admin, 'workOrders', 'zelkova')).toEqual([]);
    expect(await found(ctx(), admin, 'workOrders', 'GINKGO brace')).toEqual([wo]);

    const account = (await ctx().call(admin, 'GET', `${API}/accounts/${accountId}`)).json() as {
      Version: number;
    };
    const renamed = await ctx().call(admin, 'PUT', `${API}/accounts/save`, {
      Id: accountId,
      Version: account.Version,
      Name: 'Wrenfield Commons',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found(ctx(), admin, 'workOrders', 'quillfeather')).toEqual([]);
    expect(await found(ctx(), admin, 'workOrders', 'wrenfield ginkgo')).toEqual([wo]);
    expect(await found(ctx(), admin, 'accounts', 'quillfeather')).toEqual([]);
    expect(await found(ctx(), admin, 'accounts', 'Wrenfield')).toEqual([accountId]);

    const moved = await ctx().call(admin, 'PUT', `${API}/accounts/accountLocations`, {
      Id: location.Id,
      Version: location.Version,
      Address: '12 Tamarack Row',
      City: 'Evanston',
      State: 'IL',
      Zip: '60201',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await found(ctx(), admin, 'workOrders', 'quince')).toEqual([]);
    expect(await found(ctx(), admin, 'workOrders', 'tamarack')).toEqual([wo]);
    expect(await found(ctx(), admin, 'accounts', 'tamarack wrenfield')).toEqual([accountId]);
  });

  it('forgets a deleted row and finds an employee by a changed user name', async () => {
    const db = ctx().dbh.db;
    const admin = await ctx().login('admin');
    const wo = await makeWorkOrder(db, { description: 'Stake the hornbeam' });
    expect(await found(ctx(), admin, 'workOrders', 'hornbeam')).toEqual([wo]);
    await removeWorkOrders(db, 'id', wo);
    expect(await found(ctx(), admin, 'workOrders', 'hornbeam')).toEqual([]);
    const left = await sql<{ n: number }>`select count(*) as n from text_search_work_orders
      where id = ${wo}`.execute(db);
    expect(Number(left.rows[0]!.n)).toBe(0);

    const user = await db
      .selectFrom('users')
      .select('employee_id')
      .where('username', '=', 'foreman')
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ username: 'crewlead7' }).where('username', '=', 'foreman').execute();
    expect(await found(ctx(), admin, 'employees', 'crewlead7')).toEqual([user.employee_id]);
    await db.updateTable('users').set({ username: 'foreman' }).where('username', '=', 'crewlead7').execute();
    expect(await found(ctx(), admin, 'employees', 'crewlead7')).toEqual([]);
  });
});
