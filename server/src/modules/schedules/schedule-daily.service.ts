import {
  B,
  CLOCK_OUT_SKEW_MS,
  F,
  claim,
  P,
  parseDate,
  parseTime,
  ScheduleDailyMessages as M,
  ScheduleStatuses,
  ScheduleStatusList,
  listedDate,
  WorkOrderMessages,
  type ClockedOutWorkOrder,
  type ClockOutRequest,
  type DailySchedule,
  type DailyScheduleSearch,
  type EndedOrCanceled,
  type RouteOrderList,
  type ScheduleDayHours,
  type ScheduleStateResult,
  type ScheduleWorkOrder,
  type UpdateScheduleTimes,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { iso, nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound, ruleFailed, ValidationError } from '../../platform/errors';
import { CLOCK_OUT_STATUSES, scheduleDailyRepo, type ScheduleDailyRepo } from './schedule-daily.repo';
import { refuseEdit } from './schedule-state';
import { scheduleWritesRepo } from './schedule-writes.repo';
import { scheduleEditScope, scheduleScope } from './schedules.access';
import { dailySchedules } from './schedule-daily.days';
import { toScheduleWorkOrder } from './schedules.mapper';
import { schedulesRepo } from './schedules.repo';

/** Spec §2, §6: the daily view and its actions need Schedules Personal, Branch or Full. */
export const scheduleDailyAccess = {
  daily: { access: { claim: claim('Schedules', P | B | F) } },
};
const access = scheduleDailyAccess.daily;

function refuse(field: string, message: string): never {
  throw new ValidationError({ [field]: [message] });
}

/**
 * The clock-out time: the device's own when it clocked out offline, else now. Not ahead of the
 * server beyond a clock's drift, and not before the day began anywhere (UTC+14 starts it first).
 */
function clockOutTime(sent: string | null | undefined, day: string): string {
  if (!sent?.trim()) return nowIso();
  const at = /^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(sent.trim()) ? Date.parse(sent) : NaN;
  if (Number.isNaN(at)) refuse('ClockedOutAt', M.ClockOutNotATime);
  if (at > Date.now() + CLOCK_OUT_SKEW_MS) refuse('ClockedOutAt', M.ClockOutInFuture);
  if (at < Date.parse(`${day}T00:00:00+14:00`)) refuse('ClockedOutAt', M.ClockOutBeforeDay);
  return new Date(at).toISOString();
}

/** The foreman's day: search-daily, its hours, route order, clock-out and whether it has ended. */
export function scheduleDailyService(db: Db) {
  const repo = scheduleDailyRepo(db);
  const schedules = schedulesRepo(db);

  /**
   * A day the caller reaches, else 404: another branch's day gives nothing away. Changes use the edit
   * reach, so ReadOnly held beside Personal or Branch never widens what the caller may change.
   */
  async function reachDay(auth: AuthContext, dayId: number, r: ScheduleDailyRepo = repo, write = false) {
    requireClaim(auth, access);
    const day = await r.day(write ? scheduleEditScope(auth) : scheduleScope(auth), dayId);
    if (!day) throw notFound();
    return day;
  }

  function notOnSchedule(asked: number[], linked: Set<number>) {
    const missing = asked.filter((id) => !linked.has(id));
    if (missing.length) throw ruleFailed(`${M.NotOnSchedule}: ${missing.join(', ')}`);
  }

  return {
    async searchDaily(auth: AuthContext, req: DailyScheduleSearch): Promise<DailySchedule[]> {
      requireClaim(auth, access);
      const date = parseDate(req.ScheduledDate);
      if (!date) refuse('ScheduledDate', WorkOrderMessages.DateNotValid);
      const reach = scheduleScope(auth);
      // Spec §6: without Branch or Full the caller acts as foreman and sees only their own day.
      const foremen =
        reach.kind === 'personal' ? [auth.employeeId] : req.ForemanIds?.length ? req.ForemanIds : null;
      return dailySchedules(db, await repo.daysOn(reach, date, foremen));
    },

    /** One day as the daily view shows it, if the caller reaches it (404 otherwise). */
    async dayOf(auth: AuthContext, dayId: number): Promise<DailySchedule> {
      const day = await reachDay(auth, dayId);
      return (await dailySchedules(db, [day]))[0]!;
    },

    async updateTimes(auth: AuthContext, req: UpdateScheduleTimes): Promise<ScheduleDayHours> {
      return inTransaction(db, async (trx) => {
        const r = scheduleDailyRepo(trx);
        const day = await reachDay(auth, req.ScheduleDateId, r, true);
        if (req.ScheduledDate?.trim() && parseDate(req.ScheduledDate) !== day.schedule_date)
          throw ruleFailed(M.DayNotOnDate);
        const start = parseTime(req.StartTime);
        const end = parseTime(req.EndTime);
        // 'HH:mm' texts order as the times do.
        if (!start || !end || start >= end) throw ruleFailed(M.HoursNotValid);
        refuseEdit(day.status_id);
        await r.setTimes(day.id, start, end);
        await scheduleWritesRepo(trx).bumpVersion(day.schedule_id);
        return { ScheduleDateId: day.id, StartTime: start, EndTime: end };
      });
    },

    async setRouteOrder(auth: AuthContext, id: number, list: RouteOrderList): Promise<ScheduleWorkOrder[]> {
      requireClaim(auth, access);
      await inTransaction(db, async (trx) => {
        const [h] = await schedulesRepo(trx).headers([id], scheduleEditScope(auth));
        if (!h || !h.active) throw notFound();
        refuseEdit(h.status_id);
        const asked = list.map((r) => r.WorkOrderId);
        if (new Set(asked).size !== asked.length)
          refuse('WorkOrderId', 'A work order is listed more than once.');
        const r = scheduleDailyRepo(trx);
        notOnSchedule(asked, await r.linked(id, asked));
        await r.setRouteOrder(id, list);
        await scheduleWritesRepo(trx).bumpVersion(id);
      });
      return (await schedules.workOrders(id)).map(toScheduleWorkOrder);
    },

    async clockOut(auth: AuthContext, req: ClockOutRequest): Promise<ClockedOutWorkOrder[]> {
      const ids = [...new Set(req.WorkOrderIds)];
      return inTransaction(db, async (trx) => {
        const r = scheduleDailyRepo(trx);
        const day = await reachDay(auth, req.ScheduleDateId, r, true);
        if (!CLOCK_OUT_STATUSES.includes(day.status_id)) throw ruleFailed(M.ClockOutNotAllowed);
        const at = clockOutTime(req.ClockedOutAt, day.schedule_date);
        notOnSchedule(ids, await r.linked(day.schedule_id, ids));
        // Spec §4: the work orders keep the latest schedule day they were clocked out on.
        const changed = await r.clockOut(day.schedule_id, day.schedule_date, at, ids);
        if (changed) await scheduleWritesRepo(trx).bumpVersion(day.schedule_id);
        const rows = await r.clockOuts(day.schedule_id, ids);
        return rows.map((w) => ({
          WorkOrderId: w.work_order_id,
          ClockedOutDate: w.clocked_out_date,
          ClockedOutAt: iso(w.clocked_out_at),
        }));
      });
    },

    /**
     * Spec §4's end action: the schedule moves to Ended (Completed) while Open or In Progress, once
     * today has reached its latest day anywhere (UTC+14 reaches a day first, as for clock-out). A
     * Personal caller ends only a schedule they lead. `version` null: a foreman's day pushed from the
     * crew app, where ending is a fact of the field like clock-out and never conflicts.
     */
    async end(auth: AuthContext, id: number, version: number | null): Promise<ScheduleStateResult> {
      requireClaim(auth, access);
      return inTransaction(db, async (trx) => {
        const repo = schedulesRepo(trx);
        const [h] = await repo.headers([id], scheduleEditScope(auth));
        if (!h || !h.active) throw notFound();
        if (!CLOCK_OUT_STATUSES.includes(h.status_id)) throw ruleFailed(M.EndNotAllowed);
        const latest = (await repo.days([id])).reduce<string | null>(
          (l, d) => (l === null || d.schedule_date > l ? d.schedule_date : l),
          null,
        );
        if (!latest) throw ruleFailed(M.EndWithoutDays);
        if (Date.now() < Date.parse(`${latest}T00:00:00+14:00`))
          throw ruleFailed(M.endTooEarly(listedDate(latest)));
        const state = (statusId: number, v: number): ScheduleStateResult => ({
          StatusId: statusId,
          ScheduleStatus: ScheduleStatusList.find((x) => x.Id === statusId)?.Name ?? String(statusId),
          Version: v,
          Warnings: [],
        });
        const base = version ?? h.version;
        if (!(await saveIfCurrent(trx, 'schedules', id, base, { status_id: ScheduleStatuses.Ended })))
          throw conflict(state(h.status_id, h.version));
        return state(ScheduleStatuses.Ended, base + 1);
      });
    },

    async endedOrCanceled(auth: AuthContext, dayId: number): Promise<EndedOrCanceled> {
      const day = await reachDay(auth, dayId);
      const over: number[] = [ScheduleStatuses.Ended, ScheduleStatuses.Canceled];
      return { EndedOrCanceled: over.includes(day.status_id) };
    },
  };
}
export type ScheduleDailyService = ReturnType<typeof scheduleDailyService>;
