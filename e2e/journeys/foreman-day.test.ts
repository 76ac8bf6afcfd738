import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { moveOnRoute, optimisedDay, todayIsoDate, type DailySchedule } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { beyondScreen } from '../support/layout';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const today = todayIsoDate();

/** The foreman's first day today as the server has it, read as `username`. */
async function dayOnServer(username: string, foremanId: number, dayId?: number): Promise<DailySchedule> {
  const days = await apiPost<DailySchedule[]>(await apiSignIn(username), '/schedules/search-daily', {
    ScheduledDate: today,
    ForemanIds: [foremanId],
  });
  const day = dayId ? days.find((d) => d.ScheduleDateId === dayId) : days[0];
  expect(day, `a demo day today for foreman ${foremanId}`).toBeDefined();
  return day!;
}

const ids = (d: DailySchedule) => d.WorkOrders.map((w) => w.WorkOrderId);

/** The work order cards of the day on screen, in their order. */
async function onScreen(page: Page, scheduleId: number): Promise<number[]> {
  const labels = await page
    .getByRole('region', { name: `Schedule ${scheduleId}` })
    .getByRole('list', { name: 'Work orders in route order' })
    .getByRole('listitem')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  return labels.map((l) => Number(l.replace('work order ', '')));
}

describe("the foreman's day", () => {
  it('on a phone with no signal: reorder, optimise, clock out, reload, and the office sees it after sync', () =>
    inContext(
      browser,
      'foreman day offline',
      async ({ page, context }) => {
        const foremanId = (await apiSignIn('foreman')).Employee.Id;
        const start = await dayOnServer('foreman', foremanId);
        expect(start.WorkOrders.length).toBeGreaterThan(2);
        const shell = new Shell(page);

        await (await new LoginPage(page).open()).signIn('foreman', inject('password'));
        await page.waitForURL('**/schedules/daily');
        await shell.heading.filter({ hasText: 'Daily Schedule' }).waitFor();
        await shell.waitForServiceWorker();
        await shell.waitForSynced();
        const region = page.getByRole('region', { name: `Schedule ${start.ScheduleId}` });
        await region.waitFor();
        expect(await onScreen(page, start.ScheduleId)).toEqual(ids(start));

        await context.setOffline(true);
        const first = start.WorkOrders[0]!.WorkOrderId;
        await region.getByRole('button', { name: `Move work order ${first} down`, exact: true }).click();
        const moved = moveOnRoute(start, 0, 1);
        await expect.poll(() => onScreen(page, start.ScheduleId)).toEqual(ids(moved));
        await page.getByText('Work order order updated').first().waitFor();

        await region.getByRole('button', { name: 'Optimise route' }).click();
        const optimised = optimisedDay(moved);
        await expect.poll(() => onScreen(page, start.ScheduleId)).toEqual(ids(optimised));

        const done = optimised.WorkOrders[0]!.WorkOrderId;
        await region.getByRole('checkbox', { name: `Select work order ${done}`, exact: true }).check();
        await region.getByRole('button', { name: 'Clock out (1)' }).click();
        const card = region.getByRole('listitem', { name: `work order ${done}`, exact: true });
        await card.getByText(/^Clocked out/).waitFor();
        const clockedBy = Date.now();
        await shell.waitForUnsynced(1);
        expect(await beyondScreen(page)).toEqual([]);

        // Still there after a reload with no network: the day is read from the device.
        await page.reload();
        await shell.heading.filter({ hasText: 'Daily Schedule' }).waitFor();
        await card.getByText(/^Clocked out/).waitFor();
        expect(await onScreen(page, start.ScheduleId)).toEqual(ids(optimised));
        await shell.waitForUnsynced(1);

        await context.setOffline(false);
        await shell.waitForSynced();
        const office = await dayOnServer('branchmanager', foremanId, start.ScheduleDateId);
        expect(ids(office)).toEqual(ids(optimised));
        const clocked = office.WorkOrders.find((w) => w.WorkOrderId === done)!;
        expect(clocked.ClockedOutDate).toBe(today);
        // The time it was done on the phone, not the time it reached the server.
        expect(Date.parse(clocked.ClockedOutAt!)).toBeLessThanOrEqual(clockedBy);
      },
      PHONE,
    ));
});
