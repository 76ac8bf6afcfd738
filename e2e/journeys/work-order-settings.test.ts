import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CSRF_HEADER, type ListItem, type WorkOrderRow, type WorkOrderService } from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { apiGet, apiPost, apiPut, apiSignIn } from '../support/api';
import { DEMO_WORK_ORDER } from '../support/demo';
import { inContext, launchBrowser } from '../support/browser';
import { testServer } from '../support/env';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isSearch = (url: string) => new URL(url).pathname === '/api/v1/workOrders/_search';

describe('work order settings and saved work order searches', () => {
  it('the admin adds a weather condition, picks it on a service, and saves a list search that survives a reload', () =>
    inContext(browser, 'work order settings', async ({ page }) => {
      const tag = Date.now().toString(36);
      const condition = `Hail ${tag}`;
      const searchName = `Scheduled crown work ${tag}`;
      const admin = await apiSignIn('admin');
      const [demo] = await apiPost<WorkOrderRow[]>(admin, '/workOrders/_search', { Query: DEMO_WORK_ORDER });
      const [service] = await apiPost<WorkOrderService[]>(admin, '/workOrders/services/_search', {
        WorkOrderId: demo!.Id,
      });
      const before = await apiGet<{ WeatherConditions: ListItem[] }>(
        admin,
        `/workOrders/services/${service!.Id}/weatherConditions`,
      );

      try {
        await (await new LoginPage(page).open()).signIn('admin', inject('password'));
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));

        // Settings: a new row after the last, saved with the whole list.
        await page.goto('/workorders/settings');
        await page.getByRole('heading', { name: 'Work Order Settings' }).waitFor();
        const rows = page.getByRole('textbox', { name: /^Weather Conditions \d+$/ });
        await rows.last().click();
        await page.keyboard.press('End');
        await page.keyboard.press('Enter');
        await page.keyboard.type(condition);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Weather Conditions Updated Successfully!').waitFor();
        const list = await apiGet<ListItem[]>(admin, '/workOrders/weatherConditions');
        expect(list.at(-1)!.Name).toBe(condition);

        // The services tab: the service's weather, with the new condition picked.
        await page.goto(`/workorders/info?id=${demo!.Id}&tab=services`);
        await page
          .getByRole('button', { name: `Weather: ${service!.ServiceName}` })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: `Weather: ${service!.ServiceName}` });
        await dialog.getByRole('checkbox', { name: condition }).check();
        await dialog.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Weather conditions saved').waitFor();
        const picked = await apiGet<{ WeatherConditions: ListItem[] }>(
          admin,
          `/workOrders/services/${service!.Id}/weatherConditions`,
        );
        expect(picked.WeatherConditions.map((c) => c.Name)).toContain(condition);

        // The work order list: the words and a status filter saved under a name.
        await page.goto('/workorders/?q=crown&statuses=3');
        await page.getByRole('button', { name: 'Save search' }).click();
        await page.getByRole('textbox', { name: 'Name' }).fill(searchName);
        await page.getByRole('dialog', { name: 'Save search' }).getByRole('button', { name: 'Save' }).click();
        await page.getByText('Search Saved Successfully').waitFor();

        // After a reload of the plain list, the saved search puts them back.
        await page.goto('/workorders/');
        await page.reload();
        await page.getByPlaceholder('Select a saved search').click();
        const [request] = await Promise.all([
          page.waitForRequest(
            (r) => isSearch(r.url()) && JSON.stringify(r.postDataJSON()).includes('"Query":"crown"'),
          ),
          page.getByRole('option', { name: searchName }).click(),
        ]);
        expect(request.postDataJSON()).toMatchObject({ Query: 'crown', StatusIds: [3], Skip: 0 });
        await page.waitForURL(/q=crown/);
        expect(new URL(page.url()).searchParams.get('statuses')).toContain('3');

        await page.getByRole('button', { name: 'Delete search' }).click();
        await page
          .getByRole('dialog', { name: 'Delete search' })
          .getByRole('button', { name: 'Delete' })
          .click();
        await page.getByText('Deleted Search Successfully').waitFor();
      } finally {
        // The demo order's service and the settings list go back as they were. A new sign-in: the
        // journey's own may have ended with the browser's.
        const again = await apiSignIn('admin');
        await apiPut(again, `/workOrders/services/${service!.Id}/weatherConditions`, {
          WeatherConditionIds: before.WeatherConditions.map((c) => c.Id),
        });
        const now = await apiGet<ListItem[]>(again, '/workOrders/weatherConditions');
        if (now.some((c) => c.Name === condition))
          await apiPut(
            again,
            '/workOrders/saveWeatherConditions',
            now.filter((c) => c.Name !== condition),
          );
        const searches = await apiGet<{ Id: number; Name: string }[]>(
          again,
          `/searches/employee/${again.Employee.Id}/4`,
        );
        for (const s of searches.filter((x) => x.Name === searchName))
          await fetch(`${testServer().baseUrl}/api/v1/searches/${s.Id}`, {
            method: 'DELETE',
            headers: {
              Authorization: `Bearer ${again.LoginResult.Jwt}`,
              [CSRF_HEADER]: again.LoginResult.CsrfToken,
            },
          });
      }
    }));
});
