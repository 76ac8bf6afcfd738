import {
  EquipmentProblemDescriptionList,
  EquipmentProblemStatuses,
  EquipmentProblemStatusList,
  OTHER_DESCRIPTION_ID,
  resolutionDateAfter,
  WORK_ORDER_PROBLEM_PAGE_SIZE,
  WorkOrderProblemMessages as M,
  type EquipmentProblem,
  type EquipmentProblemSearch,
  type EquipmentProblemState,
  type NewEquipmentProblem,
  type SaveEquipmentProblem,
  type WorkOrderEquipment,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { iso, isUniqueViolation, nowIso, type Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound, ruleFailed } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { reachWorkOrder, reachWorkOrderToEdit } from '../work-orders/work-orders.access';
import { workOrderProblemAccess as access } from './work-order-problems.access';
import { equipmentProblemsRepo } from './equipment-problems.repo';
import { toEquipmentProblem, toWorkOrderEquipment } from './work-order-problems.mapper';

/** The instant a local calendar day starts, as stored instants compare. */
const dayStart = (day: string, plusDays = 0) => {
  const d = new Date(`${day}T00:00:00`);
  d.setDate(d.getDate() + plusDays);
  return d.toISOString();
};
const textOrNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** The stored description: a listed one, or Other (null) with the words; a missing word is refused. */
function checkedDescription(id: number, other: string | null | undefined) {
  if (id === OTHER_DESCRIPTION_ID) {
    const words = textOrNull(other);
    if (!words) throw ruleFailed(M.OtherDescriptionRequired);
    return { description_id: null, other_description: words };
  }
  if (!EquipmentProblemDescriptionList.some((d) => d.Id === id)) throw ruleFailed(M.DescriptionNotValid);
  return { description_id: id, other_description: null };
}

/** Equipment problems reported on work orders, and the equipment problems screen over all of them. */
export function equipmentProblemsService(db: Db) {
  const repo = equipmentProblemsRepo(db);

  async function one(id: number): Promise<EquipmentProblem> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return toEquipmentProblem(row);
  }

  async function checkEquipment(workOrderId: number, equipmentId: number) {
    const equipment = await repo.equipmentOf(workOrderId);
    if (!equipment.some((e) => e.id === equipmentId)) throw ruleFailed(M.EquipmentNotOnWorkOrder);
  }

  /** The stored problem, if the caller may change its work order's records. */
  async function loadToEdit(auth: AuthContext, id: number) {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    await reachWorkOrderToEdit(db, auth, row.work_order_id);
    return row;
  }

  return {
    async equipment(auth: AuthContext, workOrderId: number): Promise<WorkOrderEquipment[]> {
      requireClaim(auth, access.view);
      await reachWorkOrder(db, auth, workOrderId);
      return (await repo.equipmentOf(workOrderId)).map(toWorkOrderEquipment);
    },

    /** With a work order: its problems (the info tab). Without: the screen, WorkOrders Full only. */
    async search(auth: AuthContext, req: EquipmentProblemSearch) {
      const page = pageOf(req, WORK_ORDER_PROBLEM_PAGE_SIZE);
      if (req.WorkOrderId) {
        requireClaim(auth, access.view);
        await reachWorkOrder(db, auth, req.WorkOrderId);
      } else requireClaim(auth, access.screen);
      const { rows, total } = await repo.search(
        {
          workOrderId: req.WorkOrderId ?? undefined,
          branchIds: req.BranchIds,
          statusIds: req.StatusIds,
          from: req.DateFrom ? dayStart(req.DateFrom) : undefined,
          to: req.DateTo ? dayStart(req.DateTo, 1) : undefined,
          includeArchived: page.includeArchived,
        },
        page.skip,
        page.take,
      );
      return { rows: rows.map(toEquipmentProblem), total };
    },

    async add(auth: AuthContext, req: NewEquipmentProblem): Promise<EquipmentProblem> {
      requireClaim(auth, access.edit);
      const wo = await reachWorkOrderToEdit(db, auth, req.WorkOrderId);
      // A retried add from a device answers the problem it already made.
      if (req.Id) {
        const earlier = await repo.byClientKey(req.Id);
        if (earlier) {
          if (earlier.work_order_id !== wo.id) throw notFound();
          return one(earlier.id);
        }
      }
      const description = checkedDescription(req.EquipmentProblemDescriptionId, req.OtherDescription);
      await checkEquipment(wo.id, req.EquipmentResourceId);
      try {
        const id = await repo.insert({
          work_order_id: wo.id,
          equipment_resource_id: req.EquipmentResourceId,
          status_id: EquipmentProblemStatuses.Open,
          ...description,
          notes: textOrNull(req.Notes),
          reported_by: auth.employeeId,
          date_reported: nowIso(),
          client_key: req.Id ?? null,
        });
        return one(id);
      } catch (e) {
        // The same add, retried while the first was still being written.
        if (req.Id && isUniqueViolation(e)) {
          const earlier = await repo.byClientKey(req.Id);
          if (earlier) return one(earlier.id);
        }
        throw e;
      }
    },

    async save(auth: AuthContext, req: SaveEquipmentProblem): Promise<EquipmentProblem> {
      requireClaim(auth, access.edit);
      const row = await loadToEdit(auth, req.Id);
      const values: Record<string, unknown> = {};
      if (req.StatusId !== undefined) {
        values.status_id = req.StatusId;
        values.resolution_date = resolutionDateAfter(
          { StatusId: row.status_id, ResolutionDate: iso(row.resolution_date) },
          req.StatusId,
          nowIso(),
        );
      }
      if (req.EquipmentProblemDescriptionId !== undefined)
        Object.assign(values, checkedDescription(req.EquipmentProblemDescriptionId, req.OtherDescription));
      if (req.EquipmentResourceId !== undefined && req.EquipmentResourceId !== row.equipment_resource_id) {
        await checkEquipment(row.work_order_id, req.EquipmentResourceId);
        values.equipment_resource_id = req.EquipmentResourceId;
      }
      if (req.Notes !== undefined) values.notes = textOrNull(req.Notes);
      if (!(await saveIfCurrent(db, 'equipment_problems', req.Id, req.Version, values)))
        throw conflict(await one(req.Id));
      return one(req.Id);
    },

    /** The problem, once the caller may change its work order (a device's archive asks first). */
    async editable(auth: AuthContext, id: number): Promise<EquipmentProblem> {
      requireClaim(auth, access.edit);
      await loadToEdit(auth, id);
      return one(id);
    },

    async toggleArchived(auth: AuthContext, id: number): Promise<EquipmentProblem> {
      requireClaim(auth, access.edit);
      await loadToEdit(auth, id);
      await repo.toggleArchived(id);
      return one(id);
    },

    statuses: (auth: AuthContext) => {
      requireClaim(auth, access.view);
      return EquipmentProblemStatusList;
    },

    states(auth: AuthContext): EquipmentProblemState[] {
      requireClaim(auth, access.view);
      return EquipmentProblemStatusList.map((s) => ({
        ...s,
        SetsResolutionDate: s.Id === EquipmentProblemStatuses.Resolved,
      }));
    },

    descriptions(auth: AuthContext) {
      requireClaim(auth, access.view);
      return EquipmentProblemDescriptionList;
    },
  };
}
export type EquipmentProblemsService = ReturnType<typeof equipmentProblemsService>;
