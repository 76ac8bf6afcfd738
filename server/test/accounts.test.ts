import { expect, it } from 'vitest';
import { LIST_COUNT_HEADER, Messages } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';

type Contact = {
  Id: number;
  FirstName: string;
  LastName: string;
  Email: string | null;
  IsPrimary: boolean;
  StatusId: number;
  ReceivesBilling: boolean;
  ReceivesProposal: boolean;
  Version: number;
};
type Account = {
  Id: number;
  Name: string;
  AccountTypeId: number;
  ClientTypeId: number;
  StatusId: number;
  InactiveReasonId: number | null;
  SourceId: number | null;
  SourceDetailId: number | null;
  MinimumDownPayment: number | null;
  CallFirstBeforeAutoPay: boolean;
  BillingAddressId: number | null;
  Address: { Address1: string; Address2: string | null; City: string; State: string; Zip: string } | null;
  Employees: { Id: number; Name: string }[];
  CustomerSince: string | null;
  DoNotEmail: boolean;
  TaxExempt: boolean;
  AccountBalance: { Balance: number };
  BranchId: number;
  ArboristId: number | null;
  SalesTerritoryId: number | null;
  Version: number;
  AccountLocations: { Id: number }[];
  AccountContacts: Contact[];
  Warning?: string;
};
type Item = { Id: number; Name: string };

const url = (path: string) => `/api/v1/${path}`;
const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);

