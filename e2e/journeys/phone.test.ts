import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { WorkOrderRow } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { WorkOrderPage } from '../pages/WorkOrderPage';
import { inContext, launchBrowser, PHONE, WITH_SERVICE_WORKER } from '../support/browser';
import { findDemoWorkOrder } from '../support/demo';
import { beyondScreen } from '../support/layout';

let browser: Browser;
let demo: WorkOrderRow;
beforeAll(async () => {
  browser = await launchBrowser();
  demo = await findDemoWorkOrder('foreman');
});
afterAll(async () => {
  await browser?.close();
});

/** Every API answer of the session that refused the user, as 'METHOD path'. */
function refusals(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) seen.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return seen;
}

async function signIn(page: Page, username: string): Promise<void> {
  await (await new LoginPage(page).open()).signIn(username, inject('password'));
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

const TABS = ['Basic info', 'Services', 'Daily logs', 'Images', 'Scouting report'];

describe('crew screens on a phone', () => {
  it('a foreman goes through his work order at 390×844 by touch, nothing wider than the screen, and finds it in his job list with no signal', () =>
    inContext(
      browser,
      'phone foreman',
      async ({ page, context }) => {
        const refused = refusals(page);
        const workOrders = new WorkOrderPage(page);
        await signIn(page, 'foreman');
        expect(await beyondScreen(page)).toEqual([]);

        await workOrders.openList();
        await page
          .getByText(demo.Description ?? '', { exact: true })
          .first()
          .waitFor();
        expect(await beyondScreen(page)).toEqual([]);

        await page.goto(`/workorders/info?id=${demo.Id}`);
        await workOrders.heading.filter({ hasText: `Work Order ${demo.Id}` }).waitFor();
        for (const name of TABS) {
          await page.getByRole('tab', { name, exact: true }).tap();
          await page.getByRole('tabpanel', { name }).waitFor();
          expect({ tab: name, beyond: await beyondScreen(page) }).toEqual({ tab: name, beyond: [] });
        }
        // The crew's app asks only for what the foreman may see.
        expect(refused).toEqual([]);

        // With no signal the job list still opens, from the device, and leads to the job.
        const shell = new Shell(page);
        await shell.waitForServiceWorker();
        await shell.waitForSynced();
        await context.setOffline(true);
        await page.goto('/workorders/');
        const jobs = page.getByRole('list', { name: 'Work orders' });
        const job = jobs.getByRole('listitem', { name: `work order ${demo.Id}`, exact: true });
        await job.waitFor();
        expect(await job.innerText()).toContain(demo.Description ?? '');
        expect(await beyondScreen(page)).toEqual([]);
        await job.getByRole('button').tap();
        await workOrders.heading.filter({ hasText: `Work Order ${demo.Id}` }).waitFor();
        expect(await beyondScreen(page)).toEqual([]);

        // The menu behind the burger loads after the screen: with no signal it still opens, by touch.
        await page.getByRole('button', { name: 'Toggle menu' }).tap();
        await shell.menu.getByRole('button', { name: 'Schedules' }).tap();
        await shell.menu.getByRole('link', { name: 'Daily Schedule' }).tap();
        await page.waitForURL('**/schedules/daily');
        expect(await beyondScreen(page)).toEqual([]);
      },
      { ...PHONE, ...WITH_SERVICE_WORKER },
    ));

  it('a billing user opens her pages without a single call refused by design', () =>
    inContext(browser, 'billing no refusals', async ({ page }) => {
      const refused = refusals(page);
      await signIn(page, 'billing');
      await page.goto('/workorders/');
      await new WorkOrderPage(page).heading.filter({ hasText: 'Work Orders' }).waitFor();
      await page
        .getByText(demo.Description ?? '', { exact: true })
        .first()
        .waitFor();
      await page.goto('/accounts');
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      // The device's sync round runs after sign-in too; let it finish before reading the log.
      await new Shell(page).waitForSynced();
      expect(refused).toEqual([]);
    }));

  it('an arborist picks insects and diseases by tap in a scouting entry on a phone', () =>
    inContext(
      browser,
      'phone pickers',
      async ({ page }) => {
        await signIn(page, 'arborist');
        await page.goto(`/workorders/info?id=${demo.Id}&tab=scouting`);
        const panel = page.getByRole('tabpanel', { name: 'Scouting report' });
        await panel.getByRole('button', { name: 'Add entry' }).tap();
        const dialog = page.getByRole('dialog', { name: 'Add scouting entry' });
        await dialog.waitFor();
        expect(await beyondScreen(page)).toEqual([]);

        await dialog.getByRole('combobox', { name: /^Inventory item/ }).tap();
        await page.getByRole('option').first().tap();
        for (const [field, option] of [
          ['Insects', 'Emerald Ash Borer'],
          ['Diseases', 'Apple Scab'],
        ] as const) {
          await dialog.getByRole('combobox', { name: field, exact: true }).tap({ force: true });
          const choice = page.getByRole('option', { name: new RegExp(`^${option}`) });
          await choice.waitFor();
          // The open list stays on the screen, so every option can be reached by touch.
          expect({ field, beyond: await beyondScreen(page) }).toEqual({ field, beyond: [] });
          await choice.tap();
          await dialog
            .getByText(new RegExp(`^${option}`))
            .first()
            .waitFor();
          await page.keyboard.press('Escape');
        }
        await dialog.getByRole('button', { name: 'Cancel' }).tap();
        await dialog.waitFor({ state: 'hidden' });
      },
      { ...PHONE, ...WITH_SERVICE_WORKER },
    ));
});
