import { sql } from 'kysely';
import {
  centsToDollars,
  ScheduleStatuses,
  WorkOrderStatuses as S,
  type SummaryService,
} from '@canopy/shared';
import { iso, type Db } from '../../platform/db';

/** Work that is still to be done: not finished, not cancelled or waiting for cancellation. */
const OPEN_STATUSES = [S.Created, S.ReadyForScheduling, S.Scheduled, S.InProgress, S.OnHold];

// The next live scheduled day of the service's work order, today or later.
const nextDay = (today: string) => sql<string | null>`(select min(sd.schedule_date)
  from schedule_work_orders swo
  join schedules s on s.id = swo.schedule_id
  join schedule_dates sd on sd.schedule_id = s.id
  where swo.work_order_id = w.id and swo.active = 1 and s.active = 1 and sd.active = 1
    and s.status_id <> ${sql.lit(ScheduleStatuses.Canceled)} and sd.schedule_date >= ${today})`;

/**
 * The services of a location for the account summary: upcoming ones (open services of open work
 * orders, soonest scheduled first, unscheduled last) and completed ones (latest first). Their costs
 * only for holders of WorkOrders_Pricing (`prices`).
 */
export function workOrderSummaryRepo(db: Db) {
  const base = (locationId: number) =>
    db
      .selectFrom('work_order_services as ws')
      .innerJoin('work_orders as w', 'w.id', 'ws.work_order_id')
      .innerJoin('services as sv', 'sv.id', 'ws.service_id')
      .where('w.account_location_id', '=', locationId)
      .where('w.archived', '=', 0)
      .where('ws.archived', '=', 0);

  const total = async (q: ReturnType<typeof base>) =>
    Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  const toSummary =
    (prices: boolean) =>
    (r: {
      work_order_id: number;
      service_id: number;
      name: string;
      status_id: number;
      day: unknown;
      total_cost_cents: number;
    }): SummaryService => ({
      WorkOrderId: r.work_order_id,
      ServiceId: r.service_id,
      ServiceName: r.name,
      StatusId: r.status_id,
      Date: r.day == null ? null : (iso(r.day) ?? '').slice(0, 10),
      TotalCost: prices ? centsToDollars(Number(r.total_cost_cents)) : null,
    });

  return {
    async upcoming(locationId: number, today: string, skip: number, take: number, prices: boolean) {
      const q = base(locationId).where('ws.completed', '=', 0).where('w.status_id', 'in', OPEN_STATUSES);
      const day = nextDay(today);
      const rows = await q
        .select(['ws.work_order_id', 'ws.service_id', 'sv.name', 'w.status_id', 'ws.total_cost_cents'])
        .select(day.as('day'))
        .orderBy(sql`case when ${day} is null then 1 else 0 end`)
        .orderBy(day)
        .orderBy('ws.work_order_id')
        .orderBy('ws.id')
        .offset(skip)
        .limit(take)
        .execute();
      return { rows: rows.map(toSummary(prices)), total: await total(q) };
    },

    async completed(locationId: number, skip: number, take: number, prices: boolean) {
      const q = base(locationId).where('ws.completed', '=', 1);
      const rows = await q
        .select([
          'ws.work_order_id',
          'ws.service_id',
          'sv.name',
          'w.status_id',
          'ws.total_cost_cents',
          'ws.date_completed as day',
        ])
        .orderBy(sql`case when ws.date_completed is null then 1 else 0 end`)
        .orderBy('ws.date_completed', 'desc')
        .orderBy('ws.id', 'desc')
        .offset(skip)
        .limit(take)
        .execute();
      return { rows: rows.map(toSummary(prices)), total: await total(q) };
    },
  };
}
