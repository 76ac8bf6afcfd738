import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ApplicationHistory, WorkOrderChemical, WorkOrderRow, WorkOrderService } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { WorkOrderPage } from '../pages/WorkOrderPage';
import { apiGet, apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { findDemoWorkOrder } from '../support/demo';
import { beyondScreen } from '../support/layout';

let browser: Browser;
let demo: WorkOrderRow;
beforeAll(async () => {
  browser = await launchBrowser();
  demo = await findDemoWorkOrder('foreman');
});
afterAll(async () => {
  await browser?.close();
});

/** The live chemical lines of the demo work order's first service. */
async function liveLines(serviceId: number): Promise<WorkOrderChemical[]> {
  return apiPost(await apiSignIn('admin'), '/workOrders/chemicals/_search', {
    WorkOrderServiceId: serviceId,
  });
}

describe('chemical applications', () => {
  it('a foreman records a chemical and its application on his phone, then corrects the record as a new revision', () =>
    inContext(
      browser,
      'chemical application phone',
      async ({ page }) => {
        const admin = await apiSignIn('admin');
        const [service] = await apiPost<WorkOrderService[]>(admin, '/workOrders/services/_search', {
          WorkOrderId: demo.Id,
        });
        const before = new Set((await liveLines(service!.Id)).map((l) => l.Id));
        try {
          await (await new LoginPage(page).open()).signIn('foreman', inject('password'));
          await page.waitForURL((u) => !u.pathname.startsWith('/login'));
          const workOrders = new WorkOrderPage(page);
          await page.goto(`/workorders/info?id=${demo.Id}`);
          await workOrders.heading.filter({ hasText: `Work Order ${demo.Id}` }).waitFor();
          await page.getByRole('tab', { name: 'Chemicals', exact: true }).tap();
          const panel = page.getByRole('tabpanel', { name: 'Chemicals' });
          await panel.getByText(service!.ServiceName).first().waitFor();
          expect(await beyondScreen(page)).toEqual([]);

          await panel.getByRole('button', { name: `Add chemical to ${service!.ServiceName}` }).tap();
          const add = page.getByRole('dialog', { name: 'Add chemical' });
          const choose = async (box: string, option: string) => {
            await add.getByRole('combobox', { name: box, exact: true }).tap();
            await page.getByRole('option', { name: option, exact: true }).tap();
          };
          await choose('Chemical', 'Horticultural Oil');
          await choose('Carrier', '100 gal');
          await choose('Chemical Unit', 'gal');
          await add.getByRole('textbox', { name: 'Actual Gallons Used' }).fill('12.5');
          expect(await beyondScreen(page)).toEqual([]);
          await add.getByRole('button', { name: 'Add chemical' }).tap();
          await page.getByText('Chemical Added Successfully').waitFor();
          await add.waitFor({ state: 'hidden' });

          await panel.getByRole('button', { name: 'Record application' }).tap();
          const rec = page.getByRole('dialog', { name: 'Record application of Horticultural Oil' });
          await rec.getByRole('combobox', { name: 'Applicator' }).tap();
          await page.getByRole('option', { name: 'Frank Ortiz (IL-CA-0051234)' }).tap();
          await rec.getByRole('textbox', { name: 'Target pest' }).fill('Scale crawlers');
          await rec.getByRole('textbox', { name: 'Trees treated' }).fill('3');
          await rec.getByRole('textbox', { name: 'Wind speed (mph)' }).fill('4.5');
          await rec.getByRole('combobox', { name: 'Wind direction' }).tap();
          await page.getByRole('option', { name: 'NW', exact: true }).tap();
          await rec.getByRole('textbox', { name: 'Temperature (°F)' }).fill('61');
          await rec
            .getByRole('textbox', { name: 'Re-entry notes' })
            .fill('Keep off until the spray has dried.');
          expect(await beyondScreen(page)).toEqual([]);
          await rec.getByRole('button', { name: 'Save record' }).tap();
          await page.getByText('Application record saved').waitFor();
          await rec.waitFor({ state: 'hidden' });
          // The notice slides in from the side; the page is measured once it has gone.
          await page.getByText('Application record saved').waitFor({ state: 'hidden' });

          // No mix rate was given, so the rate is left to fill: Illinois asks for it.
          await panel.getByText('Needed: Rate').waitFor();
          expect(await beyondScreen(page)).toEqual([]);
          await panel.getByRole('button', { name: 'Correct record' }).tap();
          const fix = page.getByRole('dialog', { name: 'Correct application of Horticultural Oil' });
          await fix.getByRole('textbox', { name: 'Rate' }).fill('2 gal per 100 gal');
          await fix.getByRole('textbox', { name: 'Reason for the correction' }).fill('Rate from the label');
          await fix.getByRole('button', { name: 'Save correction' }).tap();
          await fix.waitFor({ state: 'hidden' });
          await page.getByText('Application record saved').waitFor({ state: 'hidden' });
          await panel.getByText('Recorded (revision 2)').waitFor();
          expect(await panel.getByText(/^Needed:/).count()).toBe(0);
          expect(await beyondScreen(page)).toEqual([]);

          const mine = (await liveLines(service!.Id)).filter((l) => !before.has(l.Id));
          expect(mine).toHaveLength(1);
          const history = await apiGet<ApplicationHistory>(
            await apiSignIn('admin'),
            `/workOrders/chemicals/${mine[0]!.Id}/applications`,
          );
          expect(history.Revisions.map((r) => [r.Revision, r.Rate])).toEqual([
            [1, null],
            [2, '2 gal per 100 gal'],
          ]);
          expect(history.Revisions[1]!.ReplacesId).toBe(history.Revisions[0]!.Id);
          expect(history.Revisions[1]).toMatchObject({
            ApplicatorName: 'Frank Ortiz',
            LicenseNumber: 'IL-CA-0051234',
            ProductName: 'Horticultural Oil',
            EpaNumber: '48813-1',
            TargetPest: 'Scale crawlers',
            TotalAmount: 12.5,
            TreesTreated: 3,
            WindSpeedMph: 4.5,
            WindDirection: 'NW',
            TemperatureF: 61,
            RecordedBy: 'Frank Ortiz',
          });
          expect(history.Revisions[1]!.SiteAddress).toBeTruthy();
        } finally {
          // The demo work order is shared by other journeys: what this one added is archived again.
          // Access tokens are short in the journeys: a fresh sign-in for the cleanup.
          const cleaner = await apiSignIn('admin');
          for (const l of await liveLines(service!.Id))
            if (!before.has(l.Id)) await apiPost(cleaner, `/workOrders/chemicals/${l.Id}/toggleArchived`, {});
        }
      },
      PHONE,
    ));
});
