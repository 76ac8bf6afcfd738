import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable';

/**
 * A list's text search: every row of `table` has one lower-cased document in `text_search_<table>`
 * (id, document) holding the fields the list's words are looked for in, one field per line. Words
 * never hold whitespace, so a word found in the document is found inside one field, as a per-field
 * "contains" would find it. Triggers keep the document current in the writing transaction; SQLite
 * indexes it with an FTS5 trigram index, PostgreSQL with a pg_trgm GIN index.
 */
export interface TextSearchList {
  table: string;
  /** Columns of the row whose change changes its document. */
  columns: string[];
  /**
   * The document's fields, SQL over the row as `t` (joined values as subqueries); `many(exprs, from)`
   * gathers the values of several rows, one per line.
   */
  fields: (many: (exprs: string[], from: string) => string) => string[];
  /** Other tables whose values are in the document: `rows` picks the rows of `t` that show row `r`. */
  sources: { table: string; columns: string[]; rows: string }[];
}

export const textSearchTable = (table: string) => `text_search_${table}`;

function documentOf(list: TextSearchList, pg: boolean): string {
  const lines = (exprs: string[]) =>
    exprs.map((e) => `coalesce(${e}, '')`).join(pg ? ' || chr(10) || ' : ' || char(10) || ');
  const many = (exprs: string[], from: string) =>
    pg
      ? `(select string_agg(${lines(exprs)}, chr(10)) from ${from})`
      : `(select group_concat(${lines(exprs)}, char(10)) from ${from})`;
  return `lower(${lines(list.fields(many))})`;
}

/** `rows` of a source about its row as it was (`old`) or is (`new`). */
const about = (rows: string, row: 'old' | 'new') => rows.replace(/\br\./g, `${row}.`);

/** Recomputes the documents of the rows of `list.table` that `where` (SQL over `t`) picks. */
function refresh(list: TextSearchList, where: string, pg: boolean): string {
  const docs = textSearchTable(list.table);
  return `insert into ${docs} (id, document)
    select t.id, ${documentOf(list, pg)} from ${list.table} t where ${where}
    on conflict (id) do update set document = excluded.document
    where ${docs}.document <> excluded.document;`;
}

/** Creates, fills and indexes the document table of `list`, and the triggers that keep it current. */
export async function createTextSearch(db: Kysely<any>, list: TextSearchList): Promise<void> {
  const pg = isPostgres(db);
  const docs = textSearchTable(list.table);
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`create table ${docs} (id integer primary key, document text not null)`);
  await run(refresh(list, '1 = 1', pg));
  if (pg) {
    const ops = await trigramOperators(db);
    await run(`create index ${docs}_trgm_idx on ${docs} using gin (document ${ops})`);
  } else {
    await createSqliteIndex(db, docs);
  }
  const own = `${docs}_own`;
  const sources = list.sources.map((s, i) => ({ ...s, name: `${docs}_from_${s.table}_${i}` }));
  if (pg) {
    await run(`create function ${own}() returns trigger language plpgsql as $$ begin
      if tg_op = 'DELETE' then delete from ${docs} where id = old.id; return null; end if;
      ${refresh(list, 't.id = new.id', pg)}
      return null; end $$`);
    await run(`create trigger ${own}_write after insert or delete or update of ${list.columns.join(', ')}
      on ${list.table} for each row execute function ${own}()`);
    for (const s of sources) {
      await run(`create function ${s.name}() returns trigger language plpgsql as $$ begin
        if tg_op <> 'INSERT' then ${refresh(list, about(s.rows, 'old'), pg)} end if;
        if tg_op <> 'DELETE' then ${refresh(list, about(s.rows, 'new'), pg)} end if;
        return null; end $$`);
      await run(`create trigger ${s.name}_write after insert or delete or update of ${s.columns.join(', ')}
        on ${s.table} for each row execute function ${s.name}()`);
    }
    return;
  }
  await run(`create trigger ${own}_insert after insert on ${list.table} begin
    ${refresh(list, 't.id = new.id', pg)} end`);
  await run(`create trigger ${own}_update after update of ${list.columns.join(', ')} on ${list.table} begin
    ${refresh(list, 't.id = new.id', pg)} end`);
  await run(`create trigger ${own}_delete after delete on ${list.table} begin
    delete from ${docs} where id = old.id; end`);
  for (const s of sources) {
    const [was, is] = [about(s.rows, 'old'), about(s.rows, 'new')];
    await run(
      `create trigger ${s.name}_insert after insert on ${s.table} begin ${refresh(list, is, pg)} end`,
    );
    await run(`create trigger ${s.name}_update after update of ${s.columns.join(', ')} on ${s.table} begin
      ${refresh(list, was, pg)} ${refresh(list, is, pg)} end`);
    await run(
      `create trigger ${s.name}_delete after delete on ${s.table} begin ${refresh(list, was, pg)} end`,
    );
  }
}

/**
 * The trigram index of a document table on SQLite: an FTS5 index over the table's own rows (external
 * content), filled now and kept in step by triggers on the document table. It keeps case: documents
 * and words are lower-cased already, and SQLite's LIKE folds ASCII letters only, so a word found by
 * the index is exactly a word LIKE finds, where a folding index would also find É for é.
 */
async function createSqliteIndex(db: Kysely<any>, docs: string): Promise<void> {
  const fts = `${docs}_fts`;
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`create virtual table ${fts} using fts5(document, content='${docs}', content_rowid='id',
    tokenize='trigram case_sensitive 1')`);
  await run(`insert into ${fts}(${fts}) values ('rebuild')`);
  await run(`create trigger ${docs}_insert after insert on ${docs} begin
    insert into ${fts}(rowid, document) values (new.id, new.document); end`);
  await run(`create trigger ${docs}_delete after delete on ${docs} begin
    insert into ${fts}(${fts}, rowid, document) values ('delete', old.id, old.document); end`);
  await run(`create trigger ${docs}_update after update on ${docs} begin
    insert into ${fts}(${fts}, rowid, document) values ('delete', old.id, old.document);
    insert into ${fts}(rowid, document) values (new.id, new.document); end`);
}

/**
 * pg_trgm's GIN operator class, schema-qualified. The extension is installed once per database, in a
 * schema of its own so that every schema working in the database (one per test file, say) finds it;
 * where it was installed before, that schema is used. Migrations of several schemas may run at once,
 * so the installation waits on a lock rather than racing to a duplicate-name error.
 */
async function trigramOperators(db: Kysely<any>): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext('canopy: install pg_trgm'))`.execute(db);
  const where = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  if (!(await where())) {
    await sql`create schema if not exists extensions`.execute(db);
    await sql`create extension if not exists pg_trgm with schema extensions`.execute(db);
  }
  return `"${String(await where()).replace(/"/g, '""')}".gin_trgm_ops`;
}
