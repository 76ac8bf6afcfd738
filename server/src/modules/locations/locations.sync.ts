import type { OtherItemType } from '@canopy/shared';
import type { SyncLocation } from '@canopy/sync/protocol';
import { serviceItemAccess } from '../service-items/service-items.access';
import { loaded, type SyncEntityDef } from '../sync/sync-entity';
import { inReach } from './locations.access';
import { locationSyncRepo } from './location-sync.repo';
import { coordinate, toLocationPlace, toOtherItemType } from './locations.mapper';

/**
 * Work locations on the crew app, read-only there: held with the work orders there (and pinned ones),
 * read by the inventory lookups' rule, as the inventory screens that show them are. They carry the
 * location's own plant kinds, which a device used to fetch one location at a time after each pull.
 */
export const locationSync: SyncEntityDef<'location'> = {
  entity: 'location',
  read: serviceItemAccess.lookup,

  async load({ db, scope }, ids) {
    const held = new Set(scope.roots.locationIds);
    const repo = locationSyncRepo(db);
    const rows = (await repo.byIds(ids.filter((id) => held.has(id)))).filter((l) =>
      inReach(scope.inventory, l.branch_id),
    );
    const kinds = new Map<number, OtherItemType[]>();
    for (const o of await repo.otherTypesOf(rows.map((l) => l.id))) {
      kinds.set(o.account_location_id, [...(kinds.get(o.account_location_id) ?? []), toOtherItemType(o)]);
    }
    return loaded(
      rows.map((l): SyncLocation => ({
        ...toLocationPlace(l),
        Version: l.version,
        Latitude: coordinate(l.latitude),
        Longitude: coordinate(l.longitude),
        OtherItemTypes: kinds.get(l.id) ?? [],
      })),
    );
  },
};
