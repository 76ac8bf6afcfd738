import { inIds, type Db } from '../../platform/db';

/** What a device holds of work locations, read for a page of them at once. */
export function locationSyncRepo(db: Db) {
  return {
    byIds(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .selectFrom('account_locations as l')
        .innerJoin('accounts as a', 'a.id', 'l.account_id')
        .select([
          'l.id',
          'l.version',
          'l.name',
          'l.account_id',
          'a.name as account_name',
          'l.address',
          'l.city',
          'l.state',
          'l.zip',
          'l.branch_id',
          'l.latitude',
          'l.longitude',
        ])
        .where(inIds(db, 'l.id', ids))
        .execute();
    },

    otherTypesOf(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .selectFrom('inventory_other_item_types')
        .selectAll()
        .where(inIds(db, 'account_location_id', ids))
        .orderBy('name')
        .orderBy('id')
        .execute();
    },
  };
}
