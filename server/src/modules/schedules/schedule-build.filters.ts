import { sql, type RawBuilder, type SqlBool } from 'kysely';

// What the range filters mean. A work order waiting for a schedule has no scheduled date yet, so the
// date range (FromScheduledDate, ToScheduledDate) is tested against when its work is due: the yearly
// window of each live service on it (its visit's month and day start and end, or the service's own
// window when the order names no visit), and an order is kept when one window overlaps the range in
// any year. The growing-degree-day range is tested against the services' GDD windows
// (GrowingDegreeDayMin/Max of the catalogue; either end may be open): an order is kept when one of its
// services' windows overlaps the range, so a scheduler enters the branch's current degree days (or a
// span around them) to find the work due now. A service with no window of that kind is not timed by
// it and does not match that filter.

/** A month and day as one number (March 5 is 305), the form service windows are compared in. */
export type DayWindow = [from: number, to: number];

/**
 * Work orders with a live service matching `where` (over `wos`, its service `s` and its visit `sv`).
 * A window or GDD range matches most services, so the orders waiting for a schedule (the smaller
 * side, read from their partial index) are each tested through the services' work order index, a
 * semi-join, instead of reading every service of every order to build the set.
 */
export const withService = (where: RawBuilder<unknown>) =>
  sql<SqlBool>`exists (select 1 from work_order_services wos
    join services s on s.id = wos.service_id
    left join service_visits sv on sv.id = wos.service_visit_id
    where wos.work_order_id = work_orders.id and wos.archived = 0 and ${where})`;

// A service's window in the year: its visit's, or the service's own when the order names no visit.
const WINDOW_START = sql`case when sv.id is not null then sv.month_start * 100 + sv.day_start
  else s.service_month_start * 100 + s.service_day_start end`;
const WINDOW_END = sql`case when sv.id is not null then sv.month_end * 100 + sv.day_end
  else s.service_month_end * 100 + s.service_day_end end`;

/** The window overlaps one of `days`; a window ending before it starts runs over New Year. */
export function windowOverlaps(days: DayWindow[]) {
  const one = ([a, b]: DayWindow) => sql`((${WINDOW_START} <= ${WINDOW_END} and ${WINDOW_START} <= ${b}
      and ${WINDOW_END} >= ${a})
    or (${WINDOW_START} > ${WINDOW_END} and (${WINDOW_START} <= ${b} or ${WINDOW_END} >= ${a})))`;
  return sql`${WINDOW_START} is not null and (${sql.join(days.map(one), sql` or `)})`;
}

/** The service's GDD window (either end may be open, not both) overlaps [min, max]. */
export function gddOverlaps(min: number | null | undefined, max: number | null | undefined) {
  const parts = [sql`(s.growing_degree_day_min is not null or s.growing_degree_day_max is not null)`];
  if (max != null) parts.push(sql`coalesce(s.growing_degree_day_min, 0) <= ${max}`);
  if (min != null) parts.push(sql`(s.growing_degree_day_max is null or s.growing_degree_day_max >= ${min})`);
  return sql.join(parts, sql` and `);
}
