import { NewServiceItem, SaveServiceItem } from '@canopy/shared';
import { reachLocation } from '../../locations/locations.access';
import { serviceItemAccess } from '../../service-items/service-items.access';
import { serviceItemsService } from '../../service-items/service-items.service';
import { parseBody } from './sync-push.body';
import {
  applied,
  deleteIfCurrent,
  gone,
  lockedVersion,
  mustAllow,
  type EntityHandler,
} from './sync-push.handlers';

/** Customer inventory (trees, shrubs, lawns): create, save and delete of serviceItems, with their claims. */
export const serviceItemHandler: EntityHandler = {
  async create({ trx, auth, data }) {
    mustAllow(auth, serviceItemAccess.add);
    return applied(await serviceItemsService(trx).create(auth, parseBody(NewServiceItem, data)));
  },

  async update(c) {
    mustAllow(c.auth, serviceItemAccess.edit);
    if ((await lockedVersion(c.trx, 'service_items', c.id)) === undefined) return gone(c);
    const body = parseBody(SaveServiceItem, { ...c.data, Id: c.id, Version: c.m.BaseVersion });
    return applied(await serviceItemsService(c.trx).save(c.auth, body));
  },

  async delete(c) {
    mustAllow(c.auth, serviceItemAccess.edit);
    const svc = serviceItemsService(c.trx);
    return deleteIfCurrent(c, 'service_items', {
      current: async () => {
        const item = await svc.get(c.auth, c.id);
        // The delete's own reach (Account Full, or Branch on the item's branch) before any version talk.
        await reachLocation(c.trx, c.auth, item.AccountLocationId, true);
        return item;
      },
      remove: () => svc.remove(c.auth, c.id),
    });
  },
};
