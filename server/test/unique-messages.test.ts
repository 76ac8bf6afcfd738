import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { Messages } from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { UNIQUE_RULES, uniqueViolationState } from '../src/platform/unique-messages';
import { describeEngines, type TestCtx } from './harness';

async function rolesNamed(ctx: TestCtx, name: string): Promise<number> {
  const rows = await ctx.dbh.db.selectFrom('user_roles').select('id').where('name', '=', name).execute();
  return rows.length;
}

/** The error the engine raises for `work`, which must fail. */
async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (e) {
    return e;
  }
  throw new Error('the write was expected to be refused');
}

/** Whether the database holds a unique index for the rule, under the name or columns the engine reports. */
async function hasUniqueIndex(db: Db, engine: string, r: (typeof UNIQUE_RULES)[number]): Promise<boolean> {
  if (engine === 'postgres') {
    const { rows } = await sql<{ def: string }>`
      select indexdef as def from pg_indexes
      where tablename = ${r.table} and indexname = ${r.index} and schemaname = current_schema()`.execute(db);
    return rows.some((x) => /UNIQUE/i.test(x.def));
  }
  const { rows } = await sql<{ name: string; unique: number }>`
    select name, "unique" from pragma_index_list(${r.table})`.execute(db);
  for (const index of rows.filter((x) => x.unique)) {
    if (index.name === r.index) return true;
    if (!r.columns.length) continue;
    const cols = await sql<{ name: string }>`select name from pragma_index_info(${index.name})`.execute(db);
    if (
      cols.rows
        .map((c) => c.name)
        .sort()
        .join() === [...r.columns].sort().join()
    )
      return true;
  }
  return false;
}

describeEngines('unique values are refused with the form message', (ctx) => {
  it('refuses a duplicate role name with the message and writes nothing', async () => {
    const admin = await ctx().login('admin');
    for (const name of ['Estimator', 'Élagueur Été']) {
      const first = await ctx().call(admin, 'POST', '/api/v1/userRoles', { Name: name, LandingPageId: 1 });
      expect(first.statusCode).toBe(200);
      const again = await ctx().call(admin, 'POST', '/api/v1/userRoles', { Name: name, LandingPageId: 1 });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        Message: Messages.RoleNameTaken,
        ModelState: { Name: [Messages.RoleNameTaken] },
      });
      expect(await rolesNamed(ctx(), name)).toBe(1);
    }
  });

  it('refuses renaming a role onto another role name', async () => {
    const admin = await ctx().login('admin');
    const a = (
      await ctx().call(admin, 'POST', '/api/v1/userRoles', { Name: 'Planner', LandingPageId: 1 })
    ).json();
    const b = (
      await ctx().call(admin, 'POST', '/api/v1/userRoles', { Name: 'Router', LandingPageId: 1 })
    ).json();
    const res = await ctx().call(admin, 'PUT', '/api/v1/userRoles', { ...b, Name: a.Name });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(Messages.RoleNameTaken);
    expect(await rolesNamed(ctx(), 'Router')).toBe(1);
  });

  it('answers racing creates of one name with one role and the message, never a server error', async () => {
    const admin = await ctx().login('admin');
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        ctx().call(admin, 'POST', '/api/v1/userRoles', { Name: 'Dispatcher', LandingPageId: 1 }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().Message).toBe(Messages.RoleNameTaken);
    }
    expect(await rolesNamed(ctx(), 'Dispatcher')).toBe(1);
  });

  it("maps each engine's own unique errors to the listed message", async () => {
    const db = ctx().dbh.db;
    await db.insertInto('user_roles').values({ name: 'Surveyor' }).execute();
    const role = await failure(() => db.insertInto('user_roles').values({ name: 'Surveyor' }).execute());
    expect(uniqueViolationState(role)).toEqual({
      message: Messages.RoleNameTaken,
      modelState: { Name: [Messages.RoleNameTaken] },
    });
    // An expression index: SQLite names the index rather than the columns.
    await db.insertInto('lease_companies').values({ name: 'Acme Leasing' }).execute();
    const lease = await failure(() =>
      db.insertInto('lease_companies').values({ name: 'ACME LEASING' }).execute(),
    );
    expect(uniqueViolationState(lease)?.modelState).toEqual({
      Name: ['A lease company with this name already exists.'],
    });
    // A constraint over two columns.
    const rate = { zip_code: '60201', rate_e4: 102500, effective_date: '2026-01-01' };
    await db.insertInto('tax_rates').values(rate).execute();
    const tax = await failure(() => db.insertInto('tax_rates').values(rate).execute());
    expect(uniqueViolationState(tax)?.modelState).toEqual({
      EffectiveDate: ['A tax rate for this zip code and effective date already exists.'],
    });
    expect(uniqueViolationState(new Error('something else'))).toBeNull();
  });

  it('lists only unique indexes the database has', async () => {
    const missing: string[] = [];
    for (const r of UNIQUE_RULES) {
      if (!(await hasUniqueIndex(ctx().dbh.db, ctx().engine, r))) missing.push(r.index);
    }
    expect(missing).toEqual([]);
  });
});
