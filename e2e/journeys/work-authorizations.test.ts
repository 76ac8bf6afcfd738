import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { WorkAuthorizationStatuses as S, type WorkAuthorizationListItem } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { beyondScreen } from '../support/layout';

// The office manager, on a phone, opens a work authorization the customer has not answered yet,
// approves two of its three services, records a deposit paid by check, confirms it and follows
// the link to one of the work orders the confirmation made.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, username: string) {
  await (await new LoginPage(page).open()).signIn(username, inject('password'));
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

describe('work authorizations', () => {
  it('the office approves two services, takes a check deposit, confirms and opens a work order (phone)', () =>
    inContext(
      browser,
      'work authorization phone',
      async ({ page }) => {
        const office = await apiSignIn('officemanager');
        // The demo's Created authorization, made before any journey confirmed a proposal of its own on
        // this server: the one with the lowest id.
        const created = await apiPost<WorkAuthorizationListItem[]>(office, '/workAuthorization/_search', {
          Query: '',
          Skip: 0,
          Take: 100,
          StatusIds: [S.Created],
        });
        const wa = created.reduce<WorkAuthorizationListItem | undefined>(
          (first, w) => (first && first.Id < w.Id ? first : w),
          undefined,
        );
        expect(wa).toBeDefined();

        await signIn(page, 'officemanager');
        await page.goto('/workauthorization');
        await page.getByRole('heading', { name: 'Work Authorizations' }).waitFor();
        await page.getByPlaceholder('Search number, account, address').fill(wa!.ProposalNumber);
        // The unfiltered list may show the same account; tap only once the search has narrowed it
        // to this authorization, or the tap can land on a row the search then replaces.
        const rows = page.getByRole('checkbox', { name: /^Select / });
        await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
        await page.getByRole('checkbox', { name: `Select ${wa!.ProposalNumber}` }).waitFor();
        const row = page.getByText(wa!.AccountName).first();
        await row.waitFor();
        expect(await beyondScreen(page)).toEqual([]);
        await row.tap();
        await page.waitForURL(`**/workauthorization/info?id=${wa!.Id}`);
        await page.getByRole('heading', { name: 'Work Authorization', exact: true }).waitFor();
        expect(await beyondScreen(page)).toEqual([]);

        const services = ['Structural Pruning', 'Crown Cleaning', 'Apple Scab Program'];
        for (const name of services) await page.getByRole('checkbox', { name, exact: true }).waitFor();
        for (const name of services.slice(0, 2)) {
          const box = page.getByRole('checkbox', { name, exact: true });
          await page.getByText(name, { exact: true }).tap();
          await expect.poll(() => box.isChecked()).toBe(true);
        }
        expect(await page.getByRole('checkbox', { name: services[2], exact: true }).isChecked()).toBe(false);
        expect(await beyondScreen(page)).toEqual([]);

        await page.getByRole('button', { name: 'Payment' }).tap();
        const pay = page.getByRole('dialog', { name: 'Payment' });
        await pay.getByText('Check', { exact: true }).tap();
        await pay.getByLabel('Amount').fill('150');
        await pay.getByLabel('Check number').fill('4412');
        expect(await beyondScreen(page)).toEqual([]);
        await pay.getByRole('button', { name: 'Pay' }).tap();
        await pay.waitFor({ state: 'hidden' });
        await page.getByText('$150.00 · Deposit · check 4412').waitFor();
        expect(await beyondScreen(page)).toEqual([]);

        await page.getByRole('button', { name: 'Confirm', exact: true }).tap();
        await page.getByText('Work authorization confirmed').first().waitFor();
        await page.getByText('Status: Confirmed').waitFor();
        const orders = page.getByRole('button', { name: /^Work order \d+$/ });
        await orders.first().waitFor();
        expect(await orders.count()).toBeGreaterThan(0);
        expect(await beyondScreen(page)).toEqual([]);

        const label = (await orders.first().textContent())!;
        const orderId = label.replace('Work order ', '');
        await orders.first().tap();
        await page.waitForURL(`**/workorders/info?id=${orderId}`);
        await page.getByText('Structural Pruning').first().waitFor();
        expect(await beyondScreen(page)).toEqual([]);
      },
      PHONE,
    ));
});
