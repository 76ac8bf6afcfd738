import {
  dayWindowsOf,
  parseDate,
  schedulingPriority,
  SchedulingPriorityList,
  seesPrices,
  territoryZip,
  ToScheduleMessages as M,
  WORK_ORDERS_TO_SCHEDULE_PAGE_SIZE,
  WorkOrderMessages,
  type SchedulingPriority,
  type WorkOrderToScheduleRow,
  type WorkOrderToScheduleSearch,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { formErrors, type FormErrors } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { scheduleAccess as access, scheduleEditScope } from './schedules.access';
import { scheduleBuildRepo, type ScheduleBuildRow, type ScheduleBuildService } from './schedule-build.repo';

/** A date bound as typed; blank is no bound, anything else must be a real date. */
function dateBound(text: string | null | undefined, field: string, errors: FormErrors): string | null {
  if (!text?.trim()) return null;
  const d = parseDate(text);
  if (!d) errors.add(field, WorkOrderMessages.DateNotValid);
  return d;
}

// Stored as integer cents and hundredths; shown as dollars and hours (exact to two decimals). The value
// goes only to holders of WorkOrders_Pricing, as on the work order itself.
const toRow = (
  r: ScheduleBuildRow,
  services: ScheduleBuildService[],
  prices: boolean,
): WorkOrderToScheduleRow => ({
  WorkOrderId: r.id,
  BranchId: r.branch_id,
  Priority: schedulingPriority(r.priority_id),
  WoScheduleStatusId: r.wo_schedule_status_id,
  StatusId: r.status_id,
  Description: r.description,
  CustomerName: r.account_name,
  Address: r.address,
  City: r.city,
  Zip: r.zip,
  ServiceGroupId: r.service_group_id,
  Services: services.map((s) => ({ Name: s.name, ServiceCode: s.service_code })),
  EstimatedHours: Number(r.estimated_hours_hundredths) / 100,
  EstimatedValue: prices ? Number(r.estimated_value_cents) / 100 : null,
  EstimatedCrew: r.estimated_crew,
  Arborist: r.sales_rep_id
    ? { Id: r.sales_rep_id, Name: `${r.rep_first ?? ''} ${r.rep_last ?? ''}`.trim() }
    : null,
  SalesTerritory: r.sales_territory_id ? { Id: r.sales_territory_id, Name: r.territory_name ?? '' } : null,
});

/**
 * Build Schedules (spec §2, §7): the work orders waiting for a schedule that the caller's Schedules
 * claim reaches (Full every branch, Branch their own), with every filter of the list.
 */
export function scheduleBuildService(db: Db) {
  const repo = scheduleBuildRepo(db);
  return {
    async search(
      auth: AuthContext,
      req: WorkOrderToScheduleSearch,
    ): Promise<{ rows: WorkOrderToScheduleRow[]; total: number }> {
      requireClaim(auth, access.build);
      const errors = formErrors();
      const from = dateBound(req.FromScheduledDate, 'FromScheduledDate', errors);
      const to = dateBound(req.ToScheduledDate, 'ToScheduledDate', errors);
      if (from && to && to < from) errors.add('ToScheduledDate', M.DatesOrder);
      const { GrowingDegreeDayMin: gddMin, GrowingDegreeDayMax: gddMax } = req;
      if (gddMin != null && gddMax != null && gddMax < gddMin) errors.add('GrowingDegreeDayMax', M.GddOrder);
      const typed = (req.CustomerZipCodes ?? []).map((z) => z.trim()).filter(Boolean);
      const bad = typed.filter((z) => !territoryZip(z));
      if (bad.length) errors.add('CustomerZipCodes', M.NotZipCodes(bad));
      errors.check();
      const page = pageOf(
        { Query: req.SearchQuery ?? undefined, Skip: req.Skip, Take: req.Take },
        WORK_ORDERS_TO_SCHEDULE_PAGE_SIZE,
      );
      const prices = seesPrices(auth.claims);
      // Sorting by a value the caller may not see would still tell it; they get the default order.
      const sort = req.OrderByField === 'EstimatedValue' && !prices ? undefined : req.OrderByField;
      const codes = (req.ServiceCodes ?? []).map((c) => c.trim()).filter(Boolean);
      const { ids, total } = await repo.pageIds(
        scheduleEditScope(auth),
        {
          branchIds: req.BranchIds,
          subTypeIds: req.SubTypeIds,
          arboristIds: req.ArboristIds,
          priorityIds: req.PriorityIds,
          salesTerritoryIds: req.SalesTerritoryIds,
          serviceGroupIds: req.ServiceGroupIds,
          serviceCodes: codes,
          serviceVisitIds: req.ServiceVisits,
          zipCodes: typed.map((z) => territoryZip(z)!),
          equipmentTypeIds: req.EquipmentTypeIds,
          days: dayWindowsOf(from, to),
          gddMin,
          gddMax,
          crewNumber: req.CrewNumber,
        },
        page,
        sort ?? 'Priority',
        !!req.ReverseSort,
      );
      const [rows, services] = await Promise.all([repo.rows(ids), repo.services(ids)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        total,
        rows: ids.map((id) =>
          toRow(
            byId.get(id)!,
            services.filter((s) => s.work_order_id === id),
            prices,
          ),
        ),
      };
    },

    priorities(auth: AuthContext): SchedulingPriority[] {
      requireClaim(auth, access.priorities);
      return SchedulingPriorityList;
    },
  };
}
export type ScheduleBuildServiceApi = ReturnType<typeof scheduleBuildService>;
