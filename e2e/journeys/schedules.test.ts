import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ScheduleRow, WorkOrderRow } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { beyondScreen } from '../support/layout';

// The demo work order scheduled today in North Shore (server/src/seed/work-orders-demo.ts).
const DEMO = 'Demo: crown clean and scouting';

let browser: Browser;
let demo: WorkOrderRow;
let firstPage: ScheduleRow[];
beforeAll(async () => {
  browser = await launchBrowser();
  const manager = await apiSignIn('branchmanager');
  demo = (await apiPost<WorkOrderRow[]>(manager, '/workOrders/_search', { Query: DEMO }))[0]!;
  firstPage = await apiPost<ScheduleRow[]>(manager, '/schedules/_search', {
    ScheduleStatuses: [1, 2],
    Take: 12,
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('manage schedules', () => {
  it('a branch manager finds today’s schedule from the menu and opens its work order', () =>
    inContext(browser, 'schedules branch manager', async ({ page }) => {
      await (await new LoginPage(page).open()).signIn('branchmanager', inject('password'));
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      const shell = new Shell(page);
      await shell.openGroup('Schedules');
      await shell.go('Manage Schedules');
      await page.waitForURL('**/schedules');
      await shell.heading.filter({ hasText: 'Manage Schedules' }).waitFor();
      const link = page.getByRole('link', { name: `Work order ${demo.Id}`, exact: true });
      await link.waitFor();
      const numbers = await page.locator('tbody tr td:first-child').allInnerTexts();
      expect(numbers).toEqual(firstPage.map((s) => String(s.Id)));
      // Only the manager's own branch, Open or In Progress until they choose otherwise.
      expect(new Set(firstPage.map((s) => s.BranchId))).toEqual(new Set([1]));
      await link.click();
      await page.waitForURL('**/workorders/info?**');
      await shell.heading.filter({ hasText: `Work Order ${demo.Id}` }).waitFor();
    }));

  it('a branch manager opens a schedule from the list, sees its work orders and adds a note that stays', () =>
    inContext(browser, 'schedule page', async ({ page }) => {
      const schedule = firstPage.find((s) => s.WorkOrderIds.includes(demo.Id))!;
      const text = `Gate code changes on ${Date.now()}`;
      await (await new LoginPage(page).open()).signIn('branchmanager', inject('password'));
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      const shell = new Shell(page);
      await page.goto('/schedules');
      const row = page
        .locator('tbody tr')
        .filter({ has: page.getByRole('cell', { name: String(schedule.Id), exact: true }) });
      await row.getByRole('cell').first().click();
      await page.waitForURL('**/schedules/info?**');
      await shell.heading.filter({ hasText: `Schedule ${schedule.Id}` }).waitFor();

      await page.getByRole('tab', { name: 'Work orders' }).click();
      const table = page.getByRole('table', { name: 'Work orders on this schedule' });
      await table.getByRole('link', { name: `Work order ${demo.Id}`, exact: true }).waitFor();
      expect(await table.getByRole('row').count()).toBe(schedule.WorkOrderIds.length + 1);

      await page.getByRole('tab', { name: 'Notes' }).click();
      await page.getByRole('textbox', { name: 'New note' }).fill(text);
      await page.getByRole('button', { name: 'Add note' }).click();
      await page.getByText(text).waitFor();
      await page.reload();
      await shell.heading.filter({ hasText: `Schedule ${schedule.Id}` }).waitFor();
      await page.getByText(text).waitFor();
      expect(new URL(page.url()).searchParams.get('tab')).toBe('notes');
    }));

  it('fits a phone screen', () =>
    inContext(
      browser,
      'schedules phone',
      async ({ page }) => {
        await (await new LoginPage(page).open()).signIn('branchmanager', inject('password'));
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));
        await page.goto('/schedules');
        await page.getByRole('link', { name: `Work order ${demo.Id}`, exact: true }).waitFor();
        expect(await beyondScreen(page)).toEqual([]);
        const schedule = firstPage.find((s) => s.WorkOrderIds.includes(demo.Id))!;
        await page.goto(`/schedules/info?id=${schedule.Id}&tab=workorders`);
        await page.getByRole('link', { name: `Work order ${demo.Id}`, exact: true }).waitFor();
        expect(await beyondScreen(page)).toEqual([]);
      },
      PHONE,
    ));
});