async function newAccount(ctx: TestCtx, s: Session, fields: Record<string, unknown> = {}): Promise<Account> {
  const res = await ctx.call(s, 'POST', url('accounts/create'), {
    BranchId: 1,
    AccountContacts: [{ FirstName: 'Jane', LastName: 'Doe', Email: 'jane.doe@mail.example' }],
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Account>();
}

async function list(ctx: TestCtx, s: Session, path: string): Promise<Item[]> {
  return (await ctx.call(s, 'GET', url(path))).json<Item[]>();
}

/** An account of branch 1 from the demo data, with at least one location. */
async function demoAccountOf(ctx: TestCtx, branchId: number): Promise<number> {
  const row = await ctx.dbh.db
    .selectFrom('accounts as a')
    .select('a.id')
    .where('a.branch_id', '=', branchId)
    .where((eb) =>
      eb.exists(eb.selectFrom('account_locations as l').select('l.id').whereRef('l.account_id', '=', 'a.id')),
    )
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEngines('accounts', (ctx) => {
  it('creates a new account with the spec defaults: Prospect, Residential, Pending, arborist 6, first contact primary', async () => {
    const office = await ctx().login('officemanager');
    const a = await newAccount(ctx(), office, {
      AccountContacts: [
        { FirstName: ' Jane ', LastName: 'Doe', Email: 'jane.doe@mail.example' },
        { FirstName: 'John', LastName: 'Doe' },
      ],
    });
    expect(a).toMatchObject({
      Name: 'Doe, Jane',
      AccountTypeId: 2,
      ClientTypeId: 2,
      StatusId: 1,
      ArboristId: 6,
      BranchId: 1,
      Version: 1,
      InactiveReasonId: null,
      MinimumDownPayment: null,
      CallFirstBeforeAutoPay: false,
      Address: null,
      BillingAddressId: null,
      DoNotEmail: false,
      TaxExempt: false,
      AccountBalance: { Balance: 0 },
      AccountLocations: [],
    });
    const [jane, john] = a.AccountContacts;
    expect(jane).toMatchObject({ FirstName: 'Jane', IsPrimary: true, StatusId: 1, ReceivesBilling: true });
    expect(john).toMatchObject({ FirstName: 'John', IsPrimary: false, StatusId: 1, ReceivesBilling: false });
    const again = await ctx().call(office, 'GET', url(`accounts/${a.Id}`));
    expect(again.json()).toEqual(a);
  });

  it('makes the contact marked primary the primary one and names a residential account after it', async () => {
    const office = await ctx().login('officemanager');
    const a = await newAccount(ctx(), office, {
      Name: 'Ignored for residential',
      AccountContacts: [
        { FirstName: 'Amy', LastName: 'Stone' },
        { FirstName: 'Bob', LastName: 'Rivers', IsPrimary: true },
      ],
    });
    expect(a.Name).toBe('Rivers, Bob');
    expect(a.AccountContacts.filter((c) => c.IsPrimary).map((c) => c.FirstName)).toEqual(['Bob']);
    const commercial = await newAccount(ctx(), office, {
      Name: '  Lakeside Towers HOA ',
      ClientTypeId: 1,
      AccountTypeId: 1,
    });
    expect(commercial).toMatchObject({ Name: 'Lakeside Towers HOA', ClientTypeId: 1, AccountTypeId: 1 });
  });

  it('refuses an incomplete account form with the spec message and every field problem, saving nothing', async () => {
    const office = await ctx().login('officemanager');
    const before = count(await ctx().call(office, 'POST', url('accounts/_search'), {}));
    const res = await ctx().call(office, 'POST', url('accounts/create'), {
      ClientTypeId: 1,
      Name: ' ',
      SourceId: 9999,
      MinimumDownPayment: 12.345,
      CustomerSince: '2/30/2024',
      AccountContacts: [{ FirstName: 'Ann', LastName: '', Email: 'not-an-email' }],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.Message).toBe(Messages.AccountFormInvalid);
    expect(body.ModelState).toMatchObject({
      Name: ['Name is required.'],
      SourceId: ['Please choose a source.'],
      MinimumDownPayment: ['Minimum down payment must have at most 2 decimals.'],
      CustomerSince: ['Customer since is not a valid date.'],
      'AccountContacts.0.LastName': ['Last name is required.'],
      'AccountContacts.0.Email': [Messages.InvalidEmail],
    });
    const none = await ctx().call(office, 'POST', url('accounts/create'), { BranchId: 1 });
    expect(none.json().ModelState.AccountContacts).toEqual([Messages.AccountNeedsContact]);
    expect(count(await ctx().call(office, 'POST', url('accounts/_search'), {}))).toBe(before);
  });

  it('saves every account field, exactly, and reads it back', async () => {
    const office = await ctx().login('officemanager');
    const a = await newAccount(ctx(), office);
    const sources = await list(ctx(), office, 'accounts/sources');
    const codes = await list(ctx(), office, 'accounts/sourceCodes');
    const territories = await ctx()
      .dbh.db.selectFrom('sales_territories')
      .select('id as Id')
      .orderBy('id')
      .execute();
    const res = await ctx().call(office, 'PUT', url('accounts/save'), {
      Id: a.Id,
      Version: a.Version,
      AccountTypeId: 1,
      SourceId: sources[1]!.Id,
      SourceDetailId: codes[0]!.Id,
      MinimumDownPayment: 12.35,
      CallFirstBeforeAutoPay: true,
      DoNotEmail: true,
      TaxExempt: true,
      CustomerSince: '3/4/2020',
      Employees: [{ Id: 6 }, { Id: 7 }, { Id: 6 }],
      ArboristId: 7,
      SalesTerritoryId: territories[0]!.Id,
      Address: {
        Address1: ' 100 Main St ',
        Address2: 'Suite 4',
        City: 'Evanston',
        State: 'il',
        Zip: '60201',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Account>();
    expect(saved).toMatchObject({
      Name: 'Doe, Jane',
      AccountTypeId: 1,
      SourceId: sources[1]!.Id,
      SourceDetailId: codes[0]!.Id,
      MinimumDownPayment: 12.35,
      CallFirstBeforeAutoPay: true,
      DoNotEmail: true,
      TaxExempt: true,
      CustomerSince: '2020-03-04',
      ArboristId: 7,
      SalesTerritoryId: territories[0]!.Id,
      Address: { Address1: '100 Main St', Address2: 'Suite 4', City: 'Evanston', State: 'IL', Zip: '60201' },
      Version: 2,
    });
    expect(saved.Warning).toBeUndefined();
    expect(saved.BillingAddressId).toEqual(expect.any(Number));
    expect(saved.Employees.map((e) => e.Id).sort((x, y) => x - y)).toEqual([6, 7]);
    const reps = await ctx().call(office, 'GET', url(`accounts/${a.Id}/salesreps`));
    expect(reps.json()).toEqual(saved.Employees);
    const { Warning: _w, ...fresh } = saved;
    expect((await ctx().call(office, 'GET', url(`accounts/${a.Id}`))).json()).toEqual(fresh);
  });

  it('keeps the inactive reason only while Inactive, warns on re-activation and clears call-first without a down payment', async () => {
    const office = await ctx().login('officemanager');
    const a = await newAccount(ctx(), office, { MinimumDownPayment: 25, CallFirstBeforeAutoPay: true });
    expect(a).toMatchObject({ MinimumDownPayment: 25, CallFirstBeforeAutoPay: true });
    const reasons = await list(ctx(), office, 'accounts/inactiveReasons');
    const pending = await ctx().call(office, 'PUT', url('accounts/save'), {
      Id: a.Id,
      Version: a.Version,
      StatusId: 1,
      InactiveReasonId: reasons[0]!.Id,
    });
    expect(pending.json().InactiveReasonId).toBeNull();
    const inactive = (
      await ctx().call(office, 'PUT', url('accounts/save'), {
        Id: a.Id,
        Version: pending.json().Version,
        StatusId: 3,
        InactiveReasonId: reasons[0]!.Id,
      })
    ).json<Account>();
    expect(inactive).toMatchObject({ StatusId: 3, InactiveReasonId: reasons[0]!.Id });
    expect(inactive.Warning).toBeUndefined();
    const active = (
      await ctx().call(office, 'PUT', url('accounts/save'), {
        Id: a.Id,
        Version: inactive.Version,
        StatusId: 2,
        MinimumDownPayment: null,
      })
    ).json<Account>();
    expect(active).toMatchObject({
      StatusId: 2,
      InactiveReasonId: null,
      MinimumDownPayment: null,
      CallFirstBeforeAutoPay: false,
      Warning: Messages.InactiveLocationsStayInactive,
    });
    const lost = (
      await ctx().call(office, 'PUT', url('accounts/save'), {
        Id: a.Id,
        Version: active.Version,
        StatusId: 4,
      })
    ).json<Account>();
    expect(lost.Warning).toBeUndefined();
    const bad = await ctx().call(office, 'PUT', url('accounts/save'), {
      Id: a.Id,
      Version: lost.Version,
      StatusId: 9,
    });
    expect(bad.json().ModelState).toEqual({ StatusId: ['Please choose a status.'] });
  });

  it('answers a stale save with 409 and the current record; saving again with its Version overwrites', async () => {
    const office = await ctx().login('officemanager');
    const admin = await ctx().login('admin');
    const a = await newAccount(ctx(), office, { ClientTypeId: 1, Name: 'Concurrent Corp' });
    const first = await ctx().call(admin, 'PUT', url('accounts/save'), {
      Id: a.Id,
      Version: a.Version,
      Name: 'Concurrent Corp (admin)',
    });
    expect(first.statusCode).toBe(200);
    const stale = await ctx().call(office, 'PUT', url('accounts/save'), {
      Id: a.Id,
      Version: a.Version,
      Name: 'Concurrent Corp (office)',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      Message: Messages.ConcurrencyConflict,
      Current: { Id: a.Id, Name: 'Concurrent Corp (admin)', Version: 2 },
    });
    const overwrite = await ctx().call(office, 'PUT', url('accounts/save'), {
      Id: a.Id,
      Version: stale.json().Current.Version,
      Name: 'Concurrent Corp (office)',
    });
    expect(overwrite.json()).toMatchObject({ Name: 'Concurrent Corp (office)', Version: 3 });
  });

  it('saves the billing address alone, refusing a blank or incomplete one with the spec messages', async () => {
    const office = await ctx().login('officemanager');
    const a = await newAccount(ctx(), office);
    const path = url(`accounts/${a.Id}/billingAddress`);
    const blank = await ctx().call(office, 'PUT', path, { Version: a.Version, Address1: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      Message: Messages.BillingAddressMissing,
      ModelState: { Address: [Messages.BillingAddressMissing] },
    });
    const partial = await ctx().call(office, 'PUT', path, {
      Version: a.Version,
      Address1: '1 Elm',
      City: 'Skokie',
    });
    expect(partial.json().Message).toBe(Messages.BillingAddressIncomplete);
    const full = { Address1: '1 Elm St', City: 'Skokie', State: 'IL', Zip: '60076' };
    const ok = await ctx().call(office, 'PUT', path, { Version: a.Version, ...full });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ Address: { ...full, Address2: null }, Version: 2 });
    const stale = await ctx().call(office, 'PUT', path, { Version: a.Version, ...full, Zip: '60077' });
    expect(stale.statusCode).toBe(409);
    const viaSave = await ctx().call(office, 'PUT', url('accounts/save'), {
      Id: a.Id,
      Version: 2,
      Address: { Address1: '1 Elm St', City: 'Skokie' },
    });
    expect(viaSave.json().ModelState).toEqual({ Address: [Messages.BillingAddressIncomplete] });
    const removed = await ctx().call(office, 'PUT', url('accounts/save'), {
      Id: a.Id,
      Version: 2,
      Address: null,
    });
    expect(removed.json()).toMatchObject({ Address: null, BillingAddressId: null });
  });

  it('keeps a Branch manager to the accounts of their branches: others are 404, other branches refused', async () => {
    const office = await ctx().login('officemanager');
    const manager2 = await ctx().login('branchmanager2');
    const north = await demoAccountOf(ctx(), 1);
    const stored = (await ctx().call(office, 'GET', url(`accounts/${north}`))).json<Account>();
    for (const [method, path, body] of [
      ['GET', `accounts/${north}`, undefined],
      ['GET', `accounts/${north}/salesreps`, undefined],
      ['PUT', 'accounts/save', { Id: north, Version: stored.Version, Name: 'Taken over' }],
      ['PUT', `accounts/${north}/billingAddress`, { Version: stored.Version, Address1: 'x' }],
      ['DELETE', `accounts/${north}`, undefined],
    ] as const) {
      const res = await ctx().call(manager2, method, url(path), body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const elsewhere = await ctx().call(manager2, 'POST', url('accounts/create'), {
      BranchId: 1,
      AccountContacts: [{ FirstName: 'Kim', LastName: 'Lee' }],
    });
    expect(elsewhere.statusCode).toBe(403);
    const own = await ctx().call(manager2, 'POST', url('accounts/create'), {
      AccountContacts: [{ FirstName: 'Kim', LastName: 'Lee' }],
      ArboristId: 7,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().BranchId).toBe(2);
    const move = await ctx().call(manager2, 'PUT', url('accounts/save'), {
      Id: own.json().Id,
      Version: 1,
      BranchId: 1,
    });
    expect(move.statusCode).toBe(403);
    expect((await ctx().call(office, 'GET', url(`accounts/${own.json().Id}`))).json().BranchId).toBe(2);
  });

  it('lets ReadOnly read every account but change none; without the Account claim nothing', async () => {
    const billing = await ctx().login('billing');
    const foreman = await ctx().login('foreman');
    const north = await demoAccountOf(ctx(), 1);
    const south = await demoAccountOf(ctx(), 2);
    expect((await ctx().call(billing, 'GET', url(`accounts/${north}`))).statusCode).toBe(200);
    expect((await ctx().call(billing, 'GET', url(`accounts/${south}`))).statusCode).toBe(200);
    const create = await ctx().call(billing, 'POST', url('accounts/create'), {
      AccountContacts: [{ FirstName: 'A', LastName: 'B' }],
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().Message).toBe('Not Authorized');
    expect((await ctx().call(billing, 'DELETE', url(`accounts/${north}`))).statusCode).toBe(403);
    expect((await ctx().call(foreman, 'GET', url(`accounts/${north}`))).statusCode).toBe(403);
    expect((await ctx().call(foreman, 'POST', url('accounts/_search'), {})).statusCode).toBe(403);
  });

  it('deletes an account made by mistake, never one with locations', async () => {
    const office = await ctx().login('officemanager');
    const north = await demoAccountOf(ctx(), 1);
    const refused = await ctx().call(office, 'DELETE', url(`accounts/${north}`));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      Message: Messages.DeleteFailed,
      ModelState: { Service: [Messages.AccountHasLocations] },
    });
    const a = await newAccount(ctx(), office);
    expect((await ctx().call(office, 'DELETE', url(`accounts/${a.Id}`))).statusCode).toBe(200);
    expect((await ctx().call(office, 'GET', url(`accounts/${a.Id}`))).statusCode).toBe(404);
    const left = await ctx()
      .dbh.db.selectFrom('contacts')
      .select('id')
      .where('account_id', '=', a.Id)
      .execute();
    expect(left).toEqual([]);
  });

  it('offers arborists by the Account claim and finds accounts already so named', async () => {
    const admin = await ctx().login('admin');
    const manager2 = await ctx().login('branchmanager2');
    const all = (await ctx().call(admin, 'GET', url('accounts/arborists'))).json<Item[]>();
    expect(all.map((a) => a.Id).sort((x, y) => x - y)).toEqual([6, 7, 11]);
    const ofBranch3 = (await ctx().call(admin, 'GET', url('accounts/arborists?branchId=3'))).json<Item[]>();
    expect(ofBranch3).toEqual([{ Id: 11, Name: 'Elena Novak' }]);
    const mine = (await ctx().call(manager2, 'GET', url('accounts/arborists'))).json<Item[]>();
    expect(mine).toEqual([{ Id: 7, Name: 'Marcus Reed' }]);
    expect((await ctx().call(admin, 'GET', url('accounts/statuses'))).json()).toEqual([
      { Id: 1, Name: 'Pending' },
      { Id: 2, Name: 'Active' },
      { Id: 3, Name: 'Inactive' },
      { Id: 4, Name: 'Lost' },
    ]);

    const a = await newAccount(ctx(), admin, { ClientTypeId: 1, Name: 'Maple Ridge Estates' });
    const same = await ctx().call(admin, 'GET', url('accounts/accountNames?name=%20maple%20ridge%20ESTATES'));
    expect(same.json()).toEqual([{ Id: a.Id, Name: 'Maple Ridge Estates', BranchName: 'North Shore' }]);
    const self = await ctx().call(
      admin,
      'GET',
      url(`accounts/accountNames?name=Maple Ridge Estates&excludeId=${a.Id}`),
    );
    expect(self.json()).toEqual([]);
    // Another branch's accounts stay out of sight, names included.
    const hidden = await ctx().call(manager2, 'GET', url('accounts/accountNames?name=Maple Ridge Estates'));
    expect(hidden.json()).toEqual([]);
  });

  it('lists 12 a page by default and filters by status, arborist and sales territory', async () => {
    const admin = await ctx().login('admin');
    const page = await ctx().call(admin, 'POST', url('accounts/_search'), { Query: '' });
    expect(page.json()).toHaveLength(12);
    const rows = (await ctx().call(admin, 'POST', url('accounts/_search'), { Take: 999 })).json<
      { Id: number; StatusId: number; ArboristId: number }[]
    >();
    const active = await ctx().call(admin, 'POST', url('accounts/_search'), { StatusIds: [2], Take: 999 });
    expect(count(active)).toBe(rows.filter((r) => r.StatusId === 2).length);
    const byArborist = await ctx().call(admin, 'POST', url('accounts/_search'), {
      ArboristIds: [7],
      Take: 999,
    });
    expect(byArborist.json().every((r: { ArboristId: number }) => r.ArboristId === 7)).toBe(true);
    expect(count(byArborist)).toBe(rows.filter((r) => r.ArboristId === 7).length);
    const territory = await ctx()
      .dbh.db.selectFrom('accounts')
      .select(['sales_territory_id'])
      .where('sales_territory_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const inTerritory = await ctx().call(admin, 'POST', url('accounts/_search'), {
      SalesTerritoryIds: [territory.sales_territory_id],
      Take: 999,
    });
    expect(count(inTerritory)).toBeGreaterThan(0);
    expect(count(inTerritory)).toBeLessThan(rows.length);
  });

  it('refuses removing a source, source code or inactive reason an account uses', async () => {
    const admin = await ctx().login('admin');
    const reasons = await list(ctx(), admin, 'accounts/inactiveReasons');
    const sources = await list(ctx(), admin, 'accounts/sources');
    const codes = await list(ctx(), admin, 'accounts/sourceCodes');
    const unused = { Id: 0, Name: 'Unused Item' };
    for (const p of ['accounts/sources', 'accounts/sourceCodes', 'accounts/inactiveReasons'])
      await ctx().call(admin, 'PUT', url(p), [...(await list(ctx(), admin, p)), unused]);
    await newAccount(ctx(), admin, {
      StatusId: 3,
      InactiveReasonId: reasons.at(-1)!.Id,
      SourceId: sources.at(-1)!.Id,
      SourceDetailId: codes.at(-1)!.Id,
    });
    for (const [path, used] of [
      ['accounts/sources', sources.at(-1)!],
      ['accounts/sourceCodes', codes.at(-1)!],
      ['accounts/inactiveReasons', reasons.at(-1)!],
    ] as const) {
      const now = await list(ctx(), admin, path);
      const res = await ctx().call(
        admin,
        'PUT',
        url(path),
        now.filter((i) => i.Id !== used.Id),
      );
      expect(res.statusCode, path).toBe(400);
      expect(res.json().Message).toBe(Messages.SettingsListInUse);
      // An item nobody uses still goes.
      const freed = await ctx().call(
        admin,
        'PUT',
        url(path),
        now.filter((i) => i.Name !== 'Unused Item'),
      );
      expect(freed.statusCode, path).toBe(200);
    }
  });
});
