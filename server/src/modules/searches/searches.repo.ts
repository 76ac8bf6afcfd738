import type { Db } from '../../platform/db';

export interface SavedSearchValues {
  name: string;
  employee_id: number;
  search_type_id: number;
  filters: string;
}

export function searchesRepo(db: Db) {
  return {
    byId(id: number) {
      return db.selectFrom('saved_searches').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** An employee's searches of one kind, by name. */
    list(employeeId: number, searchTypeId: number) {
      return db
        .selectFrom('saved_searches')
        .selectAll()
        .where('employee_id', '=', employeeId)
        .where('search_type_id', '=', searchTypeId)
        .orderBy('name')
        .execute();
    },

    add(values: SavedSearchValues) {
      return db.insertInto('saved_searches').values(values).returningAll().executeTakeFirstOrThrow();
    },

    update(id: number, values: Omit<SavedSearchValues, 'employee_id'>) {
      return db
        .updateTable('saved_searches')
        .set(values)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    remove(id: number) {
      return db.deleteFrom('saved_searches').where('id', '=', id).execute();
    },
  };
}
