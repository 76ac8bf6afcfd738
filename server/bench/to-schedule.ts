import type { FastifyInstance } from 'fastify';

export type Headers = Record<string, string>;

const SEARCH = '/api/v1/workOrders/search-work-order-to-schedule';

/** Build Schedules' search as the screen asks it: first pages, load-more, words, sorts and filters. */
export function toScheduleBench(app: FastifyInstance, admin: Headers, manager: Headers) {
  const call = (headers: Headers, payload: object) => () =>
    app.inject({ method: 'POST', url: SEARCH, headers, payload: { Take: 12, ...payload } });
  const cases: [string, () => Promise<unknown>][] = [
    ['work orders to schedule: first page (12)', call(admin, {})],
    ['work orders to schedule: branch scope', call(manager, {})],
    ['work orders to schedule: load more to page 20', call(admin, { Skip: 228 })],
    ['work orders to schedule: query "oak"', call(admin, { SearchQuery: 'oak' })],
    [
      'work orders to schedule: sorted by customer desc',
      call(admin, { OrderByField: 'CustomerName', ReverseSort: true }),
    ],
    ['work orders to schedule: priority Missed, crew of 2', call(admin, { PriorityIds: [4], CrewNumber: 2 })],
    [
      'work orders to schedule: equipment type and zip',
      call(admin, { EquipmentTypeIds: [7], CustomerZipCodes: ['60201'] }),
    ],
    [
      'work orders to schedule: service window and GDD',
      call(admin, {
        FromScheduledDate: '2027-04-01',
        ToScheduledDate: '2027-05-15',
        GrowingDegreeDayMin: 100,
      }),
    ],
  ];
  return cases;
}
