import type { Scope } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { listTotal } from '../../platform/db/count-cache';
import { findText, type TextMatches, textSearchLimits, walkPage } from '../../platform/db/text-search';
import type { Page } from '../../platform/lists';

export interface AccountFilter {
  statusIds?: number[];
  salesTerritoryIds?: number[];
  arboristIds?: number[];
}

const COLUMN_SORTS = { Name: 'a.name', StatusId: 'a.status_id', Id: 'a.id' } as const;
export type AccountSort = keyof typeof COLUMN_SORTS | 'ArboristName' | 'City';

export function accountsRepo(db: Db) {
  /** Accounts the scope may see, after the list's filters and `text`'s words. */
  const filtered = (scope: Scope, page: Page, f: AccountFilter, text: TextMatches | null) => {
    let q = db.selectFrom('accounts as a');
    if (scope.kind === 'branch')
      q = q.where('a.branch_id', 'in', scope.branchIds.length ? scope.branchIds : [-1]);
    if (scope.kind === 'personal') q = q.where('a.arborist_id', '=', scope.employeeId);
    if (scope.kind === 'none') q = q.where('a.id', '=', -1);
    if (!page.includeArchived) q = q.where('a.archived', '=', 0);
    if (f.statusIds?.length) q = q.where('a.status_id', 'in', f.statusIds);
    if (f.salesTerritoryIds?.length) q = q.where('a.sales_territory_id', 'in', f.salesTerritoryIds);
    if (f.arboristIds?.length) q = q.where('a.arborist_id', 'in', f.arboristIds);
    // Text matches the name or any of the account's service addresses.
    if (text) q = q.where(text.where('a.id'));
    return q;
  };

  /** What a row shows: branch, arborist, first location, primary contact. */
  const detailed = () =>
    db
      .selectFrom('accounts as a')
      .innerJoin('branches as b', 'b.id', 'a.branch_id')
      .leftJoin('employees as e', 'e.id', 'a.arborist_id')
      .leftJoin('account_locations as l', (j) =>
        j.onRef('l.account_id', '=', 'a.id').on('l.id', '=', (eb) =>
          eb
            .selectFrom('account_locations as l2')
            .select((x) => x.fn.min('l2.id').as('m'))
            .whereRef('l2.account_id', '=', 'a.id'),
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

  /** One page of ids in sort order; only the sort's own join is made, so deep pages stay cheap. */
  const pageIds = async (
    scope: Scope,
    page: Page,
    f: AccountFilter,
    sort: AccountSort,
    descending: boolean,
    text: TextMatches,
  ) => {
    const dir = descending ? 'desc' : 'asc';
    // Names and ids come in index order: a common word's page is its first matches in that order.
    if (text.common && (sort === 'Name' || sort === 'Id')) {
      const inOrder = filtered(scope, page, f, null)
        .select(['a.id', `${COLUMN_SORTS[sort]} as k`])
        .orderBy(COLUMN_SORTS[sort], dir)
        .orderBy('a.id')
        .limit(textSearchLimits.walkRows);
      const order = { descending, idDescending: sort === 'Id' && descending };
      const found = await walkPage(db, 'accounts', page.words, inOrder, order, page);
      if (found) return found;
    }
    let q = filtered(scope, page, f, text).select('a.id');
    if (sort === 'ArboristName') {
      q = q
        .leftJoin('employees as e', 'e.id', 'a.arborist_id')
        .orderBy('e.last_name', dir)
        .orderBy('e.first_name', dir);
    } else if (sort === 'City') {
      q = q.orderBy(
        (eb) =>
          eb
            .selectFrom('account_locations as l3')
            .select('l3.city')
            .whereRef('l3.account_id', '=', 'a.id')
            .orderBy('l3.id')
            .limit(1),
        dir,
      );
    } else {
      q = q.orderBy(COLUMN_SORTS[sort], dir);
    }
    const rows = await q.orderBy('a.id').offset(page.skip).limit(page.take).execute();
    return rows.map((r) => r.id);
  };

  return {
    async search(scope: Scope, page: Page, f: AccountFilter, sort: AccountSort, descending: boolean) {
      const text = await findText(db, 'accounts', page.words);
      if (text.none) return { rows: [], total: 0 };
      const [ids, total] = await Promise.all([
        pageIds(scope, page, f, sort, descending, text),
        listTotal(db, 'accounts', scope, page, f, async () => {
          const { n } = await filtered(scope, page, f, text)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(n);
        }),
      ]);
      const found = ids.length
        ? await detailed()
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
            .where('a.id', 'in', ids)
            .execute()
        : [];
      const byId = new Map(found.map((r) => [r.id, r]));
      return { rows: ids.map((id) => byId.get(id)!), total };
    },
  };
}
