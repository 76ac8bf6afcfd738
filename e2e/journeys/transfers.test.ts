import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { beyondScreen } from '../support/layout';

// A Wednesday far ahead that no demo schedule or transfer reaches, a different one each run so a
// rerun on the same server meets no earlier request's loan.
const day = new Date(Date.UTC(2031, 0, 8 + 7 * Math.floor(Math.random() * 400)));
const iso = day.toISOString().slice(0, 10);
const typed = `${day.getUTCMonth() + 1}/${day.getUTCDate()}/${day.getUTCFullYear()}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page) {
  await (await new LoginPage(page).open()).signIn('admin', inject('password'));
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

async function fillDate(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Tab');
}

describe('resource transfers', () => {
  it('an admin borrows Lakeview’s spider lift for North Shore, confirms it with an asset, and the calendar shows it', () =>
    inContext(browser, 'transfer journey', async ({ page }) => {
      await signIn(page);
      const shell = new Shell(page);
      await page.goto('/transfer/');
      await shell.heading.filter({ hasText: 'Resource Transfers' }).waitFor();

      await page.getByRole('combobox', { name: 'Equipment type' }).click();
      await page.getByRole('option', { name: 'Spider Lift' }).click();
      await fillDate(page, 'Start date', typed);
      await fillDate(page, 'End date', typed);
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      const lakeview = page.getByRole('listitem', { name: 'Lakeview' });
      await lakeview.getByRole('button', { name: 'Request' }).click();
      const send = page.getByRole('dialog');
      await send.getByRole('button', { name: 'Send request' }).click();
      await page
        .getByText('Transfer request sent. Please refer to Transfer Request screen to know the status')
        .waitFor();
      await page.waitForURL('**/transfer?action=3**');

      // The newest request heads the list; the admin works in Lakeview too, so may confirm it.
      const row = page.locator('tbody tr').first();
      await row.getByText('Pending').waitFor();
      await row.getByRole('button', { name: 'Confirmed' }).click();
      const confirm = page.getByRole('dialog');
      const asset = confirm.getByRole('checkbox').first();
      await asset.waitFor();
      const assetNumber = await asset.evaluate(
        (el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '',
      );
      await asset.check();
      await confirm.getByRole('button', { name: 'Confirmed' }).click();
      await page.getByText('Transfer request updated').waitFor();
      await row.getByText('Confirmed').waitFor();
      expect(assetNumber).toMatch(/^LV-SL-/);

      await page.goto(`/schedules/resources?date=${iso}&branchIds=${encodeURIComponent('[1]')}`);
      const wednesday = page.getByRole('region', { name: `Wednesday ${typed}` });
      await wednesday.getByText(assetNumber, { exact: true }).waitFor();
      await wednesday.getByText('from Lakeview').waitFor();
      const thursday = page.getByRole('region', { name: /^Thursday / });
      expect(await thursday.getByText(assetNumber, { exact: true }).count()).toBe(0);
    }));

  it('fits a phone screen', () =>
    inContext(
      browser,
      'transfers phone',
      async ({ page }) => {
        await signIn(page);
        await page.goto('/transfer/');
        await page.getByRole('button', { name: 'Find', exact: true }).waitFor();
        expect(await beyondScreen(page)).toEqual([]);
        await page.goto('/transfer/?action=3');
        await page.locator('[aria-label^="Transfer request "]').first().waitFor();
        expect(await beyondScreen(page)).toEqual([]);
        await page.goto(`/schedules/resources?date=${iso}`);
        await page.getByRole('region', { name: `Wednesday ${typed}` }).waitFor();
        expect(await beyondScreen(page)).toEqual([]);
      },
      PHONE,
    ));
});
