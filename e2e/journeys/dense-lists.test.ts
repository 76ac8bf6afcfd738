import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LoginPage } from '../pages/LoginPage';
import { inContext, launchBrowser } from '../support/browser';
import { beyondScreen } from '../support/layout';

const SCREEN = { width: 1440, height: 900 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page): Promise<void> {
  await (await new LoginPage(page).open()).signIn('admin', inject('password'));
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** Waits until the list shows at least `rows` loaded rows. */
async function loaded(page: Page, rows: number): Promise<void> {
  await page
    .locator('table[aria-busy="false"] tbody tr')
    .nth(rows - 1)
    .waitFor();
}

/** Where the list sits on the screen: rows wholly above the fold, header cells, page width. */
function layout(page: Page) {
  return page.evaluate(() => {
    const fold = window.innerHeight;
    const rows = [...document.querySelectorAll('tbody tr')].map((r) => r.getBoundingClientRect());
    const headers = [...document.querySelectorAll('thead th')].map((th) => {
      const r = th.getBoundingClientRect();
      return { name: th.textContent || th.getAttribute('aria-label'), left: r.left, right: r.right };
    });
    return {
      rowsAboveFold: rows.filter((r) => r.bottom <= fold).length,
      rowHeights: [...new Set(rows.map((r) => Math.round(r.height)))],
      headers,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

/** ≥12 rows above the fold, every header cell within the screen, and no sideways scrolling. */
async function expectDense(page: Page): Promise<void> {
  const seen = await layout(page);
  expect(seen.rowsAboveFold, JSON.stringify(seen)).toBeGreaterThanOrEqual(12);
  for (const h of seen.rowHeights) expect(h, JSON.stringify(seen.rowHeights)).toBeLessThanOrEqual(44);
  expect(seen.headers.length).toBeGreaterThan(3);
  const outside = seen.headers.filter((h) => h.left < 0 || h.right > SCREEN.width);
  expect(outside).toEqual([]);
  expect(seen.pageWidth).toBeLessThanOrEqual(SCREEN.width);
  expect(await beyondScreen(page)).toEqual([]);
}

describe('office lists at 1440×900', () => {
  it('the work order and account lists show twelve rows above the fold with every column on screen', () =>
    inContext(
      browser,
      'dense office lists',
      async ({ page }) => {
        await signIn(page);
        await page.goto('/workorders/?subTypes=%5B%5D');
        await loaded(page, 12);
        await expectDense(page);

        await page.goto('/accounts');
        await loaded(page, 12);
        await expectDense(page);
      },
      { viewport: SCREEN },
    ));

  it('an office user shows a column the list hides at first and takes 25 rows a page; the list keeps both', () =>
    inContext(
      browser,
      'dense list choices',
      async ({ page }) => {
        await signIn(page);
        await page.goto('/workorders/?subTypes=%5B%5D');
        await loaded(page, 12);
        const header = page.getByRole('columnheader', { name: 'Estimated Hours' });
        expect(await header.count()).toBe(0);

        await page.getByRole('button', { name: 'Columns' }).click();
        await page.getByRole('checkbox', { name: 'Estimated Hours' }).click();
        await page.keyboard.press('Escape');
        await header.waitFor();

        await page.getByRole('combobox', { name: 'Rows per page' }).click();
        await page.getByRole('option', { name: '25' }).click();
        await page.waitForURL(/size=25/);
        await loaded(page, 25);
        expect(await page.locator('tbody tr').count()).toBe(25);

        // Back on the list later: the column stays shown; the page size is part of the address.
        await page.reload();
        await loaded(page, 25);
        await header.waitFor();
        // More columns than fit: the table scrolls inside its own box and the page stays as wide.
        const seen = await layout(page);
        expect(seen.rowsAboveFold).toBeGreaterThanOrEqual(12);
        expect(seen.pageWidth).toBeLessThanOrEqual(SCREEN.width);
        expect(await beyondScreen(page)).toEqual([]);
      },
      { viewport: SCREEN },
    ));
});
