import {
  ACCOUNT_PAGE_SIZE,
  CHEMICAL_PAGE_SIZE,
  SERVICE_PAGE_SIZE,
  WORK_ORDER_PAGE_SIZE,
} from '@canopy/shared';
import {
  CompiledQuery,
  createQueryId,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type RootOperationNode,
  sql,
} from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepo } from '../src/modules/accounts/accounts.repo';
import { chemicalsRepo } from '../src/modules/chemicals/chemicals.repo';
import { employeesRepo } from '../src/modules/employees/employees.repo';
import { servicesRepo } from '../src/modules/services/services.repo';
import { workOrdersListRepo } from '../src/modules/work-orders/work-orders-list.repo';
import type { Db } from '../src/platform/db';
import { textSearchLimits } from '../src/platform/db/text-search';
import { pageOf } from '../src/platform/lists';
import { makeCtx, type TestCtx } from './harness';

// A text search over a year of work orders must look its words up in the index, never read every
// work order, account or location. The plans are read on SQLite with the statistics of such a year
// (what PRAGMA optimize leaves on a database of 200,000 work orders), since SQLite plans from those
// statistics alone: with them, this small database plans as the large one does. PostgreSQL plans
// from statistics it gathers itself and rightly reads a few dozen rows whole rather than through an
// index, so its plans are not asserted here; the bench measures them at scale.

const YEAR_OF_DATA: [string, string, string][] = [
  ['work_orders', 'work_orders_account_id_idx', '200042 6'],
  ['work_orders', 'work_orders_account_location_id_idx', '200042 6'],
  ['work_orders', 'work_orders_branch_id_idx', '200042 1001'],
  ['work_orders', 'work_orders_sales_rep_id_idx', '200042 1001'],
  ['work_orders', 'work_orders_status_id_idx', '200042 1001'],
  ['accounts', 'accounts_name_idx', '50036 42'],
  ['accounts', 'accounts_branch_idx', '50036 1001 15'],
  ['accounts', 'accounts_arborist_idx', '50036 1001'],
  ['account_locations', 'account_locations_account_idx', '60032 2'],
  ['account_locations', 'account_locations_branch_idx', '60032 1001'],
];

async function statisticsOfAYear(db: Db) {
  const tables = [...new Set(YEAR_OF_DATA.map(([t]) => t))];
  // ANALYZE makes the statistics table on a database that has none yet.
  await sql`analyze`.execute(db);
  await sql`delete from sqlite_stat1 where tbl in (${sql.join(tables)})`.execute(db);
  for (const [tbl, idx, stat] of YEAR_OF_DATA)
    await sql`insert into sqlite_stat1 (tbl, idx, stat) values (${tbl}, ${idx}, ${stat})`.execute(db);
  // Makes the connection read the statistics again.
  await sql`analyze sqlite_schema`.execute(db);
}

/** Every query the lists run while `run` works, compiled as the engine receives it. */
async function queriesOf(db: Db, run: (db: Db) => Promise<unknown>): Promise<CompiledQuery[]> {
  const nodes: RootOperationNode[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node }: PluginTransformQueryArgs) => {
      nodes.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await run(db.withPlugin(capture));
  return nodes.map((n) => db.getExecutor().compileQuery(n, createQueryId()));
}

async function sqlitePlan(db: Db, q: CompiledQuery): Promise<string[]> {
  const r = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
  );
  return r.rows.map((row) => row.detail);
}

const all = { kind: 'all' } as const;
const LISTS: Record<string, (db: Db, query: string) => Promise<unknown>> = {
  'work orders': (db, query) =>
    workOrdersListRepo(db).pageIds(
      all,
      pageOf({ Query: query }, WORK_ORDER_PAGE_SIZE),
      {},
      'WorkOrderId',
      false,
    ),
  accounts: (db, query) =>
    accountsRepo(db).search(all, pageOf({ Query: query }, ACCOUNT_PAGE_SIZE), {}, 'Name', false),
  employees: (db, query) =>
    employeesRepo(db).search(all, pageOf({ Query: query }, 12), {}, 'LastName', false),
  services: (db, query) => servicesRepo(db).search(pageOf({ Query: query }, SERVICE_PAGE_SIZE), {}),
  chemicals: (db, query) => chemicalsRepo(db).page(pageOf({ Query: query }, CHEMICAL_PAGE_SIZE)),
};

/** A step that reads a large table whole (an FTS5 index looked up by MATCH reads only its matches). */
const readsWhole = (step: string) =>
  /^SCAN (work_orders|accounts|account_locations|a|l|l2|l3|text_search_\w+)\b/.test(step) &&
  !/VIRTUAL TABLE INDEX \d+:M/.test(step);

const WALK = 'select w.id from (';
/**
 * A common word's page reads the list in sort order up to a limit (`walkPage`): a scan in the order
 * of an index or of the ids, never one sorted whole first.
 */
const walksInOrder = (q: CompiledQuery, all: CompiledQuery[], plan: string[]) =>
  // The rows in order are also compiled as a query of their own.
  all.some((w) => w.sql.startsWith(WALK) && w.sql.includes(q.sql)) &&
  !plan.includes('USE TEMP B-TREE FOR ORDER BY') &&
  plan.filter(readsWhole).every((step) => /^SCAN (work_orders|a USING INDEX accounts_name_idx)$/.test(step));

const DEFAULT_LIMITS = { ...textSearchLimits };

describe('list plans [sqlite]', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeCtx('sqlite');
    await statisticsOfAYear(ctx.dbh.db);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  afterEach(() => Object.assign(textSearchLimits, DEFAULT_LIMITS));

  for (const [list, run] of Object.entries(LISTS)) {
    // Words of three letters and more go to the index; a shorter one is checked on the rows found.
    for (const query of ['oak ridge', 'oak dr'])
      it(`${list}: "${query}" reads the index, not every row`, async () => {
        const db = ctx.dbh.db;
        const queries = await queriesOf(db, (d) => run(d, query));
        expect(queries.length).toBeGreaterThan(0);
        for (const q of queries) {
          const plan = await sqlitePlan(db, q);
          expect(plan.filter(readsWhole), `${q.sql}\n${plan.join('\n')}`).toEqual([]);
        }
      });
  }

  // Every word counts as common here: pages walk the sort order, counts read the index.
  for (const list of ['work orders', 'accounts'])
    it(`${list}: a common word's page reads the list in index order, its count the index`, async () => {
      textSearchLimits.fewMatches = 0;
      const db = ctx.dbh.db;
      const queries = await queriesOf(db, (d) => LISTS[list]!(d, 'oak dr'));
      expect(queries.some((q) => q.sql.startsWith(WALK))).toBe(true);
      for (const q of queries) {
        const plan = await sqlitePlan(db, q);
        if (walksInOrder(q, queries, plan)) continue;
        expect(plan.filter(readsWhole), `${q.sql}\n${plan.join('\n')}`).toEqual([]);
      }
    });
});
