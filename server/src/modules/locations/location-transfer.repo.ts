import type { Insertable } from 'kysely';
import type { Scope } from '@canopy/shared';
import { containsCi, type Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import type { Page } from '../../platform/lists';

export function locationTransferRepo(db: Db) {
  return {
    account(id: number) {
      return db
        .selectFrom('accounts')
        .select(['id', 'name', 'branch_id', 'archived'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async targets(scope: Scope, page: Page, exceptAccountId: number) {
      let q = db
        .selectFrom('accounts as a')
        .innerJoin('branches as b', 'b.id', 'a.branch_id')
        .where('a.archived', '=', 0)
        .where('a.id', '<>', exceptAccountId);
      if (scope.kind === 'branch')
        q = q.where('a.branch_id', 'in', scope.branchIds.length ? scope.branchIds : [-1]);
      if (scope.kind !== 'all' && scope.kind !== 'branch') q = q.where('a.id', '=', -1);
      for (const w of page.words) q = q.where(containsCi('a.name', w));
      const [rows, total] = await Promise.all([
        q
          .select(['a.id', 'a.name', 'a.branch_id', 'b.name as branch_name', 'a.status_id'])
          .orderBy('a.name')
          .orderBy('a.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    async move(id: number, accountId: number) {
      await db
        .updateTable('account_locations')
        .set((eb) => ({ account_id: accountId, is_bill_to: 0, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** The old account's contacts leave the location; the new account's primary contact joins it. */
    async relinkPrimaryContact(id: number, accountId: number) {
      await db.deleteFrom('account_location_contacts').where('location_id', '=', id).execute();
      const primary = await db
        .selectFrom('contacts')
        .select('id')
        .where('account_id', '=', accountId)
        .where('is_primary', '=', 1)
        .orderBy('id')
        .executeTakeFirst();
      if (primary)
        await db
          .insertInto('account_location_contacts')
          .values({ location_id: id, contact_id: primary.id, is_primary: 1 })
          .execute();
    },

    async record(row: Insertable<Database['location_transfers']>) {
      await db.insertInto('location_transfers').values(row).execute();
    },
  };
}
