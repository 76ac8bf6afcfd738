import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Statements kept ready: every statement text the app runs, with room for the lists' variants. */
const STATEMENTS_KEPT = 1000;

/**
 * The database as Kysely's SQLite dialect sees it, with each statement prepared once and reused.
 * Preparing compiles the statement (with the change-log triggers of the table it writes), and cost
 * more than running it: a push of a thousand daily logs spent most of its time there. The same texts
 * come again and again (values are parameters), so the most recently used are kept. Kysely runs one
 * statement at a time on this single connection, so a kept statement is never in use twice at once;
 * SQLite prepares it again by itself when a migration changes the schema.
 */
export function reusingStatements(database: SQLite.Database, max = STATEMENTS_KEPT): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    prepare(text: string) {
      let statement = kept.get(text);
      if (statement) kept.delete(text);
      else {
        statement = database.prepare(text);
        if (kept.size >= max) kept.delete(kept.keys().next().value!);
      }
      kept.set(text, statement);
      return statement;
    },
    close() {
      kept.clear();
      database.close();
    },
  };
}
