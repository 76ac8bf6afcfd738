import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { rememberedMatches } from './count-cache';
import { inIds, isPg } from './index';

/**
 * Lists whose words are looked for in an indexed document per row (`text_search_<table>`, kept by
 * triggers; see migrations/lib/text-search.ts for which fields each document holds).
 */
export type TextSearchTable =
  'work_orders' | 'accounts' | 'employees' | 'services' | 'chemicals' | 'proposals' | 'service_requests';

/** The LIKE pattern `containsCi` uses, so a document matches a word exactly when a field did. */
const pattern = (word: string) => '%' + word.toLowerCase().replace(/[%_\\]/g, '\\$&') + '%';

// A trigram index cannot look up fewer than three characters; such words are checked on the
// documents alone, which is still one narrow table instead of several joined ones.
const indexable = (word: string) => [...word.toLowerCase()].length >= 3;

const documents = (table: TextSearchTable) => sql.table(`text_search_${table}`);

/** The document of every row it is tested on holds each word. */
const holdsAll = (table: TextSearchTable, words: string[]) =>
  sql.join(
    words.map((w) => sql`${documents(table)}.document like ${pattern(w)} escape '\\'`),
    sql` and `,
  );

/**
 * Ids of the rows of `table` whose document holds every word. On SQLite the FTS5 trigram index finds
 * the words of three letters or more (it keeps case, as LIKE does beyond ASCII, so it finds exactly
 * what LIKE finds) and LIKE checks the shorter ones on those rows; on PostgreSQL the pg_trgm GIN index
 * serves the LIKEs themselves.
 */
export function textSearchIds(db: Kysely<any>, table: TextSearchTable, words: string[]): RawBuilder<unknown> {
  const docs = documents(table);
  const like = (list: string[]) => holdsAll(table, list);
  const long = isPg(db) ? [] : words.filter(indexable);
  if (!long.length) return sql`select id from ${docs} where ${like(words)}`;
  const fts = sql.table(`text_search_${table}_fts`);
  const phrases = long.map((w) => `"${w.toLowerCase().replace(/"/g, '""')}"`).join(' AND ');
  const short = words.filter((w) => !indexable(w));
  if (!short.length) return sql`select rowid as id from ${fts} where ${fts} match ${phrases}`;
  // CROSS JOIN keeps SQLite from reading every document when the index has already narrowed them.
  return sql`select ${fts}.rowid as id from ${fts} cross join ${docs} on ${docs}.id = ${fts}.rowid
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

/** How a list chooses between reading its words' matches and reading its rows in sort order. */
export const textSearchLimits = {
  /** Up to this many matches, a list takes their ids from the text index and filters by them. */
  fewMatches: 5000,
  /** A page of a common word's matches tests at most this many rows in sort order (`walkPage`). */
  walkRows: 2000,
};

export interface TextMatches {
  /** `idColumn` is one of the matches. */
  where(idColumn: string): RawBuilder<SqlBool>;
  /**
   * More than `fewMatches` matches: a page is found sooner by reading the list in sort order and
   * testing each row's document (`walkPage`) than by reading every match and sorting them.
   */
  common: boolean;
  /** No row holds every word: the list is empty, and no query needs to say so. */
  none: boolean;
}

/**
 * Looks the words up once, reading no more than `fewMatches` + 1 matches, and remembers what it found
 * until the next write. A word held by fewer rows leaves their ids, which the page and the count then
 * read by primary key; a common word leaves the lookup to each query.
 */
export async function findText(
  db: Kysely<any>,
  table: TextSearchTable,
  words: string[],
): Promise<TextMatches> {
  const few = textSearchLimits.fewMatches;
  if (!words.length) return { where: () => sql<SqlBool>`1 = 1`, common: false, none: false };
  const ids = await rememberedMatches(db, `${table} ${few}`, words, async () => {
    // One row holding the ids: thousands of rows would cost more to hand over than to find.
    const first = sql`select m.id from (${textSearchIds(db, table, words)}) m limit ${few + 1}`;
    const found = isPg(db)
      ? sql<{ ids: number[] }>`select coalesce(array_agg(f.id), '{}') as ids from (${first}) f`
      : sql<{ ids: string }>`select json_group_array(f.id) as ids from (${first}) f`;
    const { ids: list } = (await found.execute(db)).rows[0]!;
    return typeof list === 'string' ? (JSON.parse(list) as number[]) : list;
  });
  if (ids.length > few)
    return { where: (idColumn) => matchesText(db, table, idColumn, words), common: true, none: false };
  return { where: (idColumn) => amongIds(db, idColumn, ids), common: false, none: !ids.length };
}

/**
 * `idColumn` is one of `ids`. PostgreSQL is handed the ids as the result of a subquery, whose size it
 * cannot estimate: knowing there are a few thousand, it walks a sort's index hoping to meet them early,
 * and reads most of the table when they sit late in that order (a name searched in a list by name).
 */
function amongIds(db: Kysely<any>, idColumn: string, ids: number[]): RawBuilder<SqlBool> {
  if (!isPg(db) || !ids.length) return inIds(db, idColumn, ids);
  return sql<SqlBool>`${sql.ref(idColumn)} = any(array(select unnest(${ids}::integer[])))`;
}

/**
 * One page of a common word's matches: the list's first rows in sort order (`inOrder` selects `id`
 * and the sort key `k`, ordered by `k` then `id` and limited to `walkRows`, in an order an index
 * gives), each tested on its document. Null when those rows hold no full page: the matches sit later
 * in the order (a name searched in a list sorted by name), and the page must be read from the matches.
 */
export async function walkPage(
  db: Kysely<any>,
  table: TextSearchTable,
  words: string[],
  inOrder: Expression<unknown>,
  order: { descending: boolean; idDescending: boolean },
  page: { skip: number; take: number },
): Promise<number[] | null> {
  const dir = order.descending ? sql`desc` : sql`asc`;
  const idDir = order.idDescending ? sql`desc` : sql`asc`;
  const docs = documents(table);
  // A scalar subquery is tested row by row as the rows come; PostgreSQL would turn an EXISTS into a
  // join that reads every match first.
  const { rows } = await sql<{ id: number }>`select w.id from ${inOrder} w
    where (select ${holdsAll(table, words)} from ${docs} where ${docs}.id = w.id)
    order by w.k ${dir}, w.id ${idDir} limit ${page.take} offset ${page.skip}`.execute(db);
  return rows.length === page.take ? rows.map((r) => Number(r.id)) : null;
}
