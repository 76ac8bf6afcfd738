import { expect, it } from 'vitest';
import {
  B,
  F,
  InvoiceApprovedStatuses,
  InvoiceMessages as M,
  PaymentStatuses,
  PrintStatuses,
  R,
  ScheduleMessages,
  type Invoice,
  type InvoiceListItem,
  type InvoiceTotals,
} from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { confirm, confirmSchedule, newAccount, setTaxRate, TEST_ZIP } from './invoice-fixtures';
import { signInWith } from './support';

const refusal = (message: string) => ({ Message: message, ModelState: { Service: [message] } });

async function read(ctx: TestCtx, s: Session, id: number) {
  const res = await ctx.call(s, 'GET', `/api/v1/invoices/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Invoice;
}

describeEngines('invoices: generation, list and scope', (ctx) => {
  let people: Promise<Record<'billing' | 'branch' | 'readOnly' | 'other', Session>>;
  const users = () => {
    people ??= (async () => {
      const c = ctx();
      await setTaxRate(c.dbh.db, TEST_ZIP, 50_000); // 5%
      const all = { Schedules: F, Invoices: F, Invoices_TransactionApproval: F };
      return {
        billing: (await signInWith(c, 'inv-billing', all, 1)).session,
        branch: (await signInWith(c, 'inv-branch', { Invoices: B }, 1)).session,
        readOnly: (await signInWith(c, 'inv-readonly', { Invoices: R }, 1)).session,
        other: (await signInWith(c, 'inv-other', { Invoices: B }, 2)).session,
      };
    })();
    return people;
  };

  it('confirming invoices the completed work per account, with tax rounded once per invoice', async () => {
    const { billing } = await users();
    const db = ctx().dbh.db;
    const acct = await newAccount(db, 1);
    // Three services of $10.05 at 5%: 50.25¢ of tax each; rounded once that is $1.51, not 3 × $0.50.
    const made = await confirmSchedule(ctx(), billing, [
      { locationId: acct.locationId, branchId: 1, costs: [1005, 1005] },
      { locationId: acct.locationId, branchId: 1, costs: [1005] },
      { locationId: acct.locationId, branchId: 1, costs: [99_999], open: true },
    ]);
    expect(made.invoiceIds).toHaveLength(1);
    const inv = await read(ctx(), billing, made.invoiceIds[0]!);
    expect(inv).toMatchObject({
      AccountId: acct.accountId,
      BillingAddressId: acct.billingAddressId,
      BillingAddress: { Address1: 'PO Box 9', Zip: '60201' },
      TotalCost: 30.15,
      TotalTax: 1.51,
      InvoiceAmount: 31.66,
      AmountDue: 31.66,
      ApprovedStatusId: InvoiceApprovedStatuses.PendingApproval,
      PrintStatusId: PrintStatuses.NotSent,
      PaymentStatus: 'Open',
    });
    expect(inv.InvoiceDetails.map((d) => [d.WorkOrderId, d.NetAmount, d.TaxRate])).toEqual([
      [made.workOrderIds[0], 20.1, 5],
      [made.workOrderIds[1], 10.05, 5],
    ]);

    // Unconfirming warns that the invoice stays; confirming again invoices nothing twice.
    const back = await confirm(ctx(), billing, made.scheduleId, 'unconfirm');
    expect(back.json().Warnings).toEqual([ScheduleMessages.InvoiceGenerated]);
    expect((await confirm(ctx(), billing, made.scheduleId, 'confirm')).statusCode).toBe(200);
    const count = await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('schedule_id', '=', made.scheduleId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('charges no tax to a tax-exempt account and warns of no invoice when none was made', async () => {
    const { billing } = await users();
    const db = ctx().dbh.db;
    const exempt = await newAccount(db, 1, { taxExempt: true });
    const made = await confirmSchedule(ctx(), billing, [
      { locationId: exempt.locationId, branchId: 1, costs: [12_345] },
    ]);
    expect(await read(ctx(), billing, made.invoiceIds[0]!)).toMatchObject({
      TotalTax: 0,
      AmountDue: 123.45,
      TaxExempt: true,
    });

    const nothing = await confirmSchedule(ctx(), billing, [
      { locationId: exempt.locationId, branchId: 1, costs: [500], open: true },
    ]);
    expect(nothing.invoiceIds).toEqual([]);
    expect((await confirm(ctx(), billing, nothing.scheduleId, 'unconfirm')).json().Warnings).toEqual([]);
  });

  it('lists 15 at a time with every filter, a totals row summed over all matches, and branch scope', async () => {
    const { billing, branch, readOnly, other } = await users();
    const db = ctx().dbh.db;
    const here = await newAccount(db, 1, { name: 'Totals Oak Estates' });
    const there = await newAccount(db, 2, { name: 'Totals Far Branch' });
    const mine = await confirmSchedule(ctx(), billing, [
      { locationId: here.locationId, branchId: 1, costs: [10_000], salesRepId: 6 },
    ]);
    const theirs = await confirmSchedule(ctx(), billing, [
      { locationId: there.locationId, branchId: 2, costs: [20_000], salesRepId: 7 },
    ]);
    const [a, b] = [mine.invoiceIds[0]!, theirs.invoiceIds[0]!];
    await ctx().call(billing, 'PUT', `/api/v1/invoices/${a}/approve`);

    const search = async (s: Session, body: object) => {
      const res = await ctx().call(s, 'POST', '/api/v1/invoices/_search', { Query: 'Totals', ...body });
      expect(res.statusCode, res.body).toBe(200);
      const totals = await ctx().call(s, 'POST', '/api/v1/invoices/_totals', { Query: 'Totals', ...body });
      return {
        ids: (res.json() as InvoiceListItem[]).map((r) => r.Id),
        count: Number(res.headers['x-list-count']),
        totals: totals.json() as InvoiceTotals,
      };
    };
    const everything = await search(billing, {});
    expect(everything.ids).toEqual([b, a]);
    expect(everything.totals).toEqual({
      NetAmountTotal: 300,
      TaxTotal: 15,
      InvoiceAmountTotal: 315,
      PaymentTotal: 0,
      AdjustmentTotal: 0,
      BalanceDueTotal: 315,
    });
    expect((await search(billing, { BranchIds: [2] })).ids).toEqual([b]);
    expect((await search(billing, { ArboristIds: [6] })).ids).toEqual([a]);
    expect(
      (await search(billing, { InvoiceApprovedStatusIds: [InvoiceApprovedStatuses.PendingApproval] })).ids,
    ).toEqual([b]);
    // The dashboard preset: approved, not sent.
    const preset = await search(billing, {
      InvoiceApprovedStatusIds: [InvoiceApprovedStatuses.Approved],
      PrintStatusIds: [PrintStatuses.NotSent],
    });
    expect(preset.ids).toEqual([a]);
    expect(preset.totals.BalanceDueTotal).toBe(105);
    expect((await search(billing, { PrintStatusIds: [PrintStatuses.Emailed] })).ids).toEqual([]);
    expect((await search(billing, { PaymentStatusIds: [PaymentStatuses.Open] })).count).toBe(2);
    expect((await search(billing, { Query: String(a) })).ids).toEqual([a]);

    // Branch access sees its own branch only, totals included; another branch's id is 404.
    const own = await search(branch, {});
    expect(own.ids).toEqual([a]);
    expect(own.totals.NetAmountTotal).toBe(100);
    expect((await ctx().call(branch, 'GET', `/api/v1/invoices/${b}`)).statusCode).toBe(404);
    expect((await ctx().call(other, 'GET', `/api/v1/invoices/${a}`)).statusCode).toBe(404);
    expect((await ctx().call(other, 'PUT', `/api/v1/invoices/${a}/approve`)).statusCode).toBe(404);
    expect((await search(readOnly, {})).ids).toEqual([b, a]);
    expect((await ctx().call(readOnly, 'PUT', `/api/v1/invoices/${b}/approve`)).statusCode).toBe(403);

    // Infinite scroll: 15 at a time by default.
    for (let i = 0; i < 15; i++)
      await confirmSchedule(ctx(), billing, [{ locationId: here.locationId, branchId: 1, costs: [100] }]);
    const first = await ctx().call(billing, 'POST', '/api/v1/invoices/_search', { Query: 'Totals' });
    expect(first.json()).toHaveLength(15);
    expect(first.headers['x-list-count']).toBe('17');
  });

  it('approves once, keeps notes, purchase orders of the account and the commission override', async () => {
    const { billing } = await users();
    const db = ctx().dbh.db;
    const acct = await newAccount(db, 1);
    const { invoiceIds } = await confirmSchedule(ctx(), billing, [
      { locationId: acct.locationId, branchId: 1, costs: [5000] },
    ]);
    const id = invoiceIds[0]!;
    const ok = await ctx().call(billing, 'PUT', `/api/v1/invoices/${id}/approve`);
    expect(ok.json()).toMatchObject({ ApprovedStatus: 'Approved' });
    expect((await ctx().call(billing, 'PUT', `/api/v1/invoices/${id}/approve`)).json()).toEqual(
      refusal(M.AlreadyApprovedInvoice),
    );

    const blank = await ctx().call(billing, 'POST', `/api/v1/invoices/${id}/notes`, { NoteText: '  ' });
    expect(blank.statusCode).toBe(400);
    const notes = await ctx().call(billing, 'POST', `/api/v1/invoices/${id}/notes`, {
      NoteText: 'Customer asked for a copy',
    });
    expect(notes.json()).toMatchObject([
      { NoteText: 'Customer asked for a copy', CreatedBy: 'Test inv-billing' },
    ]);

    const po = await db
      .insertInto('account_purchase_orders')
      .values({ account_id: acct.accountId, po: 'PO-77' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await newAccount(db, 1);
    const otherPo = await db
      .insertInto('account_purchase_orders')
      .values({ account_id: foreign.accountId, po: 'PO-88' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await ctx().call(billing, 'PUT', `/api/v1/invoices/${id}/purchaseOrders`, [
      po.id,
      otherPo.id,
    ]);
    expect(refused.json()).toEqual(refusal(M.ValuesInvalid));
    expect((await read(ctx(), billing, id)).PurchaseOrderIds).toEqual([]);
    const set = await ctx().call(billing, 'PUT', `/api/v1/invoices/${id}/purchaseOrders`, [po.id]);
    expect(set.json().PurchaseOrderIds).toEqual([po.id]);
    const over = await ctx().call(billing, 'PUT', `/api/v1/invoices/${id}/commission-override`, {
      CommissionOverride: true,
    });
    expect(over.json().CommissionOverride).toBe(true);
  });

  it("lists an account's open invoices, newest first, to whoever reaches both the account and its invoices", async () => {
    const { billing } = await users();
    const c = ctx();
    const acct = await newAccount(c.dbh.db, 1);
    const older = await confirmSchedule(c, billing, [
      { locationId: acct.locationId, branchId: 1, costs: [2000] },
    ]);
    const newer = await confirmSchedule(c, billing, [
      { locationId: acct.locationId, branchId: 1, costs: [1000] },
    ]);
    const office = (await signInWith(c, 'inv-open-office', { Account: R, Invoices: R }, 1)).session;
    const noInvoices = (await signInWith(c, 'inv-open-accounts', { Account: R }, 1)).session;
    const elsewhere = (await signInWith(c, 'inv-open-other', { Account: B, Invoices: B }, 2)).session;
    const open = (s: Session) => c.call(s, 'GET', `/api/v1/invoices/open/${acct.accountId}`);

    const res = await open(office);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { Id: newer.invoiceIds[0], InvoiceDate: expect.any(String), TotalDue: 10.5, AmountDue: 10.5 },
      { Id: older.invoiceIds[0], InvoiceDate: expect.any(String), TotalDue: 21, AmountDue: 21 },
    ]);
    expect(res.headers['x-list-count']).toBe('2');
    // Without an invoice claim the account's money stays out of sight; another branch's account is 404.
    expect((await open(noInvoices)).json()).toEqual([]);
    expect((await open(elsewhere)).statusCode).toBe(404);
  });
});
