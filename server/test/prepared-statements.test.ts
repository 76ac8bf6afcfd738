import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCtx, type TestCtx } from './harness';

// PostgreSQL only: SQLite keeps its prepared statements in the process (statement-cache.ts).
describe('statements reuse their plans on a PostgreSQL connection', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeCtx('postgres');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('prepares a statement once per connection and runs it with each call’s values', async () => {
    const text = 'select name from branches where id = $1';
    await ctx.dbh.db.connection().execute(async (c) => {
      const names: string[] = [];
      for (const id of [1, 2, 1]) {
        const { rows } = await sql<{ name: string }>`select name from branches where id = ${id}`.execute(c);
        names.push(rows[0]!.name);
      }
      const expected = await c
        .selectFrom('branches')
        .select(['id', 'name'])
        .where('id', 'in', [1, 2])
        .execute();
      const byId = new Map(expected.map((b) => [b.id, b.name]));
      expect(names).toEqual([byId.get(1), byId.get(2), byId.get(1)]);
      const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements
        where statement = ${text}`.execute(c);
      expect(rows).toHaveLength(1);
    });
  });

  it('answers a work order get the same on a connection that has planned it before', async () => {
    const admin = await ctx.login('admin');
    const first = await ctx.call(admin, 'GET', '/api/v1/workOrders/1');
    expect(first.statusCode, first.body).toBe(200);
    for (let i = 0; i < 8; i++) {
      const again = await ctx.call(admin, 'GET', '/api/v1/workOrders/1');
      expect(again.json()).toEqual(first.json());
    }
    const missing = await ctx.call(admin, 'GET', '/api/v1/workOrders/999999');
    expect(missing.statusCode).toBe(404);
  });
});
