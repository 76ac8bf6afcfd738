import { randomUUID } from 'node:crypto';
import { CSRF_HEADER, PaymentMessages, type PaymentTokenResponse } from '@canopy/shared';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { signHmacSha512 } from '../src/platform/payments';
import { describeEngines, type Session, type TestCtx } from './harness';
import { DEPOSIT_PATH, dues, payableTestRoutes } from './support/card-payment-fixtures';
import { startFakeAuthorizeNet } from './support/fake-authorize-net';

const fake = await startFakeAuthorizeNet();
afterAll(() => fake.close());
const SIGNATURE_KEY = 'A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90';
const TOKEN_PATH = '/api/v1/authorize-net/payment-token';

async function token(ctx: TestCtx, body: object) {
  return ctx.app.inject({ method: 'POST', url: TOKEN_PATH, payload: body });
}

async function recorded(ctx: TestCtx, reference: string) {
  return ctx.dbh.db.selectFrom('card_payments').selectAll().where('reference', '=', reference).execute();
}

function deposit(ctx: TestCtx, s: Session, body: object, key?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: DEPOSIT_PATH,
    headers: {
      authorization: `Bearer ${s.token}`,
      [CSRF_HEADER]: s.csrf,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: body,
  });
}

describeEngines(
  'card payments through Authorize.Net',
  (ctx) => {
    let s: Session;
    let n = 0;
    /** A record of the tests' own kind with `cents` due, never paid before. */
    const fresh = (cents: number, prefix = 'r') => {
      const id = `${prefix}${++n}`;
      dues.set(id, cents);
      return id;
    };
    beforeEach(async () => {
      fake.refuse = false;
      fake.hang = false;
      s ??= await ctx().login('admin');
    });

    it('asks the provider for a form of the amount the server decides, never more than is due', async () => {
      const id = fresh(12_345);
      const whole = await token(ctx(), { Reference: `tst:${id}`, ShowCreditCard: true });
      expect(whole.statusCode).toBe(200);
      const answer = whole.json<PaymentTokenResponse>();
      expect(answer.Amount).toBe(123.45);
      expect(answer.FormUrl).toBe(fake.formUrl);
      expect(fake.forms.get(answer.Token)).toMatchObject({
        amount: '123.45',
        invoiceNumber: answer.InvoiceNumber,
      });
      expect(fake.forms.get(answer.Token)!.communicatorUrl).toMatch(
        /\/api\/v1\/authorize-net\/communicator$/,
      );

      const part = await token(ctx(), { Reference: `tst:${id}`, Amount: 50 });
      expect(part.json<PaymentTokenResponse>().Amount).toBe(50);
      expect(fake.forms.get(part.json<PaymentTokenResponse>().Token)!.amount).toBe('50.00');

      const over = await token(ctx(), { Reference: `tst:${id}`, Amount: 123.46 });
      expect(over.statusCode).toBe(400);
      expect(over.json().Message).toBe(PaymentMessages.AmountOverDue);
      const zero = await token(ctx(), { Reference: `tst:${id}`, Amount: 0 });
      expect(zero.json().Message).toBe(PaymentMessages.EnterAmount);
    });

    it('refuses references nobody registered, unknown records and records the caller may not pay', async () => {
      const staffOnly = fresh(1000, 'staff');
      for (const Reference of ['nope:1', 'tst:missing', `tst:${staffOnly}`, 'tst:']) {
        const res = await token(ctx(), { Reference });
        expect(res.statusCode, Reference).toBe(404);
      }
      const signedIn = await ctx().app.inject({
        method: 'POST',
        url: TOKEN_PATH,
        headers: { authorization: `Bearer ${s.token}`, [CSRF_HEADER]: s.csrf },
        payload: { Reference: `tst:${staffOnly}` },
      });
      expect(signedIn.statusCode).toBe(200);
    });

    it('records a verified payment once, however often it is reported', async () => {
      const id = fresh(20_000);
      const t = (await token(ctx(), { Reference: `tst:${id}`, Amount: 75.5 })).json<PaymentTokenResponse>();
      const { transId } = fake.pay(t.Token);
      const body = { Reference: `tst:${id}`, TransactionId: transId, Amount: 75.5 };

      const key = randomUUID();
      const first = await deposit(ctx(), s, body, key);
      expect(first.statusCode).toBe(200);
      // The same submission again (a retry after a lost answer) gets the first answer back.
      const replay = await deposit(ctx(), s, body, key);
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      // The frame reporting twice is two submissions: the second is refused.
      const twice = await deposit(ctx(), s, body, randomUUID());
      expect(twice.statusCode).toBe(409);
      expect(twice.json().Message).toBe(PaymentMessages.AlreadyRecorded);
      const again = await deposit(ctx(), s, body);
      expect(again.statusCode).toBe(409);

      const rows = await recorded(ctx(), `tst:${id}`);
      expect(rows.map((r) => [r.transaction_id, Number(r.amount_cents)])).toEqual([[transId, 7550]]);
    });

    it('refuses an amount other than the form asked for, from the provider or from the browser', async () => {
      const id = fresh(20_000);
      const t = (await token(ctx(), { Reference: `tst:${id}`, Amount: 40 })).json<PaymentTokenResponse>();
      const other = fake.pay(t.Token, { chargedAmount: '4.00' });
      const charged = await deposit(ctx(), s, {
        Reference: `tst:${id}`,
        TransactionId: other.transId,
        Amount: 4,
      });
      expect(charged.statusCode).toBe(400);
      expect(charged.json().Message).toBe(PaymentMessages.AmountMismatch);

      const right = fake.pay(t.Token);
      const claimed = await deposit(ctx(), s, {
        Reference: `tst:${id}`,
        TransactionId: right.transId,
        Amount: 400,
      });
      expect(claimed.json().Message).toBe(PaymentMessages.AmountMismatch);
      expect(await recorded(ctx(), `tst:${id}`)).toEqual([]);
    });

    it("refuses a declined transaction, an unknown one and another record's", async () => {
      const id = fresh(10_000);
      const t = (await token(ctx(), { Reference: `tst:${id}` })).json<PaymentTokenResponse>();
      const declined = fake.pay(t.Token, { decline: true });
      const res = await deposit(ctx(), s, {
        Reference: `tst:${id}`,
        TransactionId: declined.transId,
        Amount: 100,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(PaymentMessages.NotApproved);

      const unknown = await deposit(ctx(), s, {
        Reference: `tst:${id}`,
        TransactionId: '999999',
        Amount: 100,
      });
      expect(unknown.json().Message).toBe(PaymentMessages.UnknownTransaction);

      const paid = fake.pay(t.Token);
      const otherId = fresh(10_000);
      const elsewhere = await deposit(ctx(), s, {
        Reference: `tst:${otherId}`,
        TransactionId: paid.transId,
        Amount: 100,
      });
      expect(elsewhere.json().Message).toBe(PaymentMessages.NotOurs);
      expect(await recorded(ctx(), `tst:${id}`)).toEqual([]);
      expect(await recorded(ctx(), `tst:${otherId}`)).toEqual([]);
    });

    it('says clearly when the provider refuses or does not answer, and records nothing', async () => {
      const id = fresh(10_000);
      const t = (await token(ctx(), { Reference: `tst:${id}` })).json<PaymentTokenResponse>();
      const paid = fake.pay(t.Token);
      const body = { Reference: `tst:${id}`, TransactionId: paid.transId, Amount: 100 };

      fake.refuse = true;
      const refused = await deposit(ctx(), s, body);
      expect(refused.statusCode).toBe(502);
      expect(refused.json().Message).toBe(PaymentMessages.GatewayRefused);
      const noForm = await token(ctx(), { Reference: `tst:${id}` });
      expect(noForm.statusCode).toBe(502);

      fake.refuse = false;
      fake.hang = true;
      const key = randomUUID();
      const silent = await deposit(ctx(), s, body, key);
      expect(silent.statusCode).toBe(503);
      expect(silent.json().Message).toBe(PaymentMessages.GatewayUnavailable);
      expect(await recorded(ctx(), `tst:${id}`)).toEqual([]);

      // Once the provider answers again, the same submission goes through, once.
      fake.hang = false;
      expect((await deposit(ctx(), s, body, key)).statusCode).toBe(200);
      expect(await recorded(ctx(), `tst:${id}`)).toHaveLength(1);
    });

    it("lets the provider's form frame our communicator page, which relays its messages", async () => {
      const page = await ctx().app.inject({ method: 'GET', url: '/api/v1/authorize-net/communicator' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${fake.url}`);
      expect(page.headers['x-frame-options']).toBeUndefined();
      expect(page.body).toContain('/api/v1/authorize-net/communicator.js');
      const script = await ctx().app.inject({ method: 'GET', url: '/api/v1/authorize-net/communicator.js' });
      expect(script.body).toContain("source: 'canopy-payment'");
    });

    it('keeps a webhook notification once when its signature is good and refuses a bad one', async () => {
      const notificationId = randomUUID();
      const raw = JSON.stringify({
        notificationId,
        eventType: 'net.authorize.payment.authcapture.created',
        eventDate: new Date().toISOString(),
        webhookId: randomUUID(),
        payload: { responseCode: 1, authAmount: 45, entityName: 'transaction', id: '60000000042' },
      });
      const send = (signature: string | undefined, body = raw) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/v1/authorize-net/webhook',
          headers: {
            'content-type': 'application/json',
            ...(signature ? { 'x-anet-signature': signature } : {}),
          },
          payload: body,
        });
      const stored = () =>
        ctx()
          .dbh.db.selectFrom('payment_webhook_events')
          .selectAll()
          .where('notification_id', '=', notificationId)
          .execute();

      expect((await send(undefined)).statusCode).toBe(401);
      expect((await send(signHmacSha512(raw, 'another key'))).statusCode).toBe(401);
      // The body changed after signing: the signature no longer holds.
      expect((await send(signHmacSha512(raw, SIGNATURE_KEY), raw.replace('45', '4500'))).statusCode).toBe(
        401,
      );
      expect(await stored()).toEqual([]);

      const good = await send(signHmacSha512(raw, SIGNATURE_KEY));
      expect(good.statusCode).toBe(200);
      expect((await send(signHmacSha512(raw, SIGNATURE_KEY).toLowerCase())).statusCode).toBe(200);
      const rows = await stored();
      expect(rows.map((r) => [r.event_type, r.transaction_id])).toEqual([
        ['net.authorize.payment.authcapture.created', '60000000042'],
      ]);
    });
  },
  {
    env: {
      PAYMENT_GATEWAY: 'authorize-net',
      AUTHORIZE_NET_LOGIN_ID: fake.loginId,
      AUTHORIZE_NET_TRANSACTION_KEY: fake.transactionKey,
      AUTHORIZE_NET_SIGNATURE_KEY: SIGNATURE_KEY,
      AUTHORIZE_NET_API_URL: fake.apiUrl,
      AUTHORIZE_NET_FORM_URL: fake.formUrl,
      PAYMENT_TIMEOUT_MS: '500',
    },
    extra: payableTestRoutes,
  },
);
