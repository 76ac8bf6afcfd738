import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEngines } from './harness';

const dist = mkdtempSync(join(tmpdir(), 'canopy-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');

describeEngines(
  'the console with a card provider',
  (ctx) => {
    it('lets the provider form into the multiple payment screen, and nothing else from outside', async () => {
      const page = await ctx().app.inject({ method: 'GET', url: '/invoices/payments?accountId=3' });
      expect(page.body).toContain('<title>console</title>');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("frame-src 'self' https://accept.example.net");
      expect(csp).toContain("form-action 'self' https://accept.example.net");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
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
