import { expect, it } from 'vitest';
import {
  F,
  B,
  R,
  InvoiceMessages as M,
  invoicesReference,
  PaymentMessages,
  PaymentMethods as P,
  TransactionTypes as T,
  type Invoice,
  type InvoiceTransaction,
  type PaymentAccount,
  type PaymentResult,
  type PaymentTokenResponse,
} from '@canopy/shared';
import { sealInvoiceLink } from '../src/modules/invoices/invoice-links';
import { sumsOf } from '../src/modules/invoices/invoice-sums';
import { encryptedIds } from '../src/platform/encrypted-ids';
import { describeEngines, type Session, type TestCtx } from './harness';
import { confirmSchedule, keyed, newAccount, setTaxRate, TEST_ZIP } from './invoice-fixtures';
import { signInWith } from './support';

const refusal = (message: string) => ({ Message: message, ModelState: { Service: [message] } });
let n = 0;
const key = () => `pay-${++n}-${Math.random()}`;
const MULTIPLE = '/api/v1/invoiceTransactions/add-multiple';
const OVERAGE = '/api/v1/invoiceTransactions/apply-overage';
const single = (id: number) => `/api/v1/invoices/${id}/add-payment`;

describeEngines('invoice payments', (ctx) => {
  let people: Promise<Record<'billing' | 'clerk' | 'elsewhere' | 'reader', Session>>;
  const users = () => {
    people ??= (async () => {
      const c = ctx();
      await setTaxRate(c.dbh.db, TEST_ZIP, 100_000); // 10%
      const s = (name: string, claims: object, branch: number) =>
        signInWith(c, name, claims, branch).then((x) => x.session);
      return {
        billing: await s('pay-billing', { Schedules: F, Invoices: F }, 1),
        clerk: await s('pay-clerk', { Invoices: B }, 1),
        elsewhere: await s('pay-elsewhere', { Invoices: B }, 2),
        reader: await s('pay-reader', { Invoices: R }, 1),
      };
    })();
    return people;
  };

  /** An account in branch 1 with `count` approved invoices of $100 + 10% tax, oldest first. */
  async function account(count: number, approve = true) {
    const { billing } = await users();
    const acct = await newAccount(ctx().dbh.db, 1);
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const made = await confirmSchedule(ctx(), billing, [
        { locationId: acct.locationId, branchId: 1, costs: [10_000] },
      ]);
      const id = made.invoiceIds[0]!;
      if (approve) await ctx().call(billing, 'PUT', `/api/v1/invoices/${id}/approve`);
      ids.push(id);
    }
    return { accountId: acct.accountId, ids };
  }
  const read = async (id: number) =>
    (await ctx().call((await users()).billing, 'GET', `/api/v1/invoices/${id}`)).json() as Invoice;
  const balance = async (id: number) => (await read(id)).Account.AccountBalance.Balance;
  const pay = async (s: Session, body: object, k = key()) => keyed(ctx(), s, MULTIPLE, body, k);
  const paymentsOf = (accountId: number) =>
    ctx().dbh.db.selectFrom('payments').selectAll().where('account_id', '=', accountId).execute();

  it('refuses every bad payment with the spec words and records nothing', async () => {
    const { clerk } = await users();
    const { accountId, ids } = await account(2);
    const pending = await account(1, false);
    const [a, b] = ids as [number, number];
    const body = (over: object) => ({
      AccountId: accountId,
      Amount: 50,
      PaymentMethodId: P.Cash,
      InvoiceTransactions: [{ invoiceId: a, transactionTypeId: T.Payment }],
      ...over,
    });
    const cases: [object, string][] = [
      [{ Amount: 0 }, M.AmountAboveZero],
      [{ Amount: -5 }, M.AmountAboveZero],
      [{ Amount: 1.005 }, M.ValuesInvalid],
      [{ PaymentMethodId: P.CreditCard, InvoiceTransactions: [] }, M.InvoiceRequired],
      [{ PaymentMethodId: P.ACH, InvoiceTransactions: [] }, M.InvoiceRequired],
      [{ PaymentMethodId: P.MoneyOnAccount, InvoiceTransactions: [] }, M.InvoiceRequired],
      [
        {
          InvoiceTransactions: [
            { invoiceId: a, amount: 30 },
            { invoiceId: b, amount: 30 },
          ],
        },
        M.InvoicesOver,
      ],
      [
        { PaymentMethodId: P.CreditCard, InvoiceTransactions: [{ invoiceId: a, amount: 20 }] },
        M.InvoicesUnder,
      ],
      [{ Amount: 200, InvoiceTransactions: [{ invoiceId: a, amount: 110.01 }] }, M.OverBalanceDue(a)],
      [{ PaymentMethodId: P.Check, CheckNumber: ' ' }, M.CheckNumberRequired],
      [{ PaymentMethodId: P.MoneyOnAccount }, M.NoMoneyOnAccount],
      [{ InvoiceTransactions: [{ invoiceId: pending.ids[0] }] }, M.WrongAccount],
      [{ InvoiceTransactions: [{ invoiceId: a, transactionTypeId: T.Credit }] }, M.TransactionTypeMismatch],
    ];
    for (const [over, message] of cases) {
      const res = await pay(clerk, body(over));
      expect(res.json(), message).toEqual(refusal(message));
    }
    const notApproved = await keyed(
      ctx(),
      clerk,
      single(pending.ids[0]!),
      { Amount: 5, PaymentMethodId: P.Cash },
      key(),
    );
    expect(notApproved.json()).toEqual(refusal(M.NotApproved));
    expect(await paymentsOf(accountId)).toEqual([]);
    expect((await read(a)).AmountDue).toBe(110);
  });

  it('spreads a check newest first and keeps what is left as dollars on account', async () => {
    const { clerk } = await users();
    const { accountId, ids } = await account(2);
    const [older, newer] = ids as [number, number];
    const first = await pay(clerk, {
      AccountId: accountId,
      Amount: 150,
      PaymentMethodId: P.Check,
      CheckNumber: '1001',
      InvoiceTransactions: [{ invoiceId: older }, { invoiceId: newer }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      Amount: 150,
      OnAccount: 0,
      Invoices: [
        { InvoiceId: older, Amount: 40, AmountDue: 70 },
        { InvoiceId: newer, Amount: 110, AmountDue: 0 },
      ],
    });
    expect(await read(newer)).toMatchObject({ AmountDue: 0, Payments: 110, PaymentStatus: 'Paid' });

    const second = (
      await pay(clerk, {
        AccountId: accountId,
        Amount: 100.25,
        PaymentMethodId: P.Cash,
        InvoiceTransactions: [{ invoiceId: older }],
      })
    ).json() as PaymentResult;
    expect(second).toMatchObject({ OnAccount: 30.25, AccountBalance: { Balance: 30.25 } });
    const inv = await read(older);
    expect(inv).toMatchObject({
      AmountDue: 0,
      Payments: 110,
      Account: { AccountBalance: { Balance: 30.25 } },
    });
    // The stored columns the list sums equal a fresh calculation.
    const fresh = await sumsOf(ctx().dbh.db, older, false);
    const row = await ctx()
      .dbh.db.selectFrom('invoices')
      .selectAll()
      .where('id', '=', older)
      .executeTakeFirstOrThrow();
    expect([Number(row.payments_cents), Number(row.amount_due_cents)]).toEqual([
      fresh.paymentsCents,
      fresh.amountDueCents,
    ]);
    const txs = (
      await ctx().call(clerk, 'GET', `/api/v1/invoiceTransactions/${older}/transactions`)
    ).json() as InvoiceTransaction[];
    expect(txs.map((t) => [t.TransactionType, t.Amount, t.Approved])).toEqual([
      ['Payment', 70, true],
      ['Payment', 40, true],
    ]);
    // Everything paid: nothing left to pay by the account's screen, the balance shown there.
    const screen = (
      await ctx().call(clerk, 'GET', `/api/v1/invoiceTransactions/payment-account/${accountId}`)
    ).json() as PaymentAccount;
    expect(screen).toMatchObject({ Invoices: [], AccountBalance: { Balance: 30.25 } });
    expect(screen.Overages).toHaveLength(1);
  });

  it('spends money on account only while there is some, and never more than there is', async () => {
    const { clerk } = await users();
    const { accountId, ids } = await account(2);
    const [older, newer] = ids as [number, number];
    await pay(clerk, {
      AccountId: accountId,
      Amount: 150,
      PaymentMethodId: P.PromotionalDiscount,
      InvoiceTransactions: [{ invoiceId: older, amount: 110 }],
    });
    expect(await balance(newer)).toBe(40);
    expect((await read(older)).Adjustments).toBe(-110);
    const moa = (Amount: number) =>
      pay(clerk, {
        AccountId: accountId,
        Amount,
        PaymentMethodId: P.MoneyOnAccount,
        InvoiceTransactions: [{ invoiceId: newer }],
      });
    expect((await moa(40.01)).json()).toEqual(refusal(M.OverMoneyOnAccount('40.00')));
    expect((await moa(25)).json()).toMatchObject({ AccountBalance: { Balance: 15 }, OnAccount: 0 });
    expect(await read(newer)).toMatchObject({ AmountDue: 85, Account: { AccountBalance: { Balance: 15 } } });
    expect((await moa(15)).statusCode).toBe(200);
    expect((await moa(1)).json()).toEqual(refusal(M.NoMoneyOnAccount));
  });

  it('applies an overage to an invoice, Invoices Full only', async () => {
    const { clerk, billing } = await users();
    const { accountId, ids } = await account(2);
    const [older, newer] = ids as [number, number];
    await pay(clerk, {
      AccountId: accountId,
      Amount: 150,
      PaymentMethodId: P.Cash,
      InvoiceTransactions: [{ invoiceId: older, amount: 110 }],
    });
    const screen = (
      await ctx().call(clerk, 'GET', `/api/v1/invoiceTransactions/payment-account/${accountId}`)
    ).json() as PaymentAccount;
    const overage = screen.Overages[0]!;
    expect(overage).toMatchObject({ InvoiceId: older, Balance: 40, PaymentMethod: 'Cash', Amount: 150 });
    const body = {
      invoiceId: newer,
      overageTransactionId: overage.TransactionId,
      note: 'Overpaid in May',
      employeeId: 1,
    };
    expect((await keyed(ctx(), clerk, OVERAGE, body, key())).statusCode).toBe(403);
    const res = await keyed(ctx(), billing, OVERAGE, body, key());
    expect(res.json()).toMatchObject({ Amount: 40, InvoiceId: newer, AccountBalance: { Balance: 0 } });
    expect(await read(newer)).toMatchObject({ AmountDue: 70, Payments: 40 });
    expect((await keyed(ctx(), billing, OVERAGE, body, key())).json()).toEqual(refusal(M.NoOverageLeft));
    const other = await account(1);
    const foreign = { ...body, invoiceId: other.ids[0] };
    expect((await keyed(ctx(), billing, OVERAGE, foreign, key())).statusCode).toBe(404);
  });

  it('records a card payment only once the sandbox gateway confirms it, once per transaction', async () => {
    const { clerk } = await users();
    const { accountId, ids } = await account(2);
    const reference = invoicesReference(ids);
    const token = await ctx().call(clerk, 'POST', '/api/v1/authorize-net/payment-token', {
      Reference: reference,
      Amount: 220,
      ShowCreditCard: true,
    });
    expect(token.statusCode, token.body).toBe(200);
    const over = await ctx().call(clerk, 'POST', '/api/v1/authorize-net/payment-token', {
      Reference: reference,
      Amount: 220.01,
    });
    expect(over.json().Message).toBe(PaymentMessages.AmountOverDue);
    const transId = await sandboxPay(ctx(), token.json<PaymentTokenResponse>().Token, '4111 1111 1111 1111');
    const body = (Amount: number, id = transId) => ({
      AccountId: accountId,
      Amount,
      PaymentMethodId: P.CreditCard,
      AuthorizeTransactionId: id,
      InvoiceTransactions: ids.map((invoiceId) => ({ invoiceId, amount: 110 })),
    });
    expect((await pay(clerk, { ...body(220), AuthorizeTransactionId: null })).json().Message).toBe(
      PaymentMessages.UnknownTransaction,
    );
    expect((await pay(clerk, body(220, '999999'))).json().Message).toBe(PaymentMessages.UnknownTransaction);
    const ok = await pay(clerk, body(220));
    expect(ok.statusCode, ok.body).toBe(200);
    // The same transaction reported again records nothing more.
    expect((await pay(clerk, body(220))).json().Message).toBe(M.OverBalanceDue(ids[0]!));
    expect((await read(ids[0]!)).AmountDue).toBe(0);
    const [row, ...more] = await paymentsOf(accountId);
    expect(more).toEqual([]);
    expect([row!.authorize_transaction_id, Number(row!.amount_cents)]).toEqual([transId, 22_000]);

    const again = await account(1);
    const t2 = await ctx().call(clerk, 'POST', '/api/v1/authorize-net/payment-token', {
      Reference: invoicesReference(again.ids),
      Amount: 110,
    });
    const declined = await sandboxPay(ctx(), t2.json<PaymentTokenResponse>().Token, '4000 0000 0000 0002');
    const card = { AccountId: again.accountId, PaymentMethodId: P.ACH, AuthorizeTransactionId: declined };
    const refused = await pay(clerk, {
      ...card,
      Amount: 110,
      InvoiceTransactions: [{ invoiceId: again.ids[0] }],
    });
    expect(refused.json().Message).toBe(PaymentMessages.NotApproved);
    expect(await paymentsOf(again.accountId)).toEqual([]);
  });

  it("takes the customer's card on the invoice's link, once, for what is due, and nothing on a forged link", async () => {
    const { accountId, ids } = await account(1);
    const pending = await account(1, false);
    const links = encryptedIds(ctx().config.encryptionSecret);
    const link = sealInvoiceLink(links, ids[0]!);
    const anon = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx().app.inject({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });

    // Before approval a link offers nothing to pay; after it, the balance due.
    const notYet = sealInvoiceLink(links, pending.ids[0]!);
    expect((await anon('GET', `/authorize-net/payable?Reference=inv:${notYet}`)).statusCode).toBe(404);
    const due = await anon('GET', `/authorize-net/payable?Reference=inv:${link}`);
    expect(due.json()).toMatchObject({ AmountDue: 110 });
    const form = await anon('POST', '/authorize-net/payment-token', { Reference: `inv:${link}` });
    expect(form.statusCode, form.body).toBe(200);
    const transId = await sandboxPay(ctx(), form.json<PaymentTokenResponse>().Token, '4111 1111 1111 1111');

    const paid = (url: string, body: object) => anon('POST', url, body);
    const forged = await paid(`/invoices/getByEncryptedId/${link.slice(0, -2)}xx/payment`, {
      Amount: 110,
      AuthorizeTransactionId: transId,
    });
    expect(forged.statusCode).toBe(404);
    // The provider's amount is the truth: a different one is refused and records nothing.
    const wrong = await paid(`/invoices/getByEncryptedId/${link}/payment`, {
      Amount: 100,
      AuthorizeTransactionId: transId,
    });
    expect(wrong.json().Message).toBe(PaymentMessages.AmountMismatch);
    expect(await paymentsOf(accountId)).toEqual([]);

    const ok = await paid(`/invoices/getByEncryptedId/${link}/payment`, {
      Amount: 110,
      AuthorizeTransactionId: transId,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      Amount: 110,
      Invoices: [{ InvoiceId: ids[0], Amount: 110, AmountDue: 0 }],
    });
    // The same report again (a resent frame message) records nothing more.
    const again = await paid(`/invoices/getByEncryptedId/${link}/payment`, {
      Amount: 110,
      AuthorizeTransactionId: transId,
    });
    expect(again.statusCode).toBe(400);
    const rows = await paymentsOf(accountId);
    expect(
      rows.map((r) => [r.payment_method_id, Number(r.amount_cents), r.authorize_transaction_id]),
    ).toEqual([[P.CreditCard, 11_000, transId]]);
    expect(await read(ids[0]!)).toMatchObject({ AmountDue: 0, PaymentStatus: 'Paid' });
    expect((await anon('GET', `/authorize-net/payable?Reference=inv:${link}`)).json()).toMatchObject({
      AmountDue: 0,
    });
  });

  it('keeps another branch out (404), read-only out (403), and asks for a key', async () => {
    const { elsewhere, reader, clerk } = await users();
    const { accountId, ids } = await account(1);
    const body = {
      AccountId: accountId,
      Amount: 5,
      PaymentMethodId: P.Cash,
      InvoiceTransactions: [{ invoiceId: ids[0] }],
    };
    expect((await pay(elsewhere, body)).statusCode).toBe(404);
    expect(
      (await keyed(ctx(), elsewhere, single(ids[0]!), { Amount: 5, PaymentMethodId: P.Cash }, key()))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx().call(elsewhere, 'GET', `/api/v1/invoiceTransactions/payment-account/${accountId}`))
        .statusCode,
    ).toBe(404);
    const names = (
      await ctx().call(elsewhere, 'GET', '/api/v1/invoiceTransactions/payment-accounts')
    ).json() as { Id: number }[];
    expect(names.map((a) => a.Id)).not.toContain(accountId);
    // Money on account of another branch's account is not shown either.
    await pay(clerk, { ...body, Amount: 500, InvoiceTransactions: [] });
    const withBalance = (
      await ctx().call(elsewhere, 'GET', '/api/v1/invoiceTransactions/payment-accounts')
    ).json() as {
      Id: number;
    }[];
    expect(withBalance.map((a) => a.Id)).not.toContain(accountId);
    const mine = (await ctx().call(clerk, 'GET', '/api/v1/invoiceTransactions/payment-accounts')).json() as {
      Id: number;
      Balance: number;
    }[];
    expect(mine.find((a) => a.Id === accountId)?.Balance).toBe(500);
    expect((await pay(reader, body)).statusCode).toBe(403);
    expect(
      (await keyed(ctx(), reader, single(ids[0]!), { Amount: 5, PaymentMethodId: P.Cash }, key())).statusCode,
    ).toBe(403);
    expect((await ctx().call(clerk, 'POST', MULTIPLE, body)).json()).toEqual(refusal(M.KeyRequired));
    expect((await paymentsOf(accountId)).map((p) => Number(p.unapplied_cents))).toEqual([50_000]);
  });

  it('gives one effect however often each money call is sent', async () => {
    const { clerk, billing } = await users();
    const { accountId, ids } = await account(2);
    const [older, newer] = ids as [number, number];
    const five = async (s: Session, url: string, body: object) => {
      const k = key();
      const all = [];
      for (let i = 0; i < 5; i++) all.push(await keyed(ctx(), s, url, body, k));
      expect(all.every((r) => r.statusCode === 200)).toBe(true);
      expect(new Set(all.map((r) => r.body)).size).toBe(1);
      return all[0]!.json();
    };
    await five(clerk, single(older), { Amount: 150, PaymentMethodId: P.Check, CheckNumber: '77' });
    expect(await read(older)).toMatchObject({ AmountDue: 0, Account: { AccountBalance: { Balance: 40 } } });
    await five(clerk, MULTIPLE, {
      AccountId: accountId,
      Amount: 10,
      PaymentMethodId: P.Cash,
      InvoiceTransactions: [{ invoiceId: newer }],
    });
    expect((await read(newer)).AmountDue).toBe(100);
    const screen = (
      await ctx().call(clerk, 'GET', `/api/v1/invoiceTransactions/payment-account/${accountId}`)
    ).json() as PaymentAccount;
    const applied = await five(billing, OVERAGE, {
      InvoiceId: newer,
      OverageTransactionId: screen.Overages[0]!.TransactionId,
    });
    expect(applied.Amount).toBe(40);
    expect((await read(newer)).AmountDue).toBe(60);
    expect(await paymentsOf(accountId)).toHaveLength(2);
  });

  it('gives the demo billing user an account with $75.00 on account from an overpaid invoice', async () => {
    const billing = await ctx().login('billing');
    const pay = await ctx()
      .dbh.db.selectFrom('payments as p')
      .innerJoin('invoice_transactions as t', 't.payment_id', 'p.id')
      .select(['p.account_id', 't.invoice_id'])
      .where('p.unapplied_cents', '=', 7_500)
      .executeTakeFirstOrThrow();
    const inv = (await ctx().call(billing, 'GET', `/api/v1/invoices/${pay.invoice_id}`)).json() as Invoice;
    expect(inv).toMatchObject({
      AmountDue: 0,
      PaymentStatus: 'Paid',
      Account: { AccountBalance: { Balance: 75 } },
    });
    const screen = await ctx().call(
      billing,
      'GET',
      `/api/v1/invoiceTransactions/payment-account/${pay.account_id}`,
    );
    expect((screen.json() as PaymentAccount).Overages).toMatchObject([
      { Balance: 75, PaymentMethod: 'Check' },
    ]);
  });
});

/** Pays a form of the built-in sandbox as the customer's browser would; the transaction id it reports. */
async function sandboxPay(ctx: TestCtx, token: string, cardNumber: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payment-sandbox/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, cardNumber }).toString(),
  });
  const qstr = /data-qstr="([^"]*)"/
    .exec(res.body)![1]!
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return (JSON.parse(/response=(.*)$/.exec(qstr)![1]!) as { transId: string }).transId;
}
