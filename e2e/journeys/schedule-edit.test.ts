import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Schedule, WorkOrderRow } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { beyondScreen } from '../support/layout';

let browser: Browser;
let schedule: Schedule;
/** A new schedule's first day is tomorrow: as the wizard labels it, and as rule messages list it. */
const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
const shown = `${tomorrow.getMonth() + 1}/${tomorrow.getDate()}/${tomorrow.getFullYear()}`;
const listed = `${String(tomorrow.getMonth() + 1).padStart(2, '0')}/${String(tomorrow.getDate()).padStart(2, '0')}/${tomorrow.getFullYear()}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const manager = await apiSignIn('branchmanager');
  const [workOrder] = await apiPost<WorkOrderRow[]>(manager, '/workOrders/_search', {
    BranchIds: [1],
    Take: 1,
  });
  schedule = await apiPost<Schedule>(manager, '/schedules/add', { WorkOrderIds: [workOrder!.Id] });
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page) {
  await (await new LoginPage(page).open()).signIn('branchmanager', inject('password'));
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** Picks the first choice a Select offers and returns its text. */
async function pickFirst(page: Page, input: ReturnType<Page['getByRole']>) {
  await input.click();
  const option = page.getByRole('option').first();
  const text = (await option.textContent())!.trim();
  await option.click();
  return text;
}

describe('editing a schedule’s days', () => {
  it('a branch manager adds a day, is told it needs a foreman, fixes it and the day stays', () =>
    inContext(browser, 'schedule edit', async ({ page }) => {
      await signIn(page);
      const shell = new Shell(page);
      await page.goto(`/schedules/info?id=${schedule.Id}`);
      await shell.heading.filter({ hasText: `Schedule ${schedule.Id}` }).waitFor();

      await page.getByRole('button', { name: 'Add date' }).click();
      await page.getByRole('region', { name: `Date ${shown}` }).waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      const crew = page.getByRole('region', { name: `Crew on ${shown}` });
      await crew.getByRole('button', { name: `Add crew member on ${shown}` }).click();
      const person = await pickFirst(page, crew.getByRole('combobox', { name: 'Employee' }));
      const foreman = crew.getByRole('checkbox', { name: 'Foreman' });
      if (await foreman.isChecked()) await foreman.uncheck();

      await page.getByRole('button', { name: 'Save' }).click();
      const rules = page.getByRole('alert').filter({ hasText: 'The schedule cannot be saved yet' });
      await rules.getByText(`A foreman is required on: ${listed}`).waitFor();

      await foreman.check();
      await rules.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Next' }).click();
      const equipment = page.getByRole('region', { name: `Equipment on ${shown}` });
      await equipment.getByRole('button', { name: `Add equipment on ${shown}` }).click();
      const asset = await pickFirst(page, equipment.getByRole('combobox', { name: 'Equipment' }));
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Schedule Updated Successfully').waitFor();

      await page.reload();
      await shell.heading.filter({ hasText: `Schedule ${schedule.Id}` }).waitFor();
      const saved = page.getByRole('region', { name: `Equipment on ${shown}` });
      await expect.poll(() => saved.getByRole('combobox', { name: 'Equipment' }).inputValue()).toBe(asset);
      await page.getByText('2. Crew', { exact: true }).click();
      const savedCrew = page.getByRole('region', { name: `Crew on ${shown}` });
      await expect
        .poll(() => savedCrew.getByRole('combobox', { name: 'Employee' }).inputValue())
        .toBe(person);
      expect(await savedCrew.getByRole('checkbox', { name: 'Foreman' }).isChecked()).toBe(true);
    }));

  it('fits a phone screen on every step', () =>
    inContext(
      browser,
      'schedule edit phone',
      async ({ page }) => {
        await signIn(page);
        for (const step of ['', '&step=1', '&step=2']) {
          await page.goto(`/schedules/info?id=${schedule.Id}${step}`);
          await page.getByRole('button', { name: 'Save' }).waitFor();
          expect(await beyondScreen(page), step).toEqual([]);
        }
      },
      PHONE,
    ));
});
