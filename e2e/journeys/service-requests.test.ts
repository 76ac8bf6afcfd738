import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ServiceRequestMessages as M, type RequestLocation, type ServiceRequest } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { apiDelete, apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { beyondScreen } from '../support/layout';

// A sales rep on a phone books a service request for a customer at a time when they already have an
// appointment: the screen asks first (doesRequestExists), and the request is booked once confirmed.
// The list opens on This Week and shows what is booked; the info screen shows the new request.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const QUARTER = 15 * 60_000;

async function signIn(page: Page, username: string) {
  await (await new LoginPage(page).open()).signIn(username, inject('password'));
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

describe('service requests', () => {
  it('a sales rep books a request over an existing appointment on a phone and is warned first', () =>
    inContext(
      browser,
      'service requests phone',
      async ({ page }) => {
        const rep = await apiSignIn('arborist');
        const [place] = await apiPost<RequestLocation[]>(rep, '/servicerequests/requestLocations/_search', {
          Take: 1,
        });
        const account = place!.AccountName;
        // The rep's appointment from now for three hours covers the new request's default time
        // (an hour ahead to two hours ahead), whenever the journey runs.
        const start = Math.floor(Date.now() / QUARTER) * QUARTER;
        const existing = await apiPost<ServiceRequest>(rep, '/servicerequests', {
          AccountLocationId: place!.Id,
          SalesRepId: 6,
          AppointmentDate: new Date(start).toISOString(),
          AppointmentDateEnd: new Date(start + 3 * 3_600_000).toISOString(),
          Notes: 'Existing appointment',
        });
        let booked: number | null = null;
        try {
          await signIn(page, 'arborist');
          await page.goto('/requests');
          await page.getByRole('heading', { name: 'Service Requests' }).waitFor();
          await page.getByPlaceholder('Search account, address, arborist, notes').fill(account);
          await page.getByText(account).first().waitFor();
          expect(await beyondScreen(page)).toEqual([]);

          await page.getByRole('button', { name: 'Add Request' }).tap();
          await page.waitForURL('**/requests/add');
          await page
            .getByRole('textbox', { name: /^Location/ })
            .or(page.getByRole('combobox', { name: /^Location/ }))
            .first()
            .tap();
          await page.keyboard.type(account);
          await page
            .getByRole('option', { name: new RegExp(`^${account}:`) })
            .first()
            .tap();
          await page.getByLabel('Arborist', { exact: true }).first().tap();
          await page.getByRole('option', { name: 'Ava Lindqvist', exact: true }).tap();
          expect(await beyondScreen(page)).toEqual([]);

          // The overlap question; Cancel books nothing.
          await page.getByRole('button', { name: 'Book Request' }).tap();
          const ask = page.getByRole('dialog', { name: 'Appointment overlap' });
          await ask.getByText(M.Overlap).waitFor();
          expect(await beyondScreen(page)).toEqual([]);
          await ask.getByRole('button', { name: 'Cancel' }).tap();
          await ask.waitFor({ state: 'hidden' });
          expect(page.url()).toContain('/requests/add');

          await page.getByRole('button', { name: 'Book Request' }).tap();
          await page
            .getByRole('dialog', { name: 'Appointment overlap' })
            .getByRole('button', { name: 'Continue' })
            .tap();
          await page.getByText(M.Created).first().waitFor();
          await page.waitForURL('**/requests/info?*');
          booked = Number(new URL(page.url()).searchParams.get('id'));
          await page.getByRole('heading', { name: `Appointment ${booked}` }).waitFor();
          await page.getByText(`${account} ·`, { exact: false }).first().waitFor();
          expect(await beyondScreen(page)).toEqual([]);

          // Back on the list, both bookings are there (Any Date: late on a Sunday the new one is next week's).
          await page.goto('/requests');
          await page.getByRole('button', { name: 'Filters' }).tap();
          await page.getByRole('combobox', { name: 'Date', exact: true }).tap();
          await page.getByRole('option', { name: 'Any Date' }).tap();
          await page.getByPlaceholder('Search account, address, arborist, notes').fill(account);
          await expect.poll(() => page.getByText(account, { exact: true }).count()).toBeGreaterThanOrEqual(2);
        } finally {
          const again = await apiSignIn('arborist');
          await apiDelete(again, `/servicerequests?id=${existing.Id}`);
          if (booked) await apiDelete(again, `/servicerequests?id=${booked}`);
        }
      },
      PHONE,
    ));
});
