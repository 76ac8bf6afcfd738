import { sql, type Kysely } from 'kysely';
import { isPostgres } from './lib/portable';

// Work locations become records a device holds (the crew app's inventory header and the location's
// own plant kinds), so their changes go to the change log like the others (see 202611210600): by
// triggers in the writing transaction, under the same lock on PostgreSQL so seq stays commit order.
// A location row is logged under its own id as both record and location root.

type Event = 'INSERT' | 'UPDATE' | 'DELETE';

interface Source {
  name: string;
  table: string;
  event: Event;
  /** A SELECT of (entity, record_id, work_order_id, location_id, branch_id, deleted) over `r`. */
  select(r: string, from: string): string;
  when?: string;
  before?: boolean;
}

const COLUMNS = 'entity, record_id, work_order_id, location_id, branch_id, deleted';
/** What a device shows of a location; an update touching none of it is not logged. */
const SHOWN = ['name', 'account_id', 'branch_id', 'address', 'city', 'state', 'zip', 'latitude', 'longitude'];
const changed = (cols: string[]) => cols.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');

const location = (deleted: number) => (r: string, from: string) =>
  `SELECT 'location', ${r}.id, CAST(NULL AS integer), ${r}.id, ${r}.branch_id, ${deleted} FROM ${from}`;
const kindsOf = (r: string, from: string) =>
  `SELECT DISTINCT 'location', l.id, CAST(NULL AS integer), l.id, l.branch_id, 0
   FROM ${from} JOIN account_locations l ON l.id = ${r}.account_location_id`;

const SOURCES: Source[] = [
  { name: 'location_insert', table: 'account_locations', event: 'INSERT', select: location(0) },
  {
    name: 'location_update',
    table: 'account_locations',
    event: 'UPDATE',
    when: changed(SHOWN),
    select: location(0),
  },
  // Before the row goes, as the inventory's delete trigger does; the location's kinds go by cascade.
  { name: 'location_delete', table: 'account_locations', event: 'DELETE', before: true, select: location(1) },
  ...(['INSERT', 'UPDATE', 'DELETE'] as const).map((event): Source => ({
    name: `location_kinds_${event.toLowerCase()}`,
    table: 'inventory_other_item_types',
    event,
    select: kindsOf,
  })),
  {
    // A location shows its account's name.
    name: 'location_account_update',
    table: 'accounts',
    event: 'UPDATE',
    when: changed(['name']),
    select: (r) =>
      `SELECT 'location', l.id, CAST(NULL AS integer), l.id, l.branch_id, 0 FROM account_locations l WHERE l.account_id = ${r}.id`,
  },
];

const ONE_ROW = '(SELECT 1 AS one) AS one_row';
const rowRef = (s: Source) => (s.event === 'DELETE' ? 'OLD' : 'NEW');
const insert = (select: string) => `INSERT INTO sync_changes (${COLUMNS}) ${select};`;

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  for (const s of SOURCES)
    await sql
      .raw(
        `CREATE TRIGGER sync_${s.name} ${s.before ? 'BEFORE' : 'AFTER'} ${s.event} ON ${s.table}
         FOR EACH ROW${s.when ? ` WHEN ${s.when}` : ''}
         BEGIN ${insert(s.select(rowRef(s), ONE_ROW))} END`,
      )
      .execute(db);
}

/** Inserts and deletes are logged once per statement (a seed's thousands of rows), updates per row. */
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ oid: number }>`select 'sync_changes'::regclass::oid::bigint as oid`.execute(
    db,
  );
  // The change log's lock (202611210600): first key 'SYNC', second the log table's oid.
  const lock = `PERFORM pg_advisory_xact_lock(${0x53594e43}, ${Number(rows[0]!.oid) | 0});`;
  for (const s of SOURCES) {
    const name = `sync_${s.name}`;
    const perStatement = s.event !== 'UPDATE' && !s.before;
    const body = perStatement
      ? `IF EXISTS (SELECT 1 FROM sync_rows) THEN ${lock} ${insert(s.select('changed', 'sync_rows AS changed'))} END IF;
         RETURN NULL;`
      : `${lock} ${insert(s.select(rowRef(s), ONE_ROW))} RETURN ${s.before ? 'OLD' : 'NULL'};`;
    await sql
      .raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN ${body} END $fn$`)
      .execute(db);
    await sql
      .raw(
        perStatement
          ? `CREATE TRIGGER ${name} AFTER ${s.event} ON ${s.table}
             REFERENCING ${s.event === 'INSERT' ? 'NEW' : 'OLD'} TABLE AS sync_rows
             FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`
          : `CREATE TRIGGER ${name} ${s.before ? 'BEFORE' : 'AFTER'} ${s.event} ON ${s.table}
             FOR EACH ROW${s.when ? ` WHEN (${s.when})` : ''} EXECUTE FUNCTION ${name}()`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  // Every location there is, so a device's next pull (its cursor lacks the entity) finds them.
  await sql`insert into sync_changes (${sql.raw(COLUMNS)})
    select 'location', id, null, id, branch_id, 0 from account_locations order by id`.execute(db);
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}
