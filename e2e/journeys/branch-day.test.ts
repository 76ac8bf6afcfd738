import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  addCalendarDays,
  todayIsoDate,
  type IsoDate,
  type Schedule,
  type ScheduledResourcesDay,
  type ScheduleResourceChoices,
  type WorkOrderRow,
} from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { apiDelete, apiGet, apiPost, apiPut, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { beyondScreen } from '../support/layout';

let browser: Browser;
let manager: Awaited<ReturnType<typeof apiSignIn>>;
let schedule: Schedule;
let foreman: { Id: number; Name: string };
let route: number[];
// A day well behind today that no other journey books: the schedule's only (and so latest) day,
// which lets the manager end it.
const DAY = addCalendarDays(todayIsoDate() as IsoDate, -200);

beforeAll(async () => {
  browser = await launchBrowser();
  manager = await apiSignIn('branchmanager');
  const ready = await apiPost<WorkOrderRow[]>(manager, '/workOrders/_search', {
    BranchIds: [1],
    StatusIds: [2],
    Take: 3,
  });
  expect(ready.length, 'work orders ready for scheduling in branch 1').toBeGreaterThanOrEqual(2);
  schedule = await apiPost<Schedule>(manager, '/schedules/add', { WorkOrderIds: ready.map((w) => w.Id) });
  const choices = await apiGet<ScheduleResourceChoices>(
    manager,
    `/schedules/${schedule.Id}/resource-choices`,
  );
  const [booked] = await apiPost<ScheduledResourcesDay[]>(manager, '/schedules/scheduled-resources', {
    ScheduleId: schedule.Id,
    ScheduleDates: [DAY],
  });
  const busy = new Set([...booked!.EmployeeIds, ...booked!.LentEmployeeIds]);
  foreman = choices.Crew.find((c) => c.JobTitleIds.includes(1) && !busy.has(c.Id))!;
  expect(foreman, 'a foreman of branch 1 free that day').toBeDefined();
  schedule = await apiPost<Schedule>(manager, '/schedules/update', {
    Id: schedule.Id,
    Version: schedule.Version,
    ScheduleDates: [
      {
        ScheduleDate_: DAY,
        StartTime: '08:00',
        EndTime: '16:00',
        ScheduleCrews: [{ Employee: { Id: foreman.Id }, JobTitle: { Id: 1 }, IsForeman: true }],
      },
    ],
  });
  // A route other than the order they were added in: the last first.
  route = [ready.at(-1)!.Id, ...ready.slice(0, -1).map((w) => w.Id)];
  await apiPut(
    manager,
    `/schedules/${schedule.Id}/work-orders/route-order`,
    route.map((WorkOrderId, i) => ({ WorkOrderId, RouteOrderId: i + 1 })),
  );
});
afterAll(async () => {
  // Frees the foreman's day and puts the work orders back to be scheduled; a fresh sign-in, as the
  // setup's session may have ended by the time the journey is over.
  if (schedule) await apiDelete(await apiSignIn('branchmanager'), `/schedules/remove/${schedule.Id}`);
  await browser?.close();
});

/** The work order cards of the schedule on screen, in their order. */
async function onScreen(page: Page): Promise<number[]> {
  const labels = await page
    .getByRole('region', { name: `Schedule ${schedule.Id}` })
    .getByRole('list', { name: 'Work orders in route order' })
    .getByRole('listitem')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  return labels.map((l) => Number(l.replace('work order ', '')));
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const fitsScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('the branch day on a phone', () => {
  it('a branch manager filters by branch and foreman, sees the route in order, and ends the schedule', () =>
    inContext(
      browser,
      'branch day phone',
      async ({ page }) => {
        await (await new LoginPage(page).open()).signIn('branchmanager', inject('password'));
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));
        const shell = new Shell(page);
        await page.goto(`/schedules/daily?date=${DAY}`);
        await shell.heading.filter({ hasText: 'Daily Schedule' }).waitFor();

        await choose(page, 'Branch', schedule.BranchName);
        await choose(page, 'Foreman', foreman.Name);
        await expect.poll(() => new URL(page.url()).searchParams.get('foremanId')).toBe(String(foreman.Id));
        expect(new URL(page.url()).searchParams.get('branchId')).toBe(String(schedule.BranchId));

        const region = page.getByRole('region', { name: `Schedule ${schedule.Id}` });
        await region.waitFor();
        // Only the foreman's day is left.
        await expect.poll(() => page.getByRole('region', { name: /^Schedule \d+/ }).count()).toBe(1);
        expect(await onScreen(page)).toEqual(route);
        await region.getByText(`${foreman.Name} (foreman)`).waitFor();
        expect(await fitsScreen(page)).toBe(true);
        expect(await beyondScreen(page)).toEqual([]);

        await region.getByRole('button', { name: 'End schedule' }).click();
        const dialog = page.getByRole('dialog');
        expect(await fitsScreen(page)).toBe(true);
        await dialog.getByRole('button', { name: 'End schedule' }).click();
        await page.getByText('Ended schedule successfully').waitFor();
        await region.getByText('Completed', { exact: true }).waitFor();
        await expect.poll(() => region.getByRole('button', { name: 'End schedule' }).count()).toBe(0);
        const saved = await apiGet<Schedule>(manager, `/schedules/${schedule.Id}`);
        expect(saved.StatusId).toBe(3);
        expect(await fitsScreen(page)).toBe(true);
        expect(await beyondScreen(page)).toEqual([]);
      },
      PHONE,
    ));
});
