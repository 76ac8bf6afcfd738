import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  WorkOrderImageTypes,
  type EquipmentProblem,
  type WorkOrderDamage,
  type WorkOrderImage,
  type WorkOrderRow,
} from '@canopy/shared';
import { Shell } from '../pages/Shell';
import { apiGet, apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE, WITH_SERVICE_WORKER } from '../support/browser';
import { findDemoWorkOrder, openOnDevice } from '../support/demo';
import { beyondScreen } from '../support/layout';
import { solidPng } from '../support/png';

let browser: Browser;
let demo: WorkOrderRow;
beforeAll(async () => {
  browser = await launchBrowser();
  demo = await findDemoWorkOrder('foreman');
});
afterAll(async () => {
  await browser?.close();
});

describe('damages and equipment problems without a network', () => {
  it('a foreman on a phone records a damage with its photo and an equipment problem offline; the office sees them once he is back', () =>
    inContext(
      browser,
      'offline damages',
      async ({ page, context }) => {
        const tag = Date.now().toString(36);
        const damage = `Gate post cracked ${tag}`;
        const problemNote = `Chain slips ${tag}`;
        // A phone's first sync of the foreman's work takes its time on a busy machine.
        context.setDefaultTimeout(45_000);
        const foreman = await openOnDevice(page, 'foreman', demo.Id);
        const shell = new Shell(page);
        // Opened once online, the tabs keep their choices (catalogue, services, equipment) on the device.
        const problems = await foreman.openTab('Equipment problems');
        await problems.getByRole('button', { name: 'Report problem' }).tap();
        const probe = page.getByRole('dialog', { name: 'Report equipment problem' });
        await probe.getByRole('combobox', { name: 'Equipment' }).tap();
        await page.getByRole('option').first().waitFor();
        await page.keyboard.press('Escape');
        await probe.getByRole('button', { name: 'Cancel' }).tap();
        await probe.waitFor({ state: 'hidden' });

        await context.setOffline(true);
        const damages = await foreman.openTab('Damages');
        await damages.getByRole('button', { name: 'Report damage' }).tap();
        const report = page.getByRole('dialog', { name: 'Report damage' });
        await report.getByRole('textbox', { name: 'What was damaged' }).fill(damage);
        await report.getByRole('button', { name: 'Report damage' }).tap();
        await report.waitFor({ state: 'hidden' });
        const chooser = page.waitForEvent('filechooser');
        await damages.getByRole('button', { name: `Add photos of ${damage}` }).tap();
        await (
          await chooser
        ).setFiles({
          name: `gate-${tag}.png`,
          mimeType: 'image/png',
          buffer: solidPng([120, 90, 60]),
        });
        const upload = page.getByRole('dialog', { name: 'Upload images' });
        await upload.getByRole('button', { name: 'Upload 1 image' }).tap();
        await upload.waitFor({ state: 'hidden' });

        const offlineProblems = await foreman.openTab('Equipment problems');
        await offlineProblems.getByRole('button', { name: 'Report problem' }).tap();
        const dialog = page.getByRole('dialog', { name: 'Report equipment problem' });
        await dialog.getByRole('combobox', { name: 'Equipment' }).tap();
        await page.getByRole('option').first().tap();
        await dialog.getByRole('combobox', { name: 'Problem' }).tap();
        await page.getByRole('option', { name: 'Other' }).tap();
        await dialog.getByRole('textbox', { name: 'Describe the problem' }).fill(problemNote);
        await dialog.getByRole('button', { name: 'Report problem' }).tap();
        await dialog.waitFor({ state: 'hidden' });
        await offlineProblems.getByText(problemNote).first().waitFor();
        expect(await beyondScreen(page)).toEqual([]);
        await shell.waitForUnsynced(3);

        await context.setOffline(false);
        await shell.waitForSynced();

        const office = await apiSignIn('admin');
        const [found] = (
          await apiPost<WorkOrderDamage[]>(office, '/workOrders/workOrderDamages/_search', {
            WorkOrderId: demo.Id,
            Take: 50,
          })
        ).filter((d) => d.Description === damage);
        expect(found, 'the damage reached the server').toBeDefined();
        const images = await apiGet<WorkOrderImage[]>(office, `/workOrders/${demo.Id}/images`);
        expect(
          images.filter((i) => i.ImageTypeId === WorkOrderImageTypes.Damages && i.KeyId === found!.Id),
        ).toHaveLength(1);
        const problemsOnline = await apiPost<EquipmentProblem[]>(
          office,
          '/workOrders/equipmentproblems/_search',
          {
            WorkOrderId: demo.Id,
            Take: 50,
          },
        );
        expect(problemsOnline.filter((p) => p.OtherDescription === problemNote)).toHaveLength(1);
      },
      { ...PHONE, ...WITH_SERVICE_WORKER },
    ));
});
