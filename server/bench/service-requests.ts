import type { FastifyInstance } from 'fastify';
import { thisWeek } from '@canopy/shared';
import type { Headers } from './to-schedule';

/**
 * The service request list as its screen asks it: the opening week (This Week), a word within the
 * week and over every date, one arborist's requests, and the overlap check the add screen makes.
 */
export function serviceRequestsBench(
  app: FastifyInstance,
  admin: Headers,
): [string, () => Promise<unknown>][] {
  const week = thisWeek(new Date());
  const range = { DateFrom: week.from, DateTo: week.to };
  const list =
    (payload: object, needRows = true) =>
    async () => {
      const r = await app.inject({
        method: 'POST',
        url: '/api/v1/servicerequests/_search',
        headers: admin,
        payload: { Skip: 0, Take: 12, ...payload },
      });
      // A refused or empty answer would time nothing worth knowing.
      if (r.statusCode !== 200 || (needRows && !r.json<unknown[]>().length))
        throw new Error(`service request list: ${r.statusCode} ${r.body}`);
    };
  const exists = async () => {
    const q = new URLSearchParams({ startDate: week.from, endDate: week.to, arboristId: '6' });
    const r = await app.inject({
      method: 'GET',
      url: `/api/v1/servicerequests/doesRequestExists?${q}`,
      headers: admin,
    });
    if (r.statusCode !== 200) throw new Error(`overlap check: ${r.statusCode} ${r.body}`);
  };
  return [
    ['service requests: This Week (12)', list(range)],
    ['service requests: query "oak", This Week', list({ ...range, Query: 'oak' }, false)],
    ['service requests: query "oak", any date', list({ Query: 'oak' })],
    ['service requests: one arborist, any date', list({ ArboristIds: [6] })],
    ['service requests: overlap check', exists],
  ];
}
