import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  addCalendarDays,
  moveOnRoute,
  optimisedDay,
  todayIsoDate,
  type DailySchedule,
  type IsoDate,
  type Schedule,
  type ScheduledResourcesDay,
  type WorkOrderRow,
} from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { apiDelete, apiGet, apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE, WITH_SERVICE_WORKER } from '../support/browser';
import { beyondScreen } from '../support/layout';
import { pointerDrag } from '../support/drag';

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

/** Keeps the page's next sync pull waiting until released, so the network can go mid-round. */
function holdFirstPull(page: Page): { pulling: Promise<void>; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let started!: () => void;
  const pulling = new Promise<void>((r) => (started = r));
  void page.route(
    '**/api/v1/sync/pull',
    async (route) => {
      started();
      await released;
      // With the network cut the request fails, as it would on a phone losing its signal.
      await route.continue().catch(() => undefined);
    },
    { times: 1 },
  );
  return { pulling, release };
}

describe("the foreman's day", () => {
  it('on a phone with no signal: reorder, optimise, clock out, drag the route, reload, and the office sees it after sync', () =>
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

        // The second stop dragged by its handle above the first, still with no signal.
        const second = optimised.WorkOrders[1]!.WorkOrderId;
        const handle = region.getByRole('button', { name: `Drag work order ${second}`, exact: true });
        await handle.scrollIntoViewIfNeeded();
        await pointerDrag(page, handle, card);
        const dragged = moveOnRoute(optimised, 1, 0);
        await expect.poll(() => onScreen(page, start.ScheduleId)).toEqual(ids(dragged));
        await shell.waitForUnsynced(1);

        // Still there after a reload with no network: the day is read from the device.
        await page.reload();
        await shell.heading.filter({ hasText: 'Daily Schedule' }).waitFor();
        await card.getByText(/^Clocked out/).waitFor();
        expect(await onScreen(page, start.ScheduleId)).toEqual(ids(dragged));
        await shell.waitForUnsynced(1);

        await context.setOffline(false);
        await shell.waitForSynced();
        const office = await dayOnServer('branchmanager', foremanId, start.ScheduleDateId);
        expect(ids(office)).toEqual(ids(dragged));
        const clocked = office.WorkOrders.find((w) => w.WorkOrderId === done)!;
        expect(clocked.ClockedOutDate).toBe(today);
        // The time it was done on the phone, not the time it reached the server.
        expect(Date.parse(clocked.ClockedOutAt!)).toBeLessThanOrEqual(clockedBy);
      },
      { ...PHONE, ...WITH_SERVICE_WORKER },
    ));

  it('ends his schedule on its last day with no signal, reloads, and the office sees it Completed after sync', async () => {
    const manager = await apiSignIn('branchmanager');
    const me = await apiSignIn('foreman');
    const [ready] = await apiPost<WorkOrderRow[]>(manager, '/workOrders/_search', {
      BranchIds: [me.PrimaryBranchId],
      StatusIds: [2],
      Take: 1,
    });
    expect(ready, 'a work order ready for scheduling in the foreman’s branch').toBeDefined();
    let schedule = await apiPost<Schedule>(manager, '/schedules/add', { WorkOrderIds: [ready!.Id] });
    try {
      // A day of the last week (the device holds a week back) on which the foreman is free: the
      // schedule's only day, so its last, and today is on or after it.
      const days = [-6, -5, -4, -3, -2].map((n) => addCalendarDays(today as IsoDate, n));
      const booked = await apiPost<ScheduledResourcesDay[]>(manager, '/schedules/scheduled-resources', {
        ScheduleId: schedule.Id,
        ScheduleDates: days,
      });
      const day = booked.find((b) => !b.EmployeeIds.includes(me.Employee.Id))?.ScheduleDate_;
      expect(day, 'a free day for the foreman in the last week').toBeDefined();
      schedule = await apiPost<Schedule>(manager, '/schedules/update', {
        Id: schedule.Id,
        Version: schedule.Version,
        ScheduleDates: [
          {
            ScheduleDate_: day,
            StartTime: '08:00',
            EndTime: '16:00',
            ScheduleCrews: [{ Employee: { Id: me.Employee.Id }, JobTitle: { Id: 1 }, IsForeman: true }],
          },
        ],
      });

      await inContext(
        browser,
        'foreman ends schedule offline',
        async ({ page, context }) => {
          const shell = new Shell(page);
          await (await new LoginPage(page).open()).signIn('foreman', inject('password'));
          await page.waitForURL('**/schedules/daily');
          await shell.waitForServiceWorker();
          await shell.waitForSynced();
          // The app starts again and syncs at once; the signal goes while that round still runs,
          // which must leave the phone simply offline, not showing a failed sync.
          const held = holdFirstPull(page);
          await page.goto(`/schedules/daily?date=${day}`);
          const region = page.getByRole('region', { name: `Schedule ${schedule.Id}` });
          await region.getByText('Open', { exact: true }).waitFor();
          await held.pulling;
          await context.setOffline(true);
          held.release();
          await page.getByRole('button', { name: 'Sync status: Offline', exact: true }).waitFor();
          await region.getByRole('button', { name: 'End schedule' }).tap();
          await page.getByRole('dialog').getByRole('button', { name: 'End schedule' }).tap();
          await page.getByText('Ended schedule successfully').waitFor();
          await region.getByText('Completed', { exact: true }).waitFor();
          await region.getByText('Not synced yet').waitFor();
          await shell.waitForUnsynced(1);
          expect(await region.getByRole('button', { name: 'End schedule' }).count()).toBe(0);
          expect(await beyondScreen(page)).toEqual([]);

          // Still ended after a reload with no network: the day is read from the device.
          await page.reload();
          await shell.heading.filter({ hasText: 'Daily Schedule' }).waitFor();
          await region.getByText('Completed', { exact: true }).waitFor();
          await region.getByText('Not synced yet').waitFor();
          await shell.waitForUnsynced(1);

          await context.setOffline(false);
          await shell.waitForSynced();
          await region.getByText('Not synced yet').waitFor({ state: 'detached' });
          await region.getByText('Completed', { exact: true }).waitFor();
          const office = await apiGet<Schedule>(
            await apiSignIn('branchmanager'),
            `/schedules/${schedule.Id}`,
          );
          expect(office).toMatchObject({ StatusId: 3, ScheduleStatus: 'Completed' });
        },
        { ...PHONE, ...WITH_SERVICE_WORKER },
      );
    } finally {
      // Frees the foreman's day. A session of its own: the journey outlives an access token.
      await apiDelete(await apiSignIn('branchmanager'), `/schedules/remove/${schedule.Id}`);
    }
  });
});
