import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClientTypes, LIST_COUNT_HEADER } from '@canopy/shared';
import { openDb } from '../src/platform/db';
import { countCache, PG_MAX_AGE_MS } from '../src/platform/db/count-cache';
import { describeEngines, ENGINES, makeCtx, type Session, type TestCtx } from './harness';

// A list's total is remembered between searches until something is written, so the same search
// answers at once, a write shows in the very next total, and callers who reach different rows
// never share a total.

const ACCOUNTS = '/api/v1/accounts/_search';
const WORK_ORDERS = '/api/v1/workOrders/_search';
const WORD = 'quillfeather';

async function total(ctx: TestCtx, s: Session, url: string, body: object): Promise<number> {
  const res = await ctx.call(s, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);
}

/** How many count statements the server ran while `run` worked. */
async function countsRun(ctx: TestCtx, run: () => Promise<unknown>): Promise<number> {
  let counts = 0;
  const stop = ctx.dbh.onStatement((text) => {
    if (/\bcount\(\*\)/i.test(text)) counts++;
  });
  try {
    await run();
  } finally {
    stop();
  }
  return counts;
}

describeEngines('list totals', (ctx) => {
  it('answers a repeated search with the same total without counting again', async () => {
    const admin = await ctx().login('admin');
    const first = await total(ctx(), admin, ACCOUNTS, { Query: 'a' });
    expect(first).toBeGreaterThan(0);
    let again = 0;
    const counted = await countsRun(ctx(), async () => {
      again = await total(ctx(), admin, ACCOUNTS, { Query: 'A', Skip: 12 });
    });
    expect(again).toBe(first);
    expect(counted).toBe(0);
  });

  it('shows a created, renamed or deleted account in the very next total', async () => {
    const office = await ctx().login('officemanager');
    const search = () => total(ctx(), office, ACCOUNTS, { Query: WORD });
    expect(await search()).toBe(0);
    const created = await ctx().call(office, 'POST', '/api/v1/accounts/create', {
      BranchId: 1,
      ClientTypeId: ClientTypes.Commercial,
      Name: 'Quillfeather Gardens',
      AccountContacts: [{ FirstName: 'Ivy', LastName: 'Stone' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const account = created.json<{ Id: number; Version: number }>();
    expect(await search()).toBe(1);
    const renamed = await ctx().call(office, 'PUT', '/api/v1/accounts/save', {
      Id: account.Id,
      Version: account.Version,
      Name: 'Hollowbrook Gardens',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search()).toBe(0);
    expect(await total(ctx(), office, ACCOUNTS, { Query: 'hollowbrook' })).toBe(1);
    expect((await ctx().call(office, 'DELETE', `/api/v1/accounts/${account.Id}`)).statusCode).toBe(200);
    expect(await total(ctx(), office, ACCOUNTS, { Query: 'hollowbrook' })).toBe(0);
  });

  it("counts a renamed customer's work orders at once", async () => {
    const admin = await ctx().login('admin');
    const db = ctx().dbh.db;
    const owner = await db
      .selectFrom('work_orders as w')
      .innerJoin('accounts as a', 'a.id', 'w.account_id')
      .select(['a.id', 'a.version', (eb) => eb.fn.countAll<number>().as('n')])
      .where('w.archived', '=', 0)
      .groupBy(['a.id', 'a.version'])
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const search = () => total(ctx(), admin, WORK_ORDERS, { Query: `${WORD} customer` });
    expect(await search()).toBe(0);
    const renamed = await ctx().call(admin, 'PUT', '/api/v1/accounts/save', {
      Id: owner.id,
      Version: owner.version,
      ClientTypeId: ClientTypes.Commercial,
      Name: 'Quillfeather Customer',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search()).toBe(Number(owner.n));
  });

  it('gives a branch manager and an administrator each their own total for the same search', async () => {
    const admin = await ctx().login('admin');
    const manager = await ctx().login('branchmanager');
    const db = ctx().dbh.db;
    const branches = (
      await db
        .selectFrom('employee_branches as eb')
        .innerJoin('users as u', 'u.employee_id', 'eb.employee_id')
        .select('eb.branch_id')
        .where('u.username', '=', 'branchmanager')
        .execute()
    ).map((r) => r.branch_id);
    /** Live accounts whose searched fields hold `word`, of `branchIds` or of any branch. */
    const expected = async (word: string, branchIds?: number[]) => {
      let q = db
        .selectFrom('accounts as a')
        .innerJoin('text_search_accounts as d', 'd.id', 'a.id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('a.archived', '=', 0)
        .where('d.document', 'like', `%${word}%`);
      if (branchIds) q = q.where('a.branch_id', 'in', branchIds);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    // Whoever asks first, the other gets their own total.
    for (const [word, first, second] of [
      ['a', admin, manager],
      ['e', manager, admin],
    ] as const) {
      const answers = new Map<Session, number>();
      for (const s of [first, second]) answers.set(s, await total(ctx(), s, ACCOUNTS, { Query: word }));
      const everywhere = await expected(word);
      expect(await expected(word, branches)).toBeLessThan(everywhere);
      expect(answers.get(admin)).toBe(everywhere);
      expect(answers.get(manager)).toBe(await expected(word, branches));
    }
  });
});

describe('count cache', () => {
  const counter = () => {
    let calls = 0;
    return {
      count: (n: number) => () => {
        calls++;
        return Promise.resolve(n);
      },
      calls: () => calls,
    };
  };

  it('counts again after any statement but a SELECT', async () => {
    const cache = countCache();
    const c = counter();
    expect(await cache.total('k', c.count(1))).toBe(1);
    cache.saw('select 1');
    expect(await cache.total('k', c.count(2))).toBe(1);
    for (const statement of ['insert into t values (1)', 'update t set a = 1', 'commit', 'delete from t']) {
      cache.saw(statement);
      expect(await cache.total('k', c.count(3))).toBe(3);
    }
    expect(c.calls()).toBe(5);
  });

  it('shares one count among requests arriving together, and forgets a failed one', async () => {
    const cache = countCache();
    const c = counter();
    const both = await Promise.all([cache.total('k', c.count(7)), cache.total('k', c.count(8))]);
    expect(both).toEqual([7, 7]);
    expect(c.calls()).toBe(1);
    await expect(cache.total('f', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await cache.total('f', c.count(9))).toBe(9);
  });

  it('keeps the 500 totals used last', async () => {
    const cache = countCache();
    const c = counter();
    for (let i = 0; i < 501; i++) await cache.total(`k${i}`, c.count(i));
    await cache.total('k1', c.count(-1));
    expect(c.calls()).toBe(501);
    await cache.total('k0', c.count(-1));
    expect(c.calls()).toBe(502);
  });

  it('counts again once a total is a few seconds old where other processes may write, answering with the old total meanwhile', async () => {
    let now = 0;
    const cache = countCache({ maxAgeMs: PG_MAX_AGE_MS, now: () => now });
    const c = counter();
    await cache.total('k', c.count(1));
    now = PG_MAX_AGE_MS - 1;
    expect(await cache.total('k', c.count(2))).toBe(1);
    expect(c.calls()).toBe(1);
    now = PG_MAX_AGE_MS;
    let finish: (n: number) => void = () => undefined;
    const slow = () => {
      c.count(0)();
      return new Promise<number>((resolve) => (finish = resolve));
    };
    // The recount is under way: every request meanwhile gets the old total, and none counts again.
    expect(await cache.total('k', slow)).toBe(1);
    expect(await cache.total('k', c.count(4))).toBe(1);
    expect(c.calls()).toBe(2);
    finish(3);
    await new Promise((r) => setTimeout(r));
    expect(await cache.total('k', c.count(5))).toBe(3);
    expect(c.calls()).toBe(2);
    // A write in this process still forgets the total at once.
    cache.saw('insert into t values (1)');
    expect(await cache.total('k', c.count(6))).toBe(6);
  });

  it('counts again on the next request when a recount fails', async () => {
    let now = 0;
    const cache = countCache({ maxAgeMs: PG_MAX_AGE_MS, now: () => now });
    const c = counter();
    await cache.total('k', c.count(1));
    now = PG_MAX_AGE_MS;
    expect(await cache.total('k', () => Promise.reject(new Error('gone')))).toBe(1);
    await new Promise((r) => setTimeout(r));
    expect(await cache.total('k', c.count(2))).toBe(1);
    await new Promise((r) => setTimeout(r));
    expect(await cache.total('k', c.count(3))).toBe(2);
  });

  it('keeps an aged total while the database has committed nothing since it was counted', async () => {
    let now = 0;
    let state = 'a';
    const states: string[] = [];
    const cache = countCache({
      maxAgeMs: PG_MAX_AGE_MS,
      now: () => now,
      writeState: () => {
        states.push(state);
        return Promise.resolve(state);
      },
    });
    const c = counter();
    const settle = () => new Promise((r) => setTimeout(r));
    expect(await cache.total('k', c.count(1))).toBe(1);
    now = PG_MAX_AGE_MS;
    expect(await cache.total('k', c.count(2))).toBe(1);
    await settle();
    // Nothing committed: the state was read again, the total stands and is trusted for another while.
    expect(c.calls()).toBe(1);
    expect(states).toEqual(['a', 'a']);
    now = PG_MAX_AGE_MS + 1;
    expect(await cache.total('k', c.count(3))).toBe(1);
    await settle();
    expect(states).toHaveLength(2);
    // Another process wrote: the next aged request counts again, answering the old total meanwhile.
    state = 'b';
    now = 2 * PG_MAX_AGE_MS;
    expect(await cache.total('k', c.count(4))).toBe(1);
    await settle();
    expect(await cache.total('k', c.count(5))).toBe(4);
    expect(c.calls()).toBe(2);
    // A state that cannot be read never keeps a total.
    const failing = countCache({
      maxAgeMs: PG_MAX_AGE_MS,
      now: () => now,
      writeState: () => Promise.reject(new Error('gone')),
    });
    expect(await failing.total('k', c.count(6))).toBe(6);
    now = 3 * PG_MAX_AGE_MS;
    await failing.total('k', c.count(7));
    await settle();
    expect(await failing.total('k', c.count(8))).toBe(7);
  });
});

// Two server processes on one PostgreSQL database: a total the other one changed is counted again
// once it is a few seconds old, however little this process itself writes.
describe.runIf(ENGINES.includes('postgres'))('list totals across processes [postgres]', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeCtx('postgres');
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await ctx?.close();
  });

  it("shows another process's write in a total a few seconds old", async () => {
    const admin = await ctx.login('admin');
    const search = () => total(ctx, admin, ACCOUNTS, { Query: 'a' });
    const before = await search();
    const other = await openDb({
      dataDir: ctx.config.dataDir,
      databaseUrl: ctx.config.databaseUrl,
      schema: ctx.config.databaseSchema,
    });
    try {
      const { id } = await other.db
        .selectFrom('accounts as a')
        .innerJoin('text_search_accounts as d', 'd.id', 'a.id')
        .select('a.id')
        .where('a.archived', '=', 0)
        .where('d.document', 'like', '%a%')
        .orderBy('a.id')
        .executeTakeFirstOrThrow();
      await other.db.updateTable('accounts').set({ archived: 1 }).where('id', '=', id).execute();
    } finally {
      await other.close();
    }
    const [start, t0] = [Date.now(), performance.now()];
    vi.spyOn(Date, 'now').mockImplementation(() => start + PG_MAX_AGE_MS + (performance.now() - t0));
    // The aged total answers while it is counted again; the new one follows.
    expect(await search()).toBe(before);
    await vi.waitFor(async () => expect(await search()).toBe(before - 1), { timeout: 5000 });
  });
});
