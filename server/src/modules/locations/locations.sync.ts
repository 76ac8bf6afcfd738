import type { OtherItemType } from '@canopy/shared';
import type { SyncLocation } from '@canopy/sync/protocol';
import { serviceItemAccess } from '../service-items/service-items.access';
import { loaded, type SyncEntityDef } from '../sync/sync-entity';
import { inReach } from './locations.access';
import { locationSyncRepo } from './location-sync.repo';

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
      const list = kinds.get(o.account_location_id) ?? [];
      list.push({
        Id: o.id,
        Name: o.name,
        ScientificName: o.scientific_name,
        AccountLocationId: o.account_location_id,
      });
      kinds.set(o.account_location_id, list);
    }
    return loaded(
      rows.map((l): SyncLocation => ({
        Id: l.id,
        Version: l.version,
        Name: l.name,
        AccountId: l.account_id,
        AccountName: l.account_name,
        Address: l.address,
        City: l.city,
        State: l.state,
        Zip: l.zip,
        BranchId: l.branch_id,
        // PostgreSQL hands decimals back as text; the online mapper converts them the same way.
        Latitude: l.latitude == null ? null : Number(l.latitude),
        Longitude: l.longitude == null ? null : Number(l.longitude),
        OtherItemTypes: kinds.get(l.id) ?? [],
      })),
    );
  },
};
