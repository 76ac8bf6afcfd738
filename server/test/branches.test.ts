import { expect, it } from 'vitest';
import { LIST_COUNT_HEADER, Messages } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';

type Branch = {
  Id: number;
  Name: string;
  StatusId: number;
  Version: number;
  BranchManagerId: number | null;
  BranchPhoneNumbers: {
    Phone: string;
    Extension: string;
    PhoneExt: string;
    IsPreferred: boolean;
    PhoneTypeId: number;
  }[];
  ServiceGroups: number[];
  ServiceGroupContents: { ServiceGroupId: number; Content: string }[];
  TermsAndConditions: string | null;
  GrowingDegreeDay: number;
};

const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);
const names = (rows: { Name: string }[]) => rows.map((r) => r.Name);
const ids = (rows: { Id: number }[]) => rows.map((r) => r.Id).sort();

async function newBranch(ctx: TestCtx, s: Session, fields: Record<string, unknown>): Promise<Branch> {
  const res = await ctx.call(s, 'POST', '/api/v1/branches', { BranchManagerId: 4, ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Branch>();
}

describeEngines('branches', (ctx) => {
  it('lists 12 a page with the total in X-List-Count; empty and * queries list everything', async () => {
    const admin = await ctx().login('admin');
    for (let i = 1; i <= 13; i++)
      await newBranch(ctx(), admin, { Name: `Paging Yard ${String(i).padStart(2, '0')}` });
    const first = await ctx().call(admin, 'POST', '/api/v1/branches/_search', { Query: 'paging yard' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(12);
    expect(count(first)).toBe(13);
    expect(names(first.json())[0]).toBe('Paging Yard 01');
    const next = await ctx().call(admin, 'POST', '/api/v1/branches/_search', {
      Query: 'paging yard',
      Skip: 12,
    });
    expect(names(next.json())).toEqual(['Paging Yard 13']);
    const empty = await ctx().call(admin, 'POST', '/api/v1/branches/_search', { Query: '', Take: 100 });
    const star = await ctx().call(admin, 'POST', '/api/v1/branches/_search', { Query: '*', Take: 100 });
    expect(count(empty)).toBe(16);
    expect(star.json()).toEqual(empty.json());
    const row = empty.json().find((r: { Id: number }) => r.Id === 2);
    expect(row).toMatchObject({
      Name: 'Lakeview',
      StatusId: 1,
      BranchStatus: { Id: 1, Name: 'Active' },
      BranchManagerId: 10,
      BranchManagerName: 'Noah Patel',
      Phone: '773555020012',
    });
  });

  it('limits branch searches to active branches when StatusIds [1] is sent', async () => {
    const admin = await ctx().login('admin');
    await newBranch(ctx(), admin, { Name: 'Closed Depot', StatusId: 2 });
    const all = await ctx().call(admin, 'POST', '/api/v1/branches/_search', { Query: 'depot' });
    expect(names(all.json())).toEqual(['Closed Depot']);
    const active = await ctx().call(admin, 'POST', '/api/v1/branches/_search', {
      Query: 'depot',
      StatusIds: [1],
    });
    expect(active.json()).toEqual([]);
    expect(count(active)).toBe(0);
    const simple = await ctx().call(admin, 'POST', '/api/v1/branches/simple/_search', { StatusIds: [1] });
    expect(simple.json()).not.toContainEqual(expect.objectContaining({ Name: 'Closed Depot' }));
    expect(simple.json()[0]).toEqual({ Id: expect.any(Number), Name: expect.any(String), StatusId: 1 });
    // The type-ahead only ever offers active branches.
    const typeAhead = await ctx().call(admin, 'GET', '/api/v1/branches/_search?q=o&skip=0&take=50');
    expect(typeAhead.statusCode).toBe(200);
    expect(names(typeAhead.json())).toContain('North Shore');
    expect(names(typeAhead.json())).not.toContain('Closed Depot');
    expect(count(typeAhead)).toBe(typeAhead.json().length);
  });

  it('shows a branch with phones, service groups, manager, terms and group content', async () => {
    const admin = await ctx().login('admin');
    const res = await ctx().call(admin, 'GET', '/api/v1/branches/2');
    expect(res.statusCode).toBe(200);
    const b = res.json<Branch>();
    expect(b).toMatchObject({
      Id: 2,
      Name: 'Lakeview',
      BranchManagerId: 10,
      BranchManager: { Id: 10, FirstName: 'Noah', LastName: 'Patel' },
      ServiceGroups: [1, 2, 3],
      Version: 1,
    });
    expect(b.TermsAndConditions).toMatch(/30 days/);
    expect(b.BranchPhoneNumbers).toEqual([
      {
        Id: expect.any(Number),
        Phone: '7735550200',
        Extension: '12',
        PhoneExt: '773555020012',
        IsPreferred: true,
        PhoneTypeId: 2,
      },
      {
        Id: expect.any(Number),
        Phone: '7735550299',
        Extension: '',
        PhoneExt: '7735550299',
        IsPreferred: false,
        PhoneTypeId: 4,
      },
    ]);
    expect(b.ServiceGroupContents.map((c) => c.ServiceGroupId)).toEqual([1, 2, 3]);
    expect((await ctx().call(admin, 'GET', '/api/v1/branches/99999')).statusCode).toBe(404);
    expect((await ctx().call(admin, 'GET', '/api/v1/branches/statuses')).json()).toEqual([
      { Id: 1, Name: 'Active' },
      { Id: 2, Name: 'Inactive' },
    ]);
    expect(names((await ctx().call(admin, 'GET', '/api/v1/branches/serviceGroups')).json())).toEqual([
      'Arbor Care',
      'Plant Health Care',
      'Lawn Care',
      'Nursery',
      'Fertilization',
    ]);
  });

  it('creates a branch active by default, splitting phones into number and extension', async () => {
    const admin = await ctx().login('admin');
    const b = await newBranch(ctx(), admin, {
      Name: '  Oak Park  ',
      BranchPhoneNumbers: [
        { PhoneExt: '555-01', IsPreferred: true },
        { PhoneExt: '(708) 555-0101 x 225', PhoneTypeId: 3 },
        { Phone: '7085550102', Extension: '9', IsPreferred: true },
        { Phone: '7085550103', IsPreferred: true, PhoneTypeId: 4 },
      ],
      ServiceGroups: [3, 1, 3],
      TermsAndConditions: 'Net 15.',
      GrowingDegreeDay: 812.5,
    });
    expect(b).toMatchObject({
      Name: 'Oak Park',
      StatusId: 1,
      Version: 1,
      ServiceGroups: [1, 3],
      GrowingDegreeDay: 812.5,
    });
    // The short phone is dropped; only the first phone marked preferred stays preferred; Work by default.
    expect(b.BranchPhoneNumbers.map((p) => [p.Phone, p.Extension, p.IsPreferred, p.PhoneTypeId])).toEqual([
      ['7085550101', '225', false, 3],
      ['7085550102', '9', true, 2],
      ['7085550103', '', false, 4],
    ]);
    // With none marked, the first phone is preferred.
    const none = await newBranch(ctx(), admin, {
      Name: 'Berwyn',
      BranchPhoneNumbers: [{ PhoneExt: '7085550111' }, { PhoneExt: '7085550112' }],
    });
    expect(none.BranchPhoneNumbers.map((p) => p.IsPreferred)).toEqual([true, false]);
    const gdd = await ctx().call(admin, 'GET', `/api/v1/branches/${b.Id}/GrowingDegreeDay`);
    expect(gdd.json()).toEqual({ BranchId: b.Id, GrowingDegreeDay: 812.5 });
  });

  it("answers a form with several problems with 'Please fix errors in form.' and every field's message", async () => {
    const admin = await ctx().login('admin');
    const res = await ctx().call(admin, 'POST', '/api/v1/branches', {
      Name: '   ',
      BranchManagerId: null,
      ServiceGroups: [1, 9],
      BranchPhoneNumbers: [{ PhoneExt: '8475550000', PhoneTypeId: 7 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: 'Please fix errors in form.',
      ModelState: {
        Name: ['Name is required.'],
        BranchManagerNull: ['Please select a branch manager.'],
        ServiceGroups: ['Unknown service group: 9.'],
        BranchPhoneNumbers: ['Please choose a phone type for 8475550000.'],
      },
    });
    const dup = await ctx().call(admin, 'POST', '/api/v1/branches', { Name: 'lakeview', BranchManagerId: 8 });
    expect(dup.json()).toEqual({
      Message: 'Please fix errors in form.',
      ModelState: { Name: ['A branch with this name already exists.'] },
    });
    const noEmployee = await ctx().call(admin, 'POST', '/api/v1/branches', {
      Name: 'Skokie',
      BranchManagerId: 999,
    });
    expect(noEmployee.json().ModelState).toEqual({
      BranchManagerId: ['The branch manager must be an active employee.'],
    });
    const zero = await ctx().call(admin, 'PUT', '/api/v1/branches', {
      Id: 0,
      Version: 1,
      Name: 'X',
      BranchManagerId: 4,
    });
    expect(zero.statusCode).toBe(400);
  });

  it('saves with Version, answers a stale Version with 409 and the current branch', async () => {
    const admin = await ctx().login('admin');
    const b = await newBranch(ctx(), admin, {
      Name: 'Wilmette',
      BranchPhoneNumbers: [{ PhoneExt: '8475550300' }],
    });
    const saved = await ctx().call(admin, 'PUT', '/api/v1/branches', {
      ...b,
      Name: 'Wilmette Yard',
      BranchPhoneNumbers: [...b.BranchPhoneNumbers, { PhoneExt: '8475550301', PhoneTypeId: 4 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ Name: 'Wilmette Yard', Version: 2 });
    expect(saved.json().BranchPhoneNumbers).toHaveLength(2);
    const stale = await ctx().call(admin, 'PUT', '/api/v1/branches', { ...b, Name: 'Wilmette Depot' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toBe(Messages.ConcurrencyConflict);
    expect(stale.json().Current).toMatchObject({ Id: b.Id, Name: 'Wilmette Yard', Version: 2 });
    // Nothing of the stale save was written, phones included.
    expect(
      (await ctx().call(admin, 'GET', `/api/v1/branches/${b.Id}`)).json().BranchPhoneNumbers,
    ).toHaveLength(2);
    const retry = await ctx().call(admin, 'PUT', '/api/v1/branches', {
      ...b,
      Name: 'Wilmette Depot',
      Version: 2,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ Name: 'Wilmette Depot', Version: 3 });
    expect(retry.json().BranchPhoneNumbers).toHaveLength(1);
    // Fields left out keep their stored values; the status can be changed.
    const partial = await ctx().call(admin, 'PUT', '/api/v1/branches', {
      Id: b.Id,
      Version: 3,
      Name: 'Wilmette Depot',
      StatusId: 2,
    });
    expect(partial.json()).toMatchObject({ StatusId: 2, BranchManagerId: 4, Version: 4 });
    expect(partial.json().BranchPhoneNumbers).toHaveLength(1);
    expect((await ctx().call(admin, 'PUT', '/api/v1/branches', { ...b, Id: 99999 })).statusCode).toBe(404);
  });

  it('lets exactly one of two racing saves win', async () => {
    const admin = await ctx().login('admin');
    const b = await newBranch(ctx(), admin, { Name: 'Racing Yard' });
    const results = await Promise.all(
      ['Racing Yard A', 'Racing Yard B', 'Racing Yard C'].map((Name) =>
        ctx().call(admin, 'PUT', '/api/v1/branches', {
          ...b,
          Name,
          BranchPhoneNumbers: [{ PhoneExt: '3125550100' }],
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    const stored = (await ctx().call(admin, 'GET', `/api/v1/branches/${b.Id}`)).json();
    expect(stored).toMatchObject({ Name: winner.Name, Version: 2 });
    expect(stored.BranchPhoneNumbers).toHaveLength(1);
    // Two racing creates of one name: one branch, and the other gets the name error.
    const creates = await Promise.all(
      [1, 2].map(() =>
        ctx().call(admin, 'POST', '/api/v1/branches', { Name: 'Twin Yard', BranchManagerId: 4 }),
      ),
    );
    expect(creates.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(creates.find((r) => r.statusCode === 400)!.json().ModelState).toEqual({
      Name: ['A branch with this name already exists.'],
    });
  });

  it("refuses to delete a branch in use with 'Delete Failed' and changes nothing", async () => {
    const admin = await ctx().login('admin');
    const used = await ctx().call(admin, 'DELETE', '/api/v1/branches/1');
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      Message: 'Delete Failed',
      ModelState: {
        Service: [
          'Delete Failed. The branch is used by employees, accounts, account locations, sales territories, equipment resources, work orders, schedules, transfer requests, proposals, service requests, invoices.',
        ],
      },
    });
    const b = await newBranch(ctx(), admin, {
      Name: 'Short Lived',
      BranchPhoneNumbers: [{ PhoneExt: '3125550199' }],
      ServiceGroups: [1],
    });
    const territory = await ctx().call(admin, 'PUT', '/api/v1/salesTerritories/save', {
      Id: 0,
      Name: 'Short Lived Streets',
      BranchId: b.Id,
    });
    expect(territory.statusCode).toBe(200);
    const refused = await ctx().call(admin, 'DELETE', `/api/v1/branches/${b.Id}`);
    expect(refused.json()).toEqual({
      Message: 'Delete Failed',
      ModelState: { Service: ['Delete Failed. The branch is used by sales territories.'] },
    });
    expect((await ctx().call(admin, 'GET', `/api/v1/branches/${b.Id}`)).json()).toEqual(b);
    await ctx().call(admin, 'DELETE', `/api/v1/salesTerritories/${territory.json().Id}/remove`);
    expect((await ctx().call(admin, 'DELETE', `/api/v1/branches/${b.Id}`)).statusCode).toBe(200);
    expect((await ctx().call(admin, 'GET', `/api/v1/branches/${b.Id}`)).statusCode).toBe(404);
    const phones = await ctx()
      .dbh.db.selectFrom('branch_phones')
      .select('id')
      .where('branch_id', '=', b.Id)
      .execute();
    expect(phones).toEqual([]);
    expect((await ctx().call(admin, 'DELETE', `/api/v1/branches/${b.Id}`)).statusCode).toBe(404);
  });

  it('names work orders and schedules when only they use a branch, and keeps it', async () => {
    const admin = await ctx().login('admin');
    const db = ctx().dbh.db;
    const refusal = (users: string) => ({
      Message: 'Delete Failed',
      ModelState: { Service: [`Delete Failed. The branch is used by ${users}.`] },
    });
    const del = async (id: number) => (await ctx().call(admin, 'DELETE', `/api/v1/branches/${id}`)).json();

    const worked = await newBranch(ctx(), admin, { Name: 'Work Order Yard' });
    const loc = await db
      .selectFrom('account_locations')
      .select(['id', 'account_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('work_orders')
      .values({
        sub_type_id: 1,
        status_id: 3,
        service_group_id: 1,
        account_id: loc.account_id,
        account_location_id: loc.id,
        branch_id: worked.Id,
        description: 'Prune the oaks',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await del(worked.Id)).toEqual(refusal('work orders'));

    const scheduled = await newBranch(ctx(), admin, { Name: 'Schedule Yard' });
    await db
      .insertInto('schedules')
      .values({ branch_id: scheduled.Id, created_at: new Date().toISOString() })
      .execute();
    expect(await del(scheduled.Id)).toEqual(refusal('schedules'));
    for (const b of [worked, scheduled])
      expect((await ctx().call(admin, 'GET', `/api/v1/branches/${b.Id}`)).statusCode).toBe(200);
  });

  it('saves the service groups a branch offers and its content per group', async () => {
    const admin = await ctx().login('admin');
    const b = await newBranch(ctx(), admin, { Name: 'Glenview', ServiceGroups: [1] });
    const groups = await ctx().call(admin, 'POST', '/api/v1/branches/serviceGroups', {
      BranchId: b.Id,
      ServiceGroupIds: [4, 2, 2],
      Version: b.Version,
    });
    expect(groups.statusCode).toBe(200);
    expect(groups.json()).toMatchObject({ ServiceGroups: [2, 4], Version: 2 });
    const stale = await ctx().call(admin, 'POST', '/api/v1/branches/serviceGroups', {
      BranchId: b.Id,
      ServiceGroupIds: [1],
      Version: b.Version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current.ServiceGroups).toEqual([2, 4]);
    const bad = await ctx().call(admin, 'POST', '/api/v1/branches/serviceGroups', {
      BranchId: b.Id,
      ServiceGroupIds: [6],
    });
    expect(bad.statusCode).toBe(400);
    const content = await ctx().call(admin, 'POST', '/api/v1/branches/serviceGroupContent', {
      BranchId: b.Id,
      ServiceGroupId: 4,
      Content: ' Balled and burlapped stock, planted and guaranteed for a year. ',
    });
    expect(content.json()).toEqual({
      BranchId: b.Id,
      ServiceGroupId: 4,
      Content: 'Balled and burlapped stock, planted and guaranteed for a year.',
    });
    await ctx().call(admin, 'POST', '/api/v1/branches/serviceGroupContent', {
      BranchId: b.Id,
      ServiceGroupId: 4,
      Content: 'Replaced.',
    });
    const stored = (await ctx().call(admin, 'GET', `/api/v1/branches/${b.Id}`)).json<Branch>();
    expect(stored.ServiceGroupContents).toEqual([
      { BranchId: b.Id, ServiceGroupId: 4, Content: 'Replaced.' },
    ]);
    expect(
      (
        await ctx().call(admin, 'POST', '/api/v1/branches/serviceGroupContent', {
          BranchId: 99999,
          ServiceGroupId: 1,
          Content: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps branch administration to Branch claims: 403 without them', async () => {
    const foreman = await ctx().login('foreman');
    for (const [method, url, body] of [
      ['GET', '/api/v1/branches/1', undefined],
      ['POST', '/api/v1/branches', { Name: 'Nope', BranchManagerId: 5 }],
      ['PUT', '/api/v1/branches', { Id: 1, Version: 1, Name: 'Nope' }],
      ['DELETE', '/api/v1/branches/3', undefined],
      ['POST', '/api/v1/branches/serviceGroups', { BranchId: 1, ServiceGroupIds: [] }],
      ['POST', '/api/v1/branches/serviceGroupContent', { BranchId: 1, ServiceGroupId: 1, Content: 'x' }],
    ] as const) {
      const res = await ctx().call(foreman, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().Message).toBe('Not Authorized');
    }
    // Branch ReadOnly reads branches but cannot change them.
    const manager = await ctx().login('branchmanager2');
    expect((await ctx().call(manager, 'GET', '/api/v1/branches/1')).statusCode).toBe(200);
    expect(
      (await ctx().call(manager, 'PUT', '/api/v1/branches', { Id: 1, Version: 1, Name: 'x' })).statusCode,
    ).toBe(403);
  });

  it("offers branch choices by the caller's claim scope, with All branches only for Branch or Full", async () => {
    const foreman = await ctx().login('foreman');
    // No Branch claim: a picker without an area offers the caller's own branches.
    const own = await ctx().call(foreman, 'POST', '/api/v1/branches/simple/_search', { StatusIds: [1] });
    expect(own.statusCode).toBe(200);
    expect(ids(own.json())).toEqual([1]);
    expect(ids((await ctx().call(foreman, 'POST', '/api/v1/branches/_search', {})).json())).toEqual([1]);
    expect(ids((await ctx().call(foreman, 'GET', '/api/v1/branches/_search')).json())).toEqual([1]);
    expect((await ctx().call(foreman, 'GET', '/api/v1/branches/2/GrowingDegreeDay')).statusCode).toBe(404);
    expect((await ctx().call(foreman, 'GET', '/api/v1/branches/1/GrowingDegreeDay')).json()).toEqual({
      BranchId: 1,
      GrowingDegreeDay: 1284.5,
    });

    // A branch manager holds Dashboards BranchAccess: their branches, and an All branches choice.
    const manager = await ctx().login('branchmanager2');
    const dashboards = await ctx().call(manager, 'POST', '/api/v1/branches/simple/_search', {
      StatusIds: [1],
      ClaimTypeId: 9,
    });
    expect(ids(dashboards.json())).toEqual([2]);
    expect(count(dashboards)).toBe(1);
    expect((await ctx().call(manager, 'GET', '/api/v1/branches/employee/10/9')).json()).toEqual({
      AllBranchesOption: true,
      Branches: [{ Id: 2, Name: 'Lakeview', StatusId: 1 }],
    });
    expect(ids((await ctx().call(manager, 'GET', '/api/v1/branches/_search?claimTypeId=9')).json())).toEqual([
      2,
    ]);
    // No claim on the area: nothing to choose. Branch ReadOnly without an area: every branch.
    expect((await ctx().call(manager, 'GET', '/api/v1/branches/employee/10/30')).json()).toEqual({
      AllBranchesOption: false,
      Branches: [],
    });
    expect(
      ids((await ctx().call(manager, 'POST', '/api/v1/branches/_search', { Query: 'lake' })).json()),
    ).toEqual([2]);
    // Nobody asks for another employee's choices; an unknown claim type is refused.
    expect((await ctx().call(manager, 'GET', '/api/v1/branches/employee/1/9')).statusCode).toBe(403);
    expect((await ctx().call(manager, 'GET', '/api/v1/branches/employee/10/999')).statusCode).toBe(400);

    // Personal access (an arborist's dashboards) offers the primary branch only, without All branches.
    const arborist = await ctx().login('arborist2');
    expect((await ctx().call(arborist, 'GET', '/api/v1/branches/employee/7/9')).json()).toEqual({
      AllBranchesOption: false,
      Branches: [{ Id: 2, Name: 'Lakeview', StatusId: 1 }],
    });

    const admin = await ctx().login('admin');
    const everything = (await ctx().call(admin, 'GET', '/api/v1/branches/employee/1/9')).json();
    expect(everything.AllBranchesOption).toBe(true);
    expect(ids(everything.Branches)).toEqual(expect.arrayContaining([1, 2, 3]));
    // Branches an employee manages, among the caller's choices.
    expect((await ctx().call(admin, 'GET', '/api/v1/branches/managed-branch/10/9')).json()).toEqual([
      { Id: 2, Name: 'Lakeview', StatusId: 1 },
    ]);
    expect((await ctx().call(manager, 'GET', '/api/v1/branches/managed-branch/4/9')).json()).toEqual([]);
  });
});
