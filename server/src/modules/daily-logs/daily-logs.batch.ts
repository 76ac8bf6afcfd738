import {
  DailyLogMessages as M,
  todayIsoDate,
  type DailyLog,
  type NewDailyLog,
  type SaveDailyLog,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { notFound, ruleFailed } from '../../platform/errors';
import { reachWorkOrders } from '../work-orders/work-orders.access';
import { dailyLogAccess as access, mayEditLogs } from './daily-logs.access';
import { employeeOf, logColumns, mappedLogs } from './daily-logs.columns';
import { dailyLogsRepo, logDay, type DailyLogRow } from './daily-logs.repo';

/** The batch cannot tell what the calls one by one would answer; they must be made one by one. */
export class OneByOne extends Error {}

/** A second log of one employee's day on one work order breaks the one-a-day rule. */
function oncePerDayAmong(rows: Parameters<typeof logDay>[0][]) {
  if (new Set(rows.map(logDay)).size < rows.length) throw ruleFailed(M.AlreadyExists);
}

/** Rows read by id, in the order of `ids`; not found if one is missing. */
function inOrder<T extends { Id: number } | { id: number }>(ids: readonly number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => ['Id' in r ? r.Id : r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound();
    return row;
  });
}

/**
 * Many adds or saves of one device push in a few statements, with the rules of the service's add and
 * save. All or nothing: where the one-at-a-time calls would refuse any of them (or one a day could
 * depend on their order), this throws, and the push applies them one at a time for each one's answer.
 * When it succeeds, every log and answer is what the calls one by one would have made.
 */
export function dailyLogsBatch(db: Db, today: () => string = () => todayIsoDate()) {
  const repo = dailyLogsRepo(db);

  return {
    async addMany(auth: AuthContext, reqs: readonly NewDailyLog[]): Promise<DailyLog[]> {
      requireClaim(auth, access.add);
      const wos = await reachWorkOrders(
        db,
        auth,
        reqs.map((r) => r.WorkOrderId),
      );
      const employees = reqs.map((r) => employeeOf(auth, r));
      const facts = await repo.logFactsMany(
        reqs.map((r, i) => ({ workOrderId: r.WorkOrderId, employeeId: employees[i]!, date: r.Date })),
      );
      const createdAt = nowIso();
      const rows = reqs.map((r, i) => ({
        ...logColumns(wos.get(r.WorkOrderId)!, r, employees[i]!, facts[i]!, today()),
        work_order_id: r.WorkOrderId,
        created_by: auth.employeeId,
        created_at: createdAt,
      }));
      oncePerDayAmong(rows);
      const ids = await repo.insertMany(rows);
      return inOrder(ids, await mappedLogs(repo, auth, await repo.byIds(ids)));
    },

    async saveMany(auth: AuthContext, reqs: readonly SaveDailyLog[]): Promise<DailyLog[]> {
      requireClaim(auth, access.edit);
      mayEditLogs(auth);
      const ids = reqs.map((r) => r.Id);
      if (new Set(ids).size < ids.length) throw new OneByOne('a log saved twice');
      const stored: DailyLogRow[] = inOrder(ids, await repo.byIds(ids));
      const wos = await reachWorkOrders(
        db,
        auth,
        stored.map((r) => r.work_order_id!),
      );
      const employees = reqs.map((r, i) => employeeOf(auth, r, stored[i]));
      // Each log's day is checked against the stored logs but its own, and against the others' new days.
      const facts = await repo.logFactsMany(
        reqs.map((r, i) => ({
          workOrderId: stored[i]!.work_order_id!,
          employeeId: employees[i]!,
          date: r.Date,
          exceptId: r.Id,
        })),
      );
      const rows = reqs.map((r, i) => {
        if (stored[i]!.version !== r.Version) throw new OneByOne('a stale save');
        const wo = wos.get(stored[i]!.work_order_id!)!;
        return logColumns(wo, r, employees[i]!, facts[i]!, today(), stored[i]);
      });
      oncePerDayAmong(rows.map((row, i) => ({ ...row, work_order_id: stored[i]!.work_order_id })));
      const saves = reqs.map((r, i) => ({ id: r.Id, version: r.Version, values: rows[i]! }));
      if ((await repo.saveManyIfCurrent(saves)) < saves.length) throw new OneByOne('a log saved meanwhile');
      return inOrder(ids, await mappedLogs(repo, auth, await repo.byIds(ids)));
    },
  };
}
