import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ProposalSearchResult } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { PASSWORD } from '../support/env';
import { beyondScreen } from '../support/layout';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const year = new Date().getFullYear();

describe('contract renewals', () => {
  it('an office manager generates this year’s contracts from last year’s with a 4% increase, on a phone', () =>
    inContext(
      browser,
      'contract renewals',
      async ({ page }) => {
        await (await new LoginPage(page).open()).signIn('officemanager', PASSWORD);
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));
        await page.goto('/proposals/generateRenewable');
        await page.getByRole('heading', { name: 'Generate Contracts' }).waitFor();

        const yearInput = page.getByLabel('Year');
        await yearInput.fill(String(year - 1));
        await page.getByText('Invalid value').waitFor();
        expect(await page.getByRole('button', { name: 'Generate Contracts' }).isDisabled()).toBe(true);
        await yearInput.fill(String(year));
        for (const label of [
          'Plant health care increase (%)',
          'Fertilization increase (%)',
          'Lawn care increase (%)',
        ])
          await page.getByLabel(label).fill('4');
        expect(await beyondScreen(page)).toEqual([]);
        await page.getByRole('button', { name: 'Generate Contracts' }).tap();

        // The bar shows while the job runs (often too briefly to catch with twelve contracts), then the result.
        const result = page.getByTestId('job-result');
        await result.waitFor();
        expect(await result.innerText()).toBe(`12 contracts generated for ${year}.`);
        expect(await beyondScreen(page)).toEqual([]);

        const office = await apiSignIn('officemanager');
        const made = await apiPost<ProposalSearchResult>(office, '/proposals/_search', {
          ProposalTypeId: 2,
          YearOfWork: year,
          Take: 10,
        });
        expect(made.Total).toBe(12);

        await page.getByRole('button', { name: 'Generate another year' }).tap();
        await page.getByRole('button', { name: 'Generate Contracts' }).waitFor();
      },
      PHONE,
    ));
});
