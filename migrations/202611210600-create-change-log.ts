import { sql, type Kysely } from 'kysely';
import { instant, isPostgres } from './lib/portable';

// The change log the crew app pulls (issue 8). The database writes it, by triggers, in the same
// transaction as every write of a record a device holds, so no code path can forget it and a rolled
// back write leaves no entry. A row names the record and the roots a device reaches it by: its work
// order, or (customer inventory) its location and that location's branch.
//
// On PostgreSQL a trigger takes one transaction-scoped advisory lock before it logs, held to commit:
// a writer draws its seq only after the previous writer committed, so seq order is commit order and
// a reader that sees seq N+1 also sees N. SQLite has a single writer already.

type Event = 'INSERT' | 'UPDATE' | 'DELETE';

/**
 * The rows a trigger logs: one row (`NEW`/`OLD` of a row trigger) or every row of a statement (a
 * transition table, PostgreSQL). `ref` names a row; `from` is the FROM item that yields them.
 */
interface Rows {
  ref: string;
  from: string;
}
const oneRow = (ref: 'NEW' | 'OLD'): Rows => ({ ref, from: '(SELECT 1 AS one) AS one_row' });

interface Source {
  table: string;
  events: Event[];
  /**
   * SELECTs of (entity, record_id, work_order_id, location_id, branch_id, deleted) over `rows`. An
   * UPDATE is always logged row by row, and may compare OLD with NEW.
   */
  rows(event: Event, rows: Rows): string[];
  /** Fire only when this holds (an UPDATE that touches none of what a device shows). */
  when?: string;
  /** Fire before the row goes: what the log needs is gone by the time a cascade has run. */
  before?: boolean;
}

const changed = (cols: string[]) => cols.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
const movedOff = (col: string) => `OLD.${col} IS DISTINCT FROM NEW.${col}`;
const delFlag = (e: Event) => (e === 'DELETE' ? 1 : 0);

/** A record of a work order, looked up by its work order id (kept even when the order is gone). */
const ofWorkOrder = (entity: string, r: Rows, id: string, woCol: string, deleted: number, where = '') =>
  `SELECT DISTINCT '${entity}', ${r.ref}.${id}, ${r.ref}.${woCol}, w.account_location_id, w.branch_id, ${deleted}
   FROM ${r.from} LEFT JOIN work_orders w ON w.id = ${r.ref}.${woCol}
   WHERE ${r.ref}.${woCol} IS NOT NULL${where ? ` AND ${where}` : ''}`;

/** A record that lives on a work order through a column of its own, moved when that column changes. */
function onWorkOrder(entity: string, woCol: string): Source['rows'] {
  return (e, r) => [
    ofWorkOrder(entity, r, 'id', woCol, delFlag(e)),
    ...(e === 'UPDATE' ? [ofWorkOrder(entity, oneRow('OLD'), 'id', woCol, 0, movedOff(woCol))] : []),
  ];
}

/** Changes to a work order's parts change the work order (the record), never delete it. */
function partOfWorkOrder(woCol: string): Source['rows'] {
  return (e, r) => [
    ofWorkOrder('workOrder', r, woCol, woCol, 0),
    ...(e === 'UPDATE' ? [ofWorkOrder('workOrder', oneRow('OLD'), woCol, woCol, 0, movedOff(woCol))] : []),
  ];
}

/** The work orders reached from the rows through `joins` (ending at `swo`, a schedule link, or `w`). */
const workOrdersVia = (r: Rows, joins: string) =>
  `SELECT DISTINCT 'workOrder', w.id, w.id, w.account_location_id, w.branch_id, 0
   FROM ${r.from} ${joins}`;

const scoutingChild: Source['rows'] = (_e, r) => [
  `SELECT DISTINCT 'scoutingReport', sr.id, sr.work_order_id, w.account_location_id, w.branch_id, 0
   FROM ${r.from}
   JOIN scouting_reports sr ON sr.id = ${r.ref}.scouting_report_id
   JOIN work_orders w ON w.id = sr.work_order_id`,
];

const serviceItem = (r: Rows, deleted: number, where = '') =>
  `SELECT 'serviceItem', ${r.ref}.id, NULL, ${r.ref}.account_location_id, l.branch_id, ${deleted}
   FROM ${r.from} LEFT JOIN account_locations l ON l.id = ${r.ref}.account_location_id${where ? ` WHERE ${where}` : ''}`;

const ALL: Event[] = ['INSERT', 'UPDATE', 'DELETE'];
const LOCATION_ADDRESS = ['address', 'city', 'state', 'zip', 'latitude', 'longitude'];

