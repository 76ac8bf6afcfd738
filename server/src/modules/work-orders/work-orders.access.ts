import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Scope } from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import { widestScope } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';

// Work orders are reached through the WorkOrders claim or the Schedules claim (the info screen opens
// with either, work-orders.md §6). Full/ReadOnly reach every work order, Branch those of the caller's
// branches, Personal the caller's own work: where they are the arborist, or crew on one of its schedules.

/** The reach of the caller over work orders, from their WorkOrders and Schedules claims. */
export function workOrderScope(auth: AuthContext): Scope {
  return widestScope(auth, ['WorkOrders', 'Schedules']);
}

type WoEb = ExpressionBuilder<Database, 'work_orders'>;

/** A where-clause keeping the work orders the scope reaches; use on any query over `work_orders`. */
export function inWorkOrderScope(scope: Scope) {
  return (eb: WoEb) => {
    if (scope.kind === 'all') return eb.lit(true);
    if (scope.kind === 'branch') {
      return scope.branchIds.length ? eb('work_orders.branch_id', 'in', scope.branchIds) : eb.lit(false);
    }
    if (scope.kind === 'personal') {
      return eb.or([
        eb('work_orders.sales_rep_id', '=', scope.employeeId),
        eb.exists(
          eb
            .selectFrom('schedule_work_orders as swo')
            .innerJoin('schedule_dates as sd', 'sd.schedule_id', 'swo.schedule_id')
            .innerJoin('schedule_crews as sc', 'sc.schedule_date_id', 'sd.id')
            .whereRef('swo.work_order_id', '=', 'work_orders.id')
            .where('swo.active', '=', 1)
            .where('sc.active', '=', 1)
            .where('sc.employee_id', '=', scope.employeeId)
            .select(eb.lit(1).as('one')),
        ),
      ]);
    }
    return eb.lit(false);
  };
}

/** Narrows a query over work_orders to the caller's reach. */
export function scopedWorkOrders<O>(
  query: SelectQueryBuilder<Database, 'work_orders', O>,
  auth: AuthContext,
): SelectQueryBuilder<Database, 'work_orders', O> {
  return query.where(inWorkOrderScope(workOrderScope(auth)));
}

/**
 * The work order if the caller reaches it, else 404 — another branch's or another arborist's id gives
 * nothing away. Sub-record services call this before touching a work order's records.
 */
export async function reachWorkOrder(db: Db, auth: AuthContext, id: number) {
  const row = await scopedWorkOrders(db.selectFrom('work_orders').selectAll(), auth)
    .where('work_orders.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
export type WorkOrderRow = Awaited<ReturnType<typeof reachWorkOrder>>;
