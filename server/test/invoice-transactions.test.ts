import { expect, it } from 'vitest';
import {
  B,
  F,
  InvoiceMessages as M,
  TransactionPendingTypes,
  TransactionTypes as T,
  type Invoice,
  type InvoiceTransaction,
} from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { confirmSchedule, keyed, newAccount, setTaxRate, TEST_ZIP } from './invoice-fixtures';
import { signInWith } from './support';

/** The signed-in employee's id, which approvals name in their path. */
const me = (s: Session) => s.body.Employee.Id;
const refusal = (message: string) => ({ Message: message, ModelState: { Service: [message] } });
const read = async (ctx: TestCtx, s: Session, id: number) =>
  (await ctx.call(s, 'GET', `/api/v1/invoices/${id}`)).json() as Invoice;
let n = 0;
const add = (ctx: TestCtx, s: Session, invoiceId: number, body: object, key = `tx-${++n}-${Math.random()}`) =>
  keyed(ctx, s, `/api/v1/invoiceTransactions/${invoiceId}/transactions/add`, body, key);

describeEngines('invoice transactions', (ctx) => {
  let people: Promise<Record<'billing' | 'clerk' | 'approverHere' | 'approverThere', Session>>;
  const users = () => {
    people ??= (async () => {
      const c = ctx();
      await setTaxRate(c.dbh.db, TEST_ZIP, 100_000); // 10%
      const clerk = await signInWith(c, 'tx-clerk', { Invoices: B }, 1);
      return {
        billing: (
          await signInWith(c, 'tx-billing', { Schedules: F, Invoices: F, Invoices_TransactionApproval: F }, 1)
        ).session,
        clerk: clerk.session,
        approverHere: (
          await signInWith(c, 'tx-approver-1', { Invoices: B, Invoices_TransactionApproval: B }, 1)
        ).session,
        approverThere: (
          await signInWith(c, 'tx-approver-2', { Invoices: B, Invoices_TransactionApproval: B }, 2)
        ).session,
      };
    })();
    return people;
  };

  /** An invoice of two work orders ($60 and $40 at 10%: $110 due), approved unless asked not to. */
  async function invoice(approve = true, opts: { taxExempt?: boolean } = {}) {
    const { billing } = await users();
    const acct = await newAccount(ctx().dbh.db, 1, opts);
    const made = await confirmSchedule(ctx(), billing, [
      { locationId: acct.locationId, branchId: 1, costs: [6000] },
      { locationId: acct.locationId, branchId: 1, costs: [4000] },
    ]);
    const id = made.invoiceIds[0]!;
    if (approve) await ctx().call(billing, 'PUT', `/api/v1/invoices/${id}/approve`);
    return { id, workOrders: made.workOrderIds };
  }

  it('adds nothing to an invoice pending approval', async () => {
    const { clerk } = await users();
    const { id } = await invoice(false);
    const res = await add(ctx(), clerk, id, { TransactionTypeId: T.ServiceCharge, Amount: 5 });
    expect(res.json()).toEqual(refusal(M.NotApproved));
  });

  it('starts a credit unapproved; it counts only once approved, and the maximum adjustment bounds it', async () => {
    const { clerk, billing } = await users();
    const { id, workOrders } = await invoice();
    expect(await read(ctx(), clerk, id)).toMatchObject({ AmountDue: 110, MaxAdjustment: 100 });

    const over = await add(ctx(), clerk, id, {
      TransactionTypeId: T.Credit,
      Amount: 100.01,
      InvoiceTransactionWorkOrders: [{ WorkOrderId: workOrders[0], Amount: 100.01 }],
    });
    expect(over.json()).toEqual(refusal(M.OverMaximum('100.00')));
    const uneven = await add(ctx(), clerk, id, {
      TransactionTypeId: T.Credit,
      Amount: 30,
      InvoiceTransactionWorkOrders: [
        { WorkOrderId: workOrders[0], Amount: 20 },
        { WorkOrderId: workOrders[1], Amount: 9.99 },
      ],
    });
    expect(uneven.json()).toEqual(refusal(M.WorkOrderAmounts));
    const bad = await add(ctx(), clerk, id, { TransactionTypeId: T.Credit, Amount: 1.005 });
    expect(bad.json()).toEqual(refusal(M.ValuesInvalid));

    const credit = await add(ctx(), clerk, id, {
      TransactionTypeId: T.Credit,
      Amount: 30,
      Reason: 'Gate left open',
      InvoiceTransactionWorkOrders: [
        { WorkOrderId: workOrders[0], Amount: 20 },
        { WorkOrderId: workOrders[1], Amount: 10 },
      ],
    });
    expect(credit.statusCode, credit.body).toBe(200);
    const tx = credit.json() as InvoiceTransaction;
    expect(tx).toMatchObject({
      Approved: false,
      TransactionType: 'Credit',
      Amount: 30,
      CreatedBy: 'Test tx-clerk',
    });
    expect((await read(ctx(), clerk, id)).AmountDue).toBe(110);

    // A clerk without the approval claim cannot approve; Full approval can, once.
    expect(
      (await ctx().call(clerk, 'POST', `/api/v1/invoiceTransactions/${tx.Id}/approve/${me(clerk)}`))
        .statusCode,
    ).toBe(403);
    // Nobody approves in another's name: the record would credit them.
    const asOther = await ctx().call(
      billing,
      'POST',
      `/api/v1/invoiceTransactions/${tx.Id}/approve/${me(clerk)}`,
    );
    expect(asOther.json()).toEqual(refusal(M.ApproveAsYourself));
    expect((await read(ctx(), clerk, id)).AmountDue).toBe(110);
    const ok = await ctx().call(
      billing,
      'POST',
      `/api/v1/invoiceTransactions/${tx.Id}/approve/${me(billing)}`,
    );
    expect(ok.json()).toMatchObject({ Approved: true, ApprovedBy: 'Test tx-billing' });
    expect(
      (
        await ctx().call(billing, 'POST', `/api/v1/invoiceTransactions/${tx.Id}/approve/${me(billing)}`)
      ).json(),
    ).toEqual(refusal(M.AlreadyApproved));
    expect(await read(ctx(), clerk, id)).toMatchObject({
      AmountDue: 80,
      Adjustments: -30,
      MaxAdjustment: 72.72,
    });
  });

  it('counts a service charge at once and fixes a write-off at the maximum, spread to the cent', async () => {
    const { clerk } = await users();
    const { id, workOrders } = await invoice();
    const charge = await add(ctx(), clerk, id, { TransactionTypeId: T.ServiceCharge, Amount: 11 });
    expect(charge.json()).toMatchObject({ Approved: true });
    expect(await read(ctx(), clerk, id)).toMatchObject({ AmountDue: 121, MaxAdjustment: 110 });
    const wrong = await add(ctx(), clerk, id, {
      TransactionTypeId: T.WriteOff,
      Amount: 1,
      InvoiceTransactionWorkOrders: [{ WorkOrderId: workOrders[0], Amount: 1 }],
    });
    expect(wrong.json()).toEqual(refusal(M.WorkOrderAmounts));
    const off = await add(ctx(), clerk, id, {
      TransactionTypeId: T.WriteOff,
      Amount: 1,
      InvoiceTransactionWorkOrders: [
        { WorkOrderId: workOrders[0], Amount: 60 },
        { WorkOrderId: workOrders[1], Amount: 50 },
      ],
    });
    expect(off.json()).toMatchObject({ Amount: 110, Approved: false });
    const foreign = await add(ctx(), clerk, id, {
      TransactionTypeId: T.Credit,
      Amount: 5,
      InvoiceTransactionWorkOrders: [{ WorkOrderId: 999_999, Amount: 5 }],
    });
    expect(foreign.json()).toEqual(refusal(M.WorkOrderAmounts));
  });

  it('lets a tax-exempt account adjust the whole amount due', async () => {
    const { clerk } = await users();
    const { id } = await invoice(true, { taxExempt: true });
    expect(await read(ctx(), clerk, id)).toMatchObject({ AmountDue: 100, MaxAdjustment: 100 });
  });

  it('records a replayed transaction once and asks for a key', async () => {
    const { clerk } = await users();
    const { id } = await invoice();
    const body = { TransactionTypeId: T.ServiceCharge, Amount: 2.5 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await add(ctx(), clerk, id, body, 'same-key-every-time'));
    expect(new Set(results.map((r) => r.json().Id)).size).toBe(1);
    expect(results.slice(1).every((r) => r.headers['idempotent-replayed'] === 'true')).toBe(true);
    const list = await ctx().call(clerk, 'GET', `/api/v1/invoiceTransactions/${id}/transactions`);
    expect(list.json()).toHaveLength(1);
    expect((await read(ctx(), clerk, id)).AmountDue).toBe(112.5);
    const unkeyed = await ctx().call(
      clerk,
      'POST',
      `/api/v1/invoiceTransactions/${id}/transactions/add`,
      body,
    );
    expect(unkeyed.json()).toEqual(refusal(M.KeyRequired));
  });

  it('branch approval is refused for another branch; pending lists filter by type and pending type', async () => {
    const { clerk, approverHere, approverThere } = await users();
    const { id, workOrders } = await invoice();
    const credit = (
      await add(ctx(), clerk, id, {
        TransactionTypeId: T.Credit,
        Amount: 10,
        InvoiceTransactionWorkOrders: [{ WorkOrderId: workOrders[1], Amount: 10 }],
      })
    ).json() as InvoiceTransaction;
    const tax = (
      await add(ctx(), clerk, id, { TransactionTypeId: T.TaxAdjustment, Amount: 10 })
    ).json() as InvoiceTransaction;
    expect(
      (await add(ctx(), clerk, id, { TransactionTypeId: T.TaxAdjustment, Amount: 10.01 })).json(),
    ).toEqual(refusal(M.OverMaximum('10.00')));

    const pending = async (s: Session, body: object) => {
      const res = await ctx().call(s, 'POST', '/api/v1/invoiceTransactions/pending-transactions', body);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as InvoiceTransaction[]).filter((t) => t.InvoiceId === id).map((t) => t.Id);
    };
    expect(
      await pending(approverHere, { TransactionPendingTypeIds: [TransactionPendingTypes.PendingMyApproval] }),
    ).toEqual([tax.Id, credit.Id]);
    expect(await pending(approverHere, { TransactionTypeIds: [T.Credit] })).toEqual([credit.Id]);
    expect(await pending(approverHere, { BranchIds: [2] })).toEqual([]);
    expect(
      await pending(approverThere, {
        TransactionPendingTypeIds: [TransactionPendingTypes.PendingMyApproval],
      }),
    ).toEqual([]);
    expect(
      (await ctx().call(clerk, 'POST', '/api/v1/invoiceTransactions/pending-transactions', {})).statusCode,
    ).toBe(403);

    const refused = await ctx().call(
      approverThere,
      'POST',
      `/api/v1/invoiceTransactions/${credit.Id}/branch-approve/${me(approverThere)}`,
    );
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await ctx().call(
          approverHere,
          'POST',
          `/api/v1/invoiceTransactions/${credit.Id}/approve/${me(approverHere)}`,
        )
      ).statusCode,
    ).toBe(403);
    const ok = await ctx().call(
      approverHere,
      'POST',
      `/api/v1/invoiceTransactions/${credit.Id}/branch-approve/${me(approverHere)}`,
    );
    expect(ok.json()).toMatchObject({ Approved: true });
    expect(await pending(approverHere, {})).toEqual([tax.Id]);
    expect((await read(ctx(), clerk, id)).AmountDue).toBe(100);
  });
});
