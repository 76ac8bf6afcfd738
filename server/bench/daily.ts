import type { FastifyInstance } from 'fastify';
import { todayIsoDate } from '@canopy/shared';
import type { Headers } from './to-schedule';

const DAILY = '/api/v1/schedules/search-daily';

/** The daily schedule as its two views ask it: a foreman's own day, and a branch's day in the office. */
export function dailyBench(app: FastifyInstance, foreman: Headers, manager: Headers, admin: Headers) {
  const call = (headers: Headers, payload: object) => () =>
    app.inject({
      method: 'POST',
      url: DAILY,
      headers,
      payload: { ScheduledDate: todayIsoDate(), ...payload },
    });
  const cases: [string, () => Promise<unknown>][] = [
    ["daily schedule: a foreman's own day", call(foreman, {})],
    ["daily schedule: branch manager, the branch's day", call(manager, {})],
    ['daily schedule: admin, one foreman', call(admin, { ForemanIds: [5] })],
  ];
  return cases;
}
