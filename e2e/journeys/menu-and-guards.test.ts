import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Messages } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { inContext, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the menu follows the claims', () => {
  it(
    'gives an administrator the settings gear and entries that each open a built screen, never "Coming soon"',
    () =>
      inContext(browser, 'menu administrator', async ({ page }) => {
        await (await new LoginPage(page).open()).signIn('admin', inject('password'));
        await page.waitForURL('**/accounts');
        const shell = new Shell(page);
        await shell.settings.waitFor();
        const groups = await shell.menuGroups();
        expect(groups).toContain('Admin');
        for (const group of groups) await shell.openGroup(group);
        expect(await shell.menuLinks()).toEqual(
          expect.arrayContaining(['Accounts', 'Work Orders', 'User Roles']),
        );
        const links = shell.menu.getByRole('link');
        const entries = await links.evaluateAll((as) =>
          as.map((a) => [a.textContent, a.getAttribute('href')]),
        );
        for (const [entry, href] of entries) {
          // Loaded afresh, the page on show is this entry's and no other's.
          await page.goto(href!);
          await shell.heading.first().waitFor();
          expect({ entry, comingSoon: await page.getByText('Coming soon').count() }).toEqual({
            entry,
            comingSoon: 0,
          });
        }
        await page.goto('/accounts');
        // On a loaded machine the restored session can take a while to draw the shell again.
        await shell.settings.waitFor({ timeout: 60_000 });
        await shell.openGroup('Admin');
        await shell.go('User Roles');
        await page.waitForURL('**/roles/');
        await page.getByRole('cell', { name: 'Foreman', exact: true }).waitFor();
      }),
    // One page load per menu entry, and the menu grows with every module built.
    180_000,
  );

  it('gives a foreman his daily schedule and his work orders', () =>
    inContext(browser, 'menu foreman', async ({ page }) => {
      await (await new LoginPage(page).open()).signIn('foreman', inject('password'));
      await page.waitForURL('**/schedules/daily');
      const shell = new Shell(page);
      await shell.heading.filter({ hasText: 'Daily Schedule' }).waitFor();
      expect(await shell.menuGroups()).toEqual(['Schedules']);
      if (!(await shell.menuLinks()).includes('Daily Schedule')) await shell.openGroup('Schedules');
      await expect
        .poll(async () => (await shell.menuLinks()).sort())
        .toEqual(['Daily Schedule', 'Work Orders']);
      expect(await shell.settings.count()).toBe(0);
    }));

  it('refuses a foreman the roles list: "Not Authorized" and the unauthorized page with the menu', () =>
    inContext(browser, 'guard foreman roles', async ({ page }) => {
      await (await new LoginPage(page).open()).signIn('foreman', inject('password'));
      await page.waitForURL('**/schedules/daily');
      await page.goto('/roles/');
      await page.waitForURL('**/unauthorized');
      await page.getByText(Messages.NotAuthorized).first().waitFor();
      const shell = new Shell(page);
      await shell.heading.filter({ hasText: Messages.NotAuthorized }).waitFor();
      expect(await shell.menuLinks()).toContain('Work Orders');
    }));
});
