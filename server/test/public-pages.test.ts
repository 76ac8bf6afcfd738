import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { EMBEDDED_ANSWER_ID, type CustomerWorkAuthorization } from '@canopy/shared';
import { customerWaFrameHtml } from '@canopy/shared/work-authorizations/customer-frame';
import { describeEngines } from './harness';
import { confirmedWa, getWa } from './work-authorizations.fixtures';

// A stand-in build: the console's page and the customer pages' own.
const dist = mkdtempSync(join(tmpdir(), 'canopy-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
mkdirSync(join(dist, 'assets', 'public'));
writeFileSync(join(dist, 'assets', 'public', 'public-1.css'), '.cp-wa-heading{margin:0}');
writeFileSync(
  join(dist, 'public-pages.html'),
  '<!doctype html><title>customer</title>' +
    '<link rel="stylesheet" crossorigin href="/assets/public/public-1.css"><div id="root"></div>',
);

describeEngines(
  'the customer pages bundle',
  (ctx) => {
    it('is what /authorization gets, with a policy that lets the payment form in; other paths get the console', async () => {
      const page = await ctx().app.inject({ method: 'GET', url: '/authorization?id=abc' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>customer</title>');
      expect(page.body).toContain('<div id="root"></div>');
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

    it("comes with its first paint for a customer's link: the top of the page drawn, the styles inline and the answer in it", async () => {
      const c = await confirmedWa(ctx());
      const wa = await getWa(ctx(), c.office, c.id);
      // A name that would end the embedded answer or the markup if either were not escaped.
      await ctx()
        .dbh.db.updateTable('accounts')
        .set({ name: 'Oak & "Elm" </script><b>Care</b>' })
        .where('id', '=', wa.AccountId)
        .execute();
      const link = wa.EncryptedId!;
      const page = await ctx().app.inject({
        method: 'GET',
        url: `/authorization?id=${encodeURIComponent(link)}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // Nothing left to preload: the answer is in the page.
      expect(page.headers.link).toBeUndefined();

      const api = await ctx().app.inject({
        method: 'GET',
        url: `/api/v1/workAuthorization/getByEncryptedId/${encodeURIComponent(link)}`,
      });
      const answer = api.json<CustomerWorkAuthorization>();
      expect(answer.AccountName).toBe('Oak & "Elm" </script><b>Care</b>');
      const { Company, ...shown } = answer;
      expect(page.body).toContain(`<div id="root">${customerWaFrameHtml(shown, Company)}</div>`);
      expect(page.body).toContain('Oak &amp; &quot;Elm&quot; &lt;/script&gt;&lt;b&gt;Care&lt;/b&gt;');
      expect(page.body).toContain('<style>.cp-wa-heading{margin:0}</style>');
      expect(page.body).not.toContain('rel="stylesheet"');

      // The embedded answer is the API's, byte for byte once unescaped, and nothing in it ends its element.
      const open = `<script type="application/json" id="${EMBEDDED_ANSWER_ID}" data-link="${link}">`;
      const start = page.body.indexOf(open) + open.length;
      const text = page.body.slice(start, page.body.indexOf('</script>', start));
      expect(JSON.parse(text)).toEqual(answer);
      expect(text).not.toContain('<');

      // A link the API refuses gets the plain page, which asks and shows the refusal itself.
      const bad = await ctx().app.inject({ method: 'GET', url: `/authorization?id=${link.slice(0, -3)}xyz` });
      expect(bad.statusCode).toBe(200);
      expect(bad.body).toContain('<div id="root"></div>');
      expect(bad.body).not.toContain(EMBEDDED_ANSWER_ID);
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
