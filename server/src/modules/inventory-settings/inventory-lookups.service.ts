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
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/context';
import { containsCi, isForeignKeyViolation, type Db } from '../../platform/db';
import { notFound, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { usedBy, type TableRef } from '../settings-lists/references';
import { checkedName, formErrors } from './catalogue.helpers';
import { CONDITION_REFERENCES, SIZE_UNIT_REFERENCES } from './inventory-settings.references';

type WholeList = 'inventory_conditions' | 'inventory_size_units';
const LISTS: Record<'conditions' | 'sizeUnits', { table: WholeList; refs: readonly TableRef[] }> = {
  conditions: { table: 'inventory_conditions', refs: CONDITION_REFERENCES },
  sizeUnits: { table: 'inventory_size_units', refs: SIZE_UNIT_REFERENCES },
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
  async function list(key: InventoryListKey): Promise<ListItem[]> {
    const rows = await db
      .selectFrom(LISTS[key].table)
      .select(['id', 'name'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ Id: r.id, Name: r.name }));
  }

  /**
   * Locations are customer records, so the Account claim decides the reach: Account ReadOnly/Full
   * (and inventory administrators, InventoryItems Full) reach every location; everyone else (Account
   * Branch, scouting report editors) only those of their branches.
   */
  async function reachLocation(auth: AuthContext, locationId: number): Promise<void> {
    const loc = await db
      .selectFrom('account_locations')
      .select(['id', 'branch_id'])
      .where('id', '=', locationId)
      .executeTakeFirst();
    const all = has(auth.claims, 'InventoryItems', F) || has(auth.claims, 'Account', R | F);
    if (!loc || (!all && !auth.branchIds.includes(loc.branch_id))) throw notFound();
  }

  const toOther = (r: {
    id: number;
    name: string;
    scientific_name: string | null;
    account_location_id: number;
  }): OtherItemType => ({
    Id: r.id,
    Name: r.name,
    ScientificName: r.scientific_name,
    AccountLocationId: r.account_location_id,
  });

  return {
    list,

    /**
     * Saves the whole list in the order given: names trimmed, blank rows dropped, names given twice
     * refused. Rows left out are removed; if any of them is in use nothing is saved.
     */
    async saveList(key: InventoryListKey, rows: SaveListItems): Promise<ListItem[]> {
      const { table, refs } = LISTS[key];
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
          const stored = (await trx.selectFrom(table).select('id').execute()).map((r) => r.id);
          if (sentIds.some((id) => !stored.includes(id)))
            throw new ValidationError({
              Id: ['The list changed since it was loaded. Reload it and try again.'],
            });
          const removed = stored.filter((id) => !sentIds.includes(id));
          if ((await usedBy(trx, refs, removed)).length) throw inUse();
          if (removed.length) await trx.deleteFrom(table).where('id', 'in', removed).execute();
          for (const [i, item] of items.entries()) {
            if (item.Id > 0)
              await trx
                .updateTable(table)
                .set({ name: item.Name, sort_order: i + 1 })
                .where('id', '=', item.Id)
                .execute();
            else
              await trx
                .insertInto(table)
                .values({ name: item.Name, sort_order: i + 1 })
                .execute();
          }
        }),
      );
      return list(key);
    },

    async otherTypes(
      auth: AuthContext,
      req: OtherItemTypeSearch,
    ): Promise<{ rows: OtherItemType[]; total: number }> {
      await reachLocation(auth, req.AccountLocationId);
      const page = pageOf(req);
      let q = db
        .selectFrom('inventory_other_item_types as o')
        .where('o.account_location_id', '=', req.AccountLocationId);
      for (const w of page.words)
        q = q.where((eb) => eb.or([containsCi('o.name', w), containsCi('o.scientific_name', w)]));
      const [rows, total] = await Promise.all([
        q.selectAll('o').orderBy('o.name').orderBy('o.id').offset(page.skip).limit(page.take).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toOther), total: Number(total.n) };
    },

    /** Adds an other-item type to a location; one of the same name there (any case) is returned as is. */
    async addOtherType(auth: AuthContext, req: AddOtherItemType): Promise<OtherItemType> {
      const form = formErrors();
      const name = checkedName(form, req.Name, INVENTORY_NAME_MAX);
      const scientific = req.ScientificName?.trim() || null;
      if (scientific && scientific.length > SCIENTIFIC_NAME_MAX)
        form.add('ScientificName', `ScientificName must be at most ${SCIENTIFIC_NAME_MAX} characters.`);
      form.check();
      await reachLocation(auth, req.AccountLocationId);
      const same = await db
        .selectFrom('inventory_other_item_types')
        .selectAll()
        .where('account_location_id', '=', req.AccountLocationId)
        .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
        .executeTakeFirst();
      if (same) return toOther(same);
      const row = await db
        .insertInto('inventory_other_item_types')
        .values({ name, scientific_name: scientific, account_location_id: req.AccountLocationId })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toOther(row);
    },
  };
}
export type InventoryLookupsService = ReturnType<typeof inventoryLookupsService>;
