import type { Db } from '../../platform/db';
import type { ListTableName } from './settings-lists.tables';

// Every list table has the same shape, so one typed table stands for all of them.
const as = (t: ListTableName) => t as 'account_types';

export function settingsListsRepo(db: Db) {
  return {
    items(table: ListTableName) {
      return db.selectFrom(as(table)).select(['id', 'name']).orderBy('sort_order').orderBy('id').execute();
    },
    async ids(table: ListTableName) {
      return (await db.selectFrom(as(table)).select('id').execute()).map((r) => r.id);
    },
    remove(table: ListTableName, ids: number[]) {
      return db.deleteFrom(as(table)).where('id', 'in', ids).execute();
    },
    update(table: ListTableName, id: number, name: string, sortOrder: number) {
      return db.updateTable(as(table)).set({ name, sort_order: sortOrder }).where('id', '=', id).execute();
    },
    add(table: ListTableName, name: string, sortOrder: number) {
      return db.insertInto(as(table)).values({ name, sort_order: sortOrder }).execute();
    },
  };
}
