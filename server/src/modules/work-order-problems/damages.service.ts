import {
  WORK_ORDER_PROBLEM_PAGE_SIZE,
  WorkOrderProblemMessages as M,
  WorkOrderSubTypes,
  type NewWorkOrderDamage,
  type NewWorkOrderDamageService,
  type SaveWorkOrderDamage,
  type SaveWorkOrderDamageService,
  type WorkOrderDamage,
  type WorkOrderDamageSearch,
  type WorkOrderDamageService,
  type WorkOrderDamageServiceSearch,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound, ruleFailed, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { reachWorkOrder, reachWorkOrderToEdit } from '../work-orders/work-orders.access';
import { workOrderProblemAccess as access } from './work-order-problems.access';
import { damagesRepo } from './damages.repo';
import { toWorkOrderDamage, toWorkOrderDamageService } from './work-order-problems.mapper';

const textOrNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

function checkedDescription(v: string): string {
  const words = v.trim();
  if (!words) throw ruleFailed(M.DamageDescriptionRequired);
  return words;
}

/**
 * Damages reported on a work order, and their damage services: each links a damage to a work order
 * of sub type Damages (damageWorkOrderId) that repairs it. The spec gives the link, not the making of
 * the repair order, so a damage service names one that exists.
 */
export function damagesService(db: Db) {
  const repo = damagesRepo(db);

  async function damage(id: number): Promise<WorkOrderDamage> {
    const row = await repo.damageById(id);
    if (!row) throw notFound();
    return toWorkOrderDamage(row);
  }

  async function service(id: number): Promise<WorkOrderDamageService> {
    const row = await repo.serviceById(id);
    if (!row) throw notFound();
    return toWorkOrderDamageService(row);
  }

  /** The damage, if the caller may change its work order's records. */
  async function damageToEdit(auth: AuthContext, id: number) {
    const row = await repo.damageById(id);
    if (!row) throw notFound();
    await reachWorkOrderToEdit(db, auth, row.work_order_id);
    return row;
  }

  async function serviceToEdit(auth: AuthContext, id: number) {
    const row = await repo.serviceById(id);
    if (!row) throw notFound();
    await reachWorkOrderToEdit(db, auth, row.work_order_id);
    return row;
  }

  return {
    async search(auth: AuthContext, req: WorkOrderDamageSearch) {
      requireClaim(auth, access.view);
      await reachWorkOrder(db, auth, req.WorkOrderId);
      const page = pageOf(req, WORK_ORDER_PROBLEM_PAGE_SIZE);
      const { rows, total } = await repo.searchDamages(req.WorkOrderId, page);
      return { rows: rows.map(toWorkOrderDamage), total };
    },

    async add(auth: AuthContext, req: NewWorkOrderDamage): Promise<WorkOrderDamage> {
      requireClaim(auth, access.edit);
      const wo = await reachWorkOrderToEdit(db, auth, req.WorkOrderId);
      if (req.Id) {
        const earlier = await repo.damageByClientKey(req.Id);
        if (earlier) {
          if (earlier.work_order_id !== wo.id) throw notFound();
          return damage(earlier.id);
        }
      }
      const id = await repo.insertDamage({
        work_order_id: wo.id,
        description: checkedDescription(req.Description),
        notes: textOrNull(req.Notes),
        reported_by: auth.employeeId,
        date_reported: nowIso(),
        client_key: req.Id ?? null,
      });
      return damage(id);
    },

    async save(auth: AuthContext, req: SaveWorkOrderDamage): Promise<WorkOrderDamage> {
      requireClaim(auth, access.edit);
      await damageToEdit(auth, req.Id);
      const values: Record<string, unknown> = {};
      if (req.Description !== undefined) values.description = checkedDescription(req.Description);
      if (req.Notes !== undefined) values.notes = textOrNull(req.Notes);
      if (!(await saveIfCurrent(db, 'work_order_damages', req.Id, req.Version, values)))
        throw conflict(await damage(req.Id));
      return damage(req.Id);
    },

    /** The damage, once the caller may change its work order (a device's archive asks first). */
    async editable(auth: AuthContext, id: number): Promise<WorkOrderDamage> {
      requireClaim(auth, access.edit);
      await damageToEdit(auth, id);
      return damage(id);
    },

    async editableService(auth: AuthContext, id: number): Promise<WorkOrderDamageService> {
      requireClaim(auth, access.edit);
      await serviceToEdit(auth, id);
      return service(id);
    },

    async toggleArchived(auth: AuthContext, id: number): Promise<WorkOrderDamage> {
      requireClaim(auth, access.edit);
      await damageToEdit(auth, id);
      await repo.toggleDamageArchived(id);
      return damage(id);
    },

    /** By the damage (its work order must be in reach) or by the repair order (in reach too). */
    async searchServices(auth: AuthContext, req: WorkOrderDamageServiceSearch) {
      requireClaim(auth, access.view);
      if (!req.DamageId && !req.DamageWorkOrderId)
        throw new ValidationError({ DamageId: [M.DamageRequired] }, M.DamageRequired);
      if (req.DamageId) {
        const row = await repo.damageById(req.DamageId);
        if (!row) throw notFound();
        await reachWorkOrder(db, auth, row.work_order_id);
      }
      if (req.DamageWorkOrderId) await reachWorkOrder(db, auth, req.DamageWorkOrderId);
      const page = pageOf(req, WORK_ORDER_PROBLEM_PAGE_SIZE);
      const { rows, total } = await repo.searchServices(
        { damageId: req.DamageId ?? undefined, damageWorkOrderId: req.DamageWorkOrderId ?? undefined },
        page,
      );
      return { rows: rows.map(toWorkOrderDamageService), total };
    },

    async addService(auth: AuthContext, req: NewWorkOrderDamageService): Promise<WorkOrderDamageService> {
      requireClaim(auth, access.edit);
      const row = await damageToEdit(auth, req.DamageId);
      if (req.Id) {
        const earlier = await repo.serviceByClientKey(req.Id);
        if (earlier) {
          if (earlier.damage_id !== row.id) throw notFound();
          return service(earlier.id);
        }
      }
      const repair = await reachWorkOrder(db, auth, req.DamageWorkOrderId);
      if (repair.sub_type_id !== WorkOrderSubTypes.Damages) throw ruleFailed(M.NotADamageWorkOrder);
      if (await repo.liveLink(row.id, repair.id)) throw ruleFailed(M.DamageServiceExists);
      const id = await repo.insertService({
        damage_id: row.id,
        damage_work_order_id: repair.id,
        notes: textOrNull(req.Notes),
        client_key: req.Id ?? null,
      });
      return service(id);
    },

    async saveService(auth: AuthContext, req: SaveWorkOrderDamageService): Promise<WorkOrderDamageService> {
      requireClaim(auth, access.edit);
      await serviceToEdit(auth, req.Id);
      const values: Record<string, unknown> = {};
      if (req.Notes !== undefined) values.notes = textOrNull(req.Notes);
      if (!(await saveIfCurrent(db, 'work_order_damage_services', req.Id, req.Version, values)))
        throw conflict(await service(req.Id));
      return service(req.Id);
    },

    async toggleServiceArchived(auth: AuthContext, id: number): Promise<WorkOrderDamageService> {
      requireClaim(auth, access.edit);
      await serviceToEdit(auth, id);
      await repo.toggleServiceArchived(id);
      return service(id);
    },
  };
}
export type DamagesService = ReturnType<typeof damagesService>;
