import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isPg } from './index';

/**
 * Lists whose words are looked for in an indexed document per row (`text_search_<table>`, kept by
 * triggers; see migrations/lib/text-search.ts for which fields each document holds).
 */
export type TextSearchTable = 'work_orders' | 'accounts' | 'employees' | 'services' | 'chemicals';

/** The LIKE pattern `containsCi` uses, so a document matches a word exactly when a field did. */
const pattern = (word: string) => '%' + word.toLowerCase().replace(/[%_\\]/g, '\\$&') + '%';

// A trigram index cannot look up fewer than three characters; such words are checked on the
// documents alone, which is still one narrow table instead of several joined ones.
const indexable = (word: string) => [...word.toLowerCase()].length >= 3;

/**
 * Ids of the rows of `table` whose document holds every word. On SQLite the FTS5 trigram index finds
 * the words of three letters or more (it keeps case, as LIKE does beyond ASCII, so it finds exactly
 * what LIKE finds) and LIKE checks the shorter ones on those rows; on PostgreSQL the pg_trgm GIN index
 * serves the LIKEs themselves.
 */
export function textSearchIds(db: Kysely<any>, table: TextSearchTable, words: string[]): RawBuilder<unknown> {
  const docs = sql.table(`text_search_${table}`);
  const like = (list: string[]) =>
    sql.join(
      list.map((w) => sql`${docs}.document like ${pattern(w)} escape '\\'`),
      sql` and `,
    );
  const long = isPg(db) ? [] : words.filter(indexable);
  if (!long.length) return sql`select id from ${docs} where ${like(words)}`;
  const fts = sql.table(`text_search_${table}_fts`);
  const phrases = long.map((w) => `"${w.toLowerCase().replace(/"/g, '""')}"`).join(' AND ');
  const short = words.filter((w) => !indexable(w));
  if (!short.length) return sql`select rowid from ${fts} where ${fts} match ${phrases}`;
  // CROSS JOIN keeps SQLite from reading every document when the index has already narrowed them.
  return sql`select ${fts}.rowid from ${fts} cross join ${docs} on ${docs}.id = ${fts}.rowid
    where ${fts} match ${phrases} and ${like(short)}`;
}

/**
 * `idColumn` (a row of `table`) contains every word in the fields its list searches, each word
 * case-insensitively: the same rows as an AND over words of an OR of `containsCi` over those fields.
 */
export function matchesText(
  db: Kysely<any>,
  table: TextSearchTable,
  idColumn: string,
  words: string[],
): RawBuilder<SqlBool> {
  if (!words.length) return sql<SqlBool>`1 = 1`;
  const ids = textSearchIds(db, table, words);
  // PostgreSQL would otherwise walk a sort's index (accounts by name) and test each row against the
  // documents, reading most of the table when the matches sit late in that order; an array of the
  // matching ids first makes the work follow the number of matches.
  if (isPg(db)) return sql<SqlBool>`${sql.ref(idColumn)} = any(array(${ids}))`;
  return sql<SqlBool>`${sql.ref(idColumn)} in (${ids})`;
}
