import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../src/platform/db';
import { readForeignKeys, type ForeignKey } from '../src/platform/db/foreign-keys';
import { REFERENCE_LABELS, UNENFORCED_REFERENCES } from '../src/platform/reference-labels';
import { referencesTo } from '../src/platform/references';
import { migrated } from './migrated';
import { ENGINES } from './templates';

const holds = (k: ForeignKey) => k.onDelete === 'no action' || k.onDelete === 'restrict';
const key = (k: ForeignKey) => `${k.table}.${k.column} -> ${k.references} (${k.onDelete})`;

const keysByEngine = new Map<Engine, ForeignKey[]>();

for (const engine of ENGINES) {
  describe(`references from the schema [${engine}]`, () => {
    let db: Awaited<ReturnType<typeof migrated>>;
    let keys: ForeignKey[];
    beforeAll(async () => {
      db = await migrated(engine);
      keys = await readForeignKeys(db.dbh.db);
      keysByEngine.set(engine, keys);
    });
    afterAll(async () => {
      await db?.close();
    });

    it('has a label for every table whose foreign keys keep a record from being deleted', () => {
      const unlabelled = keys.filter((k) => holds(k) && !REFERENCE_LABELS[k.table]).map(key);
      expect(unlabelled).toEqual([]);
    });

    it('labels only tables that refer to something', () => {
      const referring = new Set([
        ...keys.filter(holds).map((k) => k.table),
        ...UNENFORCED_REFERENCES.map((u) => u.table),
      ]);
      expect(Object.keys(REFERENCE_LABELS).filter((t) => !referring.has(t))).toEqual([]);
    });

    it('lists as unenforced only existing columns that have no foreign key', async () => {
      for (const u of UNENFORCED_REFERENCES) {
        expect(keys.find((k) => k.table === u.table && k.column === u.column)).toBeUndefined();
        await sql`select ${sql.ref(`${u.table}.${u.column}`)} from ${sql.table(u.table)} limit 1`.execute(
          db.dbh.db,
        );
        await sql`select id from ${sql.table(u.references)} limit 1`.execute(db.dbh.db);
      }
    });

    it('derives who uses a branch: work orders, schedules, proposals, service requests and invoices too, cascading children not', async () => {
      const refs = await referencesTo(db.dbh.db, 'branches');
      expect(refs.map((r) => `${r.table}.${r.column}`)).toEqual([
        'employees.primary_branch_id',
        'employee_branches.branch_id',
        'accounts.branch_id',
        'account_locations.branch_id',
        'sales_territories.branch_id',
        'equipment_resources.branch_id',
        'equipment_resources.current_branch_id',
        'work_orders.branch_id',
        'schedules.branch_id',
        'transfer_requests.from_branch_id',
        'transfer_requests.to_branch_id',
        'proposals.branch_id',
        'service_requests.branch_id',
        'invoices.branch_id',
      ]);
    });
  });
}

describe.runIf(ENGINES.length > 1)('references from the schema on both engines', () => {
  it('reads the same foreign keys from SQLite and PostgreSQL', () => {
    const [a, b] = ENGINES.map((e) => (keysByEngine.get(e) ?? []).map(key).sort());
    expect(a!.length).toBeGreaterThan(0);
    expect(a).toEqual(b);
  });
});
