import {
  INVENTORY_NAME_MAX,
  INVENTORY_PAGE_SIZE,
  type InventorySearch,
  type ItemLocation,
  type ItemSize,
  type SaveItemLocation,
  type SaveItemSize,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { conflict, notFound, ValidationError, formErrors } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import {
  checkedGroups,
  checkedName,
  deleteUnlessUsed,
  flagOf,
  isFlag,
  nameTaken,
  savedId,
  saveVersioned,
  toggleArchived,
  unlessDuplicate,
} from '../../platform/catalogue';
import { itemLocationsRepo, itemSizesRepo } from './item-lists.repo';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { inventoryAccess as access } from './access';

/** Item locations (Front Yard, Back Yard …): a name and an archive flag. */
export function itemLocationsService(db: Db) {
  const repo = itemLocationsRepo(db);
  const NAME_TAKEN = 'An item location with this name already exists.';
  const taken = () => new ValidationError({ Name: [NAME_TAKEN] });
  const toLocation = (r: NonNullable<Awaited<ReturnType<typeof repo.byId>>>): ItemLocation => ({
    Id: r.id,
    Name: r.name,
    Archived: isFlag(r.archived),
    Version: r.version,
  });
  async function get(id: number): Promise<ItemLocation> {
    const r = await repo.byId(id);
    if (!r) throw notFound();
    return toLocation(r);
  }
  async function checkedLocation(req: SaveItemLocation, id = 0) {
    const form = formErrors();
    const name = checkedName(form, req.Name, INVENTORY_NAME_MAX);
    if (!form.has('Name') && (await nameTaken(db, 'inventory_locations', name, id)))
      form.add('Name', NAME_TAKEN);
    form.check();
    return name;
  }

  return {
    get,
    async search(auth: AuthContext, req: InventorySearch) {
      requireClaim(auth, access.list);
      const { rows, total } = await repo.search(pageOf(req, INVENTORY_PAGE_SIZE));
      return { rows: rows.map(toLocation), total };
    },
    async create(auth: AuthContext, req: SaveItemLocation): Promise<ItemLocation> {
      requireClaim(auth, access.edit);
      const name = await checkedLocation(req);
      return get(await unlessDuplicate(() => repo.insert(name, flagOf(req.Archived ?? false)), taken));
    },
    async save(auth: AuthContext, req: SaveItemLocation): Promise<ItemLocation> {
      requireClaim(auth, access.edit);
      const id = savedId(req.Id);
      const stored = await get(id);
      const name = await checkedLocation(req, id);
      const values = { name, archived: flagOf(req.Archived ?? stored.Archived) };
      const ok = await unlessDuplicate(
        () => saveVersioned(db, 'inventory_locations', id, req.Version, values),
        taken,
      );
      if (!ok) throw conflict(await get(id));
      return get(id);
    },
    async toggleArchived(auth: AuthContext, id: number): Promise<ItemLocation> {
      requireClaim(auth, access.edit);
      if (!(await toggleArchived(db, 'inventory_locations', id))) throw notFound();
      return get(id);
    },
    async remove(auth: AuthContext, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      await get(id);
      await deleteUnlessUsed(db, 'inventory_locations', id, 'item location');
    },
  };
}

/** Item sizes ('0-6 in DBH' …): a unit of measure, service groups, a list position, an archive flag. */
export function itemSizesService(db: Db) {
  const repo = itemSizesRepo(db);
  const NAME_TAKEN = 'An item size with this name already exists.';
  const taken = () => new ValidationError({ Name: [NAME_TAKEN] });

  async function get(id: number, on: Db = db): Promise<ItemSize> {
    const r = itemSizesRepo(on);
    const s = await r.byId(id);
    if (!s) throw notFound();
    const groups = await r.groupsOf([id]);
    return toSize(s, groups);
  }
  type Row = NonNullable<Awaited<ReturnType<typeof repo.byId>>>;
  const toSize = (s: Row, groups: { size_id: number; service_group_id: number }[]): ItemSize => ({
    Id: s.id,
    Name: s.name,
    SizeUnitOfMeasureId: s.size_unit_id,
    SizeUnitOfMeasure: s.unit_name ?? null,
    ServiceGroups: groups.filter((g) => g.size_id === s.id).map((g) => g.service_group_id),
    SortOrder: s.sort_order,
    Archived: isFlag(s.archived),
    Version: s.version,
  });

  async function checked(req: SaveItemSize, stored?: ItemSize) {
    const form = formErrors();
    const name = checkedName(form, req.Name, INVENTORY_NAME_MAX);
    if (!form.has('Name') && (await nameTaken(db, 'inventory_sizes', name, stored?.Id)))
      form.add('Name', NAME_TAKEN);
    const unitId =
      req.SizeUnitOfMeasureId === undefined ? (stored?.SizeUnitOfMeasureId ?? null) : req.SizeUnitOfMeasureId;
    if (unitId !== null && !(await repo.unitExists(unitId)))
      form.add('SizeUnitOfMeasureId', 'Please choose a size unit of measure.');
    const groups = checkedGroups(form, req.ServiceGroups ?? stored?.ServiceGroups ?? []);
    form.check();
    return {
      columns: {
        name,
        size_unit_id: unitId,
        sort_order: req.SortOrder ?? stored?.SortOrder ?? (await repo.nextSortOrder()),
        archived: flagOf(req.Archived ?? stored?.Archived ?? false),
      },
      groups,
    };
  }

  return {
    get,
    async search(auth: AuthContext, req: InventorySearch) {
      requireClaim(auth, access.list);
      const { rows, total } = await repo.search(pageOf(req, INVENTORY_PAGE_SIZE), req.ServiceGroupIds);
      const groups = await repo.groupsOf(rows.map((r) => r.id));
      return { rows: rows.map((r) => toSize(r, groups)), total };
    },
    async create(auth: AuthContext, req: SaveItemSize): Promise<ItemSize> {
      requireClaim(auth, access.edit);
      const v = await checked(req);
      const id = await unlessDuplicate(
        () =>
          db.transaction().execute(async (trx) => {
            const newId = await itemSizesRepo(trx).insert(v.columns);
            await itemSizesRepo(trx).replaceGroups(newId, v.groups);
            return newId;
          }),
        taken,
      );
      return get(id);
    },
    async save(auth: AuthContext, req: SaveItemSize): Promise<ItemSize> {
      requireClaim(auth, access.edit);
      const id = savedId(req.Id);
      const v = await checked(req, await get(id));
      const ok = await unlessDuplicate(
        () =>
          db.transaction().execute(async (trx) => {
            if (!(await saveVersioned(trx, 'inventory_sizes', id, req.Version, v.columns))) return false;
            if (req.ServiceGroups) await itemSizesRepo(trx).replaceGroups(id, v.groups);
            return true;
          }),
        taken,
      );
      if (!ok) throw conflict(await get(id));
      return get(id);
    },
    async toggleArchived(auth: AuthContext, id: number): Promise<ItemSize> {
      requireClaim(auth, access.edit);
      if (!(await toggleArchived(db, 'inventory_sizes', id))) throw notFound();
      return get(id);
    },
    async remove(auth: AuthContext, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      await get(id);
      await deleteUnlessUsed(db, 'inventory_sizes', id, 'item size');
    },
  };
}
export type ItemLocationsService = ReturnType<typeof itemLocationsService>;
export type ItemSizesService = ReturnType<typeof itemSizesService>;
