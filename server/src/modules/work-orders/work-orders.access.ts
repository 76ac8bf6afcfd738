import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { ALL_FLAGS, B, claim, F, P, R, type Scope } from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import { scope, widestScope } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/errors';

// Spec §6: WorkOrder_Menu (any flag) opens the list; the info opens with Schedules or WorkOrders (any);
// WorkOrders Personal, Branch or Full edits; WorkOrders_Status Full updates the status (and so may ask
// for a cancellation); WorkOrder_Complete Full completes. The service narrows each to the caller's reach.
export const workOrderAccess = {
  list: { access: { claim: claim('WorkOrder_Menu', ALL_FLAGS) } },
  info: { access: { claim: [claim('Schedules', ALL_FLAGS), claim('WorkOrders', ALL_FLAGS)] } },
  lookup: {
    access: {
      claim: [
        claim('WorkOrder_Menu', ALL_FLAGS),
        claim('Schedules', ALL_FLAGS),
        claim('WorkOrders', ALL_FLAGS),
      ],
    },
  },
  edit: { access: { claim: claim('WorkOrders', P | B | F) } },
  status: { access: { claim: claim('WorkOrders_Status', F) } },
  complete: { access: { claim: claim('WorkOrder_Complete', F) } },
  // Spec §6: Branch or Full may create a correction work order (within their edit reach).
  correct: { access: { claim: claim('WorkOrders', B | F) } },
  // The tracking report: FinancialReports ReadOnly (every branch) or Branch (the caller's).
  report: { access: { claim: claim('FinancialReports', R | B) } },
};

// Work orders are reached through the WorkOrders claim or the Schedules claim (the info screen opens
// with either, work-orders.md §6). Full/ReadOnly reach every work order, Branch those of the caller's
// branches, Personal the caller's own work: where they are the arborist, or crew on one of its schedules.

/** The reach of the caller over work orders, from their WorkOrders and Schedules claims. */
export function workOrderScope(auth: AuthContext): Scope {
  return widestScope(auth, ['WorkOrders', 'Schedules']);
}

type WoEb = ExpressionBuilder<Database, 'work_orders'>;

/**
 * The ids of the employee's own work orders: those they are the arborist of, and those they crew on
 * (from their crew rows, by an index on schedule_crews by employee). One set, computed once per
 * statement and joined on the work order's id, never a crew lookup per work order; not an OR of two
 * conditions either, which PostgreSQL can only test row by row.
 */
export function personalWorkOrderIds(
  eb: ExpressionBuilder<Database, never>,
  employeeId: number,
  only?: number | readonly number[],
) {
  let own = eb
    .selectFrom('work_orders as own')
    .select('own.id as id')
    .where('own.sales_rep_id', '=', employeeId);
  let crewed = eb
    .selectFrom('schedule_crews as sc')
    .innerJoin('schedule_dates as sd', 'sd.id', 'sc.schedule_date_id')
    .innerJoin('schedule_work_orders as swo', 'swo.schedule_id', 'sd.schedule_id')
    .select('swo.work_order_id as id')
    .where('sc.employee_id', '=', employeeId)
    .where('sc.active', '=', 1)
    .where('swo.active', '=', 1);
  // Checking one work order (or a few), the set is narrowed to them, so the check reads a few index rows.
  if (typeof only === 'number') {
    own = own.where('own.id', '=', only);
    crewed = crewed.where('swo.work_order_id', '=', only);
  } else if (only) {
    own = own.where('own.id', 'in', only);
    crewed = crewed.where('swo.work_order_id', 'in', only);
  }
  return own.union(crewed);
}

/**
 * A where-clause keeping the work orders the scope reaches; use on any query over `work_orders`.
 * `onlyId`: the query is about that work order (a reach check) or those few, which keeps the check small.
 */
export function inWorkOrderScope(scope: Scope, onlyId?: number | readonly number[]) {
  return (eb: WoEb) => {
    if (scope.kind === 'all') return eb.lit(true);
    if (scope.kind === 'branch') {
      return scope.branchIds.length ? eb('work_orders.branch_id', 'in', scope.branchIds) : eb.lit(false);
    }
    if (scope.kind === 'personal') {
      const own = personalWorkOrderIds(eb as ExpressionBuilder<Database, never>, scope.employeeId, onlyId);
      return eb('work_orders.id', 'in', own);
    }
    return eb.lit(false);
  };
}

