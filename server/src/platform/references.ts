import type { Kysely } from 'kysely';
import type { Db } from './db';
import { foreignKeys } from './db/foreign-keys';
import type { Database } from './db/schema';
import { REFERENCE_LABELS, UNENFORCED_REFERENCES } from './reference-labels';

/** A column whose rows keep a record of another table from being deleted; `label` names them. */
export interface Reference {
  table: string;
  column: string;
  label: string;
}

const ORDER = Object.keys(REFERENCE_LABELS);
const byLabelOrder = (a: Reference, b: Reference) =>
  ORDER.indexOf(a.table) - ORDER.indexOf(b.table) || a.column.localeCompare(b.column);

/**
 * Every column that refers to `table` and keeps its rows from being deleted, from the schema's foreign
 * keys: those that cascade belong to the record and go with it, those that clear themselves do not
 * hold it. A referencing table without a label (one made outside the migrations) is left to the
 * engine, which still refuses the delete.
 */
export async function referencesTo(db: Db, table: keyof Database): Promise<Reference[]> {
  const keys = await foreignKeys(db);
  const holding = [
    ...keys.filter(
      (k) => k.references === table && (k.onDelete === 'no action' || k.onDelete === 'restrict'),
    ),
    ...UNENFORCED_REFERENCES.filter((u) => u.references === table),
  ];
  return holding
    .filter((k) => REFERENCE_LABELS[k.table] !== undefined)
    .map((k) => ({ table: k.table, column: k.column, label: REFERENCE_LABELS[k.table]! }))
    .sort(byLabelOrder);
}

/** The references to `table` that still point at any of `ids`, in label order. */
export async function usersOf(db: Db, table: keyof Database, ids: readonly number[]): Promise<Reference[]> {
  if (!ids.length) return [];
  const any = db as unknown as Kysely<any>;
  const refs = await referencesTo(db, table);
  const hits = await Promise.all(
    refs.map((r) =>
      any
        .selectFrom(r.table)
        .select(r.column)
        .where(r.column, 'in', ids)
        .limit(1)
        .executeTakeFirst()
        .then((row) => (row ? r : null)),
    ),
  );
  return hits.filter((h): h is Reference => h !== null);
}

/** The names of what still uses any of `ids` (each once, in label order); empty when nothing does. */
export async function usedBy(db: Db, table: keyof Database, ids: readonly number[]): Promise<string[]> {
  return [...new Set((await usersOf(db, table, ids)).map((r) => r.label))];
}
