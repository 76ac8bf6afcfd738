import { sql } from 'kysely';
import { CompletionStatuses as C, WorkOrderStatuses, type Scope } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { inWorkOrderScope } from './work-orders.access';
import { DAYS, FOREMAN } from './work-orders-list.repo';

export interface WorkOrderReportFilter {
  branchIds?: number[];
  arboristIds?: number[];
  foremanIds?: number[];
  serviceGroupIds?: number[];
  completionStatusIds?: number[];
  /** Instants: completed at or after `completedFrom`, before `completedBefore`. */
  completedFrom: string | null;
  completedBefore: string | null;
  /** 'yyyy-MM-dd' bounds on any live scheduled day of the order. */
  scheduledFrom: string | null;
  scheduledTo: string | null;
  workOrderId?: number | null;
}

const ids = (list: number[]) => sql.join(list.map((i) => sql`${i}`));

// Completed with the order; otherwise by whether any live service of it is done.
const COMPLETION = sql<number>`case when work_orders.status_id = ${sql.lit(WorkOrderStatuses.Completed)}
    then ${sql.lit(C.Completed)}
  when exists (select 1 from work_order_services ws where ws.work_order_id = work_orders.id
    and ws.archived = 0 and ws.completed = 1) then ${sql.lit(C.PartiallyCompleted)}
  else ${sql.lit(C.NotCompleted)} end`;

/** The work order tracking report: live (not archived) orders within a reach, by the report's filters. */
export function workOrderReportRepo(db: Db) {
  const filtered = (reach: Scope, f: WorkOrderReportFilter) => {
    let q = db.selectFrom('work_orders').where(inWorkOrderScope(reach)).where('work_orders.archived', '=', 0);
    if (f.workOrderId) q = q.where('work_orders.id', '=', f.workOrderId);
    if (f.branchIds?.length) q = q.where('work_orders.branch_id', 'in', f.branchIds);
    if (f.arboristIds?.length) q = q.where('work_orders.sales_rep_id', 'in', f.arboristIds);
    if (f.serviceGroupIds?.length) q = q.where('work_orders.service_group_id', 'in', f.serviceGroupIds);
    if (f.completionStatusIds?.length)
      q = q.where(sql<boolean>`${COMPLETION} in (${ids(f.completionStatusIds)})`);
    if (f.completedFrom) q = q.where('work_orders.date_completed', '>=', f.completedFrom);
    if (f.completedBefore) q = q.where('work_orders.date_completed', '<', f.completedBefore);
    if (f.foremanIds?.length)
      q = q.where(sql<boolean>`exists (select 1 ${DAYS} and exists (select 1 ${FOREMAN}
        and sc.employee_id in (${ids(f.foremanIds)})))`);
    if (f.scheduledFrom)
      q = q.where(sql<boolean>`exists (select 1 ${DAYS} and sd.schedule_date >= ${f.scheduledFrom})`);
    if (f.scheduledTo)
      q = q.where(sql<boolean>`exists (select 1 ${DAYS} and sd.schedule_date <= ${f.scheduledTo})`);
    return q;
  };

  return {
    async total(reach: Scope, f: WorkOrderReportFilter): Promise<number> {
      const { n } = await filtered(reach, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** A page of rows in work order order, with what each row counts. */
    async page(reach: Scope, f: WorkOrderReportFilter, skip: number, take: number) {
      return filtered(reach, f)
        .innerJoin('accounts as a', 'a.id', 'work_orders.account_id')
        .innerJoin('branches as b', 'b.id', 'work_orders.branch_id')
        .leftJoin('account_locations as l', 'l.id', 'work_orders.account_location_id')
        .leftJoin('employees as e', 'e.id', 'work_orders.sales_rep_id')
        .select([
          'work_orders.id',
          'work_orders.sub_type_id',
          'work_orders.branch_id',
          'work_orders.service_group_id',
          'work_orders.status_id',
          'work_orders.sales_rep_id',
          'work_orders.date_completed',
          'work_orders.estimated_hours_hundredths',
          'work_orders.estimated_value_cents',
          'a.name as account_name',
          'b.name as branch_name',
          'e.first_name as rep_first',
          'e.last_name as rep_last',
          'l.address',
          'l.city',
          'l.state',
          'l.zip',
        ])
        .select(COMPLETION.as('completion_status_id'))
        .select(
          sql<number>`(select count(*) from work_order_services ws
            where ws.work_order_id = work_orders.id and ws.archived = 0)`.as('services_total'),
        )
        .select(
          sql<number>`(select count(*) from work_order_services ws
            where ws.work_order_id = work_orders.id and ws.archived = 0 and ws.completed = 1)`.as(
            'services_completed',
          ),
        )
        .select(
          sql<number>`(select coalesce(sum(dl.hours_worked_hundredths), 0) from daily_logs dl
            where dl.work_order_id = work_orders.id)`.as('actual_hours_hundredths'),
        )
        .orderBy('work_orders.id')
        .offset(skip)
        .limit(take)
        .execute();
    },
  };
}
export type WorkOrderReportDbRow = Awaited<
  ReturnType<ReturnType<typeof workOrderReportRepo>['page']>
>[number];