/**
 * An employee's own work orders tested on each row: for a page read in id order, which usually meets
 * a page of them within a few rows, where building the whole set first (inWorkOrderScope) reads every
 * one of a busy foreman's tens of thousands. Only for a bounded walk: over a whole table it is a crew
 * lookup per row.
 */
export function ownWorkOrderRow(eb: WoEb, employeeId: number) {
  const crewed = eb
    .selectFrom('schedule_work_orders as swo')
    .innerJoin('schedule_dates as sd', 'sd.schedule_id', 'swo.schedule_id')
    .innerJoin('schedule_crews as sc', 'sc.schedule_date_id', 'sd.id')
    .select('swo.id')
    .whereRef('swo.work_order_id', '=', 'work_orders.id')
    .where('swo.active', '=', 1)
    .where('sc.employee_id', '=', employeeId)
    .where('sc.active', '=', 1)
    .limit(1);
  // A scalar subquery, not EXISTS: PostgreSQL answers an EXISTS beside an OR from a hash of every
  // crewed order, built before the first row; this one it asks row by row as the walk reaches them.
  return eb.or([eb('work_orders.sales_rep_id', '=', employeeId), eb(crewed, 'is not', null)]);
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
  const row = await db
    .selectFrom('work_orders')
    .selectAll()
    .where(inWorkOrderScope(workOrderScope(auth), id))
    .where('work_orders.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
export type StoredWorkOrder = Awaited<ReturnType<typeof reachWorkOrder>>;

/**
 * Several work orders at once, each as reachWorkOrder finds it (a device's push of many records);
 * not found if any one is out of reach.
 */
export async function reachWorkOrders(
  db: Db,
  auth: AuthContext,
  ids: readonly number[],
): Promise<Map<number, StoredWorkOrder>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db
    .selectFrom('work_orders')
    .selectAll()
    .where(inWorkOrderScope(workOrderScope(auth), wanted))
    .where('work_orders.id', 'in', wanted)
    .execute();
  if (rows.length < wanted.length) throw notFound();
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The reach of the work order list. WorkOrder_Menu opens the list (spec §6); the rows are those the
 * caller's WorkOrders or Schedules claim reaches, so Personal stays "my own work" however wide the menu
 * claim is. A holder of the menu claim alone (billing's ReadOnly) reads by that claim.
 */
export function workOrderListScope(auth: AuthContext): Scope {
  const reach = workOrderScope(auth);
  return reach.kind === 'none' ? scope(auth, 'WorkOrder_Menu') : reach;
}

/**
 * Who may change a work order: WorkOrders Full every one, Branch their branches', Personal their own
 * (as arborist or crew, like the reach), so a foreman on site changes the work they are on.
 */
export function workOrderEditScope(auth: AuthContext): Scope {
  const v = auth.claims.WorkOrders ?? 0;
  if (v & F) return { kind: 'all' };
  if (v & B) return { kind: 'branch', branchIds: auth.branchIds };
  if (v & P) return { kind: 'personal', employeeId: auth.employeeId };
  return { kind: 'none' };
}

/**
 * The work order if the caller may change it: out of their reach it is 404 (see reachWorkOrder), in
 * reach but not theirs to change (Schedules Branch showing another arborist's order to WorkOrders
 * Personal) 403.
 */
export async function reachWorkOrderToEdit(db: Db, auth: AuthContext, id: number) {
  // One statement: the row in reach, and whether the edit scope also holds it.
  const found = await db
    .selectFrom('work_orders')
    .selectAll()
    .where(inWorkOrderScope(workOrderScope(auth), id))
    .select((eb) =>
      eb
        .case()
        .when(inWorkOrderScope(workOrderEditScope(auth), id)(eb))
        .then(1)
        .else(0)
        .end()
        .as('may_edit'),
    )
    .where('work_orders.id', '=', id)
    .executeTakeFirst();
  if (!found) throw notFound();
  const { may_edit, ...row } = found;
  if (!Number(may_edit)) throw forbidden();
  return row;
}
