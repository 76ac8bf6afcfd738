import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  formatCurrency,
  formatDate,
  ScheduleCostMessages,
  type Schedule,
  type ScheduleAddRow,
  type ScheduleRow,
} from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { apiGet, apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { beyondScreen } from '../support/layout';

let browser: Browser;
let schedule: Schedule;
let waiting: ScheduleAddRow;
beforeAll(async () => {
  browser = await launchBrowser();
  const manager = await apiSignIn('branchmanager');
  // An open schedule of the manager's branch with equipment booked, the latest first: today's
  // demo day belongs to the foreman's journeys.
  const open = await apiPost<ScheduleRow[]>(manager, '/schedules/_search', {
    ScheduleStatuses: [1],
    Take: 50,
  });
  for (const row of [...open].reverse()) {
    const s = await apiGet<Schedule>(manager, `/schedules/${row.Id}`);
    if (s.ScheduleDates.some((d) => d.ScheduleEquipments.length)) {
      schedule = s;
      break;
    }
  }
  expect(schedule).toBeDefined();
  const candidates = await apiPost<ScheduleAddRow[]>(
    manager,
    `/schedules/${schedule.Id}/work-orders-to-schedule`,
    {
      BranchIds: [schedule.BranchId],
      Take: 1,
    },
  );
  expect(candidates).toHaveLength(1);
  waiting = candidates[0]!;
});
afterAll(async () => {
  await browser?.close();
});

/** Types into a money field as a person does: focus (which shows the plain amount), replace, leave. */
async function typeMoney(input: Locator, text: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(text);
  await input.press('Tab');
}

async function openTab(page: Page) {
  await (await new LoginPage(page).open()).signIn('branchmanager', inject('password'));
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto(`/schedules/info?id=${schedule.Id}&tab=workorders`);
  await new Shell(page).heading.filter({ hasText: `Schedule ${schedule.Id}` }).waitFor();
  return page.getByRole('table', { name: 'Work orders on this schedule' });
}

describe('a schedule’s work orders', () => {
  it('a branch manager adds a work order and splits an equipment’s daily rate over two work orders', () =>
    inContext(browser, 'schedule work orders', async ({ page }) => {
      const day = schedule.ScheduleDates.find((d) => d.ScheduleEquipments.length)!;
      const equipment = day.ScheduleEquipments[0]!;
      const rate = Math.round(equipment.DailyRate * 100);
      const splitButton = `Split cost of ${equipment.EquipmentResource.AssetNumber} on ${formatDate(day.ScheduleDate_)}`;

      const table = await openTab(page);
      await page.getByRole('button', { name: 'Add work orders' }).click();
      const add = page.getByRole('dialog', { name: 'Add work orders' });
      await add.getByRole('textbox', { name: 'Work order', exact: true }).fill(String(waiting.WorkOrderId));
      await add.getByRole('checkbox', { name: `Work order ${waiting.WorkOrderId}` }).check();
      await add.getByRole('button', { name: 'Add 1 work order' }).click();
      await add.waitFor({ state: 'hidden' });
      await table.getByRole('link', { name: `Work order ${waiting.WorkOrderId}`, exact: true }).waitFor();

      await page.getByRole('button', { name: splitButton }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Equipment cost by work order' });
      await dialog.getByText(`Daily rate: ${formatCurrency(rate)}`).waitFor();
      const inputs = dialog.getByRole('textbox', { name: /^Work order \d+ ·/ });
      expect(await inputs.count()).toBeGreaterThanOrEqual(2);
      const labels = await inputs.evaluateAll((els) =>
        els.map((e) => (e as HTMLInputElement).labels![0]!.textContent!),
      );
      const ids = labels.map((l) => Number(/^Work order (\d+)/.exec(l)![1]));
      for (let i = 0; i < (await inputs.count()); i++) await typeMoney(inputs.nth(i), '0');
      await typeMoney(inputs.nth(0), '1');
      await dialog.getByText(ScheduleCostMessages.MustAddUp).waitFor();
      await dialog.getByText(`Remaining: ${formatCurrency(rate - 100)}`).waitFor();
      expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await typeMoney(inputs.nth(1), ((rate - 100) / 100).toFixed(2));
      await dialog.getByText('Remaining: $0.00').waitFor();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText(ScheduleCostMessages.EquipmentCostSaved).waitFor();
      await dialog.waitFor({ state: 'hidden' });

      await page.reload();
      await table.waitFor();
      const costOf = (id: number) =>
        table
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: `Work order ${id}`, exact: true }) })
          .getByRole('cell')
          .nth(6);
      expect(await costOf(ids[0]!).innerText()).toBe('$1.00');
      await page.getByRole('button', { name: splitButton }).first().click();
      await dialog.getByText(`Daily rate: ${formatCurrency(rate)}`).waitFor();
      expect(await inputs.nth(0).inputValue()).toBe('$1.00');
      expect(await inputs.nth(1).inputValue()).toBe(formatCurrency(rate - 100));
      await dialog.getByText('Remaining: $0.00').waitFor();
    }));

  it('fits a phone screen, dialogs included', () =>
    inContext(
      browser,
      'schedule work orders phone',
      async ({ page }) => {
        const table = await openTab(page);
        await table.getByRole('link').first().waitFor();
        expect(await beyondScreen(page)).toEqual([]);
        await page
          .getByRole('button', { name: /^Split cost of/ })
          .first()
          .click();
        const cost = page.getByRole('dialog', { name: 'Equipment cost by work order' });
        await cost.getByText(/^Daily rate/).waitFor();
        expect(await beyondScreen(page)).toEqual([]);
        await cost.getByRole('button', { name: 'Cancel' }).click();
        await cost.waitFor({ state: 'hidden' });
        await table.getByRole('button', { name: 'Wage hours' }).first().click();
        const wage = page.getByRole('dialog', { name: /^Prevailing wage hours/ });
        await wage
          .getByRole('button', { name: /^(Save|Close)$/ })
          .first()
          .waitFor();
        expect(await beyondScreen(page)).toEqual([]);
      },
      PHONE,
    ));
});
