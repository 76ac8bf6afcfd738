import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ChemicalPage, MetaItemPage } from '../pages/ChemicalPage';
import { LoginPage } from '../pages/LoginPage';
import { inContext, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('chemicals and inventory meta items', () => {
  it('an administrator adds a chemical, is asked about a duplicate name, and links the chemical to a new insect', () =>
    inContext(browser, 'chemical and insect', async ({ page }) => {
      await (await new LoginPage(page).open()).signIn('admin', inject('password'));
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));

      const chemicals = new ChemicalPage(page);
      await chemicals.openList();
      await chemicals.fillNew({
        name: 'Journey Neem Oil',
        epaNumber: '70051-2',
        mixRate: '1.5',
        unit: 'fl oz',
        carrier: '1 gal',
      });
      expect(await chemicals.dilution.innerText()).toBe('Dilution: 1.5 fl oz per 1 gal');
      await chemicals.create.click();
      await page.getByText('Chemical Created Successfully').waitFor();
      await page.waitForURL(/\/chemicals\/info\?id=\d+/);
      await page.getByRole('heading', { name: 'Chemical: Journey Neem Oil' }).waitFor();

      // The same name in another case: the spec's question, and Cancel keeps the user on the form.
      await chemicals.openList();
      await chemicals.fillNew({ name: 'journey NEEM oil' });
      await chemicals.create.click();
      await chemicals.duplicateDialog.waitFor();
      expect(await chemicals.duplicateDialog.innerText()).toContain(
        'A chemical with this name already exists. Are you sure you want to continue?',
      );
      await chemicals.duplicateDialog.getByRole('button', { name: 'Cancel' }).click();
      await chemicals.duplicateDialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/chemicals/add');
      expect(await chemicals.name.inputValue()).toBe('journey NEEM oil');

      await chemicals.openList();
      const row = await chemicals.find('Journey Neem Oil');
      expect(await row.getByRole('cell').nth(2).innerText()).toBe('1.5 fl oz per 1 gal');
      await page.getByText('1 result', { exact: true }).waitFor();

      const insects = new MetaItemPage(page, 'insects');
      await insects.openList();
      await page.getByRole('button', { name: 'Add Insect' }).click();
      await insects.name.fill('Test Borer');
      await insects.linkChemical('Journey Neem', 'Journey Neem Oil (EPA 70051-2)');
      await page.getByRole('button', { name: 'Create insect' }).click();
      await page.getByText('Insect Added Successfully').waitFor();
      await page.waitForURL(/\/insects\/info\?id=\d+/);

      await page.reload();
      await page.getByRole('heading', { name: 'Insect: Test Borer' }).waitFor();
      await insects.linkedChemical('Journey Neem Oil (EPA 70051-2)').waitFor();
      expect(await insects.linkedChemical(/Journey Neem Oil/).count()).toBe(1);
    }));
});
