import { sql } from 'kysely';
import {
  dollarsToCents,
  EmployeeStatuses,
  isPngDataUrl,
  JobTitles,
  parseDate,
  signatureChange,
  WORK_ORDER_PAGE_SIZE,
  WorkOrderMessages as M,
  type ModelState,
  type SaveWorkOrder,
  type Scope,
  type WorkOrder,
  type WorkOrderRow,
  type WorkOrderSearch,
} from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import { iso, nowIso, type Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import {
  reachWorkOrder,
  reachWorkOrderToEdit,
  workOrderEditScope,
  workOrderListScope,
  type WorkOrderRow as StoredWorkOrder,
} from './work-orders.access';
import { firstDays, toRow, toWorkOrder } from './work-orders.mapper';
import { workOrdersListRepo } from './work-orders-list.repo';
import { workOrdersRepo } from './work-orders.repo';

/** A date bound of the list as typed; blank is no bound, anything else must be a real date. */
function dateBound(text: string | null | undefined, field: string, errors: ModelState): string | null {
  if (!text?.trim()) return null;
  const d = parseDate(text);
  if (!d) errors[field] = [M.DateNotValid];
  return d;
}

/** Reads a work order as its info screen shows it. Exported for the status and completion calls. */
export async function readWorkOrder(db: Db, id: number): Promise<WorkOrder> {
  const repo = workOrdersRepo(db);
  const row = await repo.byId(id);
  if (!row) throw notFound();
  const [days, reportOptions] = await Promise.all([repo.scheduleDays([id]), repo.reportOptions(id)]);
  return toWorkOrder(row, days, reportOptions);
}

/** The list, one work order, its basic info saved with Version, and the archive toggle. */
export function workOrdersService(db: Db) {
  const repo = workOrdersRepo(db);
  const list = workOrdersListRepo(db);

  /** An arborist the caller may give work to, by their WorkOrders claim (Personal: only themselves). */
  async function arboristAllowed(scope: Scope, employeeId: number): Promise<boolean> {
    if (scope.kind === 'personal') return employeeId === scope.employeeId;
    let q = db
      .selectFrom('employees as e')
      .select('e.id')
      .where('e.id', '=', employeeId)
      .where('e.status_id', '=', EmployeeStatuses.Active)
      .where((eb) =>
        eb.or([
          eb('e.is_sales_rep', '=', 1),
          eb.exists(
            eb
              .selectFrom('employee_job_titles as j')
              .select('j.employee_id')
              .whereRef('j.employee_id', '=', 'e.id')
              .where('j.job_title_id', '=', JobTitles.Arborist),
          ),
        ]),
      );
    if (scope.kind === 'branch') {
      if (!scope.branchIds.length) return false;
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('employee_branches as b')
            .select('b.employee_id')
            .whereRef('b.employee_id', '=', 'e.id')
            .where('b.branch_id', 'in', scope.branchIds),
        ),
      );
    }
    return scope.kind !== 'none' && !!(await q.executeTakeFirst());
  }

  /** The columns a save writes, checked; fields left out of the request are not touched. */
  async function columnsOf(auth: AuthContext, req: SaveWorkOrder, stored: StoredWorkOrder) {
    const errors: ModelState = {};
    const v: Record<string, unknown> = {};
    if (req.Description !== undefined) v.description = req.Description?.trim() || null;
    if (req.SalesRepId !== undefined && req.SalesRepId !== stored.sales_rep_id) {
      if (req.SalesRepId !== null && !(await arboristAllowed(workOrderEditScope(auth), req.SalesRepId)))
        errors.SalesRepId = [M.ArboristNotAllowed];
      v.sales_rep_id = req.SalesRepId;
    }
    if (req.SalesTerritoryId !== undefined && req.SalesTerritoryId !== stored.sales_territory_id) {
      const t = req.SalesTerritoryId
        ? await db
            .selectFrom('sales_territories')
            .select('branch_id')
            .where('id', '=', req.SalesTerritoryId)
            .executeTakeFirst()
        : null;
      if (req.SalesTerritoryId !== null && t?.branch_id !== stored.branch_id)
        errors.SalesTerritoryId = [M.SalesTerritoryNotInBranch];
      v.sales_territory_id = req.SalesTerritoryId;
    }
    if (req.EstimatedCrew !== undefined) v.estimated_crew = req.EstimatedCrew;
    if (req.EstimatedHours !== undefined) v.estimated_hours_hundredths = Math.round(req.EstimatedHours * 100);
    if (req.EstimatedValue !== undefined) v.estimated_value_cents = dollarsToCents(req.EstimatedValue);
    if (req.QualifiesForPrevailingWage !== undefined)
      v.qualifies_for_prevailing_wage = req.QualifiesForPrevailingWage ? 1 : 0;
    if (req.ScoutingReportNotes !== undefined)
      v.scouting_report_notes = req.ScoutingReportNotes?.trim() || null;
    if (req.Signature !== undefined) {
      if (req.Signature?.trim() && !isPngDataUrl(req.Signature)) errors.Signature = [M.SignatureNotPng];
      const next = signatureChange(
        { signature: stored.signature, signedDate: iso(stored.signed_date) },
        req.Signature,
        nowIso(),
      );
      v.signature = next.signature;
      v.signed_date = next.signedDate;
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return v;
  }

  return {
    async search(auth: AuthContext, req: WorkOrderSearch): Promise<{ rows: WorkOrderRow[]; total: number }> {
      const errors: ModelState = {};
      const fromDate = dateBound(req.FromScheduledDate, 'FromScheduledDate', errors);
      const toDate = dateBound(req.ToScheduledDate, 'ToScheduledDate', errors);
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const { ids, total } = await list.pageIds(
        workOrderListScope(auth),
        pageOf(req, WORK_ORDER_PAGE_SIZE),
        {
          subTypeIds: req.SubTypeIds,
          statusIds: req.StatusIds,
          branchIds: req.BranchIds,
          serviceGroupIds: req.ServiceGroupIds,
          arboristIds: req.ArboristIds,
          foremanIds: req.ForemanIds,
          fromDate,
          toDate,
        },
        req.SortColumn ?? 'WorkOrderId',
        !!req.Descending,
      );
      const [rows, days] = await Promise.all([list.rows(ids), repo.scheduleDays(ids)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const first = firstDays(days);
      return { total, rows: ids.map((id) => toRow(byId.get(id)!, first.get(id))) };
    },

    async get(auth: AuthContext, id: number): Promise<WorkOrder> {
      await reachWorkOrder(db, auth, id);
      return readWorkOrder(db, id);
    },

    /**
     * Saves the basic info only if nobody saved the order since `Version` (else 409 with the current
     * order). A changed signature is dated now; clearing it clears the date.
     */
    async save(auth: AuthContext, req: SaveWorkOrder): Promise<WorkOrder> {
      const stored = await reachWorkOrderToEdit(db, auth, req.Id);
      const values = await columnsOf(auth, req, stored);
      if (!(await saveIfCurrent(db, 'work_orders', req.Id, req.Version, values)))
        throw conflict(await readWorkOrder(db, req.Id));
      return readWorkOrder(db, req.Id);
    },

    /** Archives the order, or brings it back from the archive. */
    async toggleActive(auth: AuthContext, id: number): Promise<WorkOrder> {
      await reachWorkOrderToEdit(db, auth, id);
      await db
        .updateTable('work_orders')
        .set({ archived: sql<number>`1 - archived`, version: sql<number>`version + 1` })
        .where('id', '=', id)
        .execute();
      return readWorkOrder(db, id);
    },
  };
}
export type WorkOrdersService = ReturnType<typeof workOrdersService>;
