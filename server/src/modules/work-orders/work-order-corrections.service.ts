import {
  WorkOrderMessages as M,
  WorkOrderStatusList,
  type CorrectionCreated,
  type CorrectionLink,
  type CorrectionLinks,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { iso, nowIso, type Db } from '../../platform/db';
import { ruleFailed } from '../../platform/errors';
import { workOrderCorrectionsRepo } from './work-order-corrections.repo';
import {
  reachWorkOrder,
  reachWorkOrderToEdit,
  workOrderAccess as access,
  workOrderScope,
} from './work-orders.access';

type LinkRow = Awaited<ReturnType<ReturnType<typeof workOrderCorrectionsRepo>['links']>>[number];

const toLink = (r: LinkRow): CorrectionLink => ({
  Id: r.id,
  SubTypeId: r.sub_type_id,
  StatusId: r.status_id,
  WorkOrderStatus: WorkOrderStatusList.find((s) => s.Id === r.status_id)?.Name ?? String(r.status_id),
  Description: r.description,
  CreatedAt: iso(r.created_at)!,
});

/** Correction work orders (spec §4, §5): made from services flagged NeedsCorrection, linked both ways. */
export function workOrderCorrectionsService(db: Db) {
  return {
    async create(auth: AuthContext, id: number): Promise<CorrectionCreated> {
      requireClaim(auth, access.correct);
      const original = await reachWorkOrderToEdit(db, auth, id);
      const made = await db.transaction().execute(async (trx) => {
        const repo = workOrderCorrectionsRepo(trx);
        const flagged = await repo.takeFlagged(id);
        if (!flagged.length) throw ruleFailed(M.CorrectionNeedsService);
        return repo.create(original, flagged, nowIso());
      });
      return { WorkOrderId: made.id, OriginalWoId: id, ServiceIds: made.copies };
    },

    async links(auth: AuthContext, id: number): Promise<CorrectionLinks> {
      requireClaim(auth, access.info);
      const reach = workOrderScope(auth);
      const wo = await reachWorkOrder(db, auth, id);
      const rows = await workOrderCorrectionsRepo(db).links(id, wo.original_wo_id, reach);
      const original = rows.find((r) => r.id === wo.original_wo_id);
      return {
        WorkOrderId: id,
        Original: original ? toLink(original) : null,
        Corrections: rows.filter((r) => r.original_wo_id === id).map(toLink),
      };
    },
  };
}
export type WorkOrderCorrectionsService = ReturnType<typeof workOrderCorrectionsService>;
