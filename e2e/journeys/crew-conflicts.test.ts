import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { DailyLog, WorkOrderRow } from '@canopy/shared';
import { Shell } from '../pages/Shell';
import { SyncPage } from '../pages/SyncPage';
import { apiGet, apiSignIn } from '../support/api';
import { inContext, keepScreenshot, launchBrowser, newDevice, WITH_SERVICE_WORKER } from '../support/browser';
import { findDemoWorkOrder, openOnDevice } from '../support/demo';
import { isoDate, typedDate } from '../support/dates';

let browser: Browser;
let demo: WorkOrderRow;
beforeAll(async () => {
  browser = await launchBrowser();
  demo = await findDemoWorkOrder('admin');
});
afterAll(async () => {
  await browser?.close();
});

const openDemoOnline = (page: Page, username: string) => openOnDevice(page, username, demo.Id);

async function serverNotes(date: string): Promise<(string | null)[]> {
  const logs = await apiGet<DailyLog[]>(await apiSignIn('admin'), `/workOrders/${demo.Id}/daily-logs`);
  return logs.filter((l) => l.Date === date).map((l) => l.Notes);
}

/**
 * Waits until the server holds these notes for the day. The sync status alone cannot tell: right
 * after a save it may still show the moment before, when everything was in step.
 */
const untilServerHas = (date: string, notes: string) =>
  expect.poll(() => serverNotes(date), { timeout: 15_000 }).toEqual([notes]);

describe('two devices edit the same daily log', () => {
  it("the offline one meets the other's saved change, and its user keeps theirs in one round and takes the other's in the next", () =>
    inContext(
      browser,
      'crew conflict',
      async ({ page: online }) => {
        const tag = Date.now().toString(36);
        const day = -21;
        const shown = typedDate(day);
        const iso = isoDate(day);
        const office = await openDemoOnline(online, 'admin');
        const officeShell = new Shell(online);
        await office.addDailyLog(shown, `First notes ${tag}`);
        await untilServerHas(iso, `First notes ${tag}`);

        const device = await newDevice(browser);
        const page = await device.newPage();
        try {
          const field = await openDemoOnline(page, 'admin');
          const shell = new Shell(page);
          const review = new SyncPage(page);
          await field.openTab('Daily logs');
          await field.dailyLogRowWith(`First notes ${tag}`).waitFor();

          // Round one: the field device keeps its own notes.
          await device.setOffline(true);
          await field.editDailyLogNotes(`First notes ${tag}`, `Mine ${tag}`);
          await shell.waitForUnsynced(1);
          await office.editDailyLogNotes(`First notes ${tag}`, `Theirs ${tag}`);
          await untilServerHas(iso, `Theirs ${tag}`);
          await device.setOffline(false);
          await field.dailyLogRowWith(`Mine ${tag}`).getByText('Needs review').waitFor();
          await review.open();
          await review.card(`Daily log ${shown}`).getByText(`Theirs ${tag}`).waitFor();
          await review.choose(`Daily log ${shown}`, 'Keep mine');
          await review.nothingToReview.waitFor();
          await untilServerHas(iso, `Mine ${tag}`);

          // Round two: the field device takes the office's notes.
          await page.goto(`/workorders/info?id=${demo.Id}&tab=dailylogs`);
          await field.dailyLogRowWith(`Mine ${tag}`).waitFor();
          await officeShell.syncNow();
          await office.dailyLogRowWith(`Mine ${tag}`).waitFor();
          await device.setOffline(true);
          await field.editDailyLogNotes(`Mine ${tag}`, `Mine again ${tag}`);
          await shell.waitForUnsynced(1);
          await office.editDailyLogNotes(`Mine ${tag}`, `Theirs again ${tag}`);
          await untilServerHas(iso, `Theirs again ${tag}`);
          await device.setOffline(false);
          await field.dailyLogRowWith(`Mine again ${tag}`).getByText('Needs review').waitFor();
          await review.open();
          await review.card(`Daily log ${shown}`).getByText(`Theirs again ${tag}`).waitFor();
          await review.choose(`Daily log ${shown}`, 'Take theirs');
          await review.nothingToReview.waitFor();
          await shell.waitForSynced();
          await page.goto(`/workorders/info?id=${demo.Id}&tab=dailylogs`);
          await field.dailyLogRowWith(`Theirs again ${tag}`).waitFor();
          expect(await field.dailyLogRowWith(`Mine again ${tag}`).count()).toBe(0);
          await untilServerHas(iso, `Theirs again ${tag}`);
        } catch (err) {
          await keepScreenshot(page, 'crew conflict field device');
          throw err;
        } finally {
          await device.close();
        }
      },
      WITH_SERVICE_WORKER,
    ));
});
