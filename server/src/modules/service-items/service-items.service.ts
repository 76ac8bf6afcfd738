import {
  Messages,
  SERVICE_ITEMS_PER_LOCATION,
  type NewServiceItem,
  type SaveServiceItem,
  type ScoutingReportItemsQuery,
  type ServiceItem,
  type ServiceItemDetail,
  type ServiceItemSearch,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { isForeignKeyViolation, nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound, ruleFailed } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { reachLocation } from '../locations/locations.access';
import { reachForLookup, serviceItemAccess as access } from './service-items.access';
import { checkedServiceItem, type ServiceItemValues } from './service-items.form';
import { toServiceItem, toServiceItemDetail, type ItemRow } from './service-items.mapper';
import { serviceItemsRepo } from './service-items.repo';

/** Customer inventory: the trees, shrubs and lawns of a location, up to 9999 of them. */
export function serviceItemsService(db: Db) {
  const repo = serviceItemsRepo(db);

  async function mapped<T>(rows: ItemRow[], map: (r: ItemRow, g: Map<number, number[]>) => T): Promise<T[]> {
    const groups = await repo.groupsOf(rows.flatMap((r) => (r.type_id ? [r.type_id] : [])));
    return rows.map((r) => map(r, groups));
  }

  async function one(id: number): Promise<ServiceItem> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return (await mapped([row], toServiceItem))[0]!;
  }

  /** The row values, with a typed plant kind found or added at the location (in the same transaction). */
  async function columns(on: Db, locationId: number, v: ServiceItemValues) {
    if (!v.newOther) return v.cols;
    const otherId = await serviceItemsRepo(on).otherTypeNamed(
      locationId,
      v.newOther.name,
      v.newOther.scientificName,
    );
    return { ...v.cols, other_item_type_id: otherId };
  }

  return {
    async search(auth: AuthContext, req: ServiceItemSearch): Promise<{ rows: ServiceItem[]; total: number }> {
      requireClaim(auth, access.view);
      await reachLocation(db, auth, req.AccountLocationId);
      const { rows, total } = await repo.search(
        req.AccountLocationId,
        pageOf(req, SERVICE_ITEMS_PER_LOCATION),
      );
      return { rows: await mapped(rows, toServiceItem), total };
    },

    async get(auth: AuthContext, id: number): Promise<ServiceItem> {
      requireClaim(auth, access.view);
      const row = await repo.byId(id);
      if (!row) throw notFound();
      await reachLocation(db, auth, row.account_location_id);
      return (await mapped([row], toServiceItem))[0]!;
    },

    async create(auth: AuthContext, req: NewServiceItem): Promise<ServiceItem> {
      requireClaim(auth, access.add);
      await reachLocation(db, auth, req.AccountLocationId, true);
      const v = await checkedServiceItem(db, req.AccountLocationId, req);
      const id = await inTransaction(db, async (trx) => {
        const r = serviceItemsRepo(trx);
        await r.lockLocation(req.AccountLocationId);
        if ((await r.countAt(req.AccountLocationId)) >= SERVICE_ITEMS_PER_LOCATION)
          throw ruleFailed(Messages.ServiceItemsFull);
        return r.insert(req.AccountLocationId, await columns(trx, req.AccountLocationId, v), nowIso());
      });
      return one(id);
    },

    async save(auth: AuthContext, req: SaveServiceItem): Promise<ServiceItem> {
      requireClaim(auth, access.edit);
      const stored = await repo.byId(req.Id);
      if (!stored) throw notFound();
      const locationId = stored.account_location_id;
      await reachLocation(db, auth, locationId, true);
      const v = await checkedServiceItem(db, locationId, req, stored);
      const saved = await inTransaction(db, async (trx) =>
        saveIfCurrent(trx, 'service_items', req.Id, req.Version, await columns(trx, locationId, v)),
      );
      // Read after the transaction: SQLite has one connection and it is busy until then.
      if (!saved) throw conflict(await one(req.Id));
      return one(req.Id);
    },

    /** With `version` (a device's delete of the item it saw), a newer item is a conflict and stays. */
    async remove(auth: AuthContext, id: number, version?: number | null): Promise<void> {
      requireClaim(auth, access.edit);
      const stored = await repo.byId(id);
      if (!stored) throw notFound();
      await reachLocation(db, auth, stored.account_location_id, true);
      if (version !== undefined && stored.version !== version) throw conflict(await one(id));
      try {
        await repo.remove(id);
      } catch (e) {
        if (isForeignKeyViolation(e)) throw ruleFailed(Messages.ServiceItemInUse);
        throw e;
      }
    },

    /** Every item of the location, its references spelled out: the legacy contract editor's choices. */
    async legacyContractItems(auth: AuthContext, locationId: number): Promise<ServiceItemDetail[]> {
      requireClaim(auth, access.lookup);
      await reachForLookup(db, auth, locationId);
      return mapped(await repo.forLocation(locationId), toServiceItemDetail);
    },

    /** The location's items a scouting report of the service group may cover. */
    async scoutingReportItems(auth: AuthContext, q: ScoutingReportItemsQuery): Promise<ServiceItemDetail[]> {
      requireClaim(auth, access.lookup);
      await reachForLookup(db, auth, q.AccountLocationId);
      return mapped(await repo.forLocation(q.AccountLocationId, q.ServiceGroupId), toServiceItemDetail);
    },
  };
}
export type ServiceItemsService = ReturnType<typeof serviceItemsService>;
