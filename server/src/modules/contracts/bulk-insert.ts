import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';

// Both engines allow at least 32,766 bound values per statement; stay under with room to spare.
const MAX_VALUES = 30_000;

type Table = keyof Database & string;

function chunks<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_VALUES / Math.max(1, columns)));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Inserts `rows` in as few statements as the engines allow and returns the new ids in the order of
 * `rows`. One multi-row insert takes its ids from the sequence (or rowid) row after row, so they
 * rise in the order of the values list; sorting what RETURNING gives back maps each id to its row
 * whatever order the engine returns them in.
 */
export async function insertReturningIds<T extends Table>(
  trx: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<number[]> {
  if (!rows.length) return [];
  const ids: number[] = [];
  for (const part of chunks(rows, Object.keys(rows[0]!).length)) {
    const made = await (trx as Kysely<any>).insertInto(table).values(part).returning('id').execute();
    if (made.length !== part.length) throw new Error(`${table}: ${made.length} ids for ${part.length} rows`);
    ids.push(...made.map((m) => Number(m.id)).sort((a, b) => a - b));
  }
  return ids;
}

/** Inserts `rows` in as few statements as the engines allow. */
export async function insertRows<T extends Table>(
  trx: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (!rows.length) return;
  for (const part of chunks(rows, Object.keys(rows[0]!).length))
    await (trx as Kysely<any>).insertInto(table).values(part).execute();
}
