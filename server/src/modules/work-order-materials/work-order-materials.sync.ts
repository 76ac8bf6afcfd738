import { mayViewMaterialPrices, NewWorkOrderMaterial, SaveWorkOrderMaterial } from '@canopy/shared';
import { parseBody } from '../sync/push/sync-push.body';
import { archiveOnDelete, saveThenArchive } from '../sync/push/sync-push.archive';
import { applied, type MutationCtx } from '../sync/push/sync-push.handlers';
import { loaded, onHeldWorkOrder, type SyncEntityDef } from '../sync/sync-entity';
import { itemSummaries } from '../work-order-services/item-summaries';
import { workOrderMaterialAccess } from './work-order-materials.access';
import { toWorkOrderMaterial } from './work-order-materials.mapper';
import { workOrderMaterialsRepo } from './work-order-materials.repo';
import { workOrderMaterialsService } from './work-order-materials.service';

const steps = (c: MutationCtx) => {
  const service = workOrderMaterialsService(c.trx);
  return {
    save: (body: Record<string, unknown>) => service.save(c.auth, parseBody(SaveWorkOrderMaterial, body)),
    current: () => service.editable(c.auth, c.id),
    toggle: () => service.toggleArchived(c.auth, c.id),
  };
};

/**
 * Materials and disposals on the crew app: pulled with their work order (prices only for holders of
 * WorkOrders_Pricing, as online), added, saved and archived through the online service.
 */
export const workOrderMaterialSync: SyncEntityDef<'workOrderMaterial'> = {
  entity: 'workOrderMaterial',
  read: workOrderMaterialAccess.view,

  async load(ctx, ids) {
    const rows = (await workOrderMaterialsRepo(ctx.db).byIds(ids)).filter(onHeldWorkOrder(ctx));
    const items = await itemSummaries(
      ctx.db,
      rows.flatMap((r) => (r.service_item_id ? [r.service_item_id] : [])),
    );
    const prices = mayViewMaterialPrices(ctx.auth.claims);
    return loaded(rows.map((r) => toWorkOrderMaterial(r, items, prices)));
  },

  push: {
    async create({ trx, auth, data }) {
      return applied(await workOrderMaterialsService(trx).add(auth, parseBody(NewWorkOrderMaterial, data)));
    },
    update: (c) => saveThenArchive(c, 'work_order_materials', steps(c)),
    delete: (c) => archiveOnDelete(c, 'work_order_materials', steps(c)),
  },
};
