import type { Kysely } from 'kysely';
import type { Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';

/** A column that points at rows of another table; `label` names its owners in messages. */
export interface TableRef {
  table: keyof Database;
  column: string;
  label: string;
}

/** The labels of the references that still point at any of `ids` (each label once, in list order). */
export async function usedBy(db: Db, refs: readonly TableRef[], ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  const any = db as unknown as Kysely<any>;
  const hits = await Promise.all(
    refs.map((r) =>
      any
        .selectFrom(r.table)
        .select(r.column)
        .where(r.column, 'in', ids)
        .limit(1)
        .executeTakeFirst()
        .then((row) => (row ? r.label : null)),
    ),
  );
  return [...new Set(hits.filter((h): h is string => h !== null))];
}

/** True when the engine refused a write because a unique index already holds the value. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return (
    err?.code === '23505' ||
    err?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/.test(err?.message ?? '')
  );
}
