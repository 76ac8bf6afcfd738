import { API_BASE, CSRF_HEADER, WEB_CLIENT_ID, WEB_CLIENT_SECRET, type Scope } from '@canopy/shared';
import type { Db } from '../../src/platform/db';
import { inWorkOrderScope } from '../../src/modules/work-orders/work-orders.access';
import { rng } from '../../src/seed/random';
import { LOAD_PASSWORD } from './dataset';
import type { Shot } from './fire';

export interface Scenario {
  name: string;
  /** Sent in turn, over and over. */
  shots: Shot[];
}

// Words of the generated data (seed/random.ts, work-orders-large.ts): "oak" is a street and a tree in
// descriptions (about a quarter of the work orders), "oak robinson" narrows it to a surname, "zzq"
// matches nothing. Accounts: a surname, a street with its suffix, and no match.
const WORK_ORDER_QUERIES = ['oak', 'oak robinson', 'zzq'];
const ACCOUNT_QUERIES = ['robinson', 'maple ave', 'zzq'];
/** Work orders the get scenario spreads over. */
const GET_IDS = 1000;

type Headers = Record<string, string>;

export async function signIn(origin: string, username: string): Promise<Headers> {
  const res = await fetch(`${origin}${API_BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Username: username,
      Password: LOAD_PASSWORD,
      ClientId: WEB_CLIENT_ID,
      ClientSecret: WEB_CLIENT_SECRET,
    }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
  const { LoginResult } = (await res.json()) as { LoginResult: { Jwt: string; CsrfToken: string } };
  return { authorization: `Bearer ${LoginResult.Jwt}`, [CSRF_HEADER]: LoginResult.CsrfToken };
}

/** Ids of `count` work orders the scope reaches, spread over them and visited in a shuffled order. */
async function spreadIds(db: Db, scope: Scope, count: number): Promise<number[]> {
  const rows = await db
    .selectFrom('work_orders')
    .select('id')
    .where(inWorkOrderScope(scope))
    .orderBy('id')
    .execute();
  const step = Math.max(1, Math.floor(rows.length / count));
  const ids = rows.filter((_, i) => i % step === 0).map((r) => r.id);
  const r = rng(7);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids;
}

async function branchesOf(db: Db, username: string): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('employees as e', 'e.id', 'u.employee_id')
    .leftJoin('employee_branches as eb', 'eb.employee_id', 'e.id')
    .select(['e.primary_branch_id as primary', 'eb.branch_id as branch'])
    .where('u.username', '=', username)
    .execute();
  return [...new Set(rows.flatMap((r) => [r.primary, r.branch]).filter((b): b is number => b !== null))];
}

const search = (path: string, headers: Headers) => (body: object) => ({
  method: 'POST' as const,
  path: `${API_BASE}/${path}`,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify({ Skip: 0, Take: 12, ...body }),
});

const getWorkOrder = (headers: Headers) => (id: number) => ({
  method: 'GET' as const,
  path: `${API_BASE}/workOrders/${id}`,
  headers,
});

/**
 * The table's scenarios: work order search, account search and work order get, each signed in as the
 * administrator (every branch) and as a branch manager (their branch), and a foreman's own work orders.
 */
export async function buildScenarios(origin: string, db: Db): Promise<Scenario[]> {
  const admin = await signIn(origin, 'admin');
  const manager = await signIn(origin, 'branchmanager');
  const foreman = await signIn(origin, 'foreman');
  const allIds = await spreadIds(db, { kind: 'all' }, GET_IDS);
  const branchIds = await spreadIds(
    db,
    { kind: 'branch', branchIds: await branchesOf(db, 'branchmanager') },
    GET_IDS,
  );
  const queries = (qs: string[]) => qs.map((Query) => ({ Query }));
  return [
    {
      name: 'work order search, admin',
      shots: queries(WORK_ORDER_QUERIES).map(search('workOrders/_search', admin)),
    },
    {
      name: 'work order search, branch manager',
      shots: queries(WORK_ORDER_QUERIES).map(search('workOrders/_search', manager)),
    },
    {
      name: 'account search, admin',
      shots: queries(ACCOUNT_QUERIES).map(search('accounts/_search', admin)),
    },
    {
      name: 'account search, branch manager',
      shots: queries(ACCOUNT_QUERIES).map(search('accounts/_search', manager)),
    },
    { name: 'work order get, admin', shots: allIds.map(getWorkOrder(admin)) },
    { name: 'work order get, branch manager', shots: branchIds.map(getWorkOrder(manager)) },
    {
      name: 'work order list, foreman (own work)',
      shots: [search('workOrders/_search', foreman)({})],
    },
  ];
}
