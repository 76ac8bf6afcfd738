import {
  cleanListItems,
  F,
  has,
  INVENTORY_NAME_MAX,
  Messages,
  R,
  SCIENTIFIC_NAME_MAX,
  type AddOtherItemType,
  type ListItem,
  type OtherItemType,
  type OtherItemTypeSearch,
  type SaveListItems,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { isForeignKeyViolation, type Db } from '../../platform/db';
import { notFound, ValidationError, formErrors } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { usedBy } from '../../platform/references';
import { checkedName } from '../../platform/catalogue';
import { settingsListsRepo } from '../settings-lists/settings-lists.repo';
import { inventoryLookupsRepo } from './inventory-lookups.repo';
import { toOtherItemType } from '../locations/locations.mapper';
import { inventoryAccess as access } from './access';

type WholeList = 'inventory_conditions' | 'inventory_size_units';
const LISTS: Record<'conditions' | 'sizeUnits', { table: WholeList }> = {
  conditions: { table: 'inventory_conditions' },
  sizeUnits: { table: 'inventory_size_units' },
};
export type InventoryListKey = keyof typeof LISTS;

const inUse = () =>
  new ValidationError({ Service: [Messages.SettingsListInUse] }, Messages.SettingsListInUse);

/** Runs a list save; a removed item something refers to (a column nobody listed) refuses it all. */
async function whileUnused(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (e) {
    if (isForeignKeyViolation(e)) throw inUse();
    throw e;
  }
}

/** Conditions and size units of measure (whole lists), and the per-location other-item types. */
export function inventoryLookupsService(db: Db) {
  const repo = inventoryLookupsRepo(db);

  async function list(key: InventoryListKey): Promise<ListItem[]> {
    const rows = await settingsListsRepo(db).items(LISTS[key].table);
    return rows.map((r) => ({ Id: r.id, Name: r.name }));
  }

  /**
   * Locations are customer records, so the Account claim decides the reach: Account ReadOnly/Full
   * (and inventory administrators, InventoryItems Full) reach every location; everyone else (Account
   * Branch, scouting report editors) only those of their branches.
   */
  async function reachLocation(auth: AuthContext, locationId: number): Promise<void> {
    const loc = await repo.location(locationId);
    const all = has(auth.claims, 'InventoryItems', F) || has(auth.claims, 'Account', R | F);
    if (!loc || (!all && !auth.branchIds.includes(loc.branch_id))) throw notFound();
  }

  return {
    list,

    /**
     * Saves the whole list in the order given: names trimmed, blank rows dropped, names given twice
     * refused. Rows left out are removed; if any of them is in use nothing is saved.
     */
    async saveList(auth: AuthContext, key: InventoryListKey, rows: SaveListItems): Promise<ListItem[]> {
      requireClaim(auth, access.settings);
      const { table } = LISTS[key];
      const { items, duplicated } = cleanListItems(rows);
      if (duplicated.length) {
        const message = Messages.ListNamesDuplicated + duplicated.join(', ');
        throw new ValidationError({ Name: [message] }, message);
      }
      const sentIds = items.filter((i) => i.Id > 0).map((i) => i.Id);
      if (new Set(sentIds).size !== sentIds.length)
        throw new ValidationError({ Id: ['An item is listed twice.'] });
      await whileUnused(() =>
        db.transaction().execute(async (trx) => {
          const lists = settingsListsRepo(trx);
          const stored = await lists.ids(table);
          if (sentIds.some((id) => !stored.includes(id)))
            throw new ValidationError({
              Id: ['The list changed since it was loaded. Reload it and try again.'],
            });
          const removed = stored.filter((id) => !sentIds.includes(id));
          if ((await usedBy(trx, table, removed)).length) throw inUse();
          if (removed.length) await lists.remove(table, removed);
          for (const [i, item] of items.entries()) {
            if (item.Id > 0) await lists.update(table, item.Id, item.Name, i + 1);
            else await lists.add(table, item.Name, i + 1);
          }
        }),
      );
      return list(key);
    },

    async otherTypes(
      auth: AuthContext,
      req: OtherItemTypeSearch,
    ): Promise<{ rows: OtherItemType[]; total: number }> {
      requireClaim(auth, access.otherTypes);
      await reachLocation(auth, req.AccountLocationId);
      const { rows, total } = await repo.otherTypes(req.AccountLocationId, pageOf(req));
      return { rows: rows.map(toOtherItemType), total };
    },

    /** Adds an other-item type to a location; one of the same name there (any case) is returned as is. */
    async addOtherType(auth: AuthContext, req: AddOtherItemType): Promise<OtherItemType> {
      requireClaim(auth, access.addOtherType);
      const form = formErrors();
      const name = checkedName(form, req.Name, INVENTORY_NAME_MAX);
      const scientific = req.ScientificName?.trim() || null;
      if (scientific && scientific.length > SCIENTIFIC_NAME_MAX)
        form.add('ScientificName', `ScientificName must be at most ${SCIENTIFIC_NAME_MAX} characters.`);
      form.check();
      await reachLocation(auth, req.AccountLocationId);
      const same = await repo.otherTypeNamed(req.AccountLocationId, name);
      if (same) return toOtherItemType(same);
      return toOtherItemType(await repo.addOtherType(req.AccountLocationId, name, scientific));
    },
  };
}
export type InventoryLookupsService = ReturnType<typeof inventoryLookupsService>;
