import { LocationStatuses, type RequestLocation } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { findText } from '../../platform/db/text-search';
import type { Page } from '../../platform/lists';

type LocationRef = { id: number; account_id: number; branch_id: number; sales_rep_id: number | null };

/** Where and for whom a request is booked: locations, their default arborist, the arborists. */
export function requestPlacesRepo(db: Db) {
  return {
    location(id: number): Promise<LocationRef | undefined> {
      return db
        .selectFrom('account_locations')
        .select(['id', 'account_id', 'branch_id', 'sales_rep_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The location's sales rep, else the account's first one. */
    async defaultRep(loc: LocationRef): Promise<number | null> {
      if (loc.sales_rep_id) return loc.sales_rep_id;
      const r = await db
        .selectFrom('account_sales_reps')
        .select('employee_id')
        .where('account_id', '=', loc.account_id)
        .orderBy('employee_id')
        .executeTakeFirst();
      return r?.employee_id ?? null;
    },

    arborists(statusId: number, jobTitleId: number) {
      return db
        .selectFrom('employees as e')
        .select(['e.id', 'e.first_name', 'e.last_name'])
        .where('e.status_id', '=', statusId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('employee_job_titles as j')
              .select('j.employee_id')
              .whereRef('j.employee_id', '=', 'e.id')
              .where('j.job_title_id', '=', jobTitleId),
          ),
        )
        .orderBy('e.last_name')
        .orderBy('e.first_name')
        .execute();
    },

    /**
     * Active locations whose account's name or addresses hold every word (the accounts' text index),
     * by account name, with the total.
     */
    async search(page: Page, accountId?: number): Promise<{ rows: RequestLocation[]; total: number }> {
      const text = await findText(db, 'accounts', page.words);
      if (text.none) return { rows: [], total: 0 };
      let q = db
        .selectFrom('account_locations as l')
        .innerJoin('accounts as a', 'a.id', 'l.account_id')
        .where('l.status_id', '=', LocationStatuses.Active)
        .where(text.where('a.id'));
      if (accountId) q = q.where('a.id', '=', accountId);
      const [rows, count] = await Promise.all([
        q
          .select([
            'l.id',
            'l.account_id',
            'a.name',
            'l.address',
            'l.city',
            'l.state',
            'l.zip',
            'l.branch_id',
            'l.sales_rep_id',
          ])
          .orderBy('a.name')
          .orderBy('l.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(count.n),
        rows: rows.map((r) => ({
          Id: r.id,
          AccountId: r.account_id,
          AccountName: r.name,
          Address: r.address,
          City: r.city,
          State: r.state,
          Zip: r.zip,
          BranchId: r.branch_id,
          SalesRepId: r.sales_rep_id,
        })),
      };
    },
  };
}
