import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LoginPage } from '../pages/LoginPage';
import { apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ACCOUNT_SEARCH_TYPE_ID = 3;

describe('saved searches on the account list', () => {
  it('applies a search saved through the API and keeps its filter in the URL', () =>
    inContext(browser, 'saved search apply', async ({ page }) => {
      const office = await apiSignIn('officemanager');
      const name = `Active ${Date.now()}`;
      await apiPost(office, '/searches', {
        Name: name,
        EmployeeId: office.Employee.Id,
        SearchTypeId: ACCOUNT_SEARCH_TYPE_ID,
        Filters: JSON.stringify({ StatusIds: [2] }),
      });

      await (await new LoginPage(page).open()).signIn('officemanager', inject('password'));
      await page.waitForURL('**/accounts');
      await page.getByPlaceholder('Select a saved search').click();
      await Promise.all([
        page.waitForRequest(
          (r) =>
            new URL(r.url()).pathname === '/api/v1/accounts/_search' &&
            JSON.stringify(r.postDataJSON()).includes('"StatusIds":[2]'),
        ),
        page.getByRole('option', { name }).click(),
      ]);
      await page.waitForURL(/status=/);
      expect(new URL(page.url()).searchParams.get('status')).toContain('2');
    }));
});
