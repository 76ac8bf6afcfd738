import { expect, it } from 'vitest';
import {
  PaymentMessages,
  PaymentMethods,
  WorkAuthorizationStatuses as S,
  type PaymentTokenResponse,
  type WorkAuthorization,
} from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { approveService, confirmedWa, getWa, pay, servicesOf, WA } from './work-authorizations.fixtures';

const form = (ctx: TestCtx, url: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** Pays `amount` on `reference` through the sandbox's stand-in form; the provider's transaction id. */
async function payBySandbox(ctx: TestCtx, reference: string, amount: number, s?: Session): Promise<string> {
  const t = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/authorize-net/payment-token',
    headers: s ? { authorization: `Bearer ${s.token}`, 'x-csrf-token': s.csrf } : {},
    payload: { Reference: reference, Amount: amount },
  });
  expect(t.statusCode, t.body).toBe(200);
  const token = t.json<PaymentTokenResponse>().Token;
  const paid = await form(ctx, '/api/v1/payment-sandbox/pay', { token, cardNumber: '4111 1111 1111 1111' });
  const qstr = /data-qstr="([^"]*)"/
    .exec(paid.body)![1]!
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  const response = JSON.parse(/response=(.*)$/.exec(qstr)![1]!) as { transId: string; responseCode: string };
  expect(response.responseCode).toBe('1');
  return response.transId;
}

/** A confirmed authorization with its first service approved, so that a deposit is due. */
async function withDeposit(ctx: TestCtx) {
  const wa = await confirmedWa(ctx);
  // A 10 % minimum down payment for this account (the company default may be none).
  await ctx.dbh.db
    .updateTable('accounts')
    .set({ minimum_down_payment_bp: 1000 })
    .where('id', '=', wa.p.accountId)
    .execute();
  const first = servicesOf(await getWa(ctx, wa.office, wa.id))[0]!;
  const got = await approveService(ctx, wa.p.s, wa.id, first.Id, true);
  expect(got.DefaultDeposit).toBeGreaterThan(0);
  return { ...wa, due: got.DefaultDeposit };
}

const cardRows = (ctx: TestCtx, id: number) =>
  ctx.dbh.db.selectFrom('card_payments').select('amount_cents').where('reference', '=', `wa:${id}`).execute();

describeEngines('card deposits on work authorizations', (ctx) => {
  it('records a verified office card deposit once: a replayed key and a second report add nothing', async () => {
    const { id, office, due } = await withDeposit(ctx());
    const transId = await payBySandbox(ctx(), `wa:${id}`, due, office);
    const body = { Amount: due, PaymentMethodId: PaymentMethods.CreditCard, AuthorizeTransactionId: transId };
    const first = await pay(ctx(), office, id, 'deposit', body, 'card-1');
    expect(first.statusCode, first.body).toBe(200);
    const replay = await pay(ctx(), office, id, 'deposit', body, 'card-1');
    expect(replay.statusCode).toBe(200);
    const again = await pay(ctx(), office, id, 'deposit', body, 'card-2');
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(PaymentMessages.AlreadyRecorded);

    const wa = await getWa(ctx(), office, id);
    expect(wa.CustomerPayments.map((p) => [p.Amount, p.IsDeposit, p.PaymentMethodId])).toEqual([
      [due, true, PaymentMethods.CreditCard],
    ]);
    expect(wa.Deposits).toBe(due);
    expect((await cardRows(ctx(), id)).map((r) => Number(r.amount_cents))).toEqual([Math.round(due * 100)]);
  });

  it('refuses a card deposit whose amount is not what was charged, and records nothing', async () => {
    const { id, office, due } = await withDeposit(ctx());
    const transId = await payBySandbox(ctx(), `wa:${id}`, due, office);
    const res = await pay(
      ctx(),
      office,
      id,
      'deposit',
      { Amount: due + 1, PaymentMethodId: PaymentMethods.CreditCard, AuthorizeTransactionId: transId },
      'card-3',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(PaymentMessages.AmountMismatch);
    expect((await getWa(ctx(), office, id)).CustomerPayments).toEqual([]);
    expect(await cardRows(ctx(), id)).toEqual([]);
  });

  it("takes the customer's card deposit through the link once; a wrong amount or a caller without Payments is refused", async () => {
    const { id, office, due } = await withDeposit(ctx());
    const link = (await getWa(ctx(), office, id)).EncryptedId!;
    const transId = await payBySandbox(ctx(), `wa:${link}`, due);
    const submit = (Amount: number, AuthorizeTransactionId: string) =>
      ctx().app.inject({
        method: 'PUT',
        url: '/api/v1/customerPayments/save',
        payload: {
          EncryptedId: link,
          Amount,
          PaymentMethodId: PaymentMethods.CreditCard,
          AuthorizeTransactionId,
          Signature: 'data:image/png;base64,AAAA',
        },
      });
    const wrong = await submit(due + 1, transId);
    expect(wrong.json().Message).toBe(PaymentMessages.AmountMismatch);
    expect((await getWa(ctx(), office, id)).StatusId).not.toBe(S.ReceivedFromClient);

    const ok = await submit(due, transId);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await submit(due, transId)).statusCode).toBe(409);
    const wa = await getWa(ctx(), office, id);
    expect(wa.StatusId).toBe(S.ReceivedFromClient);
    expect(wa.CustomerPayments.map((p) => [p.Amount, p.IsDeposit])).toEqual([[due, true]]);

    // A staff member without Payments Full cannot ask for a form on it (unknown: 404).
    const noPay = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/authorize-net/payment-token',
      headers: { authorization: `Bearer ${(await confirmedWa(ctx())).p.s.token}` },
      payload: { Reference: `wa:${id}`, Amount: 1 },
    });
    expect(noPay.statusCode).toBe(404);
    expect(
      (
        await ctx().app.inject({ method: 'GET', url: `${WA}/getByEncryptedId/${link}` })
      ).json<WorkAuthorization>().Deposits,
    ).toBe(due);
  });
});
