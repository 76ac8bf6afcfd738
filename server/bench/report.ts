import type { FastifyInstance } from 'fastify';
import type { Headers } from './to-schedule';

const REPORT = '/api/v1/workOrders/report';

/** The work order tracking report as its screen asks it: first pages, a far page and each filter. */
export function reportBench(app: FastifyInstance, admin: Headers, manager: Headers) {
  const call = (headers: Headers, payload: object) => async () => {
    const res = await app.inject({
      method: 'POST',
      url: REPORT,
      headers,
      payload: { Skip: 0, Take: 12, ...payload },
    });
    // A refused call would time the refusal, not the report.
    if (res.statusCode !== 200) throw new Error(`${REPORT} answered ${res.statusCode}: ${res.body}`);
    return res;
  };
  const cases: [string, () => Promise<unknown>][] = [
    ['work order report: first page (12)', call(admin, {})],
    ['work order report: branch scope', call(manager, {})],
    ['work order report: page 200 (Skip 2388)', call(admin, { Skip: 2388 })],
    [
      'work order report: completed in a month',
      call(admin, { CompletionDateFrom: '2026-05-01', CompletionDateTo: '2026-05-31' }),
    ],
    ['work order report: partially completed', call(admin, { completionStatusIds: [2] })],
    [
      'work order report: scheduled in a week',
      call(admin, { ScheduleDateFrom: '2026-06-01', ScheduleDateTo: '2026-06-07' }),
    ],
    ['work order report: one arborist in branch 1', call(admin, { BranchIds: [1], ArboristIds: [6] })],
  ];
  return cases;
}
