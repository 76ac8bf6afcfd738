import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Messages } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { TaxRatePage } from '../pages/TaxRatePage';
import { inContext, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Alaska zips: the demo company's rates are all in Illinois, so these are this journey's own.
const BAD_CSV = ['ZipCode,TaxRate,EffectiveDate', '99501,7.5,1/1/2026', '9950,7.5,1/1/2026', ''].join('\r\n');
const GOOD_CSV = [
  'ZipCode,TaxRate,EffectiveDate',
  '99501,7.5,1/1/2026',
  '99502-1234,6.875,2026-07-01',
  '',
].join('\r\n');

describe('tax rates', () => {
  it('an administrator imports rates from a csv, fixing a bad file, then edits a rate inline', () =>
    inContext(browser, 'tax rate import and edit', async ({ page }) => {
      await (await new LoginPage(page).open()).signIn('admin', inject('password'));
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      const rates = new TaxRatePage(page);
      await rates.open();

      await rates.importCsv('alaska-rates.csv', BAD_CSV);
      await rates.dialog.getByText(Messages.TaxRateImportFailed).waitFor();
      await rates.dialog.getByText('Nothing was imported.', { exact: false }).waitFor();
      expect(await rates.importErrors.getByRole('listitem').allInnerTexts()).toEqual([
        'Line 3: "9950" is not a zip code. Please enter a zip code of 5 digits, or 5 digits, a dash and 4 digits.',
      ]);
      await rates.closeImport();
      await rates.find('9950');
      await page.getByText('No tax rates match').waitFor();

      await rates.importCsv('alaska-rates.csv', GOOD_CSV);
      await rates.dialog.getByText('Imported 2 tax rates: 2 added, 0 updated.').waitFor();
      await rates.closeImport();
      await rates.find('99501');
      const row = rates.row('99501');
      await row.waitFor();
      expect(await row.getByRole('cell').allInnerTexts()).toEqual([
        '99501',
        '7.50%',
        '1/1/2026',
        'ACTIVE',
        '',
        '',
      ]);

      await rates.editRate('99501', '7.8125');
      await page.getByText(Messages.UpdatedSuccessfully).waitFor();
      await rates.zip.waitFor({ state: 'hidden' });
      await page.reload();
      await rates.row('99501').getByRole('cell', { name: '7.8125%' }).waitFor();
      expect(await rates.search.inputValue()).toBe('99501');
      await rates.find('99502');
      await rates.row('99502-1234').getByRole('cell', { name: '6.875%' }).waitFor();
    }));
});
