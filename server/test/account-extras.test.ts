import { expect, it } from 'vitest';
import { LIST_COUNT_HEADER, Messages } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';

type Comment = {
  Id: number;
  AccountId: number;
  NoteText: string;
  DateCreated: string;
  CreatedById: number | null;
  CreatedBy: string | null;
};
type Po = {
  Id: number;
  AccountId: number;
  Po: string;
  EffectiveStartDate: string | null;
  EffectiveEndDate: string | null;
  Archived: boolean;
};

const url = (path: string) => `/api/v1/${path}`;
const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);

async function newAccount(ctx: TestCtx, s: Session, branchId = 1): Promise<number> {
  const res = await ctx.call(s, 'POST', url('accounts/create'), {
    BranchId: branchId,
    ClientTypeId: 1,
    Name: `Extras Test ${Math.random().toString(36).slice(2, 8)}`,
    AccountContacts: [{ FirstName: 'Eve', LastName: 'Extra' }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Id;
}

async function savePo(ctx: TestCtx, s: Session, body: Record<string, unknown>): Promise<Po> {
  const res = await ctx.call(s, 'PUT', url('accountPos/save'), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Po>();
}

describeEngines('account office comments, purchase orders and summary', (ctx) => {
  it('adds office comments, shows the newest in the widget and the history newest first', async () => {
    const office = await ctx().login('officemanager');
    const manager = await ctx().login('branchmanager');
    const id = await newAccount(ctx(), office);
    const empty = await ctx().call(office, 'GET', url(`account-office-comments/recent/${id}`));
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toBeNull();
    const first = await ctx().call(office, 'POST', url('account-office-comments'), {
      AccountId: id,
      NoteText: '  Called about the spring visit.  ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      AccountId: id,
      NoteText: 'Called about the spring visit.',
      CreatedById: 2,
      CreatedBy: 'Olivia Hart',
    });
    expect(Number.isNaN(Date.parse(first.json().DateCreated))).toBe(false);
    const second = await ctx().call(manager, 'POST', url('account-office-comments'), {
      AccountId: id,
      NoteText: 'Gate code is 4412.',
    });
    expect(second.json().CreatedBy).toBe('Brenda Walsh');
    const recent = await ctx().call(office, 'GET', url(`account-office-comments/recent/${id}`));
    expect(recent.json()).toEqual(second.json());
    const history = await ctx().call(office, 'GET', url(`account-office-comments/account/${id}`));
    expect(count(history)).toBe(2);
    expect(history.json<Comment[]>().map((c) => c.NoteText)).toEqual([
      'Gate code is 4412.',
      'Called about the spring visit.',
    ]);
    const blank = await ctx().call(office, 'POST', url('account-office-comments'), {
      AccountId: id,
      NoteText: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().ModelState).toEqual({ NoteText: ['Please enter a comment.'] });
  });

  it('lets anyone who may view the account read comments; only Full or Branch in reach add them', async () => {
    const office = await ctx().login('officemanager');
    const billing = await ctx().login('billing');
    const manager2 = await ctx().login('branchmanager2');
    const id = await newAccount(ctx(), office);
    expect((await ctx().call(billing, 'GET', url(`account-office-comments/account/${id}`))).statusCode).toBe(
      200,
    );
    const readOnly = await ctx().call(billing, 'POST', url('account-office-comments'), {
      AccountId: id,
      NoteText: 'x',
    });
    expect(readOnly.statusCode).toBe(403);
    expect((await ctx().call(manager2, 'GET', url(`account-office-comments/recent/${id}`))).statusCode).toBe(
      404,
    );
    const other = await ctx().call(manager2, 'POST', url('account-office-comments'), {
      AccountId: id,
      NoteText: 'x',
    });
    expect(other.statusCode).toBe(404);
  });

  it('saves purchase orders, lists them 12 a page with the archive toggle, and gives the open ones by account', async () => {
    const office = await ctx().login('officemanager');
    const id = await newAccount(ctx(), office);
    const po = await savePo(ctx(), office, {
      Id: 0,
      AccountId: id,
      Po: ' PO-2026-001 ',
      EffectiveStartDate: '1/2/2026',
      EffectiveEndDate: '2026-12-31',
    });
    expect(po).toMatchObject({
      AccountId: id,
      Po: 'PO-2026-001',
      EffectiveStartDate: '2026-01-02',
      EffectiveEndDate: '2026-12-31',
      Archived: false,
    });
    for (let i = 2; i <= 13; i++)
      await savePo(ctx(), office, { AccountId: id, Po: `PO-2025-${String(i).padStart(3, '0')}` });
    const page = await ctx().call(office, 'POST', url('accountPos/_search'), { AccountId: id });
    expect(count(page)).toBe(13);
    expect(page.json()).toHaveLength(12);
    expect(page.json()[0].Po).toBe('PO-2026-001');
    const found = await ctx().call(office, 'POST', url('accountPos/_search'), {
      AccountId: id,
      Query: '2026',
    });
    expect(found.json<Po[]>().map((p) => p.Po)).toEqual(['PO-2026-001']);

    const archived = await ctx().call(office, 'PUT', url(`accountPos/${po.Id}/toggleArchived`));
    expect(archived.json().Archived).toBe(true);
    const active = await ctx().call(office, 'POST', url('accountPos/_search'), {
      AccountId: id,
      Query: '2026',
    });
    expect(count(active)).toBe(0);
    const all = await ctx().call(office, 'POST', url('accountPos/_search'), {
      AccountId: id,
      Query: '2026',
      IncludeArchived: true,
    });
    expect(all.json<Po[]>().map((p) => p.Archived)).toEqual([true]);
    const open = await ctx().call(office, 'GET', url(`accountPos/account/${id}`));
    expect(open.json<Po[]>()).toHaveLength(12);
    expect(open.json<Po[]>().some((p) => p.Id === po.Id)).toBe(false);
    const back = await ctx().call(office, 'PUT', url(`accountPos/${po.Id}/toggleArchived`));
    expect(back.json().Archived).toBe(false);

    const edited = await savePo(ctx(), office, {
      Id: po.Id,
      AccountId: id,
      Po: 'PO-2026-001A',
      Archived: true,
    });
    expect(edited).toMatchObject({ Id: po.Id, Po: 'PO-2026-001A', EffectiveStartDate: null, Archived: true });
  });

  it('refuses a bad purchase order form with the spec message and each problem', async () => {
    const office = await ctx().login('officemanager');
    const id = await newAccount(ctx(), office);
    const other = await newAccount(ctx(), office);
    const po = await savePo(ctx(), office, { AccountId: id, Po: 'PO-77' });
    const bad = await ctx().call(office, 'PUT', url('accountPos/save'), {
      AccountId: id,
      Po: ' ',
      EffectiveStartDate: '13/45/2026',
      EffectiveEndDate: '2026-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      Message: Messages.PurchaseOrderFormInvalid,
      ModelState: {
        Po: ['Purchase order number is required.'],
        EffectiveStartDate: ['Please enter a valid date.'],
      },
    });
    const order = await ctx().call(office, 'PUT', url('accountPos/save'), {
      AccountId: id,
      Po: 'PO-78',
      EffectiveStartDate: '2026-05-01',
      EffectiveEndDate: '2026-04-30',
    });
    expect(order.json().ModelState).toEqual({ EffectiveEndDate: [Messages.PurchaseOrderDatesOrder] });
    const taken = await ctx().call(office, 'PUT', url('accountPos/save'), { AccountId: id, Po: 'po-77' });
    expect(taken.json().ModelState).toEqual({ Po: [Messages.PurchaseOrderNumberTaken] });
    // The same number on another account is another customer's PO.
    await savePo(ctx(), office, { AccountId: other, Po: 'PO-77' });
    const moved = await ctx().call(office, 'PUT', url('accountPos/save'), {
      Id: po.Id,
      AccountId: other,
      Po: 'PO-79',
    });
    expect(moved.json().ModelState).toEqual({ AccountId: ['A purchase order stays with its account.'] });
  });

  it('keeps purchase orders to the account’s reach: ReadOnly reads, other branches get 404', async () => {
    const office = await ctx().login('officemanager');
    const billing = await ctx().login('billing');
    const manager2 = await ctx().login('branchmanager2');
    const id = await newAccount(ctx(), office);
    const po = await savePo(ctx(), office, { AccountId: id, Po: 'PO-REACH' });
    expect((await ctx().call(billing, 'POST', url('accountPos/_search'), { AccountId: id })).statusCode).toBe(
      200,
    );
    expect(
      (await ctx().call(billing, 'PUT', url('accountPos/save'), { AccountId: id, Po: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await ctx().call(manager2, 'POST', url('accountPos/_search'), { AccountId: id })).statusCode,
    ).toBe(404);
    expect((await ctx().call(manager2, 'GET', url(`accountPos/account/${id}`))).statusCode).toBe(404);
    expect(
      (await ctx().call(manager2, 'PUT', url('accountPos/save'), { AccountId: id, Po: 'X' })).statusCode,
    ).toBe(404);
    expect((await ctx().call(manager2, 'PUT', url(`accountPos/${po.Id}/toggleArchived`))).statusCode).toBe(
      404,
    );
    const mine = await newAccount(ctx(), manager2, 2);
    expect((await savePo(ctx(), manager2, { AccountId: mine, Po: 'PO-OWN' })).Po).toBe('PO-OWN');
  });

  it('keeps the account summary lists to the caller reach, and answers empty for a location with no work yet', async () => {
    const office = await ctx().login('officemanager');
    const manager2 = await ctx().login('branchmanager2');
    const location = await ctx()
      .dbh.db.selectFrom('account_locations')
      .select(['id', 'account_id'])
      .where('branch_id', '=', 1)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('work_orders')
              .whereRef('work_orders.account_location_id', '=', 'account_locations.id')
              .select('work_orders.id'),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const path of [
      `workOrders/idByLocationId/${location.id}/upcomingServices?Skip=0&Take=10`,
      `workOrders/idByLocationId/${location.id}/completedServices?Skip=0&Take=10`,
      `invoices/open/${location.account_id}`,
    ]) {
      const res = await ctx().call(office, 'GET', url(path));
      expect(res.statusCode, path).toBe(200);
      expect(res.json()).toEqual([]);
      expect(count(res)).toBe(0);
      expect((await ctx().call(manager2, 'GET', url(path))).statusCode, path).toBe(404);
    }
    expect(
      (await ctx().call(office, 'GET', url('workOrders/idByLocationId/999999/upcomingServices'))).statusCode,
    ).toBe(404);
    expect((await ctx().call(office, 'GET', url('invoices/open/999999'))).statusCode).toBe(404);
  });
});
