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
  it('gives an administrator every entry and the settings gear', () =>
    inContext(browser, 'menu administrator', async ({ page }) => {
      await (await new LoginPage(page).open()).signIn('admin', inject('password'));
      await page.waitForURL('**/accounts');
      const shell = new Shell(page);
      expect(await shell.menuGroups()).toEqual([
        'Admin',
        'Commissions Reports',
        'Schedules',
        'Financial Reports',
      ]);
      expect(await shell.menuLinks()).toEqual([
        'Dashboard',
        'Promotions',
        'Services',
        'Accounts',
        'Employee Draw',
        'Service Requests',
        'Contracts',
        'Proposals',
        'Work Authorizations',
        'Work Orders',
        'Equipment Problems',
        'Invoices',
        'Payroll',
      ]);
      await shell.settings.waitFor();
      await shell.openGroup('Admin');
      await shell.go('User Roles');
      await page.waitForURL('**/roles/');
      await page.getByRole('cell', { name: 'Foreman', exact: true }).waitFor();
    }));

  it('gives a foreman only work orders and the daily schedule', () =>
    inContext(browser, 'menu foreman', async ({ page }) => {
      await (await new LoginPage(page).open()).signIn('foreman', inject('password'));
      await page.waitForURL('**/schedules/daily');
      const shell = new Shell(page);
      expect(await shell.menuGroups()).toEqual(['Schedules']);
      expect(await shell.menuLinks()).toEqual(['Work Orders', 'Daily Schedule']);
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
