import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  EquipmentProblemStatuses,
  formatDate,
  WorkOrderProblemMessages as M,
  type EquipmentProblem,
  type WorkOrderEquipment,
} from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { apiGet, apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { findDemoWorkOrder } from '../support/demo';
import { beyondScreen } from '../support/layout';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('equipment problems', () => {
  // Access tokens last 20 seconds in journeys, so each API call signs in afresh.
  it('a foreman reports a problem on a phone; the office resolves it on the equipment problems screen', async () => {
    const wo = await findDemoWorkOrder('foreman');
    const foremanApi = await apiSignIn('foreman');
    const equipment = await apiGet<WorkOrderEquipment[]>(foremanApi, `/workOrders/${wo.Id}/equipment`);
    expect(equipment.length, 'equipment on the demo work order schedule').toBeGreaterThan(0);
    const piece = equipment[0]!;
    const note = `Tyre gone flat on the way to the site ${Date.now()}`;
    let problem: EquipmentProblem | undefined;

    try {
      await inContext(
        browser,
        'equipment problem reported on a phone',
        async ({ page }) => {
          await (await new LoginPage(page).open()).signIn('foreman', inject('password'));
          await page.waitForURL((u) => !u.pathname.startsWith('/login'));
          await page.goto(`/workorders/info?id=${wo.Id}&tab=problems`);
          await page.getByRole('button', { name: 'Report problem' }).click();
          const dialog = page.getByRole('dialog', { name: 'Report equipment problem' });
          await dialog.getByRole('combobox', { name: 'Equipment' }).click();
          await page.getByRole('option', { name: piece.Name }).click();
          await dialog.getByRole('combobox', { name: 'Problem' }).click();
          await page.getByRole('option', { name: 'Flat or damaged tire' }).click();
          await dialog.getByRole('textbox', { name: 'Notes' }).fill(note);
          await dialog.getByRole('button', { name: 'Report problem' }).click();
          await page.getByText(M.ProblemAdded).first().waitFor();
          await dialog.waitFor({ state: 'hidden' });
          const rows = await apiPost<EquipmentProblem[]>(
            await apiSignIn('admin'),
            '/workOrders/equipmentproblems/_search',
            {
              WorkOrderId: wo.Id,
              Take: 50,
            },
          );
          problem = rows.find((p) => p.Notes === note);
          expect(problem).toMatchObject({ StatusId: EquipmentProblemStatuses.Open, ResolutionDate: null });
          await page.getByRole('combobox', { name: `Status of problem ${problem!.Id}` }).waitFor();
          expect(await beyondScreen(page)).toEqual([]);
        },
        PHONE,
      );

      await inContext(
        browser,
        'equipment problem resolved by the office',
        async ({ page }) => {
          const shell = new Shell(page);
          await (await new LoginPage(page).open()).signIn('admin', inject('password'));
          await page.waitForURL((u) => !u.pathname.startsWith('/login'));
          await shell.go('Equipment Problems');
          await shell.heading.filter({ hasText: 'Equipment Problems' }).waitFor();
          const status = page.getByRole('combobox', { name: `Status of problem ${problem!.Id}` });
          const row = page.getByRole('row').filter({ has: status });
          await expect.poll(() => row.getByText(formatDate(new Date()), { exact: true }).count()).toBe(1);
          await status.click();
          await page.getByRole('option', { name: 'Resolved' }).click();
          await page.getByText(M.ProblemSaved).first().waitFor();
          // Reported today and now resolved today: the day shows in both columns.
          const today = row.getByText(formatDate(new Date()), { exact: true });
          await expect.poll(() => today.count()).toBe(2);
          await expect.poll(() => status.inputValue()).toBe('Resolved');
        },
        { viewport: { width: 1440, height: 900 } },
      );

      await inContext(
        browser,
        'equipment problems screen on a phone',
        async ({ page }) => {
          await (await new LoginPage(page).open()).signIn('admin', inject('password'));
          await page.waitForURL((u) => !u.pathname.startsWith('/login'));
          await page.goto('/workorders/equipmentproblems');
          await page.getByRole('combobox', { name: `Status of problem ${problem!.Id}` }).waitFor();
          expect(await beyondScreen(page)).toEqual([]);
        },
        PHONE,
      );
      const stored = await apiPost<EquipmentProblem[]>(
        await apiSignIn('admin'),
        '/workOrders/equipmentproblems/_search',
        {
          WorkOrderId: wo.Id,
          Take: 50,
        },
      );
      const resolved = stored.find((p) => p.Id === problem!.Id)!;
      expect(resolved.StatusId).toBe(EquipmentProblemStatuses.Resolved);
      expect(Date.now() - Date.parse(resolved.ResolutionDate!)).toBeLessThan(10 * 60_000);
    } finally {
      // The journey's problem leaves the shared demo lists as it found them.
      if (problem)
        await apiPost(
          await apiSignIn('admin'),
          `/workOrders/equipmentproblems/${problem.Id}/toggleArchived`,
          {},
        );
    }
  });
});
