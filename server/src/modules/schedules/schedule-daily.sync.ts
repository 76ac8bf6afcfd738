import { ScheduleDayChange, ScheduleStatuses, type DailySchedule } from '@canopy/shared';
import { SyncMessages } from '@canopy/sync/protocol';
import { ruleFailed } from '../../platform/errors';
import { parseBody } from '../sync/push/sync-push.body';
import type { Outcome } from '../sync/push/sync-push.handlers';
import type { SyncEntityDef } from '../sync/sync-entity';
import { dailySchedules } from './schedule-daily.days';
import { scheduleDailyRepo } from './schedule-daily.repo';
import { scheduleDailyAccess, scheduleDailyService } from './schedule-daily.service';
import { scheduleScope } from './schedules.access';

const applied = (d: DailySchedule): Outcome => ({
  kind: 'applied',
  Id: d.ScheduleDateId,
  Version: d.Version,
  Deleted: false,
  Data: d,
});

const readOnly = (): Promise<Outcome> => Promise.reject(ruleFailed(SyncMessages.ReadOnly));

const sameRoute = (d: DailySchedule, route: ScheduleDayChange['RouteOrder']) =>
  !route ||
  route.every(
    (r) => d.WorkOrders.find((w) => w.WorkOrderId === r.WorkOrderId)?.RouteOrderId === r.RouteOrderId,
  );

/**
 * The foreman's day on the crew app (the daily view's DTO of one schedule date, keyed by its id,
 * versioned by its schedule): held by whoever crews on it within their schedule reach, and changed
 * offline through the daily view's own service calls, so a push checks the same claims and reach.
 *
 * Clock-outs and ending the schedule are facts of the field and never conflict: they are recorded
 * whatever changed meanwhile (clock-outs keeping the time they were made on the device), though the
 * state rules still refuse them. Hours and route order are the day's plan: if the
 * schedule moved on since the device's copy, they are not applied and the day goes to review.
 */
export const scheduleDaySync: SyncEntityDef<'scheduleDay'> = {
  entity: 'scheduleDay',
  read: scheduleDailyAccess.daily,

  async load({ db, auth }, ids) {
    const days = await scheduleDailyRepo(db).crewDays(scheduleScope(auth), auth.employeeId, ids);
    const dtos = await dailySchedules(db, days);
    return new Map(dtos.map((d) => [d.ScheduleDateId, { version: d.Version, data: d }]));
  },

  push: {
    create: readOnly,
    delete: readOnly,
    async update({ trx, auth, id, m, data }) {
      const change = parseBody(ScheduleDayChange, data);
      const svc = scheduleDailyService(trx);
      // Claim and reach first: another foreman's or branch's day is refused before anything is told.
      const before = await svc.dayOf(auth, id);
      const stale = m.BaseVersion != null && before.Version !== m.BaseVersion;
      const byTime = new Map<string, number[]>();
      for (const c of change.ClockOuts ?? [])
        byTime.set(c.ClockedOutAt, [...(byTime.get(c.ClockedOutAt) ?? []), c.WorkOrderId]);
      for (const [at, ids] of byTime)
        await svc.clockOut(auth, { ScheduleDateId: id, WorkOrderIds: ids, ClockedOutAt: at });
      const hours =
        (change.StartTime != null || change.EndTime != null) &&
        (change.StartTime !== before.StartTime || change.EndTime !== before.EndTime);
      const route = !sameRoute(before, change.RouteOrder);
      if (stale && (hours || route)) {
        const current = await svc.dayOf(auth, id);
        return { kind: 'conflict', Id: id, Current: current, CurrentVersion: current.Version };
      }
      if (hours)
        await svc.updateTimes(auth, {
          ScheduleDateId: id,
          StartTime: change.StartTime ?? before.StartTime,
          EndTime: change.EndTime ?? before.EndTime,
        });
      if (route && change.RouteOrder) await svc.setRouteOrder(auth, before.ScheduleId, change.RouteOrder);
      // Ended already (another device, the office): the foreman's wish is met, nothing to refuse.
      if (change.End && before.StatusId !== ScheduleStatuses.Ended)
        await svc.end(auth, before.ScheduleId, null);
      return applied(await svc.dayOf(auth, id));
    },
  },
};
