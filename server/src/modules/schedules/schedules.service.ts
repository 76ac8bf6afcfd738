import {
  DEFAULT_SCHEDULE_HOURS,
  parseDate,
  SCHEDULE_PAGE_SIZE,
  territoryZip,
  WorkOrderMessages,
  type LatestScheduleDate,
  type Schedule,
  type ScheduledForeman,
  type ScheduleHours,
  type ScheduleRow,
  type ScheduleSearch,
  type ScheduleWorkOrder,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { formErrors, notFound, type FormErrors } from '../../platform/errors';
import { scheduleAccess as access, scheduleScope } from './schedules.access';
import { toRows, toSchedule, toScheduleWorkOrder } from './schedules.mapper';
import { materialCosts, materialServices } from '../work-order-materials/work-order-materials.service';
import { schedulesRepo } from './schedules.repo';

/** A date bound of the list as typed; blank is no bound, anything else must be a real date. */
function dateBound(text: string | null | undefined, field: string, errors: FormErrors): string | null {
  if (!text?.trim()) return null;
  const d = parseDate(text);
  if (!d) errors.add(field, WorkOrderMessages.DateNotValid);
  return d;
}

/** The schedule reads: the manage list, one schedule, its work orders and the scheduling defaults. */
export function schedulesService(db: Db) {
  const repo = schedulesRepo(db);

  /** The schedule's header if the caller reaches it, else 404: another branch's id gives nothing away. */
  async function reach(auth: AuthContext, id: number) {
    requireClaim(auth, access.read);
    const [h] = await repo.headers([id], scheduleScope(auth));
    if (!h || !h.active) throw notFound();
    return h;
  }

  return {
    async search(auth: AuthContext, req: ScheduleSearch): Promise<{ rows: ScheduleRow[]; total: number }> {
      requireClaim(auth, access.read);
      const errors = formErrors();
      const fromDate = dateBound(req.FromScheduledDate, 'FromScheduledDate', errors);
      const toDate = dateBound(req.ToScheduledDate, 'ToScheduledDate', errors);
      const typed = (req.CustomerZipCodes ?? []).map((z) => z.trim()).filter(Boolean);
      const bad = typed.filter((z) => !territoryZip(z));
      if (bad.length) errors.add('CustomerZipCodes', `These are not zip codes: ${bad.join(', ')}`);
      errors.check();
      const reachOf = scheduleScope(auth);
      const { ids, total } = await repo.pageIds(
        reachOf,
        {
          branchIds: req.BranchIds,
          foremanIds: req.ForemanIds,
          serviceGroupIds: req.ServiceGroupIds,
          salesTerritoryIds: req.SalesTerritoryIds,
          statusIds: req.ScheduleStatuses,
          scheduleOrWorkOrderId: req.ScheduleOrWorkOrderId,
          zipCodes: typed.map((z) => territoryZip(z)!),
          fromDate,
          toDate,
        },
        req.Skip ?? 0,
        req.Take ?? SCHEDULE_PAGE_SIZE,
      );
      const [headers, days, links] = await Promise.all([
        repo.headers(ids),
        repo.days(ids),
        repo.workOrderLinks(ids),
      ]);
      const crews = await repo.crews(days.map((d) => d.id));
      return { total, rows: toRows(ids, headers, days, crews, links) };
    },

    async get(auth: AuthContext, id: number): Promise<Schedule> {
      const h = await reach(auth, id);
      const days = await repo.days([id]);
      const dayIds = days.map((d) => d.id);
      const [crews, equipment] = await Promise.all([repo.crews(dayIds), repo.equipment(dayIds)]);
      return toSchedule(h, days, crews, equipment);
    },

    async workOrders(auth: AuthContext, id: number): Promise<ScheduleWorkOrder[]> {
      await reach(auth, id);
      const rows = await repo.workOrders(id);
      const ids = rows.map((w) => w.work_order_id);
      const [costs, services] = await Promise.all([materialCosts(db, auth, ids), materialServices(db, ids)]);
      return rows.map((w) => ({
        ...toScheduleWorkOrder(w),
        workOrderMaterialCosts: costs.get(w.work_order_id) ?? [],
        workOrderMaterialServices: services.get(w.work_order_id) ?? [],
      }));
    },

    async scheduledForemen(auth: AuthContext): Promise<ScheduledForeman[]> {
      requireClaim(auth, access.read);
      const rows = await repo.scheduledForemen(scheduleScope(auth));
      return rows.map((e) => ({ Id: e.id, Name: `${e.first_name} ${e.last_name}` }));
    },

    defaultHours(auth: AuthContext): ScheduleHours {
      requireClaim(auth, access.read);
      return { ...DEFAULT_SCHEDULE_HOURS };
    },

    /** The schedule's last live day; a new day defaults to the day after it (spec §4). */
    async latestDate(auth: AuthContext, id: number): Promise<LatestScheduleDate> {
      await reach(auth, id);
      const days = await repo.days([id]);
      return { ScheduleDate: days.at(-1)?.schedule_date ?? null };
    },
  };
}
export type SchedulesService = ReturnType<typeof schedulesService>;
