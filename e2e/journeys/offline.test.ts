import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { inContext, launchBrowser, WITH_SERVICE_WORKER } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the installable app shell', () => {
  it('is installable: manifest with icons, and a service worker', () =>
    inContext(
      browser,
      'pwa installable',
      async ({ page, context }) => {
        await page.goto('/login');
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        // Browser contexts are incognito, which Chromium reports on its own; anything else is ours.
        expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
        const manifest = await (await page.request.get('/manifest.webmanifest')).json();
        expect(manifest).toMatchObject({ name: 'Canopy', display: 'standalone', start_url: '/' });
      },
      WITH_SERVICE_WORKER,
    ));

  it('still opens with no network once visited', () =>
    inContext(
      browser,
      'offline reload',
      async ({ page, context }) => {
        await (await new LoginPage(page).open()).signIn('admin', inject('password'));
        await page.waitForURL('**/accounts');
        // Wait until the service worker has precached the shell and is active.
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await context.setOffline(true);
        await page.reload();
        const shell = new Shell(page);
        // The shell and menu come from the service worker; office screens say they need the network.
        await shell.menu.waitFor();
        const offline = page.getByText('You are offline. This screen needs a connection.');
        await offline.waitFor();
        await page.goto('/roles/');
        await shell.menu.waitFor();
        await offline.waitFor();
        await context.setOffline(false);
        await page.reload();
        await shell.heading.filter({ hasText: 'User Roles' }).waitFor();
        expect(await offline.count()).toBe(0);
      },
      WITH_SERVICE_WORKER,
    ));
});
