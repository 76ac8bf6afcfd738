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
import { notFound, ValidationError, formErrors } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import {
  catalogueActions,
  checkedGroups,
  checkedName,
  flagOf,
  isFlag,
  nameTaken,
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
  async function checked(req: SaveItemLocation, stored?: ItemLocation) {
    const form = formErrors();
    const name = checkedName(form, req.Name, INVENTORY_NAME_MAX);
    if (!form.has('Name') && (await nameTaken(db, 'inventory_locations', name, stored?.Id)))
      form.add('Name', NAME_TAKEN);
    form.check();
    return { name, archived: flagOf(req.Archived ?? stored?.Archived ?? false) };
  }
  const actions = catalogueActions({
    db,
    table: 'inventory_locations',
    edit: access.edit,
    get,
    check: checked,
    taken,
    what: 'item location',
  });

  return {
    get,
    async search(auth: AuthContext, req: InventorySearch) {
      requireClaim(auth, access.list);
      const { rows, total } = await repo.search(pageOf(req, INVENTORY_PAGE_SIZE));
      return { rows: rows.map(toLocation), total };
    },
    create: actions.create,
    save: actions.save,
    toggleArchived: actions.toggleArchived,
    remove: actions.remove,
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

  const actions = catalogueActions({
    db,
    table: 'inventory_sizes',
    edit: access.edit,
    get,
    check: checked,
    taken,
    what: 'item size',
    lists: {
      columns: (v) => v.columns,
      async write(trx, id, v, req, isNew) {
        if (isNew || req.ServiceGroups) await itemSizesRepo(trx).replaceGroups(id, v.groups);
      },
    },
  });

  return {
    get,
    async search(auth: AuthContext, req: InventorySearch) {
      requireClaim(auth, access.list);
      const { rows, total } = await repo.search(pageOf(req, INVENTORY_PAGE_SIZE), req.ServiceGroupIds);
      const groups = await repo.groupsOf(rows.map((r) => r.id));
      return { rows: rows.map((r) => toSize(r, groups)), total };
    },
    create: actions.create,
    save: actions.save,
    toggleArchived: actions.toggleArchived,
    remove: actions.remove,
  };
}
export type ItemLocationsService = ReturnType<typeof itemLocationsService>;
export type ItemSizesService = ReturnType<typeof itemSizesService>;
