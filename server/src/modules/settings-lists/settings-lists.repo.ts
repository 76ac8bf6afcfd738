import type { Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';

/** Tables kept as whole lists (id, name and sort order only): the settings lists and the inventory's. */
export type WholeListTable = {
  [K in keyof Database]: [keyof Database[K]] extends ['id' | 'name' | 'sort_order']
    ? 'sort_order' extends keyof Database[K]
      ? K
      : never
    : never;
}[keyof Database];

// Every list table has the same shape, so one typed table stands for all of them.
const as = (t: WholeListTable) => t as 'account_types';

export function settingsListsRepo(db: Db) {
  return {
    items(table: WholeListTable) {
      return db.selectFrom(as(table)).select(['id', 'name']).orderBy('sort_order').orderBy('id').execute();
    },
    async ids(table: WholeListTable) {
      return (await db.selectFrom(as(table)).select('id').execute()).map((r) => r.id);
    },
    remove(table: WholeListTable, ids: number[]) {
      return db.deleteFrom(as(table)).where('id', 'in', ids).execute();
    },
    update(table: WholeListTable, id: number, name: string, sortOrder: number) {
      return db.updateTable(as(table)).set({ name, sort_order: sortOrder }).where('id', '=', id).execute();
    },
    add(table: WholeListTable, name: string, sortOrder: number) {
      return db.insertInto(as(table)).values({ name, sort_order: sortOrder }).execute();
    },
  };
}
