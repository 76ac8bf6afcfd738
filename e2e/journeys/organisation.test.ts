import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Messages } from '@canopy/shared';
import { BranchPage } from '../pages/BranchPage';
import { EmployeePage } from '../pages/EmployeePage';
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

describe('organisation and access', () => {
  it('a new branch, a role with chosen claims and an employee in it: the employee sees exactly that menu', () =>
    inContext(browser, 'organisation end to end', async ({ page }) => {
      await (await new LoginPage(page).open()).signIn('admin', inject('password'));
      await page.waitForURL('**/accounts');

      const branches = new BranchPage(page);
      await branches.openList();
      await branches.create({ name: 'Elmhurst', manager: 'Brenda Walsh', phone: '6305550100' });
      await page.getByText(Messages.BranchSaved).waitFor();

      const roles = new RolePage(page);
      await page.goto('/roles/');
      await roles.addRole('Yard Supervisor', 'Work Orders');
      await page.waitForURL(/\/roles\/info\?id=\d+$/);
      await roles.heading.filter({ hasText: 'Yard Supervisor' }).waitFor();
      await roles.grant('Account', 'Read Only');
      await roles.grant('Work Order Menu', 'Personal');
      await roles.saveClaims.click();
      await page.getByText(Messages.RoleSaved).waitFor();

      const employees = new EmployeePage(page);
      await employees.openList();
      const password = 'Yard-Passw0rd!';
      await employees.add({
        firstName: 'Omar',
        lastName: 'Haddad',
        jobTitle: 'Foreman',
        branch: 'Elmhurst',
        portal: { username: 'ohaddad', password, role: 'Yard Supervisor' },
      });

      await new Shell(page).signOut();
      await page.waitForURL('**/login');
      await new LoginPage(page).signIn('ohaddad', password);
      await page.waitForURL('**/workorders/');
      const shell = new Shell(page);
      expect(await shell.menuGroups()).toEqual([]);
      expect(await shell.menuLinks()).toEqual(['Accounts', 'Work Orders']);
      expect(await shell.settings.count()).toBe(0);

      // A screen outside those claims is refused.
      await page.goto('/employees/');
      await page.waitForURL('**/unauthorized');
    }));
});
