import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  CSRF_HEADER,
  Messages,
  ServiceGroups,
  WorkOrderStatuses,
  type WorkOrderMaterial,
  type WorkOrderRow,
} from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { WorkOrderPage } from '../pages/WorkOrderPage';
import { apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { beyondScreen } from '../support/layout';
import { testServer } from '../support/env';

let browser: Browser;
let workOrder: WorkOrderRow;
beforeAll(async () => {
  browser = await launchBrowser();
  // An Arbor Care order not yet scheduled, which no other journey works on, with no materials yet
  // (the demo's confirmed work authorization made orders that carry a disposal).
  const session = await apiSignIn('officemanager');
  const rows = await apiPost<WorkOrderRow[]>(session, '/workOrders/_search', {
    StatusIds: [WorkOrderStatuses.Created],
    ServiceGroupIds: [ServiceGroups.ArborCare],
    BranchIds: [1],
    SortColumn: 'WorkOrderId',
    Descending: true,
    Take: 12,
  });
  for (const row of rows) {
    const materials = await apiPost<WorkOrderMaterial[]>(session, '/workOrders/workOrderMaterials/_search', {
      WorkOrderId: row.Id,
    });
    if (materials.length === 0) {
      workOrder = row;
      break;
    }
  }
});
afterAll(async () => {
  // Frees what the journey booked: its rows are archived, as a user would leave them.
  const session = await apiSignIn('officemanager');
  const left = await apiPost<WorkOrderMaterial[]>(session, '/workOrders/workOrderMaterials/_search', {
    WorkOrderId: workOrder.Id,
  });
  for (const m of left) {
    await fetch(`${testServer().baseUrl}/api/v1/workOrders/workOrderMaterials/${m.Id}/archive`, {
      method: 'DELETE',
      headers: {
        authorization: `Bearer ${session.LoginResult.Jwt}`,
        [CSRF_HEADER]: session.LoginResult.CsrfToken,
      },
    });
  }
  await browser?.close();
});

async function signIn(page: Page) {
  await (await new LoginPage(page).open()).signIn('officemanager', inject('password'));
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

async function addRow(
  page: Page,
  panel: ReturnType<Page['locator']>,
  type: string,
  option: string,
  units: string,
) {
  await panel.getByRole('button', { name: `Add ${type.toLowerCase()}` }).click();
  const form = panel.getByRole('heading', { name: `Add ${type.toLowerCase()}` }).locator('..');
  await form.getByRole('combobox', { name: type }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await form.getByRole('textbox', { name: 'Units' }).fill(units);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await form.waitFor({ state: 'detached' });
}

describe('work order materials', () => {
  it('an office user adds a material and a disposal, updates the actual cost and archives one', () =>
    inContext(browser, 'work order materials', async ({ page }) => {
      await signIn(page);
      const workOrders = new WorkOrderPage(page);
      await page.goto(`/workorders/info?id=${workOrder.Id}`);
      await workOrders.heading.filter({ hasText: `Work Order ${workOrder.Id}` }).waitFor();
      const panel = await workOrders.openTab('Materials');

      await addRow(page, panel, 'Material', 'Hardwood Mulch (cu yd)', '2.5');
      const mulch = panel.getByRole('row').filter({ hasText: 'Hardwood Mulch' });
      // 2.5 cu yd at the catalogue's $38.00.
      await mulch.getByText('$95.00').waitFor();
      expect(await mulch.innerText()).toContain('NA');

      await addRow(page, panel, 'Disposal', 'Wood Chips (cu yd)', '3');
      const chips = panel.getByRole('row').filter({ hasText: 'Wood Chips' });
      await chips.getByText('$36.00').waitFor();

      await mulch.getByRole('button', { name: 'Edit Hardwood Mulch' }).click();
      const form = panel.getByRole('heading', { name: 'Edit material' }).locator('..');
      await form.getByRole('textbox', { name: 'Actual cost' }).fill('81.4');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await form.waitFor({ state: 'detached' });
      await mulch.getByText('$81.40').waitFor();

      await chips.getByRole('button', { name: 'Archive Wood Chips' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Archive', exact: true }).click();
      await page.getByText(Messages.MaterialArchived).waitFor();
      await chips.waitFor({ state: 'detached' });
      expect(await panel.getByText('No disposals on this work order.').isVisible()).toBe(true);
    }));

  it('the materials tab fits a 390×844 phone', () =>
    inContext(
      browser,
      'work order materials phone',
      async ({ page }) => {
        await signIn(page);
        await page.goto(`/workorders/info?id=${workOrder.Id}&tab=materials`);
        const panel = page.getByRole('tabpanel', { name: 'Materials' });
        await panel.getByText('Hardwood Mulch').first().waitFor();
        expect(await beyondScreen(page)).toEqual([]);
        await panel.getByRole('button', { name: 'Add material' }).tap();
        await panel.getByRole('heading', { name: 'Add material' }).waitFor();
        expect(await beyondScreen(page)).toEqual([]);
      },
      PHONE,
    ));
});
