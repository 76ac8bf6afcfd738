import { expect, it } from 'vitest';
import { LIST_COUNT_HEADER, type ServiceRequest, type ServiceRequestListItem } from '@canopy/shared';
import { describeEngines } from './harness';

const BASE = '/api/v1/servicerequests';

/** This week, Monday to Sunday in UTC (the demo books its requests in UTC). */
function week() {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * 86_400_000;
  return {
    DateFrom: new Date(monday).toISOString(),
    DateTo: new Date(monday + 7 * 86_400_000 - 1).toISOString(),
  };
}

describeEngines('service requests in the demo company', (ctx) => {
  it('has requests this week that the sales rep and the office manager see, and both may book one', async () => {
    for (const user of ['arborist', 'officemanager']) {
      const s = await ctx().login(user);
      const res = await ctx().call(s, 'POST', `${BASE}/_search`, { ...week(), Take: 12 });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json() as ServiceRequestListItem[];
      expect(Number(res.headers[LIST_COUNT_HEADER.toLowerCase()])).toBeGreaterThanOrEqual(8);
      expect(rows.some((r) => r.SalesRepId === 6)).toBe(true);
      const locations = await ctx().call(s, 'POST', `${BASE}/requestLocations/_search`, { Take: 1 });
      const booked = await ctx().call(s, 'POST', BASE, {
        AccountLocationId: (locations.json() as { Id: number }[])[0]!.Id,
        AppointmentDate: '2033-05-02T14:00:00.000Z',
        AppointmentDateEnd: '2033-05-02T15:00:00.000Z',
      });
      expect(booked.statusCode, booked.body).toBe(200);
      expect((booked.json() as ServiceRequest).CanEdit).toBe(true);
    }
    const lists = await ctx().call(await ctx().login('arborist'), 'GET', `${BASE}/estimateTypes`);
    expect((lists.json() as unknown[]).length).toBeGreaterThan(0);
  });

  it('lets the branch manager read the requests but not book them', async () => {
    const s = await ctx().login('branchmanager');
    expect((await ctx().call(s, 'POST', `${BASE}/_search`, week())).statusCode).toBe(200);
    expect((await ctx().call(s, 'GET', `${BASE}/arborists`)).statusCode).toBe(403);
  });
});
