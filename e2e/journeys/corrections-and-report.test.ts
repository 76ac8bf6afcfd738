import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Messages, type CorrectionLinks, type WorkOrderRow, type WorkOrderService } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { WorkOrderPage } from '../pages/WorkOrderPage';
import { apiGet, apiPost, apiPut, apiSignIn } from '../support/api';
import { inContext, launchBrowser } from '../support/browser';
import { DEMO_WORK_ORDER, findDemoWorkOrder } from '../support/demo';

// A North Shore order no other journey opens; its service is flagged for this journey and put back
// after, and the correction made from it is archived.
const ORIGINAL = 'Cable the split-trunk maple';

let browser: Browser;
let original: WorkOrderRow;
let flagged: WorkOrderService;
const corrections: number[] = [];

// A fresh sign-in for each call: a token signed in at the start may have run out by the cleanup.
const manager = () => apiSignIn('branchmanager');
const liveServices = async (id: number) =>
  apiPost<WorkOrderService[]>(await manager(), '/workOrders/services/_search', { WorkOrderId: id });

async function setNeedsCorrection(serviceId: number, value: boolean): Promise<void> {
  const now = (await liveServices(original.Id)).find((s) => s.Id === serviceId)!;
  await apiPut(await manager(), '/workOrders/services/save', {
    Id: now.Id,
    Version: now.Version,
    NeedsCorrection: value,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const rows = await apiPost<WorkOrderRow[]>(await manager(), '/workOrders/_search', { Query: ORIGINAL });
  original = rows.find((r) => r.BranchId === 1 && !r.Archived)!;
  expect(original).toBeDefined();
  const [first] = await liveServices(original.Id);
  if (!first) throw new Error(`The demo order '${ORIGINAL}' has no service`);
  flagged = first;
});

afterAll(async () => {
  if (flagged) await setNeedsCorrection(flagged.Id, flagged.NeedsCorrection);
  for (const id of corrections) await apiPost(await manager(), `/workOrders/${id}/toggleActive`, {});
  await browser?.close();
});

describe('correction work orders and the tracking report', () => {
  it('a branch manager makes a correction work order from a flagged service, follows the link back and finds the order in the report', () =>
    inContext(browser, 'corrections and report', async ({ page }) => {
      await setNeedsCorrection(flagged.Id, true);
      const workOrders = new WorkOrderPage(page);
      await (await new LoginPage(page).open()).signIn('branchmanager', inject('password'));
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));

      await page.goto(`/workorders/info?id=${original.Id}`);
      await workOrders.heading.filter({ hasText: `Work Order ${original.Id}` }).waitFor();
      await page.getByRole('button', { name: 'Create correction work order' }).click();
      const ask = page.getByRole('dialog', { name: 'Create correction work order?' });
      await ask.getByRole('button', { name: 'Create correction work order' }).click();
      await page.getByText(Messages.CorrectionGenerated).waitFor();

      await page.waitForURL((u) => u.searchParams.get('id') !== String(original.Id));
      const correctionId = Number(new URL(page.url()).searchParams.get('id'));
      corrections.push(correctionId);
      await workOrders.heading.filter({ hasText: `Work Order ${correctionId}` }).waitFor();
      const links = await apiGet<CorrectionLinks>(
        await manager(),
        `/workOrders/${correctionId}/correctionWorkOrder`,
      );
      expect(links.Original?.Id).toBe(original.Id);
      const copied = await liveServices(correctionId);
      expect(copied.map((s) => s.ServiceName)).toEqual([flagged.ServiceName]);

      await page.getByRole('button', { name: 'Correction links' }).click();
      const dialog = page.getByRole('dialog', { name: 'Correction work orders' });
      await dialog.getByRole('link', { name: `Work order ${original.Id}` }).click();
      await workOrders.heading.filter({ hasText: `Work Order ${original.Id}` }).waitFor();
      expect(new URL(page.url()).searchParams.get('id')).toBe(String(original.Id));
      const pricing = await workOrders.openTab('Pricing');
      await pricing.getByRole('region', { name: 'Services total' }).waitFor();
      expect(await pricing.getByText('Estimated value').count()).toBe(1);
      expect(await pricing.getByRole('region', { name: flagged.ServiceName }).count()).toBe(1);

      await page.goto('/workorders/report');
      await page.getByRole('heading', { name: 'Work Order Tracking Report' }).waitFor();
      await Promise.all([
        page.waitForResponse(
          (r) =>
            r.url().endsWith('/api/v1/workOrders/report') &&
            (r.request().postData() ?? '').includes(`"WorkOrderId":${original.Id}`),
        ),
        page.getByRole('textbox', { name: 'Work order' }).fill(String(original.Id)),
      ]);
      const main = page.getByRole('main');
      const row = main
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: String(original.Id), exact: true }) });
      await row.waitFor();
      expect(await main.getByRole('row').count()).toBe(2); // the header and the order
      expect(await row.innerText()).toContain(original.CustomerName);
    }));

  it("a foreman's work order shows no prices", () =>
    inContext(browser, 'foreman sees no prices', async ({ page }) => {
      const demo = await findDemoWorkOrder('foreman');
      const workOrders = new WorkOrderPage(page);
      await (await new LoginPage(page).open()).signIn('foreman', inject('password'));
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));

      await page.goto(`/workorders/info?id=${demo.Id}`);
      await workOrders.heading.filter({ hasText: `Work Order ${demo.Id}` }).waitFor();
      await page.getByText(DEMO_WORK_ORDER).first().waitFor();
      expect(await page.getByRole('tab', { name: 'Basic info' }).count()).toBe(1);
      expect(await page.getByRole('tab', { name: 'Pricing' }).count()).toBe(0);
      expect(await page.getByText(/Estimated value/i).count()).toBe(0);

      const services = await workOrders.openTab('Services');
      await services.getByText('Crown Cleaning').first().waitFor();
      expect(await services.getByText(/Total Cost/i).count()).toBe(0);
      expect(await services.getByText(/\$\d/).count()).toBe(0);
    }));
});
