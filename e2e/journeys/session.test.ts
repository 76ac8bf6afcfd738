import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { inContext, launchBrowser } from '../support/browser';
import { testServer } from '../support/env';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SESSION_KEY = 'canopy.session';

const isRefresh = (url: string) => new URL(url).pathname === '/api/v1/auth/refresh';

/** Spoils the stored access token, as if it had expired while the tab slept. */
async function spoilStoredToken(page: Page): Promise<void> {
  await page.evaluate((key) => {
    for (const store of [localStorage, sessionStorage]) {
      const raw = store.getItem(key);
      if (!raw) continue;
      const value = JSON.parse(raw);
      value.state.session.LoginResult.Jwt = 'spoiled.token.value';
      store.setItem(key, JSON.stringify(value));
    }
  }, SESSION_KEY);
}

async function signIn(page: Page, username: string, landing: string): Promise<Shell> {
  await (await new LoginPage(page).open()).signIn(username, inject('password'));
  await page.waitForURL(`**${landing}`);
  return new Shell(page);
}

describe('the session', () => {
  it('renews the token before it expires and the user carries on', () =>
    inContext(browser, 'session renewal', async ({ page }) => {
      const shell = await signIn(page, 'admin', '/accounts');
      const seconds = inject('accessTokenSeconds');
      const refreshed = await page.waitForResponse((r) => isRefresh(r.url()), { timeout: seconds * 2000 });
      expect(refreshed.status()).toBe(200);
      await shell.openGroup('Admin');
      await shell.go('User Roles');
      await page.getByRole('cell', { name: 'Administrator', exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/roles/');
    }));

  it('renews a token the server no longer accepts and keeps the page', () =>
    inContext(browser, 'session spoiled token', async ({ page }) => {
      const shell = await signIn(page, 'admin', '/accounts');
      await spoilStoredToken(page);
      const refreshed = page.waitForResponse((r) => isRefresh(r.url()));
      await page.reload();
      expect((await refreshed).status()).toBe(200);
      await shell.heading.filter({ hasText: 'Accounts' }).waitFor();
      await page.getByRole('cell').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/accounts');
    }));

  it('signs out to the login page, and the app then asks to sign in again', () =>
    inContext(browser, 'session sign-out', async ({ page }) => {
      const shell = await signIn(page, 'officemanager', '/accounts');
      await shell.signOut();
      await page.waitForURL('**/login');
      await page.goto('/accounts');
      await page.waitForURL(`**/login?redirect=${encodeURIComponent('/accounts')}`);
      await page.reload();
      await new LoginPage(page).username.waitFor();
    }));

  it('"sign out everywhere" ends the sessions in other browsers too', () =>
    inContext(browser, 'session sign-out everywhere', async ({ page }) => {
      const other = await browser.newContext({ baseURL: testServer().baseUrl });
      try {
        const otherPage = await other.newPage();
        await signIn(otherPage, 'billing', '/invoices');
        const shell = await signIn(page, 'billing', '/invoices');
        await shell.signOut(true);
        await page.waitForURL('**/login');
        // The other browser learns on its next renewal: its refresh token was revoked.
        await spoilStoredToken(otherPage);
        await otherPage.goto('/invoices');
        await otherPage.waitForURL('**/login**');
      } finally {
        await other.close();
      }
    }));
});
