import fc from 'fast-check';
import { sql, type Expression, type SqlBool } from 'kysely';
import { expect, it } from 'vitest';
import { accountsRepo } from '../src/modules/accounts/accounts.repo';
import { chemicalsRepo } from '../src/modules/chemicals/chemicals.repo';
import { employeesRepo } from '../src/modules/employees/employees.repo';
import { servicesRepo } from '../src/modules/services/services.repo';
import { workOrdersListRepo } from '../src/modules/work-orders/work-orders-list.repo';
import { containsCi, type Db } from '../src/platform/db';
import { pageOf } from '../src/platform/lists';
import { describeEngines } from './harness';

// The lists' text search reads indexed documents; before, every list compared each word with each
// field (LIKE per field, joined names by subquery). Random field values and random query words must
// give the same rows both ways: same fields, every word, either case, special characters literal.

// Few letters, so that random words are often found; both cases of an accented letter, because
// the engines' lower() leave some of them alone.
const CHARS = ['a', 'b', 'A', 'é', 'É', '1', '%', '_', '\\', '"', "'", '*'];
const value = fc.string({ unit: fc.constantFrom(...CHARS, ' ', '\n'), maxLength: 10 });
const word = fc.oneof(
  fc.string({ unit: fc.constantFrom(...CHARS), minLength: 1, maxLength: 4 }),
  fc.integer({ min: 1, max: 60 }).map(String),
);
const query = fc.array(word, { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' '));
/** A piece of a stored value, in either case: a word that is surely found somewhere. */
const piece = fc.record({
  nth: fc.nat(),
  start: fc.nat(),
  length: fc.integer({ min: 1, max: 5 }),
  upper: fc.boolean(),
});

type Field = { table: string; column: string; nullable?: boolean; unique?: boolean };
const FIELDS: Field[] = [
  { table: 'work_orders', column: 'description', nullable: true },
  { table: 'accounts', column: 'name' },
  { table: 'account_locations', column: 'address' },
  { table: 'account_locations', column: 'city' },
  { table: 'account_locations', column: 'zip' },
  { table: 'employees', column: 'first_name' },
  { table: 'employees', column: 'last_name' },
  { table: 'employees', column: 'email', nullable: true },
  { table: 'users', column: 'username', unique: true },
  { table: 'services', column: 'name' },
  { table: 'chemicals', column: 'name' },
  { table: 'chemicals', column: 'epa_number', nullable: true },
  { table: 'chemicals', column: 'target', nullable: true },
];
const edit = fc.record({
  field: fc.constantFrom(...FIELDS),
  nth: fc.nat(),
  text: fc.option(value, { nil: null }),
});

