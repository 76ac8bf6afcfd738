import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { scopedWorkOrders } from '../work-orders/work-orders.access';

/**
 * One page of current records (those no later revision replaces) in the range and the caller's
 * reach, in order of application.
 */
export function applicationExportPage(
  db: Db,
  auth: AuthContext,
  range: { from: string; to: string },
  branchId: number | undefined,
  skip: number,
  take: number,
) {
  const when = sql<string>`coalesce(r.applied_at, r.recorded_at)`;
  let q = scopedWorkOrders(db.selectFrom('work_orders'), auth)
    .innerJoin('work_order_services as s', 's.work_order_id', 'work_orders.id')
    .innerJoin('services as sv', 'sv.id', 's.service_id')
    .innerJoin('branches as b', 'b.id', 'work_orders.branch_id')
    .innerJoin('work_order_service_chemicals as c', 'c.work_order_service_id', 's.id')
    .innerJoin('chemical_application_records as r', 'r.work_order_chemical_id', 'c.id')
    .leftJoin('employees as e', 'e.id', 'r.recorded_by')
    .selectAll('r')
    .select([
      'work_orders.id as work_order_id',
      'b.name as branch_name',
      'sv.name as service_name',
      sql<string | null>`e.first_name || ' ' || e.last_name`.as('recorded_by_name'),
    ])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('chemical_application_records as later')
            .select('later.id')
            .whereRef('later.replaces_id', '=', 'r.id'),
        ),
      ),
    )
    .where('c.archived', '=', 0)
    .where(when, '>=', range.from)
    .where(when, '<', range.to);
  if (branchId !== undefined) q = q.where('work_orders.branch_id', '=', branchId);
  return q.orderBy(when).orderBy('r.id').offset(skip).limit(take).execute();
}
