import { sql } from 'kysely';
import type { Db } from './index';

/**
 * Runs `fn` in a transaction: the caller's, when `db` already is one (a service constructed over the
 * offline push's per-mutation transaction), otherwise a new one. Kysely cannot nest transactions,
 * and on SQLite a second one would wait forever for the single connection the first one holds.
 */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  return db.transaction().execute(fn);
}

/**
 * Runs `fn` inside a savepoint of the transaction `trx`; when `fn` throws, what it wrote is rolled
 * back and `onError` decides: a value to return instead, or undefined to rethrow.
 */
export async function withSavepoint<T>(
  trx: Db,
  fn: () => Promise<T>,
  onError: (e: unknown) => T | undefined,
) {
  await sql`savepoint canopy_step`.execute(trx);
  try {
    const done = await fn();
    // Released once done, so a transaction running many steps (a push group) never stacks them up.
    await sql`release savepoint canopy_step`.execute(trx);
    return done;
  } catch (e) {
    const instead = onError(e);
    if (instead === undefined) throw e;
    await sql`rollback to savepoint canopy_step`.execute(trx);
    return instead;
  }
}
