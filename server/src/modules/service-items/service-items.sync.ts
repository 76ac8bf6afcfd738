import { NewServiceItem, SaveServiceItem } from '@canopy/shared';
import { inReach } from '../locations/locations.access';
import { parseBody } from '../sync/push/sync-push.body';
import { applied, deleted, unlessGone } from '../sync/push/sync-push.handlers';
import { loaded, type SyncEntityDef } from '../sync/sync-entity';
import { serviceItemAccess } from './service-items.access';
import { toServiceItem } from './service-items.mapper';
import { serviceItemsRepo } from './service-items.repo';
import { serviceItemsService } from './service-items.service';

/**
 * Customer inventory (trees, shrubs, lawns) on the crew app: held by location (the work orders' and the
 * pinned ones), read by the lookups' rule; created, saved and deleted as online.
 */
export const serviceItemSync: SyncEntityDef<'serviceItem'> = {
  entity: 'serviceItem',
  read: serviceItemAccess.lookup,

  async load({ db, scope }, ids) {
    const repo = serviceItemsRepo(db);
    const locations = new Set(scope.roots.locationIds);
    const held = (await repo.byIds(ids)).filter(
      (r) => inReach(scope.inventory, r.location_branch_id) && locations.has(r.account_location_id),
    );
    const groups = await repo.groupsOf(held.flatMap((r) => (r.type_id ? [r.type_id] : [])));
    return loaded(held.map((r) => toServiceItem(r, groups)));
  },

  push: {
    async create({ trx, auth, data }) {
      return applied(await serviceItemsService(trx).create(auth, parseBody(NewServiceItem, data)));
    },

    async update(c) {
      const body = parseBody(SaveServiceItem, { ...c.data, Id: c.id, Version: c.m.BaseVersion });
      return unlessGone(c, 'service_items', async () =>
        applied(await serviceItemsService(c.trx).save(c.auth, body)),
      );
    },

    async delete(c) {
      return unlessGone(c, 'service_items', async () => {
        await serviceItemsService(c.trx).remove(c.auth, c.id, c.m.BaseVersion ?? null);
        return deleted(c.id);
      });
    },
  },
};