/** Rewrites one field of one row, through the tables' own writes (so the documents' triggers run). */
async function apply(db: Db, e: { field: Field; nth: number; text: string | null }) {
  const { table, column, nullable, unique } = e.field;
  const ids = (await sql<{ id: number }>`select id from ${sql.table(table)} order by id`.execute(db)).rows;
  const id = ids[e.nth % ids.length]!.id;
  const text = e.text === null && !nullable ? '' : e.text;
  const stored = unique ? `${text ?? ''}#${id}` : text;
  await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${stored} where id = ${id}`.execute(db);
}

const anyOf = (...c: Expression<SqlBool>[]) => sql<SqlBool>`(${sql.join(c, sql` or `)})`;
const allOf = (c: Expression<SqlBool>[]) =>
  c.length ? sql<SqlBool>`(${sql.join(c, sql` and `)})` : sql<SqlBool>`1 = 1`;
const ids = async (q: { execute(): Promise<{ id: number }[]> }) =>
  (await q.execute()).map((r) => r.id).sort((a, b) => a - b);

/** The lists' filters as they were: every word in some field, a field compared by `containsCi`. */
function perField(db: Db, words: string[]) {
  const location = (alias: string, w: string) =>
    anyOf(containsCi(`${alias}.address`, w), containsCi(`${alias}.city`, w), containsCi(`${alias}.zip`, w));
  return {
    workOrders: () =>
      ids(
        db
          .selectFrom('work_orders as t')
          .select('t.id')
          .where(
            allOf(
              words.map((w) =>
                anyOf(
                  ...(/^\d{1,9}$/.test(w) ? [sql<SqlBool>`t.id = ${Number(w)}`] : []),
                  containsCi('t.description', w),
                  sql<SqlBool>`exists (select 1 from accounts a where a.id = t.account_id and ${containsCi('a.name', w)})`,
                  sql<SqlBool>`exists (select 1 from account_locations l
                  where l.id = t.account_location_id and ${location('l', w)})`,
                ),
              ),
            ),
          ),
      ),
    accounts: () =>
      ids(
        db
          .selectFrom('accounts as t')
          .select('t.id')
          .where(
            allOf(
              words.map((w) =>
                anyOf(
                  containsCi('t.name', w),
                  sql<SqlBool>`exists (select 1 from account_locations l where l.account_id = t.id and ${location('l', w)})`,
                ),
              ),
            ),
          ),
      ),
    employees: () =>
      ids(
        db
          .selectFrom('employees as t')
          .leftJoin('users as u', 'u.employee_id', 't.id')
          .select('t.id')
          .where(
            allOf(
              words.map((w) =>
                anyOf(
                  containsCi('t.first_name', w),
                  containsCi('t.last_name', w),
                  containsCi('t.email', w),
                  containsCi('u.username', w),
                ),
              ),
            ),
          ),
      ),
    services: () =>
      ids(
        db
          .selectFrom('services as t')
          .select('t.id')
          .where(allOf(words.map((w) => containsCi('t.name', w)))),
      ),
    chemicals: () =>
      ids(
        db
          .selectFrom('chemicals as t')
          .select('t.id')
          .where(
            allOf(
              words.map((w) =>
                anyOf(containsCi('t.name', w), containsCi('t.epa_number', w), containsCi('t.target', w)),
              ),
            ),
          ),
      ),
  };
}

/** What each list answers now: its rows' ids and its count. */
async function listed(db: Db, q: string) {
  const page = { ...pageOf({ Query: q, Take: 100000 }), includeArchived: true };
  const all = { kind: 'all' } as const;
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const wo = await workOrdersListRepo(db).pageIds(all, page, {}, 'WorkOrderId', false);
  const accounts = await accountsRepo(db).search(all, page, {}, 'Id', false);
  const employees = await employeesRepo(db).search(all, page, {}, 'Id', false);
  const services = await servicesRepo(db).search(page, {});
  const chemicals = await chemicalsRepo(db).page(page);
  return {
    workOrders: { ids: sorted(wo.ids), total: wo.total },
    accounts: { ids: sorted(accounts.rows.map((r) => r.id)), total: accounts.total },
    employees: { ids: sorted(employees.rows.map((r) => r.id)), total: employees.total },
    services: { ids: sorted(services.rows.map((r) => r.id)), total: services.total },
    chemicals: { ids: sorted(chemicals.rows.map((r) => r.id)), total: chemicals.total },
  };
}

async function expectSameRows(db: Db, q: string) {
  const now = await listed(db, q);
  const before = perField(db, pageOf({ Query: q }).words);
  for (const [list, found] of Object.entries(now)) {
    const expected = await before[list as keyof typeof now]();
    expect({ list, q, ids: found.ids, total: found.total }).toEqual({
      list,
      q,
      ids: expected,
      total: expected.length,
    });
  }
}

describeEngines('text search of the lists', (ctx) => {
  it('finds the rows the per-field filter found, for random data and random words', async () => {
    const db = ctx().dbh.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(edit, { maxLength: 12 }),
        fc.array(query, { minLength: 1, maxLength: 3 }),
        fc.array(piece, { maxLength: 3 }),
        async (edits, queries, pieces) => {
          for (const e of edits) await apply(db, e);
          const texts = edits.flatMap((e) => (e.text?.trim() ? [e.text.trim()] : []));
          const found = pieces.flatMap((p) => {
            if (!texts.length) return [];
            const text = texts[p.nth % texts.length]!.split(/\s+/)[0]!;
            const w = text.slice(p.start % text.length, (p.start % text.length) + p.length);
            return [p.upper ? w.toUpperCase() : w];
          });
          for (const q of [...queries, ...found]) await expectSameRows(db, q);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('finds words taken from the stored values, short and long, across every searched field', async () => {
    const db = ctx().dbh.db;
    await sql`update work_orders set description = ${'Prune the Parkway OAK'} where id = 2`.execute(db);
    await sql`update accounts set name = ${'Éclair 100% Trees_Co'} where id = 3`.execute(db);
    for (const q of ['oak', 'OAK parkway', 'pa', 'éclair', '100%', 's_c', 'trees_co 2', '%', '_', 'zz', '*'])
      await expectSameRows(db, q);
    // These words are found, so the comparison above compared something.
    const hits = await listed(db, 'parkway oak');
    expect(hits.workOrders.ids).toContain(2);
    expect((await listed(db, '100% trees_co')).accounts.ids).toContain(3);
  });
});
