import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Messages } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { inContext, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('signing in', () => {
  it('takes an administrator to the account list with his name in the top bar', () =>
    inContext(browser, 'sign-in administrator', async ({ page }) => {
      await page.goto('/');
      await page.waitForURL('**/login');
      await new LoginPage(page).signIn('admin', inject('password'));
      await page.waitForURL('**/accounts');
      const shell = new Shell(page);
      await shell.heading.filter({ hasText: 'Accounts' }).waitFor();
      expect(await shell.userButton.getAttribute('aria-label')).toBe('User menu for Alex Morgan');
    }));

  it('shows the server message for a wrong password and stays on the sign-in page', () =>
    inContext(browser, 'sign-in wrong password', async ({ page }) => {
      const login = await new LoginPage(page).open();
      await login.signIn('admin', 'not-the-password');
      await login.error.filter({ hasText: Messages.LoginFailed }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    }));

  it.each([
    // The foreman's landing page is the daily schedule.
    ['foreman', '/schedules/daily', 'Daily Schedule'],
    ['arborist', '/workorders/', 'Work Orders'],
  ])('lands %s on %s, the screen his role starts on', (username, path, heading) =>
    inContext(browser, `landing ${username}`, async ({ page }) => {
      const login = await new LoginPage(page).open();
      await login.signIn(username, inject('password'));
      await page.waitForURL(`**${path}`);
      await new Shell(page).heading.filter({ hasText: heading }).waitFor();
    }),
  );

  it('returns to the page asked for before signing in', () =>
    inContext(browser, 'sign-in redirect', async ({ page }) => {
      await page.goto('/roles/');
      await page.waitForURL('**/login?redirect=*');
      await new LoginPage(page).signIn('admin', inject('password'));
      await page.waitForURL('**/roles/');
      await new Shell(page).heading.filter({ hasText: 'User Roles' }).waitFor();
    }));
});
