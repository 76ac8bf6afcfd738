import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Messages, type PriceDetail, type PriceTable, type PriceTableRow } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { PricePage } from '../pages/PricePage';
import { Shell } from '../pages/Shell';
import { apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A copy of the demo company's 'Fertilization by DBH' table (same DBH sizes and prices: 13-18 in
 * DBH at $85.00 a visit), so raising its prices leaves the seeded table to the other journeys.
 */
async function copyOfSeededDbhTable(name: string): Promise<void> {
  const admin = await apiSignIn('admin');
  const [seeded] = await apiPost<PriceTableRow[]>(admin, '/price/_search', { Query: 'Fertilization by DBH' });
  if (!seeded) throw new Error('The demo price table Fertilization by DBH is missing');
  const details = await apiPost<PriceDetail[]>(admin, '/price/detail/_search', { PriceId: seeded.Id });
  const table = await apiPost<PriceTable>(admin, '/price', {
    Name: name,
    PricingType: seeded.PricingType,
    PricingMethod: seeded.PricingMethod,
  });
  for (const d of details)
    await apiPost(admin, '/price/detail', {
      PriceId: table.Id,
      InventoryItemSizeId: d.InventoryItemSizeId,
      PricePerVisit: d.PricePerVisit,
      PricePerYear: d.PricePerYear,
    });
}

describe('price tables', () => {
  it('an administrator raises a DBH table by 10 percent after confirming, and cannot subtract dollars', () =>
    inContext(browser, 'price update by percent', async ({ page }) => {
      const name = `Fertilization by DBH ${Date.now()}`;
      await copyOfSeededDbhTable(name);

      await (await new LoginPage(page).open()).signIn('admin', inject('password'));
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      const shell = new Shell(page);
      await shell.openGroup('Admin');
      await shell.go('Price Tables');
      await page.waitForURL('**/price/');

      const prices = new PricePage(page);
      await prices.openTable(name);
      await prices.row('13-18 in DBH').waitFor();
      expect(await prices.price('13-18 in DBH', 'Price per Visit')).toBe('$85.00');
      expect(await prices.price('13-18 in DBH', 'Price per Year')).toBe('$170.00');

      await prices.review('Percentage', '10');
      await prices.confirmDialog.waitFor();
      expect(await prices.confirmDialog.innerText()).toContain('raise every price by 10%');
      expect(await prices.preview('0-6 in DBH', 'Price per Visit')).toBe('$45.00 → $49.50');
      // Nothing is saved until the user confirms.
      expect(await prices.price('13-18 in DBH', 'Price per Visit')).toBe('$85.00');

      await prices.confirm();
      await page.getByText(Messages.PricesUpdated).waitFor();
      await prices.confirmDialog.waitFor({ state: 'detached' });
      await prices.row('13-18 in DBH').getByRole('cell', { name: '$93.50', exact: true }).waitFor();
      expect(await prices.price('13-18 in DBH', 'Price per Visit')).toBe('$93.50');
      expect(await prices.price('13-18 in DBH', 'Price per Year')).toBe('$187.00');

      await page.reload();
      await prices.row('13-18 in DBH').waitFor();
      expect(await prices.price('13-18 in DBH', 'Price per Visit')).toBe('$93.50');

      await prices.review('Dollars', '-5');
      await prices.updateDialog.getByText(Messages.NegativeDollarAmounts).waitFor();
      expect(await prices.confirmDialog.count()).toBe(0);
      await prices.updateDialog.getByRole('button', { name: 'Cancel' }).click();
      await prices.updateDialog.waitFor({ state: 'detached' });
      expect(await prices.price('13-18 in DBH', 'Price per Visit')).toBe('$93.50');
    }));
});