const SOURCES: Source[] = [
  {
    table: 'work_orders',
    events: ALL,
    rows: (e, r) => [
      `SELECT 'workOrder', ${r.ref}.id, ${r.ref}.id, ${r.ref}.account_location_id, ${r.ref}.branch_id, ${delFlag(e)}
       FROM ${r.from}`,
    ],
  },
  { table: 'work_order_services', events: ALL, rows: partOfWorkOrder('work_order_id') },
  {
    table: 'work_order_service_items',
    events: ALL,
    rows: (_e, r) => [
      workOrdersVia(
        r,
        `JOIN work_order_services s ON s.id = ${r.ref}.work_order_service_id
         JOIN work_orders w ON w.id = s.work_order_id`,
      ),
    ],
  },
  {
    // A new schedule has no work orders yet; its links log themselves.
    table: 'schedules',
    events: ['UPDATE', 'DELETE'],
    rows: (_e, r) => [
      workOrdersVia(
        r,
        `JOIN schedule_work_orders swo ON swo.schedule_id = ${r.ref}.id
         JOIN work_orders w ON w.id = swo.work_order_id`,
      ),
    ],
  },
  {
    table: 'schedule_dates',
    events: ALL,
    rows: (_e, r) => [
      workOrdersVia(
        r,
        `JOIN schedule_work_orders swo ON swo.schedule_id = ${r.ref}.schedule_id
         JOIN work_orders w ON w.id = swo.work_order_id`,
      ),
    ],
  },
  {
    table: 'schedule_crews',
    events: ALL,
    rows: (_e, r) => [
      workOrdersVia(
        r,
        `JOIN schedule_dates sd ON sd.id = ${r.ref}.schedule_date_id
         JOIN schedule_work_orders swo ON swo.schedule_id = sd.schedule_id
         JOIN work_orders w ON w.id = swo.work_order_id`,
      ),
    ],
  },
  { table: 'schedule_work_orders', events: ALL, rows: partOfWorkOrder('work_order_id') },
  { table: 'daily_logs', events: ALL, rows: onWorkOrder('dailyLog', 'work_order_id') },
  {
    // A log shows its prevailing wage hours.
    table: 'prevailing_wage_hours',
    events: ALL,
    rows: (_e, r) => [
      `SELECT DISTINCT 'dailyLog', dl.id, dl.work_order_id, w.account_location_id, w.branch_id, 0
       FROM ${r.from}
       JOIN daily_logs dl ON dl.id = ${r.ref}.daily_log_id
       JOIN work_orders w ON w.id = dl.work_order_id`,
    ],
  },
  { table: 'work_order_images', events: ALL, rows: onWorkOrder('workOrderImage', 'work_order_id') },
  { table: 'scouting_reports', events: ALL, rows: onWorkOrder('scoutingReport', 'work_order_id') },
  { table: 'scouting_report_meta_items', events: ALL, rows: scoutingChild },
  { table: 'scouting_report_other_items', events: ALL, rows: scoutingChild },
  {
    table: 'service_items',
    events: ALL,
    rows: (e, r) => [
      serviceItem(r, delFlag(e)),
      ...(e === 'UPDATE'
        ? [
            // Moved to another location: holders of the old one hear of it too.
            serviceItem(oneRow('OLD'), 0, movedOff('account_location_id')),
            // A scouting entry shows the item's name, size and place.
            `SELECT 'scoutingReport', sr.id, sr.work_order_id, w.account_location_id, w.branch_id, 0
             FROM scouting_reports sr JOIN work_orders w ON w.id = sr.work_order_id
             WHERE sr.service_item_id = NEW.id`,
          ]
        : []),
    ],
  },
  {
    // A location moved to another branch takes its inventory from one branch's scope to another's:
    // both hear of it. A work order shows its location's address.
    table: 'account_locations',
    events: ['UPDATE'],
    when: changed(['branch_id', ...LOCATION_ADDRESS]),
    rows: () => [
      ...(['OLD', 'NEW'] as const).map(
        (r) =>
          `SELECT 'serviceItem', i.id, NULL, NEW.id, ${r}.branch_id, 0
           FROM service_items i
           WHERE i.account_location_id = NEW.id AND ${movedOff('branch_id')}`,
      ),
      `SELECT 'workOrder', w.id, w.id, w.account_location_id, w.branch_id, 0
       FROM work_orders w
       WHERE w.account_location_id = NEW.id AND (${changed(LOCATION_ADDRESS)})`,
    ],
  },
  {
    // The items of a removed location go with it by cascade, after the location row is gone and
    // with it their branch; the branch's holders hear of it here.
    table: 'account_locations',
    events: ['DELETE'],
    before: true,
    rows: () => [
      `SELECT 'serviceItem', i.id, NULL, OLD.id, OLD.branch_id, 1
       FROM service_items i WHERE i.account_location_id = OLD.id`,
    ],
  },
];

const COLUMNS = 'entity, record_id, work_order_id, location_id, branch_id, deleted';

const inserts = (s: Source, e: Event, rows: Rows) =>
  s.rows(e, rows).map((select) => `INSERT INTO sync_changes (${COLUMNS}) ${select};`);

