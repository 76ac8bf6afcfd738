import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BranchPage, SalesTerritoryPage } from '../pages/BranchPage';
import { LoginPage } from '../pages/LoginPage';
import { inContext, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('branches and sales territories', () => {
  it('an administrator sets up a branch with a phone and a territory with its zip codes', () =>
    inContext(browser, 'branch and territory setup', async ({ page }) => {
      await (await new LoginPage(page).open()).signIn('admin', inject('password'));
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));

      const branches = new BranchPage(page);
      await branches.openList();
      await branches.create({ name: 'Oak Park', manager: 'Brenda Walsh', phone: '7085550123' });
      await page.getByText('Branch Saved Successfully').waitFor();

      await branches.openList();
      const row = await branches.find('Oak Park');
      expect(await row.getByRole('cell').allInnerTexts()).toEqual([
        'Oak Park',
        'ACTIVE',
        'Brenda Walsh',
        '(708) 555-0123',
      ]);
      await row.click();
      await page.waitForURL(/\/branches\/info\?id=\d+/);
      await page.reload();
      await branches.phone(1).waitFor();
      expect(await branches.phone(1).inputValue()).toBe('(708) 555-0123');
      expect(await branches.preferred(1).isChecked()).toBe(true);
      expect(await branches.manager.inputValue()).toBe('Brenda Walsh');

      const territories = new SalesTerritoryPage(page);
      await territories.create({ name: 'Oak Park Village', branch: 'Oak Park' });
      await territories.addZips(['60301', '603']);
      await page.getByRole('tab', { name: 'Zip Codes (2)' }).waitFor();
      expect(await territories.zip(1).inputValue()).toBe('00603');
      expect(await territories.zip(2).inputValue()).toBe('60301');

      await territories.addZips(['60301']);
      await page.getByText('The following zip codes are duplicated: 60301').waitFor();
      expect(await territories.zip(3).getAttribute('aria-invalid')).toBe('true');
    }));
});
