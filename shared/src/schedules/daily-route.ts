import { optimizeRoute } from '../routes/optimize';
import type { DailySchedule } from './daily';
import { inRouteOrder } from './daily-sync';

// Apart from the day's other rules: the solver is most of their code, and a screen that shows the
// day loads it only when asked to optimise.

/**
 * The day's route made shortest by the shared solver (the one routes/optimize runs): work orders
 * without coordinates cannot be placed, so they follow the route in their order, as the server does.
 */
export function optimisedDay(day: DailySchedule): DailySchedule {
  const placed = day.WorkOrders.filter((w) => w.Latitude != null && w.Longitude != null);
  const { order } = optimizeRoute(placed.map((w) => ({ Latitude: w.Latitude!, Longitude: w.Longitude! })));
  return inRouteOrder(
    day,
    order.map((i) => placed[i]!.WorkOrderId),
  );
}
