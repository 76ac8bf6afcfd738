import {
  dollarsToCents,
  isPngDataUrl,
  parseDate,
  seesPrices,
  signatureChange,
  WORK_ORDER_PAGE_SIZE,
  WorkOrderMessages as M,
  type SaveWorkOrder,
  type Scope,
  type WorkOrder,
  type WorkOrderRow,
  type WorkOrderSearch,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { iso, nowIso, type Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, forbidden, formErrors, notFound, type FormErrors } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import {
  reachWorkOrderToEdit,
  workOrderEditScope,
  workOrderAccess as access,
  workOrderListScope,
  workOrderScope,
  type StoredWorkOrder,
} from './work-orders.access';
import { firstDays, toRow, toWorkOrder } from './work-orders.mapper';
import { workOrdersListRepo } from './work-orders-list.repo';
import { workOrdersRepo } from './work-orders.repo';
import { salesTerritoriesRepo } from '../sales-territories/sales-territories.repo';

/** A date bound of the list as typed; blank is no bound, anything else must be a real date. */
function dateBound(text: string | null | undefined, field: string, errors: FormErrors): string | null {
  if (!text?.trim()) return null;
  const d = parseDate(text);
  if (!d) errors.add(field, M.DateNotValid);
  return d;
}

/**
 * Reads a work order as its info screen shows it, 404 unless `reach` holds it (left out when the
 * caller's reach was checked before). Two statements: the order with its ReportOptions, then its
 * schedule days. Exported for the status and completion calls.
 */
export async function readWorkOrder(
  db: Db,
  id: number,
  auth: AuthContext,
  reach: Scope = { kind: 'all' },
): Promise<WorkOrder> {
  const repo = workOrdersRepo(db);
  const found = await repo.inReach(id, reach);
  if (!found) throw notFound();
  const { report_option_list, ...row } = found;
  const reportOptions = report_option_list ? report_option_list.split(',').map(Number) : [];
  return toWorkOrder(
    row,
    await repo.scheduleDays([id]),
    reportOptions.sort((a, b) => a - b),
    seesPrices(auth.claims),
  );
}

/** The list, one work order, its basic info saved with Version, and the archive toggle. */
export function workOrdersService(db: Db) {
  const repo = workOrdersRepo(db);
  const list = workOrdersListRepo(db);

  /** An arborist the caller may give work to, by their WorkOrders claim (Personal: only themselves). */
  async function arboristAllowed(scope: Scope, employeeId: number): Promise<boolean> {
    if (scope.kind === 'personal') return employeeId === scope.employeeId;
    if (scope.kind === 'none') return false;
    return repo.isActiveArborist(employeeId, scope.kind === 'branch' ? scope.branchIds : null);
  }

  /** The columns a save writes, checked; fields left out of the request are not touched. */
  async function columnsOf(auth: AuthContext, req: SaveWorkOrder, stored: StoredWorkOrder) {
    const errors = formErrors();
    const v: Record<string, unknown> = {};
    if (req.Description !== undefined) v.description = req.Description?.trim() || null;
    if (req.SalesRepId !== undefined && req.SalesRepId !== stored.sales_rep_id) {
      if (req.SalesRepId !== null && !(await arboristAllowed(workOrderEditScope(auth), req.SalesRepId)))
        errors.add('SalesRepId', M.ArboristNotAllowed);
      v.sales_rep_id = req.SalesRepId;
    }
    if (req.SalesTerritoryId !== undefined && req.SalesTerritoryId !== stored.sales_territory_id) {
      const t = req.SalesTerritoryId ? await salesTerritoriesRepo(db).byId(req.SalesTerritoryId) : null;
      if (req.SalesTerritoryId !== null && t?.branch_id !== stored.branch_id)
        errors.add('SalesTerritoryId', M.SalesTerritoryNotInBranch);
      v.sales_territory_id = req.SalesTerritoryId;
    }
    if (req.EstimatedCrew !== undefined) v.estimated_crew = req.EstimatedCrew;
    if (req.EstimatedHours !== undefined) v.estimated_hours_hundredths = Math.round(req.EstimatedHours * 100);
    // Prices are not the caller's to see, so not theirs to change either.
    if (req.EstimatedValue !== undefined && !seesPrices(auth.claims)) throw forbidden();
    if (req.EstimatedValue !== undefined) v.estimated_value_cents = dollarsToCents(req.EstimatedValue);
    if (req.QualifiesForPrevailingWage !== undefined)
      v.qualifies_for_prevailing_wage = req.QualifiesForPrevailingWage ? 1 : 0;
    if (req.ScoutingReportNotes !== undefined)
      v.scouting_report_notes = req.ScoutingReportNotes?.trim() || null;
    if (req.Signature !== undefined) {
      if (req.Signature?.trim() && !isPngDataUrl(req.Signature)) errors.add('Signature', M.SignatureNotPng);
      const next = signatureChange(
        { signature: stored.signature, signedDate: iso(stored.signed_date) },
        req.Signature,
        nowIso(),
      );
      v.signature = next.signature;
      v.signed_date = next.signedDate;
    }
    errors.check();
    return v;
  }

  return {
    async search(auth: AuthContext, req: WorkOrderSearch): Promise<{ rows: WorkOrderRow[]; total: number }> {
      requireClaim(auth, access.list);
      const errors = formErrors();
      const fromDate = dateBound(req.FromScheduledDate, 'FromScheduledDate', errors);
      const toDate = dateBound(req.ToScheduledDate, 'ToScheduledDate', errors);
      errors.check();
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
      requireClaim(auth, access.info);
      return readWorkOrder(db, id, auth, workOrderScope(auth));
    },

    /**
     * Saves the basic info only if nobody saved the order since `Version` (else 409 with the current
     * order). A changed signature is dated now; clearing it clears the date.
     */
    async save(auth: AuthContext, req: SaveWorkOrder): Promise<WorkOrder> {
      requireClaim(auth, access.edit);
      const stored = await reachWorkOrderToEdit(db, auth, req.Id);
      const values = await columnsOf(auth, req, stored);
      if (!(await saveIfCurrent(db, 'work_orders', req.Id, req.Version, values)))
        throw conflict(await readWorkOrder(db, req.Id, auth));
      return readWorkOrder(db, req.Id, auth);
    },

    /** Archives the order, or brings it back from the archive. */
    async toggleActive(auth: AuthContext, id: number): Promise<WorkOrder> {
      requireClaim(auth, access.edit);
      await reachWorkOrderToEdit(db, auth, id);
      await repo.toggleArchived(id);
      return readWorkOrder(db, id, auth);
    },
  };
}
export type WorkOrdersService = ReturnType<typeof workOrdersService>;
