import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { addCalendarDays, listDates, ScheduleDateMessages, todayIsoDate } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { beyondScreen } from '../support/layout';

let browser: Browser;
/** A new schedule's first day is tomorrow, as the schedule dialog labels it. */
const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
const shown = `${tomorrow.getMonth() + 1}/${tomorrow.getDate()}/${tomorrow.getFullYear()}`;
/** The rule message of spec §5 for a day with no foreman, word for word as the wizard and server say it. */
const NO_FOREMAN = ScheduleDateMessages.foremanRequired(listDates([addCalendarDays(todayIsoDate(), 1)]));
const EVERY_BRANCH = `branchIds=${encodeURIComponent('[]')}&arboristIds=${encodeURIComponent('[]')}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, username: string) {
  await (await new LoginPage(page).open()).signIn(username, inject('password'));
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

const boxes = (page: Page) => page.getByRole('checkbox', { name: /^Select work order \d+$/ });
const idOf = async (box: Locator) => Number((await box.getAttribute('aria-label'))!.replace(/\D/g, ''));

/** Picks the first choice a Select offers and returns its text. */
async function pickFirst(page: Page, input: Locator) {
  await input.click();
  const option = page.getByRole('option').first();
  const text = (await option.textContent())!.trim();
  await option.click();
  return text;
}

describe('build schedules', () => {
  it('a branch manager schedules three work orders with a day, crew and equipment, is told a foreman is required, adds one, and finds the schedule', () =>
    inContext(browser, 'build schedule', async ({ page }) => {
      await signIn(page, 'branchmanager');
      const shell = new Shell(page);
      await shell.openGroup('Schedules');
      await shell.go('Build Schedules');
      await page.waitForURL('**/workorders/schedule**');
      await shell.heading.filter({ hasText: 'Build Schedules' }).waitFor();
      await boxes(page).first().waitFor();
      const ids: number[] = [];
      for (const box of (await boxes(page).all()).slice(0, 3)) {
        ids.push(await idOf(box));
        await box.check();
      }
      const bar = page.getByRole('region', { name: 'Selected work orders' });
      await bar.getByText('3 selected').waitFor();
      await bar.getByRole('button', { name: 'Create schedule' }).click();
      // Demo orders are Urgent, High or Normal: no Missed question comes first.

      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Add date' }).click();
      await dialog.getByRole('region', { name: `Date ${shown}` }).waitFor();
      await dialog.getByRole('button', { name: 'Next' }).click();
      const crew = dialog.getByRole('region', { name: `Crew on ${shown}` });
      await crew.getByRole('button', { name: `Add crew member on ${shown}` }).click();
      await pickFirst(page, crew.getByRole('combobox', { name: 'Employee' }));
      // First with nobody leading the day: the save is refused with the rule's message naming it.
      const foreman = crew.getByRole('checkbox', { name: 'Foreman' });
      if (await foreman.isChecked()) await foreman.uncheck();
      await dialog.getByRole('button', { name: 'Next' }).click();
      const equipment = dialog.getByRole('region', { name: `Equipment on ${shown}` });
      await equipment.getByRole('button', { name: `Add equipment on ${shown}` }).click();
      await pickFirst(page, equipment.getByRole('combobox', { name: 'Equipment' }));
      await dialog.getByRole('button', { name: 'Save' }).click();
      const problems = dialog.getByRole('alert').filter({ hasText: 'The schedule cannot be saved yet' });
      await problems.getByText(NO_FOREMAN, { exact: true }).waitFor();
      expect(await dialog.isVisible()).toBe(true);

      // The crew member leads the day: the message goes and the save succeeds.
      await dialog.getByRole('button', { name: 'Back' }).click();
      await crew.getByRole('checkbox', { name: 'Foreman' }).check();
      await problems.waitFor({ state: 'detached' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The selection is cleared and the scheduled orders leave the list.
      await bar.waitFor({ state: 'detached' });
      for (const id of ids)
        await page.getByRole('checkbox', { name: `Select work order ${id}` }).waitFor({ state: 'detached' });

      await shell.go('Manage Schedules');
      await page.waitForURL('**/schedules**');
      await page.getByPlaceholder('Schedule or work order number').fill(String(ids[0]));
      const row = page
        .locator('tbody tr')
        .filter({ has: page.getByRole('link', { name: `Work order ${ids[0]}` }) });
      await row.waitFor();
      expect(await row.count()).toBe(1);
      for (const id of ids) await row.getByRole('link', { name: `Work order ${id}`, exact: true }).waitFor();

      // Cancelled, the schedule frees tomorrow's crew and equipment for the journeys that follow.
      await row.getByRole('cell').first().click();
      await page.getByRole('button', { name: 'Cancel schedule' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel schedule' }).click();
      await page.getByText('Schedule cancelled Successfully').waitFor();
    }));

  it('keeps work orders selected across "Load more"', () =>
    inContext(browser, 'build schedule load more', async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto(`/workorders/schedule?${EVERY_BRANCH}`);
      await boxes(page).first().waitFor();
      expect(await boxes(page).count()).toBe(12);
      const first = await idOf(boxes(page).first());
      await boxes(page).first().check();
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => boxes(page).count()).toBeGreaterThan(12);
      await boxes(page).nth(12).check();
      const bar = page.getByRole('region', { name: 'Selected work orders' });
      await bar.getByText('2 selected').waitFor();
      expect(await page.getByRole('checkbox', { name: `Select work order ${first}` }).isChecked()).toBe(true);
    }));

  it('fits a phone screen, filters folded away', () =>
    inContext(
      browser,
      'build schedule phone',
      async ({ page }) => {
        await signIn(page, 'branchmanager');
        await page.goto('/workorders/schedule');
        await boxes(page).first().waitFor();
        expect(await page.getByLabel('Service codes').count()).toBe(0);
        await boxes(page).first().check();
        await page.getByRole('region', { name: 'Selected work orders' }).waitFor();
        expect(await beyondScreen(page)).toEqual([]);
        await page.getByRole('button', { name: 'Filters' }).click();
        await page.getByLabel('Service codes').first().waitFor();
        expect(await beyondScreen(page)).toEqual([]);
      },
      PHONE,
    ));
});
