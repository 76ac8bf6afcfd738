import type { Scope } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { containsCi } from '../../platform/db';
import type { Page } from '../../platform/lists';

export interface AccountFilter {
  statusIds?: number[];
  salesTerritoryIds?: number[];
  arboristIds?: number[];
}

const SORTS = {
  Name: 'a.name',
  StatusId: 'a.status_id',
  ArboristName: 'e.last_name',
  City: 'l.city',
  Id: 'a.id',
} as const;
export type AccountSort = keyof typeof SORTS;

export function accountsRepo(db: Db) {
  /** Accounts the scope may see, joined to branch, arborist, first location and primary contact. */
  const visible = (scope: Scope, page: Page, f: AccountFilter) => {
    let q = db
      .selectFrom('accounts as a')
      .innerJoin('branches as b', 'b.id', 'a.branch_id')
      .leftJoin('employees as e', 'e.id', 'a.arborist_id')
      .leftJoin('account_locations as l', (j) =>
        j.onRef('l.account_id', '=', 'a.id').on('l.id', '=', (eb) =>
          eb.selectFrom('account_locations as l2').select((x) => x.fn.min('l2.id').as('m')).whereRef('l2.account_id', '=', 'a.id'),
        ),
      )
      .leftJoin('contacts as c', (j) =>
        j.onRef('c.account_id', '=', 'a.id').on('c.id', '=', (eb) =>
          eb
            .selectFrom('contacts as c2')
            .select((x) => x.fn.min('c2.id').as('m'))
            .whereRef('c2.account_id', '=', 'a.id')
            .where('c2.is_primary', '=', 1),
        ),
      );
    if (scope.kind === 'branch') q = q.where('a.branch_id', 'in', scope.branchIds.length ? scope.branchIds : [-1]);
    if (scope.kind === 'personal') q = q.where('a.arborist_id', '=', scope.employeeId);
    if (scope.kind === 'none') q = q.where('a.id', '=', -1);
    if (!page.includeArchived) q = q.where('a.archived', '=', 0);
    if (f.statusIds?.length) q = q.where('a.status_id', 'in', f.statusIds);
    if (f.salesTerritoryIds?.length) q = q.where('a.sales_territory_id', 'in', f.salesTerritoryIds);
    if (f.arboristIds?.length) q = q.where('a.arborist_id', 'in', f.arboristIds);
    for (const w of page.words) {
      q = q.where((eb) =>
        eb.or([containsCi('a.name', w), containsCi('l.address', w), containsCi('l.city', w), containsCi('l.zip', w)]),
      );
    }
    return q;
  };

  return {
    async search(scope: Scope, page: Page, f: AccountFilter, sort: AccountSort, descending: boolean) {
      const [rows, total] = await Promise.all([
        visible(scope, page, f)
          .select([
            'a.id',
            'a.name',
            'a.account_type_id',
            'a.client_type_id',
            'a.status_id',
            'a.branch_id',
            'a.version',
            'a.arborist_id',
            'b.name as branch_name',
            'e.first_name as arborist_first',
            'e.last_name as arborist_last',
            'l.address',
            'l.city',
            'l.state',
            'l.zip',
            'c.phone',
            'c.phone_extension',
          ])
          .orderBy(SORTS[sort], descending ? 'desc' : 'asc')
          .orderBy('a.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        visible(scope, page, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
}
