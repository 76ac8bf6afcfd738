import { CSRF_HEADER, PaymentMessages, type PaymentTokenResponse } from '@canopy/shared';
import { expect, it } from 'vitest';
import { describeEngines, type TestCtx } from './harness';
import { DEPOSIT_PATH, dues, payableTestRoutes } from './support/card-payment-fixtures';

const form = (ctx: TestCtx, url: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The transaction response the stand-in form hands the page that holds its frame. */
function transactResponse(html: string): { transId: string; responseCode: string; totalAmount: string } {
  const qstr = /data-qstr="([^"]*)"/
    .exec(html)![1]!
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  const params = /^action=transactResponse&response=(.*)$/.exec(qstr)!;
  return JSON.parse(params[1]!) as { transId: string; responseCode: string; totalAmount: string };
}

describeEngines(
  'the built-in payment sandbox',
  (ctx) => {
    it('pays a deposit end to end on one machine: token, stand-in form, verified record', async () => {
      dues.set('sb1', 50_000);
      const t = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/authorize-net/payment-token',
        payload: { Reference: 'tst:sb1', Amount: 125 },
      });
      const token = t.json<PaymentTokenResponse>();
      expect(token.FormUrl).toBe('/api/v1/payment-sandbox/form');

      const page = await form(ctx(), token.FormUrl, { token: token.Token });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('$125.00');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");

      const paid = await form(ctx(), '/api/v1/payment-sandbox/pay', {
        token: token.Token,
        cardNumber: '4111 1111 1111 1111',
      });
      const response = transactResponse(paid.body);
      expect(response).toMatchObject({ responseCode: '1', totalAmount: '125.00' });

      const s = await ctx().login('admin');
      const record = (TransactionId: string) =>
        ctx().app.inject({
          method: 'POST',
          url: DEPOSIT_PATH,
          headers: { authorization: `Bearer ${s.token}`, [CSRF_HEADER]: s.csrf },
          payload: { Reference: 'tst:sb1', TransactionId, Amount: 125 },
        });
      expect((await record(response.transId)).statusCode).toBe(200);
      expect((await record(response.transId)).statusCode).toBe(409);

      const declinedPage = await form(ctx(), '/api/v1/payment-sandbox/pay', {
        token: token.Token,
        cardNumber: '4000 0000 0000 0002',
      });
      const declined = transactResponse(declinedPage.body);
      expect(declined.responseCode).toBe('2');
      expect((await record(declined.transId)).json().Message).toBe(PaymentMessages.NotApproved);

      const rows = await ctx()
        .dbh.db.selectFrom('card_payments')
        .selectAll()
        .where('reference', '=', 'tst:sb1')
        .execute();
      expect(rows.map((r) => [r.gateway, Number(r.amount_cents)])).toEqual([['sandbox', 12_500]]);
    });

    it('refuses a token it never gave', async () => {
      const res = await form(ctx(), '/api/v1/payment-sandbox/form', { token: 'made-up' });
      expect(res.statusCode).toBe(404);
      const pay = await form(ctx(), '/api/v1/payment-sandbox/pay', {
        token: 'made-up',
        cardNumber: '4111111111111111',
      });
      expect(pay.statusCode).toBe(404);
    });
  },
  { extra: payableTestRoutes },
);
