import { sql, type Kysely } from 'kysely';
import { isPg } from './index';

export type OnDelete = 'no action' | 'restrict' | 'cascade' | 'set null' | 'set default';

/** A foreign key as the migrated schema declares it: `table.column` refers to `references.id`. */
export interface ForeignKey {
  table: string;
  column: string;
  references: string;
  onDelete: OnDelete;
}

interface Row {
  table: string;
  column: string;
  references: string;
  on_delete: string;
  columns: number;
}

const PG_ACTIONS: Record<string, OnDelete> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

function readPg(db: Kysely<any>) {
  // The schema the connection works in (tests give every run its own), not every schema in the database.
  return sql<Row>`
    select t.relname as "table", a.attname as "column", r.relname as "references",
           c.confdeltype as on_delete, cardinality(c.conkey) as columns
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_class r on r.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
    order by 1, 2`.execute(db);
}

function readSqlite(db: Kysely<any>) {
  return sql<Row>`
    select m.name as "table", f."from" as "column", f."table" as "references", lower(f.on_delete) as on_delete,
           (select count(*) from pragma_foreign_key_list(m.name) g where g.id = f.id) as columns
    from sqlite_master m
    join pragma_foreign_key_list(m.name) f
    where m.type = 'table' and f.seq = 0
    order by 1, 2`.execute(db);
}

/** Reads every foreign key of the schema `db` works in, on either engine. */
export async function readForeignKeys(db: Kysely<any>): Promise<ForeignKey[]> {
  const pg = isPg(db);
  const { rows } = await (pg ? readPg(db) : readSqlite(db));
  return rows.map((r) => {
    // Every reference is one id column; a composite key would need the in-use checks to change too.
    if (Number(r.columns) !== 1) throw new Error(`Composite foreign key on ${r.table} is not supported.`);
    const onDelete = pg ? PG_ACTIONS[r.on_delete] : (r.on_delete as OnDelete);
    if (!onDelete) throw new Error(`Unknown delete action ${r.on_delete} on ${r.table}.${r.column}.`);
    return { table: r.table, column: r.column, references: r.references, onDelete };
  });
}

const cache = new Map<'postgres' | 'sqlite', Promise<ForeignKey[]>>();

/**
 * The schema's foreign keys, read once per engine and process: every database a process opens is
 * migrated to the same latest schema. Reads through `db`, which may be a transaction (on SQLite a
 * second connection would wait for the one the transaction holds).
 */
export function foreignKeys(db: Kysely<any>): Promise<ForeignKey[]> {
  const engine = isPg(db) ? 'postgres' : 'sqlite';
  let keys = cache.get(engine);
  if (!keys) {
    keys = readForeignKeys(db);
    cache.set(engine, keys);
    keys.catch(() => cache.delete(engine));
  }
  return keys;
}
