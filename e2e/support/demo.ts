import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import type { WorkOrderRow } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { WorkOrderPage } from '../pages/WorkOrderPage';
import { apiPost, apiSignIn } from './api';

/** Scheduled today in North Shore, crewed by 'foreman', sold by 'arborist' (server/src/seed). */
export const DEMO_WORK_ORDER = 'Demo: crown clean and scouting';

export async function findDemoWorkOrder(username: string): Promise<WorkOrderRow> {
  const rows = await apiPost<WorkOrderRow[]>(await apiSignIn(username), '/workOrders/_search', {
    Query: DEMO_WORK_ORDER,
  });
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Signs in, opens the work order online and waits until the device holds it and is in step. */
export async function openOnDevice(
  page: Page,
  username: string,
  workOrderId: number,
): Promise<WorkOrderPage> {
  const workOrders = new WorkOrderPage(page);
  const shell = new Shell(page);
  await (await new LoginPage(page).open()).signIn(username, inject('password'));
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto(`/workorders/info?id=${workOrderId}`);
  await workOrders.heading.filter({ hasText: `Work Order ${workOrderId}` }).waitFor();
  await shell.waitForServiceWorker();
  await shell.waitForSynced();
  return workOrders;
}