const triggerName = (s: Source, e: Event) => `sync_${s.table}_${e.toLowerCase()}`;

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  for (const s of SOURCES)
    for (const e of s.events) {
      const body = inserts(s, e, oneRow(e === 'DELETE' ? 'OLD' : 'NEW')).join('\n');
      await sql
        .raw(
          `CREATE TRIGGER ${triggerName(s, e)} ${s.before ? 'BEFORE' : 'AFTER'} ${e} ON ${s.table}
           FOR EACH ROW${s.when ? ` WHEN ${s.when}` : ''}
           BEGIN
           ${body}
           END`,
        )
        .execute(db);
    }
}

/**
 * Inserts and deletes are logged once per statement from its transition table (a seed's or a
 * cascade's thousand rows cost one insert into the log, and a work order touched by many of them
 * is logged once); updates row by row, where OLD and NEW are compared.
 */
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  // One lock per schema's log (its table's oid), so databases sharing a server do not queue together.
  const { rows } = await sql<{ oid: number }>`select 'sync_changes'::regclass::oid::bigint as oid`.execute(
    db,
  );
  const lock = `PERFORM pg_advisory_xact_lock(${SYNC_LOCK_CLASS}, ${Number(rows[0]!.oid) | 0});`;
  for (const s of SOURCES)
    for (const e of s.events) {
      const name = triggerName(s, e);
      const perStatement = e !== 'UPDATE' && !s.before;
      const body = perStatement
        ? `IF EXISTS (SELECT 1 FROM sync_rows) THEN
             ${lock}
             ${inserts(s, e, { ref: 'changed', from: 'sync_rows AS changed' }).join('\n')}
           END IF;
           RETURN NULL;`
        : `${lock}
           ${inserts(s, e, oneRow(e === 'DELETE' ? 'OLD' : 'NEW')).join('\n')}
           RETURN ${s.before ? 'OLD' : 'NULL'};`;
      await sql
        .raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN ${body} END $fn$`)
        .execute(db);
      await sql
        .raw(
          perStatement
            ? `CREATE TRIGGER ${name} AFTER ${e} ON ${s.table}
               REFERENCING ${e === 'INSERT' ? 'NEW' : 'OLD'} TABLE AS sync_rows
               FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`
            : `CREATE TRIGGER ${name} ${s.before ? 'BEFORE' : 'AFTER'} ${e} ON ${s.table}
               FOR EACH ROW${s.when ? ` WHEN (${s.when})` : ''} EXECUTE FUNCTION ${name}()`,
        )
        .execute(db);
    }
}

/** First key of the advisory lock ('SYNC'); the second is the log table's oid. */
const SYNC_LOCK_CLASS = 0x53594e43;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('sync_changes')
    .addColumn('seq', pg ? 'bigint' : 'integer', (c) =>
      pg ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('entity', 'varchar(32)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('work_order_id', 'integer')
    .addColumn('location_id', 'integer')
    .addColumn('branch_id', 'integer')
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('changed_at', instant(db), (c) =>
      c.notNull().defaultTo(pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    )
    .execute();
  for (const column of ['work_order_id', 'location_id', 'branch_id']) {
    await db.schema
      .createIndex(`sync_changes_${column}_idx`)
      .on('sync_changes')
      .columns([column, 'seq'])
      .execute();
  }
  await db.schema
    .createIndex('sync_changes_record_idx')
    .on('sync_changes')
    .columns(['entity', 'record_id', 'seq'])
    .execute();

  // The client key a record was created under by a push (written by the push, read by the pull).
  await db.schema
    .createTable('sync_keys')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('entity', 'varchar(32)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sync_keys_record_idx')
    .on('sync_keys')
    .columns(['entity', 'record_id'])
    .execute();

  // Everything that exists already, so a device's first pull (from the start) finds it.
  const backfill = [
    sql`select 'workOrder', id, id, account_location_id, branch_id, 0 from work_orders order by id`,
    sql`select 'dailyLog', dl.id, dl.work_order_id, w.account_location_id, w.branch_id, 0
        from daily_logs dl join work_orders w on w.id = dl.work_order_id order by dl.id`,
    sql`select 'workOrderImage', i.id, i.work_order_id, w.account_location_id, w.branch_id, 0
        from work_order_images i join work_orders w on w.id = i.work_order_id order by i.id`,
    sql`select 'scoutingReport', r.id, r.work_order_id, w.account_location_id, w.branch_id, 0
        from scouting_reports r join work_orders w on w.id = r.work_order_id order by r.id`,
    sql`select 'serviceItem', i.id, null, i.account_location_id, l.branch_id, 0
        from service_items i join account_locations l on l.id = i.account_location_id order by i.id`,
  ];
  for (const select of backfill)
    await sql`insert into sync_changes (${sql.raw(COLUMNS)}) ${select}`.execute(db);

  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
}
