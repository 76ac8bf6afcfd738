import {
  centsToDollars,
  SCHEDULE_ADD_PAGE_SIZE,
  ScheduleWorkOrderMessages as M,
  schedulingPriority,
  seesPrices,
  ServiceGroupList,
  WorkOrderStatusList,
  type AddScheduleWorkOrders,
  type ScheduleAddRow,
  type ScheduleAddSearch,
  type ScheduleWorkOrder,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { notFound, ruleFailed } from '../../platform/errors';
import { scheduleAccess as access, scheduleEditScope } from './schedules.access';
import { toScheduleWorkOrder } from './schedules.mapper';
import { schedulesRepo } from './schedules.repo';
import { refuseEdit } from './schedule-state';
import { scheduleWritesRepo } from './schedule-writes.repo';
import { scheduleWorkOrdersRepo, type ScheduleAddDbRow } from './schedule-work-orders.repo';

const nameIn = (list: { Id: number; Name: string }[], id: number) =>
  list.find((i) => i.Id === id)?.Name ?? String(id);

// The value goes only to holders of WorkOrders_Pricing, as on the work order itself.
const toAddRow = (w: ScheduleAddDbRow, prices: boolean): ScheduleAddRow => ({
  WorkOrderId: w.id,
  BranchId: w.branch_id,
  BranchName: w.branch_name,
  Priority: schedulingPriority(w.priority_id),
  WoScheduleStatusId: w.wo_schedule_status_id,
  StatusId: w.status_id,
  WorkOrderStatus: nameIn(WorkOrderStatusList, w.status_id),
  ServiceGroupId: w.service_group_id,
  ServiceGroup: nameIn(ServiceGroupList, w.service_group_id),
  SalesTerritory: w.territory_name,
  Description: w.description,
  CustomerName: w.account_name,
  Address: w.address ? `${w.address}, ${w.city}, ${w.state} ${w.zip}` : null,
  EstimatedHours: Number(w.estimated_hours_hundredths) / 100,
  EstimatedValue: prices ? centsToDollars(Number(w.estimated_value_cents)) : null,
});

/** The schedule's work orders tab: the add dialog's search, adding and removing work orders. */
export function scheduleWorkOrdersService(db: Db) {
  /** The live schedule the caller may change (Branch/Full), else 404. */
  async function editable(trx: Db, auth: AuthContext, id: number) {
    requireClaim(auth, access.edit);
    const [h] = await schedulesRepo(trx).headers([id], scheduleEditScope(auth));
    if (!h || !h.active) throw notFound();
    return h;
  }

  const list = async (trx: Db, id: number) =>
    (await schedulesRepo(trx).workOrders(id)).map(toScheduleWorkOrder);

  return {
    async toSchedule(
      auth: AuthContext,
      id: number,
      req: ScheduleAddSearch,
    ): Promise<{ rows: ScheduleAddRow[]; total: number }> {
      await editable(db, auth, id);
      const { rows, total } = await scheduleWorkOrdersRepo(db).page(
        scheduleEditScope(auth),
        {
          branchIds: req.BranchIds,
          salesTerritoryIds: req.SalesTerritoryIds,
          serviceGroupIds: req.ServiceGroupIds,
          workOrderId: req.WorkOrderId,
        },
        req.Skip ?? 0,
        req.Take ?? SCHEDULE_ADD_PAGE_SIZE,
      );
      const prices = seesPrices(auth.claims);
      return { rows: rows.map((r) => toAddRow(r, prices)), total };
    },

    /** Adds the work orders at the end of the route; all of them or, when one may not join, none. */
    add(auth: AuthContext, id: number, ids: AddScheduleWorkOrders): Promise<ScheduleWorkOrder[]> {
      return inTransaction(db, async (trx) => {
        const h = await editable(trx, auth, id);
        refuseEdit(h.status_id);
        const asked = [...new Set(ids)];
        if (!asked.length) throw ruleFailed(M.NoneChosen);
        const repo = scheduleWorkOrdersRepo(trx);
        const found = await repo.addable(scheduleEditScope(auth), asked);
        const ok = new Set(found.map((w) => w.id));
        const refused = asked.filter((w) => !ok.has(w));
        if (refused.length) throw ruleFailed(M.notSchedulable(refused));
        const last = await repo.lastRouteOrder(id);
        await repo.link(
          found.map((w, i) => ({
            schedule_id: id,
            work_order_id: w.id,
            route_order_id: last + i + 1,
            estimated_hours_hundredths: w.estimated_hours_hundredths,
          })),
        );
        await scheduleWritesRepo(trx).markScheduled(asked);
        await scheduleWritesRepo(trx).bumpVersion(id);
        return list(trx, id);
      });
    },

    /** Takes one work order off; the schedule keeps at least one (spec §5). */
    remove(auth: AuthContext, id: number, workOrderId: number): Promise<ScheduleWorkOrder[]> {
      return inTransaction(db, async (trx) => {
        const h = await editable(trx, auth, id);
        const repo = scheduleWorkOrdersRepo(trx);
        const link = await repo.liveLink(id, workOrderId);
        if (!link) throw notFound();
        refuseEdit(h.status_id);
        if ((await repo.liveCount(id)) <= 1) throw ruleFailed(M.AtLeastOne);
        await repo.unlink(link.id, id, workOrderId);
        await repo.free(workOrderId, id);
        await scheduleWritesRepo(trx).bumpVersion(id);
        return list(trx, id);
      });
    },
  };
}
export type ScheduleWorkOrdersService = ReturnType<typeof scheduleWorkOrdersService>;
