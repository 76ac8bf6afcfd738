import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { WorkAuthorizationStatuses as S, type WorkAuthorization } from '@canopy/shared';
import { apiGet, apiPost, apiSignIn } from '../support/api';
import { KIB, ScriptLog } from '../bench/firstLoad';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { beyondScreen } from '../support/layout';

/**
 * A customer page's own small bundle, in gzip bytes of JavaScript (the issue allows 120 KiB). About
 * 21 KiB since Preact draws it: 97 KiB in 20 files while it shared React with the office console.
 */
const PUBLIC_PAGE_BUDGET = 32 * KIB;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('customer pages', () => {
  it('open on a phone from their own small bundle, without the office console', () =>
    inContext(
      browser,
      'public pages bundle',
      async ({ page }) => {
        // The console's entry script, as its page names it: a customer page must never fetch it.
        const officeHtml = await (await page.request.get('/')).text();
        const officeEntry = /<script type="module" crossorigin src="([^"]+)"/.exec(officeHtml)?.[1];
        expect(officeEntry).toMatch(/^\/assets\/.+\.js$/);

        const log = await ScriptLog.start(page);
        const answer = await page.goto('/authorization?id=not-a-link-of-ours');
        expect(answer?.headers()['content-security-policy']).toContain('frame-src');
        await page.getByRole('heading', { name: 'Work Authorization' }).waitFor();
        // A link that names no work authorization says so, rather than showing an empty page.
        await page.getByText('Failed to find work authorization').waitFor();

        const cost = await log.until('Work Authorization');
        const listing = cost.scripts.map((s) => `${s.gzip} ${s.path}`).join('\n');
        expect(cost.gzip, listing).toBeLessThanOrEqual(PUBLIC_PAGE_BUDGET);
        expect(cost.scripts.map((s) => s.path)).not.toContain(officeEntry);
        expect(cost.scripts.length, listing).toBeGreaterThan(0);
        expect(await beyondScreen(page)).toEqual([]);
      },
      PHONE,
    ));

  it("show the company and the proposal with the page itself, before the page's scripts arrive", async () => {
    const office = await apiSignIn('officemanager');
    // Any authorization a customer may hold a link to: the customer journeys sign the demo's one
    // sent to the client, and may run before this one against the same server.
    const [sent] = await apiPost<{ Id: number }[]>(office, '/workAuthorization/_search', {
      StatusIds: [S.SentToClient, S.ReceivedFromClient, S.Printed, S.Created],
      Take: 1,
    });
    expect(sent, 'a demo authorization with a customer link').toBeDefined();
    const wa = await apiGet<WorkAuthorization>(office, `/workAuthorization/${sent!.Id}`);
    await inContext(
      browser,
      'customer page first paint',
      async ({ page }) => {
        // The page's scripts never arrive: what shows is what the server sent.
        await page.route('**/assets/public/**/*.js', (route) => route.abort());
        await page.goto(`/authorization?id=${encodeURIComponent(wa.EncryptedId!)}`);
        const heading = page.locator('.cp-wa-heading');
        await expect(heading.textContent()).resolves.toContain(`Proposal ${wa.ProposalNumber}`);
        expect(await heading.textContent()).toContain(wa.AccountName);
        expect(await page.locator('.cp-company-name').textContent()).toBeTruthy();
        // Styled from the start: the page's own stylesheet came inline, not as a file to wait for.
        const card = page.locator('.cp-public-card');
        expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
        expect(await card.evaluate((el) => getComputedStyle(el).paddingTop)).toBe('20px');
        expect(await page.locator('link[rel=stylesheet]').count()).toBe(0);
        expect(await beyondScreen(page)).toEqual([]);
      },
      PHONE,
    );
  });
});
