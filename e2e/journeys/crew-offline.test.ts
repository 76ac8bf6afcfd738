import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DailyLog, ServiceItem, WorkOrderImage, WorkOrderRow, WorkOrderScouting } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { InventoryPage } from '../pages/InventoryPage';
import { WorkOrderPage } from '../pages/WorkOrderPage';
import { apiGet, apiPost, apiSignIn } from '../support/api';
import {
  inContext,
  keepScreenshot,
  launchBrowser,
  launchPersistent,
  newDevice,
  PHONE,
  WITH_SERVICE_WORKER,
} from '../support/browser';
import { beyondScreen } from '../support/layout';
import { findDemoWorkOrder, openOnDevice } from '../support/demo';
import { typedDate } from '../support/dates';
import { solidPng } from '../support/png';

let browser: Browser;
let demo: WorkOrderRow;
beforeAll(async () => {
  browser = await launchBrowser();
  demo = await findDemoWorkOrder('foreman');
});
afterAll(async () => {
  await browser?.close();
});

const openDemoOnline = (page: Page, username: string) => openOnDevice(page, username, demo.Id);

/** The page a persistent browser opens with. */
const firstPage = async (context: BrowserContext): Promise<Page> => context.pages()[0] ?? context.newPage();

describe('the crew app without a network', () => {
  it('a foreman logs the day and adds photos offline, the arborist scouts offline; after a reload offline all is there, and back online both see everything', () =>
    inContext(
      browser,
      'crew offline work',
      async ({ page, context }) => {
        const tag = Date.now().toString(36);
        const logNotes = `Crown cleaned without signal ${tag}`;
        const photos = [
          { name: `offline-a-${tag}.png`, mimeType: 'image/png', buffer: solidPng([30, 110, 40]) },
          { name: `offline-b-${tag}.png`, mimeType: 'image/png', buffer: solidPng([160, 80, 20]) },
        ].map((f, i) => ({ ...f, caption: `${i ? 'Crown after' : 'Deadwood before'} offline ${tag}` }));
        const scoutNotes = `Exit holes seen offline ${tag}`;

        const foreman = await openDemoOnline(page, 'foreman');
        const shell = new Shell(page);
        await context.setOffline(true);
        await foreman.addDailyLog(typedDate(-20), logNotes);
        await foreman.uploadImages(photos, 'Services');
        await shell.waitForUnsynced(3);

        await page.reload();
        await foreman.heading.filter({ hasText: `Work Order ${demo.Id}` }).waitFor();
        await shell.waitForUnsynced(3);
        await foreman.openTab('Daily logs');
        await foreman.dailyLogRowWith(logNotes).waitFor();
        await foreman.openTab('Images');
        for (const { caption } of photos) {
          const card = foreman.imageCard(caption);
          await card.waitFor();
          // decode() rejects unless the photo kept on the device really loads as an image.
          await card.getByRole('img', { name: caption }).evaluate((img: HTMLImageElement) => img.decode());
        }

        // The arborist, in another browser, scouts without signal too.
        const other = await newDevice(browser);
        try {
          const arborPage = await other.newPage();
          const arborist = await openDemoOnline(arborPage, 'arborist');
          const arborShell = new Shell(arborPage);
          await other.setOffline(true);
          await arborist.addScoutingEntry({
            insect: 'Emerald Ash Borer',
            disease: 'Apple Scab',
            notes: scoutNotes,
          });
          await arborShell.waitForUnsynced(1);
          await arborPage.reload();
          await arborist.openTab('Scouting report');
          await arborist.scoutingEntries().filter({ hasText: scoutNotes }).waitFor();

          await context.setOffline(false);
          await shell.waitForSynced();
          await other.setOffline(false);
          await arborShell.waitForSynced();

          const session = await apiSignIn('arborist');
          const logs = await apiGet<DailyLog[]>(session, `/workOrders/${demo.Id}/daily-logs`);
          expect(logs.filter((l) => l.Notes === logNotes)).toHaveLength(1);
          const images = await apiGet<WorkOrderImage[]>(session, `/workOrders/${demo.Id}/images`);
          expect(images.map((i) => i.Caption)).toEqual(expect.arrayContaining(photos.map((p) => p.caption)));
          const scouting = await apiGet<WorkOrderScouting>(
            session,
            `/workOrders/workOrderScoutingInfo/${demo.Id}`,
          );
          expect(scouting.Entries.filter((e) => e.Notes === scoutNotes)).toHaveLength(1);

          // What the foreman made offline reaches the arborist's device.
          await arborist.openTab('Daily logs');
          await arborist.dailyLogRowWith(logNotes).waitFor();
          await arborist.openTab('Images');
          for (const { caption } of photos) await arborist.imageCard(caption).waitFor();
        } finally {
          await other.close();
        }
      },
      WITH_SERVICE_WORKER,
    ));

  it('closing the browser while offline loses nothing: relaunched still offline the log is there, and online it reaches the server', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'canopy-e2e-profile-'));
    const notes = `Written before the battery died ${Date.now().toString(36)}`;
    let context = await launchPersistent(profile);
    let page = await firstPage(context);
    try {
      await (await new LoginPage(page).open()).signIn('foreman', inject('password'), true);
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await page.goto(`/workorders/info?id=${demo.Id}`);
      let workOrder = new WorkOrderPage(page);
      await workOrder.heading.filter({ hasText: `Work Order ${demo.Id}` }).waitFor();
      await new Shell(page).waitForServiceWorker();
      await new Shell(page).waitForSynced();

      await context.setOffline(true);
      await workOrder.addDailyLog(typedDate(-22), notes);
      await new Shell(page).waitForUnsynced(1);
      await context.close();

      context = await launchPersistent(profile);
      await context.setOffline(true);
      page = await firstPage(context);
      workOrder = new WorkOrderPage(page);
      const shell = new Shell(page);
      await page.goto(`/workorders/info?id=${demo.Id}&tab=dailylogs`);
      await workOrder.heading.filter({ hasText: `Work Order ${demo.Id}` }).waitFor();
      await workOrder.dailyLogRowWith(notes).waitFor();
      await shell.waitForUnsynced(1);

      await context.setOffline(false);
      await shell.waitForSynced();
      const logs = await apiGet<DailyLog[]>(await apiSignIn('foreman'), `/workOrders/${demo.Id}/daily-logs`);
      expect(logs.filter((l) => l.Notes === notes)).toHaveLength(1);
    } catch (err) {
      await keepScreenshot(page, 'crew offline closed browser');
      throw err;
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  // Adding to the inventory takes Account FullAccess (the add screen's claim): the administrator here.
  it("a tree added offline to a location's inventory on a phone, by touch and within the screen, reaches the server", () =>
    inContext(
      browser,
      'crew offline inventory',
      async ({ page, context }) => {
        const locationId = demo.AccountLocationId!;
        const notes = `Young oak by the gate, added offline ${Date.now().toString(36)}`;
        const here = { latitude: 42.0451234, longitude: -87.6877123 };
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation(here);
        const inventory = new InventoryPage(page, true);
        const shell = new Shell(page);

        await (await new LoginPage(page).open()).signIn('admin', inject('password'));
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));
        await page.goto(`/serviceitem?accountLocationID=${locationId}`);
        await inventory.waitForList();
        await shell.waitForServiceWorker();
        await shell.waitForSynced();
        expect(await beyondScreen(page)).toEqual([]);

        await context.setOffline(true);
        await inventory.openAdd();
        expect(await beyondScreen(page)).toEqual([]);
        await inventory.addItemHere({ type: 'Tree', condition: 'Good', notes });
        await inventory.item(notes).waitFor();
        await shell.waitForUnsynced(1);
        expect(await beyondScreen(page)).toEqual([]);
        await page.reload();
        await inventory.waitForList();
        await inventory.item(notes).waitFor();

        await context.setOffline(false);
        await shell.waitForSynced();
        const items = await apiPost<ServiceItem[]>(await apiSignIn('admin'), '/serviceItems/_search', {
          AccountLocationId: locationId,
        });
        expect(items.filter((i) => i.Notes === notes)).toEqual([
          expect.objectContaining({ Latitude: here.latitude, Longitude: here.longitude }),
        ]);
      },
      { ...PHONE, ...WITH_SERVICE_WORKER },
    ));
});
