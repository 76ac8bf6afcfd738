import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Messages } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { RolePage } from '../pages/RolePage';
import { Shell } from '../pages/Shell';
import { inContext, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('user roles', () => {
  it('lets an administrator create a role with a landing page and claims that stay saved', () =>
    inContext(browser, 'roles create estimator', async ({ page }) => {
      await (await new LoginPage(page).open()).signIn('admin', inject('password'));
      await page.waitForURL('**/accounts');
      const shell = new Shell(page);
      await shell.openGroup('Admin');
      await shell.go('User Roles');
      await page.waitForURL('**/roles/');

      const roles = new RolePage(page);
      await roles.addRole('Estimator', 'Accounts');
      await page.waitForURL(/\/roles\/info\?id=\d+$/);
      await page.getByText(Messages.RoleCreated).waitFor();
      await roles.heading.filter({ hasText: 'Estimator' }).waitFor();
      expect(await roles.claim('Account', 'Read Only').isChecked()).toBe(false);

      await roles.grant('Account', 'Read Only');
      await roles.grant('Proposals', 'Personal');
      await roles.saveClaims.click();
      await page.getByText(Messages.RoleSaved).waitFor();

      await roles.back.click();
      await page.waitForURL('**/roles/');
      const row = roles.listRow('Estimator');
      await row.waitFor();
      expect(await row.getByRole('cell').allInnerTexts()).toEqual(['Estimator', 'Accounts', '0']);

      await row.click();
      await page.waitForURL(/\/roles\/info\?id=\d+$/);
      await page.reload();
      await roles.heading.filter({ hasText: 'Estimator' }).waitFor();
      await roles.claim('Account', 'Read Only').waitFor();
      expect(await roles.claim('Account', 'Read Only').isChecked()).toBe(true);
      expect(await roles.claim('Account', 'Full').isChecked()).toBe(false);
      expect(await roles.claim('Proposals', 'Personal').isChecked()).toBe(true);
      expect(await roles.claim('Proposals', 'Read Only').isChecked()).toBe(false);
      expect(await roles.landingPage.inputValue()).toBe('Accounts');
    }));
});
