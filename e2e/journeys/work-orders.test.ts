import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { WorkOrderRow } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { WorkOrderPage } from '../pages/WorkOrderPage';
import { apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser } from '../support/browser';
import { solidPng } from '../support/png';

// The demo work order the journeys open (server/src/seed/work-orders-demo.ts): Scheduled today in
// North Shore, crewed by 'foreman', sold by 'arborist', with an Emerald Ash Borer service that
// asks for the scouting report.
const DEMO = 'Demo: crown clean and scouting';
const now = new Date();
const today = `${now.getMonth() + 1}/${now.getDate()}/${now.getFullYear()}`;

let browser: Browser;
let demo: WorkOrderRow;
beforeAll(async () => {
  browser = await launchBrowser();
  const rows = await apiPost<WorkOrderRow[]>(await apiSignIn('foreman'), '/workOrders/_search', {
    Query: DEMO,
  });
  expect(rows).toHaveLength(1);
  demo = rows[0]!;
});
afterAll(async () => {
  await browser?.close();
});

describe('work orders', () => {
  it('a foreman logs the day and uploads captioned photos, then the arborist fills the scouting report and completes the work order', () =>
    inContext(browser, 'work order foreman arborist', async ({ page }) => {
      const tag = Date.now().toString(36);
      const photos = [
        { name: `before-${tag}.png`, mimeType: 'image/png', buffer: solidPng([40, 120, 40]) },
        { name: `after-${tag}.png`, mimeType: 'image/png', buffer: solidPng([150, 90, 30]) },
      ].map((f, i) => ({ ...f, caption: `${i ? 'Crown after cleaning' : 'Deadwood before'} ${tag}` }));
      const workOrders = new WorkOrderPage(page);

      await (await new LoginPage(page).open()).signIn('foreman', inject('password'));
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await workOrders.openList();
      expect(await workOrders.openFromList(DEMO)).toBe(demo.Id);
      expect(await workOrders.status.textContent()).toBe('Scheduled');

      // 7:30 to 16:30 unless the crew already logged other times today.
      expect(await workOrders.addDailyLogWithDefaults()).toBe('9.00');
      const log = workOrders.dailyLogRow('Frank Ortiz', today);
      await log.waitFor();
      expect(await log.getByRole('cell').allInnerTexts()).toEqual(
        expect.arrayContaining(['7:30 AM', '4:30 PM', '9.00']),
      );

      await workOrders.uploadImages(photos, 'Services');
      for (const { caption } of photos) {
        const card = workOrders.imageCard(caption);
        await card.waitFor();
        expect(await card.getByText('Services', { exact: true }).isVisible()).toBe(true);
        // decode() rejects unless the thumbnail really loads as an image. It also rejects when the
        // source changes while decoding (the device's own copy giving way to the server's), so it is
        // asked again until the card's image holds still and decodes.
        const thumbnail = card.getByRole('img', { name: caption });
        await expect
          .poll(
            () => thumbnail.evaluate((img: HTMLImageElement) => img.decode().then(() => 'decoded', String)),
            {
              timeout: 30_000,
            },
          )
          .toBe('decoded');
      }

      // Signing out with the day's log still on the device would stop at the unsynced warning.
      const shell = new Shell(page);
      await shell.waitForSynced();
      await shell.signOut();
      await (await new LoginPage(page).open()).signIn('arborist', inject('password'));
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await workOrders.openList();
      expect(await workOrders.openFromList(DEMO)).toBe(demo.Id);

      await workOrders.addScoutingEntry({
        insect: 'Emerald Ash Borer',
        disease: 'Apple Scab',
        notes: `D-shaped exit holes on the north side ${tag}`,
      });
      // Other journeys may have filed entries on the demo order too; this one is told by its tag.
      const entries = workOrders.scoutingEntries().filter({ hasText: tag });
      await entries.first().waitFor();
      expect(await entries.count()).toBe(1);
      // Read it as the server saved it, once the device has synced it.
      await entries
        .first()
        .getByText(/not synced/i)
        .waitFor({ state: 'detached' });
      const entry = await entries.first().innerText();
      expect(entry).toContain('Insects: Emerald Ash Borer (Agrilus planipennis)');
      expect(entry).toContain('Diseases: Apple Scab (Venturia inaequalis)');
      expect(entry).toContain(`D-shaped exit holes on the north side ${tag}`);

      await workOrders.complete(demo.Id);
      // The order has a service that asks for the scouting report: emailing it is offered; not now.
      await workOrders.scoutingEmailOffer.getByRole('button', { name: "Don't email" }).click();
      await page.waitForURL((u) => u.pathname === '/workorders/' || u.pathname === '/workorders');

      await page.goto(`/workorders/info?id=${demo.Id}`);
      await workOrders.heading.filter({ hasText: `Work Order ${demo.Id}` }).waitFor();
      expect(await workOrders.status.textContent()).toBe('Completed');
      await workOrders.openTab('Images');
      await workOrders.imageCard(photos[1]!.caption).waitFor();
      await workOrders.openTab('Daily logs');
      await workOrders.dailyLogRow('Frank Ortiz', today).waitFor();
    }));

  it("an arborist with Personal reach can neither open another arborist's work order by its address nor find it in the list", () =>
    inContext(browser, 'work order personal reach', async ({ page }) => {
      const workOrders = new WorkOrderPage(page);
      // arborist2 works Lakeview; the demo order is North Shore's, sold by another arborist.
      await (await new LoginPage(page).open()).signIn('arborist2', inject('password'));
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));

      await page.goto(`/workorders/info?id=${demo.Id}`);
      await page.getByText('The work order could not be loaded').waitFor();
      expect(await page.getByText(/not found/i).count()).toBeGreaterThan(0);
      expect(await workOrders.heading.filter({ hasText: `Work Order ${demo.Id}` }).count()).toBe(0);
      expect(await page.getByText(demo.CustomerName).count()).toBe(0);
      expect(await page.getByText(DEMO).count()).toBe(0);

      await workOrders.openList();
      const rows = await workOrders.findRows(DEMO);
      await page.getByText('No work orders match these filters').waitFor();
      expect(await rows.count()).toBe(0);
    }));
});
