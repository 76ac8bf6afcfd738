import {
  LOCATION_ADDRESS_MAX,
  LOCATION_NEIGHBOR_PAGE_SIZE,
  Messages,
  NeighborStatuses,
  NeighborStatusList,
  NeighborTypeList,
  NeighborTypes,
  type Neighbor,
  type NeighborSearch,
  type SaveNeighbor,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { conflict, notFound, formErrors } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { saveVersioned, savedId } from '../../platform/catalogue';
import { locationAccess as access, reachLocation } from './locations.access';
import { locationNeighborsRepo, type LocationNeighborsRepo } from './location-neighbors.repo';

type Row = NonNullable<Awaited<ReturnType<LocationNeighborsRepo['byId']>>>;

const toNeighbor = (r: Row): Neighbor => ({
  Id: r.id,
  LocationId: r.location_id,
  Address: r.address,
  TypeId: r.type_id,
  TypeName: NeighborTypeList.find((t) => t.Id === r.type_id)?.Name ?? `Type ${r.type_id}`,
  StatusId: r.status_id,
  Version: r.version,
});

/** Neighbors of a location: addresses to notify before a service, or to reach as prospects. */
export function locationNeighborsService(db: Db) {
  const repo = locationNeighborsRepo(db);

  function checked(req: SaveNeighbor, stored?: Row) {
    const form = formErrors();
    const address = req.Address.trim();
    if (!address) form.add('Address', 'Address is required.');
    else if (address.length > LOCATION_ADDRESS_MAX)
      form.add('Address', `Address must be at most ${LOCATION_ADDRESS_MAX} characters.`);
    const typeId = req.TypeId ?? stored?.type_id ?? NeighborTypes.NotifyBeforeService;
    if (!NeighborTypeList.some((t) => t.Id === typeId)) form.add('TypeId', 'Please choose a type.');
    const statusId = req.StatusId ?? stored?.status_id ?? NeighborStatuses.Active;
    if (!NeighborStatusList.some((s) => s.Id === statusId)) form.add('StatusId', 'Please choose a status.');
    form.check(Messages.LocationNeighborSaveFailed);
    return { address, type_id: typeId, status_id: statusId };
  }

  return {
    async search(auth: AuthContext, req: NeighborSearch): Promise<{ rows: Neighbor[]; total: number }> {
      requireClaim(auth, access.view);
      await reachLocation(db, auth, req.LocationId);
      const { rows, total } = await repo.search(req.LocationId, pageOf(req, LOCATION_NEIGHBOR_PAGE_SIZE));
      return { rows: rows.map(toNeighbor), total };
    },

    async create(auth: AuthContext, locationId: number, req: SaveNeighbor): Promise<Neighbor> {
      requireClaim(auth, access.edit);
      await reachLocation(db, auth, locationId, true);
      const id = await repo.insert({ ...checked(req), location_id: locationId });
      return toNeighbor((await repo.byId(locationId, id))!);
    },

    async save(auth: AuthContext, locationId: number, req: SaveNeighbor): Promise<Neighbor> {
      requireClaim(auth, access.edit);
      await reachLocation(db, auth, locationId, true);
      const id = savedId(req.Id);
      const stored = await repo.byId(locationId, id);
      if (!stored) throw notFound();
      const saved = await saveVersioned(db, 'location_neighbors', id, req.Version, checked(req, stored));
      const current = await repo.byId(locationId, id);
      if (!current) throw notFound();
      if (!saved) throw conflict(toNeighbor(current));
      return toNeighbor(current);
    },

    async remove(auth: AuthContext, locationId: number, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      await reachLocation(db, auth, locationId, true);
      if (!(await repo.byId(locationId, id))) throw notFound();
      await repo.remove(id);
    },
  };
}
export type LocationNeighborsService = ReturnType<typeof locationNeighborsService>;
