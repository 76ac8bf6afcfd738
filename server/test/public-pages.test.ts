import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEngines } from './harness';

// A stand-in build: the console's page and the customer pages' own.
const dist = mkdtempSync(join(tmpdir(), 'canopy-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
writeFileSync(join(dist, 'public-pages.html'), '<!doctype html><title>customer</title>');

describeEngines(
  'the customer pages bundle',
  (ctx) => {
    it('is what /authorization gets, with a policy that lets the payment form in; other paths get the console', async () => {
      const page = await ctx().app.inject({ method: 'GET', url: '/authorization?id=abc' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>customer</title>');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("frame-src 'self' https://accept.example.net");
      expect(csp).toContain("form-action 'self' https://accept.example.net");
      expect(csp).toContain("frame-ancestors 'none'");

      // The page's first data call is announced with it, so the browser fetches it beside the scripts.
      expect(page.headers.link).toBe(
        '</api/v1/workAuthorization/getByEncryptedId/abc>; rel=preload; as=fetch; crossorigin=anonymous',
      );
      const odd = await ctx().app.inject({ method: 'GET', url: '/authorization?id=a%2Bb%3C%3E' });
      expect(odd.headers.link).toBe(
        '</api/v1/workAuthorization/getByEncryptedId/a%2Bb%3C%3E>; rel=preload; as=fetch; crossorigin=anonymous',
      );
      // The admin view's call carries the staff token, which a preload cannot: none is announced.
      for (const url of ['/authorization?id=abc&view=admin', '/authorization']) {
        const bare = await ctx().app.inject({ method: 'GET', url });
        expect([bare.statusCode, bare.headers.link], url).toEqual([200, undefined]);
      }

      // The customer's invoice is a page of the same bundle, its data announced the same way.
      const invoice = await ctx().app.inject({ method: 'GET', url: '/invoiceview?id=xyz' });
      expect(invoice.body).toContain('<title>customer</title>');
      expect(invoice.headers.link).toBe(
        '</api/v1/invoices/getByEncryptedId/xyz>; rel=preload; as=fetch; crossorigin=anonymous',
      );

      for (const url of ['/proposalview?id=abc', '/accounts', '/authorizations']) {
        const other = await ctx().app.inject({ method: 'GET', url });
        expect(other.body, url).toContain('<title>console</title>');
      }
    });
  },
  {
    env: {
      CLIENT_DIST: dist,
      PAYMENT_GATEWAY: 'authorize-net',
      AUTHORIZE_NET_LOGIN_ID: 'login',
      AUTHORIZE_NET_TRANSACTION_KEY: 'key',
      AUTHORIZE_NET_FORM_URL: 'https://accept.example.net/payment/payment',
    },
  },
);
