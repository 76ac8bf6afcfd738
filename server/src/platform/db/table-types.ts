import { sql, type Kysely } from 'kysely';
import { isPg } from './index';

/** The TypeScript type of a column's values, as both engines hand them back. */
export type ColumnKind = 'number' | 'string' | 'Instant';

export interface ColumnShape {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
  /** The database fills it when an insert leaves it out (a default or an identity). */
  generated: boolean;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
}

const PG_KINDS: Record<string, ColumnKind> = {
  integer: 'number',
  bigint: 'number',
  smallint: 'number',
  'double precision': 'number',
  real: 'number',
  text: 'string',
  'character varying': 'string',
  'timestamp with time zone': 'Instant',
};

// SQLite keeps the declared type: instants are declared text, so SQLite alone cannot tell them from
// other text (the PostgreSQL run can; see `compatible`).
const sqliteKind = (declared: string): ColumnKind | undefined => {
  const t = declared.toLowerCase();
  if (/^(integer|bigint|smallint|double precision|real)$/.test(t)) return 'number';
  if (t === 'text' || /^varchar\(\d+\)$/.test(t)) return 'string';
  return undefined;
};

// Kysely's own bookkeeping, and the engine's.
const INTERNAL = /^(kysely_|sqlite_)/;

interface Row {
  table: string;
  column: string;
  type: string;
  nullable: number | boolean;
  has_default: number | boolean;
  identity: number | boolean;
}

async function readColumns(db: Kysely<any>): Promise<Row[]> {
  if (isPg(db)) {
    const r = await sql<Row>`
      select table_name as "table", column_name as "column", data_type as "type",
             is_nullable = 'YES' as nullable, column_default is not null as has_default,
             is_identity = 'YES' as identity
      from information_schema.columns
      where table_schema = current_schema()
      order by table_name, ordinal_position`.execute(db);
    return r.rows;
  }
  // An identity is SQLite's `integer primary key autoincrement`; a plain integer key is given by the
  // code, as on PostgreSQL. Full-text indexes (virtual tables and their shadow tables) are no tables
  // of ours.
  const r = await sql<Row>`
    select m.name as "table", c.name as "column", c.type as "type", c."notnull" = 0 and c.pk = 0 as nullable,
           c.dflt_value is not null as has_default,
           c.pk = 1 and lower(m.sql) like '%autoincrement%' as identity
    from sqlite_master m
    join pragma_table_list l on l.schema = 'main' and l.name = m.name and l.type = 'table'
    join pragma_table_info(m.name) c
    where m.type = 'table'
    order by m.name, c.cid`.execute(db);
  return r.rows;
}

/** Every table of the schema `db` works in, with its columns in the order the migrations made them. */
export async function readTableShapes(db: Kysely<any>): Promise<TableShape[]> {
  const pg = isPg(db);
  const tables = new Map<string, ColumnShape[]>();
  for (const r of await readColumns(db)) {
    if (INTERNAL.test(r.table)) continue;
    const kind = pg ? PG_KINDS[r.type] : sqliteKind(r.type);
    if (!kind) throw new Error(`No TypeScript type for ${r.table}.${r.column} (${r.type}).`);
    const columns = tables.get(r.table) ?? [];
    columns.push({
      name: r.column,
      kind,
      nullable: !!r.nullable,
      generated: !!r.has_default || !!r.identity,
    });
    tables.set(r.table, columns);
  }
  return [...tables.entries()]
    .map(([name, columns]) => ({ name, columns }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Whether shapes read from SQLite match the ones the types were made from: the same tables, columns,
 * nullability and defaults, and the same types, except that an instant reads as text there.
 */
export function compatible(sqlite: TableShape[], typed: TableShape[]): string[] {
  const key = (t: string, c: ColumnShape) =>
    `${t}.${c.name}: ${c.kind === 'Instant' ? 'string' : c.kind}${c.nullable ? ' | null' : ''}${c.generated ? ' (generated)' : ''}`;
  const lines = (shapes: TableShape[]) =>
    new Set(shapes.flatMap((t) => t.columns.map((c) => key(t.name, c))));
  const a = lines(sqlite);
  const b = lines(typed);
  return [
    ...[...a].filter((l) => !b.has(l)).map((l) => `only in the schema: ${l}`),
    ...[...b].filter((l) => !a.has(l)).map((l) => `only in the types: ${l}`),
  ];
}

/** The TypeScript source of the Database type for these tables. */
export function renderTableTypes(tables: TableShape[]): string {
  const column = (c: ColumnShape) => {
    const type = c.nullable ? `${c.kind} | null` : c.kind;
    return `    ${c.name}: ${c.generated ? `Generated<${type}>` : type};`;
  };
  return [
    '// Generated from the migrated schema by `npm run db:types -w server`; do not edit.',
    '// A server test fails when the migrations and this file disagree, on either engine.',
    "import type { Generated } from 'kysely';",
    '',
    '/** Instants are timestamptz on PostgreSQL (read as Date) and ISO text on SQLite: read them through iso(). */',
    'export type Instant = string | Date;',
    '',
    'export interface Database {',
    ...tables.flatMap((t) => [`  ${t.name}: {`, ...t.columns.map(column), '  };']),
    '}',
    '',
  ].join('\n');
}

/** Reads back the tables of a file `renderTableTypes` wrote. */
export function parseTableTypes(source: string): TableShape[] {
  const tables: TableShape[] = [];
  for (const line of source.split('\n')) {
    const table = /^ {2}(\w+): \{$/.exec(line);
    if (table) tables.push({ name: table[1]!, columns: [] });
    const col = /^ {4}(\w+): (Generated<)?(number|string|Instant)( \| null)?>?;$/.exec(line);
    if (col)
      tables.at(-1)!.columns.push({
        name: col[1]!,
        kind: col[3] as ColumnKind,
        nullable: !!col[4],
        generated: !!col[2],
      });
  }
  return tables;
}
