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
