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
