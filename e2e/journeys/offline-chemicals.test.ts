import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { simpleParser } from 'mailparser';
import { PDFParse } from 'pdf-parse';
import {
  COMPLETION_REFUSED_HEADING,
  type ApplicationHistory,
  type ServiceWeatherConditions,
  type WorkOrderChemical,
  type WorkOrderRow,
  type WorkOrderService,
} from '@canopy/shared';
import { Shell } from '../pages/Shell';
import { apiGet, apiPost, apiSend, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE, WITH_SERVICE_WORKER } from '../support/browser';
import { findDemoWorkOrder, openOnDevice } from '../support/demo';
import { beyondScreen } from '../support/layout';
import { receivedMail } from '../support/mailbox';
import { testServer } from '../support/env';

let browser: Browser;
let demo: WorkOrderRow;
beforeAll(async () => {
  browser = await launchBrowser();
  demo = await findDemoWorkOrder('arborist');
});
afterAll(async () => {
  await browser?.close();
});

const liveLines = async (serviceId: number): Promise<WorkOrderChemical[]> =>
  apiPost(await apiSignIn('admin'), '/workOrders/chemicals/_search', { WorkOrderServiceId: serviceId });

describe('chemical applications without a network', () => {
  it('an arborist records a chemical, its application and the weather offline on his phone; once synced the office sees it, is refused completion for what the state requires, and mails the scouting report', () =>
    inContext(
      browser,
      'offline chemicals',
      async ({ page, context }) => {
        const admin = await apiSignIn('admin');
        const [service] = await apiPost<WorkOrderService[]>(admin, '/workOrders/services/_search', {
          WorkOrderId: demo.Id,
        });
        const before = new Set((await liveLines(service!.Id)).map((l) => l.Id));
        const pest = `Scale crawlers ${Date.now().toString(36)}`;
        let scoutingEntry: number | null = null;
        try {
          const workOrder = await openOnDevice(page, 'arborist', demo.Id);
          const shell = new Shell(page);
          await context.setOffline(true);
          const panel = await workOrder.openTab('Chemicals');
          await panel.getByText('Offline: changes are saved on this device').waitFor();
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
          await add.getByRole('button', { name: 'Add chemical' }).tap();
          await add.waitFor({ state: 'hidden' });

          await panel.getByRole('button', { name: 'Record application of Horticultural Oil' }).tap();
          const rec = page.getByRole('dialog', { name: 'Record application of Horticultural Oil' });
          await rec.getByRole('textbox', { name: 'Target pest' }).fill(pest);
          await rec.getByRole('textbox', { name: 'Wind speed (mph)' }).fill('4.5');
          await rec.getByRole('combobox', { name: 'Wind direction' }).tap();
          await page.getByRole('option', { name: 'NW', exact: true }).tap();
          await rec.getByRole('textbox', { name: 'Temperature (°F)' }).fill('61');
          expect(await beyondScreen(page)).toEqual([]);
          await rec.getByRole('button', { name: 'Save record' }).tap();
          await rec.waitFor({ state: 'hidden' });

          await panel
            .getByRole('button', { name: `Weather of ${service!.ServiceName}` })
            .first()
            .tap();
          const weather = page.getByRole('dialog', { name: `Weather: ${service!.ServiceName}` });
          await weather.getByRole('checkbox', { name: 'Windy' }).check();
          expect(await beyondScreen(page)).toEqual([]);
          await weather.getByRole('button', { name: 'Save' }).tap();
          await weather.waitFor({ state: 'hidden' });
          await shell.waitForUnsynced(3);
          expect(await beyondScreen(page)).toEqual([]);

          await context.setOffline(false);
          await shell.waitForSynced();

          // The office, online, sees the record as captured on the phone.
          const office = await apiSignIn('admin');
          const mine = (await liveLines(service!.Id)).filter((l) => !before.has(l.Id));
          expect(mine).toHaveLength(1);
          const history = await apiGet<ApplicationHistory>(
            office,
            `/workOrders/chemicals/${mine[0]!.Id}/applications`,
          );
          expect(history.Revisions).toHaveLength(1);
          expect(history.Revisions[0]).toMatchObject({
            TargetPest: pest,
            WindDirection: 'NW',
            TemperatureF: 61,
          });
          expect(history.Revisions[0]!.CapturedAt).toBeTruthy();
          const picked = await apiGet<ServiceWeatherConditions>(
            office,
            `/workOrders/services/${service!.Id}/weatherConditions`,
          );
          expect(picked.WeatherConditions.map((c) => c.Name)).toContain('Windy');

          // Illinois asks for re-entry notes, which the arborist left out: the service stays open.
          const [now] = (
            await apiPost<WorkOrderService[]>(office, '/workOrders/services/_search', {
              WorkOrderId: demo.Id,
            })
          ).filter((s) => s.Id === service!.Id);
          const refused = await apiSend(office, 'PUT', '/workOrders/services/save', {
            Id: service!.Id,
            Version: now!.Version,
            Completed: true,
          });
          expect(refused.status).toBe(400);
          const message = ((await refused.json()) as { ModelState: { Service: string[] } }).ModelState
            .Service[0]!;
          expect(message).toContain(COMPLETION_REFUSED_HEADING);
          expect(message).toContain('Horticultural Oil');

          // The scouting report (with the arborist's finding) goes out by mail, its PDF naming the customer.
          const entry = await apiPost<{ Id: number }>(office, '/workOrders/workOrderScoutingInfo', {
            WorkOrderId: demo.Id,
            ServiceItemId: service!.WorkOrderServiceItems[0]!.ServiceItemId,
            Notes: pest,
          });
          scoutingEntry = entry.Id;
          const mailed = receivedMail(testServer().mailDir).length;
          await apiGet(
            office,
            `/workOrders/workOrderScoutingInfo/${demo.Id}/emailScoutingReport?Resend=true`,
          );
          const mails = receivedMail(testServer().mailDir);
          expect(mails.length).toBe(mailed + 1);
          const mail = await simpleParser(mails.at(-1)!);
          const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
          expect(pdf).toBeDefined();
          const parser = new PDFParse({ data: new Uint8Array(pdf!.content) });
          try {
            const text = (await parser.getText()).text.replace(/\s+/g, ' ');
            expect(text).toContain(demo.CustomerName);
          } finally {
            await parser.destroy();
          }
        } finally {
          // The demo work order is shared by other journeys: what this one added is archived again.
          const cleaner = await apiSignIn('admin');
          for (const l of await liveLines(service!.Id))
            if (!before.has(l.Id)) await apiPost(cleaner, `/workOrders/chemicals/${l.Id}/toggleArchived`, {});
          if (scoutingEntry !== null)
            await apiPost(cleaner, `/workOrders/workOrderScoutingInfo/${scoutingEntry}/toggleArchived`, {});
        }
      },
      { ...PHONE, ...WITH_SERVICE_WORKER },
    ));
});
