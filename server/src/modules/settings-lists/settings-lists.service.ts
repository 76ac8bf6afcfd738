import { cleanListItems, Messages, type ListItem, type SaveListItems } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { ValidationError } from '../../platform/errors';
import { usedBy } from '../../platform/references';
import { SETTINGS_LIST_DEFINITIONS, type ListKey } from './settings-lists.definitions';
import { settingsListsRepo } from './settings-lists.repo';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { settingsListAccess as access } from './settings-lists.access';

const inUse = () =>
  new ValidationError({ Service: [Messages.SettingsListInUse] }, Messages.SettingsListInUse);

/**
 * The settings lists of the account, service and chemical screens: read by anyone, saved as whole
 * lists by Settings administrators.
 */
export function settingsListsService(db: Db) {
  async function list(key: ListKey): Promise<ListItem[]> {
    const rows = await settingsListsRepo(db).items(SETTINGS_LIST_DEFINITIONS[key].table);
    return rows.map((r) => ({ Id: r.id, Name: r.name }));
  }

  return {
    list,

    /**
     * Saves the whole list in the order given: names trimmed, blank rows dropped, duplicate names
     * (any case) refused. Items left out are removed; if any of them is in use (or built in) nothing
     * is saved.
     */
    async save(auth: AuthContext, key: ListKey, rows: SaveListItems): Promise<ListItem[]> {
      requireClaim(auth, access.save);
      const def = SETTINGS_LIST_DEFINITIONS[key];
      const { items, duplicated } = cleanListItems(rows);
      if (duplicated.length) {
        const message = Messages.ListNamesDuplicated + duplicated.join(', ');
        throw new ValidationError({ Name: [message] }, message);
      }
      const sentIds = items.filter((i) => i.Id > 0).map((i) => i.Id);
      if (new Set(sentIds).size !== sentIds.length)
        throw new ValidationError({ Id: ['An item is listed twice.'] });
      await db.transaction().execute(async (trx) => {
        const repo = settingsListsRepo(trx);
        const stored = await repo.ids(def.table);
        const unknown = sentIds.filter((id) => !stored.includes(id));
        if (unknown.length)
          throw new ValidationError({
            Id: ['The list changed since it was loaded. Reload it and try again.'],
          });
        const removed = stored.filter((id) => !sentIds.includes(id));
        if (removed.some((id) => def.builtIn.includes(id))) throw inUse();
        if ((await usedBy(trx, def.table, removed)).length) throw inUse();
        if (removed.length) await repo.remove(def.table, removed);
        for (const [i, item] of items.entries()) {
          if (item.Id > 0) await repo.update(def.table, item.Id, item.Name, i + 1);
          else await repo.add(def.table, item.Name, i + 1);
        }
      });
      return list(key);
    },
  };
}
export type SettingsListsService = ReturnType<typeof settingsListsService>;
