import { afterEach, expect, it } from 'vitest';
import { ACCOUNT_PAGE_SIZE, type Scope, WORK_ORDER_PAGE_SIZE } from '@canopy/shared';
import { accountsRepo } from '../src/modules/accounts/accounts.repo';
import { ownRowsWalked, workOrdersListRepo } from '../src/modules/work-orders/work-orders-list.repo';
import { textSearchLimits } from '../src/platform/db/text-search';
import { pageOf } from '../src/platform/lists';
import { describeEngines } from './harness';

// A common word's page is found by reading the list in sort order and testing each row, at most a
// bounded number of rows, and from its matches when those rows hold no full page. Whichever way a
// page is found, it must be the same rows in the same order as from the matches alone.

const DEFAULTS = { ...textSearchLimits };
const OWN_DEFAULTS = { ...ownRowsWalked };
afterEach(() => {
  Object.assign(textSearchLimits, DEFAULTS);
  Object.assign(ownRowsWalked, OWN_DEFAULTS);
});

/** Every word is common: every page is first looked for in sort order, over `walkRows` rows. */
function everyWordCommon(walkRows: number) {
  Object.assign(textSearchLimits, { fewMatches: 0, walkRows });
}

describeEngines('list pages of common words', (ctx) => {
  const scopes: Scope[] = [{ kind: 'all' }, { kind: 'branch', branchIds: [1] }];
  const queries = ['a', 'oak', 'e dr', 'zzz'];

  it('gives the same work orders whether it reads them in id order or from the matches', async () => {
    const repo = workOrdersListRepo(ctx().dbh.db);
    const pages = async () => {
      const out: unknown[] = [];
      for (const scope of scopes)
        for (const Query of queries)
          for (const descending of [false, true])
            for (const Skip of [0, WORK_ORDER_PAGE_SIZE, 5 * WORK_ORDER_PAGE_SIZE])
              out.push(
                await repo.pageIds(
                  scope,
                  pageOf({ Query, Skip }, WORK_ORDER_PAGE_SIZE),
                  {},
                  'WorkOrderId',
                  descending,
                ),
              );
      return out;
    };
    const fromMatches = await pages();
    expect(fromMatches.some((p) => (p as { ids: number[] }).ids.length === WORK_ORDER_PAGE_SIZE)).toBe(true);
    for (const walkRows of [5, 10_000]) {
      everyWordCommon(walkRows);
      expect(await pages()).toEqual(fromMatches);
    }
  });

  it("gives an employee's own work orders the same whether it tests rows in id order or reads their set", async () => {
    const db = ctx().dbh.db;
    const repo = workOrdersListRepo(db);
    const foreman = await db
      .selectFrom('schedule_crews')
      .select('employee_id')
      .where('active', '=', 1)
      .groupBy('employee_id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .executeTakeFirstOrThrow();
    const arborist = await db
      .selectFrom('work_orders')
      .select('sales_rep_id')
      .where('sales_rep_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const people = [foreman.employee_id, arborist.sales_rep_id!];
    const pages = async () => {
      const out: { ids: number[]; total: number }[] = [];
      for (const employeeId of people)
        for (const filter of [{}, { subTypeIds: [1] }, { statusIds: [1, 2] }])
          for (const descending of [false, true])
            for (const Skip of [0, 4, WORK_ORDER_PAGE_SIZE])
              out.push(
                await repo.pageIds(
                  { kind: 'personal', employeeId },
                  pageOf({ Skip, Take: 4 }, WORK_ORDER_PAGE_SIZE),
                  filter,
                  'WorkOrderId',
                  descending,
                ),
              );
      return out;
    };
    // No row walked: every page comes from the set of the employee's orders.
    ownRowsWalked.walkRows = 0;
    const fromSet = await pages();
    expect(fromSet.some((p) => p.ids.length === 4)).toBe(true);
    for (const walkRows of [3, 10_000]) {
      ownRowsWalked.walkRows = walkRows;
      expect(await pages()).toEqual(fromSet);
    }
  });

  it('gives the same accounts whether it reads them in name or id order or from the matches', async () => {
    const repo = accountsRepo(ctx().dbh.db);
    const pages = async () => {
      const out: unknown[] = [];
      for (const scope of scopes)
        for (const Query of queries)
          for (const sort of ['Name', 'Id'] as const)
            for (const descending of [false, true])
              for (const Skip of [0, ACCOUNT_PAGE_SIZE])
                out.push(
                  await repo.search(scope, pageOf({ Query, Skip }, ACCOUNT_PAGE_SIZE), {}, sort, descending),
                );
      return out;
    };
    const fromMatches = await pages();
    for (const walkRows of [5, 10_000]) {
      everyWordCommon(walkRows);
      expect(await pages()).toEqual(fromMatches);
    }
  });
});
