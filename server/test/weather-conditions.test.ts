import { expect, it } from 'vitest';
import { B, F, Messages, R, WeatherMessages } from '@canopy/shared';
import { describeEngines } from './harness';
import { addWorkOrderService, makeWorkOrder, signInWith } from './work-order-fixtures';

type Item = { Id: number; Name: string };
const LIST = '/api/v1/workOrders/weatherConditions';
const SAVE_LIST = '/api/v1/workOrders/saveWeatherConditions';
const weatherOf = (serviceId: number) => `/api/v1/workOrders/services/${serviceId}/weatherConditions`;

describeEngines('weather conditions', (ctx) => {
  async function serviceOnBranch(branchId = 1) {
    const wo = await makeWorkOrder(ctx().dbh.db, { branchId });
    return addWorkOrderService(ctx().dbh.db, wo, 'Structural Pruning');
  }

  it('keeps the settings list whole: added, renamed and reordered in one save, Settings Full only', async () => {
    const admin = await ctx().login('admin');
    const before: Item[] = (await ctx().call(admin, 'GET', LIST)).json();
    expect(before.map((i) => i.Name)).toContain('Sunny');
    const [first, second, ...rest] = before;
    const saved = await ctx().call(admin, 'PUT', SAVE_LIST, [
      { Id: second!.Id, Name: second!.Name },
      { Id: first!.Id, Name: 'Clear Sky' },
      ...rest,
      { Id: 0, Name: 'Hail' },
    ]);
    expect(saved.statusCode).toBe(200);
    const after: Item[] = (await ctx().call(admin, 'GET', LIST)).json();
    expect(after.map((i) => i.Name)).toEqual([second!.Name, 'Clear Sky', ...rest.map((i) => i.Name), 'Hail']);

    const { session } = await signInWith(
      ctx(),
      'weather-viewer',
      { WorkOrders_ServiceWeatherCondition: F },
      1,
    );
    const refused = await ctx().call(session, 'PUT', SAVE_LIST, [{ Id: 0, Name: 'Fog' }]);
    expect(refused.statusCode).toBe(403);
    expect((await ctx().call(admin, 'GET', LIST)).json()).toEqual(after);
  });

  it('picks conditions for a service, reads them back in list order, and replaces the whole set', async () => {
    const admin = await ctx().login('admin');
    const list: Item[] = (await ctx().call(admin, 'GET', LIST)).json();
    const [a, b, c] = list;
    const serviceId = await serviceOnBranch();
    expect((await ctx().call(admin, 'GET', weatherOf(serviceId))).json()).toEqual({
      WorkOrderServiceId: serviceId,
      WeatherConditions: [],
    });

    const saved = await ctx().call(admin, 'PUT', weatherOf(serviceId), {
      WeatherConditionIds: [c!.Id, a!.Id, a!.Id],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().WeatherConditions).toEqual([a, c]);

    await ctx().call(admin, 'PUT', weatherOf(serviceId), { WeatherConditionIds: [b!.Id] });
    expect((await ctx().call(admin, 'GET', weatherOf(serviceId))).json().WeatherConditions).toEqual([b]);
  });

  it('refuses an unknown condition and leaves the service’s set as it was', async () => {
    const admin = await ctx().login('admin');
    const [a] = (await ctx().call(admin, 'GET', LIST)).json() as Item[];
    const serviceId = await serviceOnBranch();
    await ctx().call(admin, 'PUT', weatherOf(serviceId), { WeatherConditionIds: [a!.Id] });
    const res = await ctx().call(admin, 'PUT', weatherOf(serviceId), {
      WeatherConditionIds: [a!.Id, 999999],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.WeatherConditionIds).toEqual([WeatherMessages.UnknownCondition]);
    expect((await ctx().call(admin, 'GET', weatherOf(serviceId))).json().WeatherConditions).toEqual([a]);
  });

  it('views with ReadOnly, picks only with Full, and hides another branch’s service', async () => {
    const admin = await ctx().login('admin');
    const [a] = (await ctx().call(admin, 'GET', LIST)).json() as Item[];
    const here = await serviceOnBranch(1);
    const elsewhere = await serviceOnBranch(2);

    const viewer = (
      await signInWith(ctx(), 'weather-ro', { WorkOrders: B, WorkOrders_ServiceWeatherCondition: R }, 1)
    ).session;
    expect((await ctx().call(viewer, 'GET', weatherOf(here))).statusCode).toBe(200);
    const refused = await ctx().call(viewer, 'PUT', weatherOf(here), { WeatherConditionIds: [a!.Id] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(Messages.NotAuthorized);

    const editor = (
      await signInWith(ctx(), 'weather-rw', { WorkOrders: B, WorkOrders_ServiceWeatherCondition: F }, 1)
    ).session;
    expect(
      (await ctx().call(editor, 'PUT', weatherOf(here), { WeatherConditionIds: [a!.Id] })).statusCode,
    ).toBe(200);
    expect((await ctx().call(editor, 'GET', weatherOf(elsewhere))).statusCode).toBe(404);
    expect(
      (await ctx().call(editor, 'PUT', weatherOf(elsewhere), { WeatherConditionIds: [a!.Id] })).statusCode,
    ).toBe(404);
    expect((await ctx().call(admin, 'GET', weatherOf(elsewhere))).json().WeatherConditions).toEqual([]);

    const none = (await signInWith(ctx(), 'weather-none', { WorkOrders: F }, 1)).session;
    expect((await ctx().call(none, 'GET', weatherOf(here))).statusCode).toBe(403);
  });

  it('keeps a condition a service uses: removing it from the list is refused', async () => {
    const admin = await ctx().login('admin');
    const list: Item[] = (await ctx().call(admin, 'GET', LIST)).json();
    const used = list.at(-1)!;
    const serviceId = await serviceOnBranch();
    await ctx().call(admin, 'PUT', weatherOf(serviceId), { WeatherConditionIds: [used.Id] });
    const res = await ctx().call(admin, 'PUT', SAVE_LIST, list.slice(0, -1));
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(Messages.SettingsListInUse);
    expect((await ctx().call(admin, 'GET', LIST)).json()).toEqual(list);
  });
});
