import {
  DAILY_LOGS_TAKE,
  DailyLogMessages as M,
  HourTypeList,
  WORK_ORDER_LOG_DEFAULTS,
  dailyLogsEditable,
  todayIsoDate,
  type DailyLog,
  type DailyLogSearch,
  type DefaultLogTimes,
  type IdName,
  type NewDailyLog,
  type PrevailingWageHour,
  type SaveDailyLog,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { isUniqueViolation, nowIso, type Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound, ruleFailed } from '../../platform/errors';
import { reachWorkOrder, workOrderScope, type StoredWorkOrder } from '../work-orders/work-orders.access';
import { dailyLogAccess as access, mayEditLogs } from './daily-logs.access';
import { employeeOf, logColumns, mappedLogs, type LogInput } from './daily-logs.columns';
import { toPrevailingWageHour } from './daily-logs.mapper';
import { dailyLogsRepo, type DailyLogRow } from './daily-logs.repo';

/**
 * Daily logs of work orders: one service function per operation, each checking the same pure rules
 * (shared/src/daily-logs), so the offline push of issue 8 can call exactly these. `today` is the
 * server's local calendar date; tests may pass another clock.
 */
export function dailyLogsService(db: Db, today: () => string = () => todayIsoDate()) {
  const repo = dailyLogsRepo(db);

  const mapped = (auth: AuthContext, rows: DailyLogRow[]) => mappedLogs(repo, auth, rows);

  async function one(auth: AuthContext, id: number): Promise<DailyLog> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return (await mapped(auth, [row]))[0]!;
  }

  /** The stored log and its work order, if the caller reaches that work order. */
  async function reachLog(auth: AuthContext, id: number): Promise<{ row: DailyLogRow; wo: StoredWorkOrder }> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return { row, wo: await reachWorkOrder(db, auth, row.work_order_id!) };
  }

  async function mustBeEditable(wo: StoredWorkOrder): Promise<void> {
    if (!dailyLogsEditable(wo.status_id, await repo.hasSchedules(wo.id))) throw ruleFailed(M.NotEditable);
  }

  async function columns(auth: AuthContext, wo: StoredWorkOrder, input: LogInput, stored?: DailyLogRow) {
    const employeeId = employeeOf(auth, input, stored);
    const facts = await repo.logFacts(wo.id, employeeId, input.Date, stored?.id);
    return logColumns(wo, input, employeeId, facts, today(), stored);
  }

  /** Two adds racing past the same-day check meet the unique index; the loser hears the same rule. */
  async function oncePerDay<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (isUniqueViolation(e)) throw ruleFailed(M.AlreadyExists);
      throw e;
    }
  }

  return {
    async search(auth: AuthContext, req: DailyLogSearch): Promise<{ rows: DailyLog[]; total: number }> {
      requireClaim(auth, access.view);
      if (req.WorkOrderId) await reachWorkOrder(db, auth, req.WorkOrderId);
      const { rows, total } = await repo.search(
        {
          scope: workOrderScope(auth),
          workOrderId: req.WorkOrderId,
          dateFrom: req.DateFrom,
          dateTo: req.DateTo,
        },
        req.Skip ?? 0,
        req.Take ?? DAILY_LOGS_TAKE,
      );
      return { rows: await mapped(auth, rows), total };
    },

    async forWorkOrder(auth: AuthContext, workOrderId: number): Promise<{ rows: DailyLog[]; total: number }> {
      requireClaim(auth, access.view);
      await reachWorkOrder(db, auth, workOrderId);
      const rows = await mapped(auth, await repo.forWorkOrder(workOrderId));
      return { rows, total: rows.length };
    },

    /** One log, if the caller reaches its work order. */
    async get(auth: AuthContext, id: number): Promise<DailyLog> {
      requireClaim(auth, access.view);
      await reachLog(auth, id);
      return one(auth, id);
    },

    async add(auth: AuthContext, req: NewDailyLog): Promise<DailyLog> {
      requireClaim(auth, access.add);
      const wo = await reachWorkOrder(db, auth, req.WorkOrderId);
      const values = await columns(auth, wo, req);
      const id = await oncePerDay(() =>
        repo.insert({ ...values, work_order_id: wo.id, created_by: auth.employeeId, created_at: nowIso() }),
      );
      return one(auth, id);
    },

    async save(auth: AuthContext, req: SaveDailyLog): Promise<DailyLog> {
      requireClaim(auth, access.edit);
      mayEditLogs(auth);
      const { row, wo } = await reachLog(auth, req.Id);
      const values = await columns(auth, wo, req, row);
      const saved = await oncePerDay(() => saveIfCurrent(db, 'daily_logs', req.Id, req.Version, values));
      if (!saved) throw conflict(await one(auth, req.Id));
      return one(auth, req.Id);
    },

    /** With `version` (a device's delete of the log it saw), a newer log is a conflict and stays. */
    async remove(auth: AuthContext, id: number, version?: number | null): Promise<void> {
      requireClaim(auth, access.edit);
      mayEditLogs(auth);
      const { row, wo } = await reachLog(auth, id);
      if (version !== undefined && row.version !== version) throw conflict(await one(auth, id));
      await mustBeEditable(wo);
      await repo.remove(id);
    },

    hourTypes(auth: AuthContext): IdName[] {
      requireClaim(auth, access.lookup);
      return HourTypeList;
    },

    /** The times a new log starts with: those of the latest log on the work order that day, else 7:30 / 16:30. */
    async defaultTimes(auth: AuthContext, workOrderId: number, date?: string): Promise<DefaultLogTimes> {
      requireClaim(auth, access.view);
      await reachWorkOrder(db, auth, workOrderId);
      const latest = await repo.latestOn(workOrderId, date ?? today());
      return {
        TimeIn: latest?.time_in ?? WORK_ORDER_LOG_DEFAULTS.TimeIn,
        TimeOut: latest?.time_out ?? WORK_ORDER_LOG_DEFAULTS.TimeOut,
      };
    },

    /** The read-only prevailing wage hours dialog of one log. */
    async prevailingWageHours(auth: AuthContext, logId: number): Promise<PrevailingWageHour[]> {
      requireClaim(auth, access.prevailingWage);
      await reachLog(auth, logId);
      return (await repo.prevailingWageHours([logId])).map(toPrevailingWageHour);
    },
  };
}
export type DailyLogsService = ReturnType<typeof dailyLogsService>;
