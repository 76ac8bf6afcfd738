import { seesPrices, type SyncCrewMember, type SyncWorkOrder } from '@canopy/shared';
import { groupBy } from '../../platform/group-by';
import { loaded, type SyncEntityDef } from '../sync/sync-entity';
import { workOrderAccess } from './work-orders.access';
import { toWorkOrder } from './work-orders.mapper';
import { workOrdersRepo } from './work-orders.repo';

/**
 * Work orders on the crew app, read-only there (no push handler: a push of one is refused): the info
 * DTO with its schedule days and their crews, and the inventory items its services work on.
 */
export const workOrderSync: SyncEntityDef<'workOrder'> = {
  entity: 'workOrder',
  read: workOrderAccess.info,

  async load({ db, auth, scope }, ids) {
    const held = new Set(scope.roots.workOrderIds);
    const wanted = ids.filter((id) => held.has(id));
    if (!wanted.length) return new Map();
    const repo = workOrdersRepo(db);
    // The device copy follows the online rule: prices only for holders of WorkOrders_Pricing.
    const prices = seesPrices(auth.claims);
    // One query after another: the snapshot is one transaction on one connection.
    const rows = await repo.byIds(wanted);
    const days = await repo.scheduleDays(wanted);
    const options = groupBy(
      await repo.reportOptionsFor(wanted),
      (r) => r.work_order_id,
      (r) => r.report_option_id!,
    );
    const items = groupBy(
      await repo.serviceItemIds(wanted),
      (r) => r.work_order_id,
      (r) => r.service_item_id,
    );
    const daysOf = groupBy(
      days,
      (d) => d.work_order_id,
      (d) => d,
    );
    const dayIds = [...new Set(days.flatMap((d) => (d.day_id == null ? [] : [d.day_id])))];
    const crewOf = groupBy(
      await repo.crewsOf(dayIds),
      (r) => r.schedule_date_id,
      (r): SyncCrewMember => ({
        ScheduleCrewId: r.id,
        EmployeeId: r.employee_id,
        Name: `${r.first_name} ${r.last_name}`,
        IsForeman: r.is_foreman === 1,
      }),
    );
    return loaded(
      rows.map((r): SyncWorkOrder => {
        const wo = toWorkOrder(r, daysOf.get(r.id) ?? [], options.get(r.id) ?? [], prices);
        return {
          ...wo,
          LocationAddress: wo.Address,
          Schedules: wo.ScheduleWorkOrders.map((s) => ({
            ScheduleId: s.ScheduleId,
            Dates: s.ScheduleDates.map((d) => ({
              ScheduleDateId: d.Id,
              Date: d.ScheduleDate,
              StartTime: d.StartTime,
              EndTime: d.EndTime,
              Crew: crewOf.get(d.Id) ?? [],
            })),
          })),
          ServiceItemIds: items.get(r.id) ?? [],
        };
      }),
    );
  },
};
