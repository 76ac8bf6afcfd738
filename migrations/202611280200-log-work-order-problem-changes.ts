import { sql, type Kysely } from 'kysely';
import { isPostgres } from './lib/portable';

// Materials, damages (with their damage services) and equipment problems become records a crew
// device holds, so their writes go to the change log like the others (202611210600): by triggers in
// the writing transaction, under the log's lock on PostgreSQL so seq stays commit order. Each is
// logged under its work order (a damage service under its damage's), the root a device follows.

type Event = 'INSERT' | 'UPDATE' | 'DELETE';

interface Source {
  name: string;
  table: string;
  event: Event;
  /** SELECTs of (entity, record_id, work_order_id, location_id, branch_id, deleted) over `r`. */
  selects(r: string, from: string): string[];
  when?: string;
}

const COLUMNS = 'entity, record_id, work_order_id, location_id, branch_id, deleted';
const ALL: Event[] = ['INSERT', 'UPDATE', 'DELETE'];
const changed = (cols: string[]) => cols.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
const del = (e: Event) => (e === 'DELETE' ? 1 : 0);

/** A record with its own work_order_id column (`r` a row reference over `from`). */
const onWorkOrder = (entity: string, r: string, from: string, deleted: number) =>
  `SELECT DISTINCT '${entity}', ${r}.id, ${r}.work_order_id, w.account_location_id, w.branch_id, ${deleted}
   FROM ${from} LEFT JOIN work_orders w ON w.id = ${r}.work_order_id`;

/** A damage service, under its damage's work order. */
const damageService = (r: string, from: string, deleted: number) =>
  `SELECT DISTINCT 'workOrderDamageService', ${r}.id, d.work_order_id, w.account_location_id, w.branch_id, ${deleted}
   FROM ${from} JOIN work_order_damages d ON d.id = ${r}.damage_id
   LEFT JOIN work_orders w ON w.id = d.work_order_id`;

const each = (table: string, select: (r: string, from: string, deleted: number) => string): Source[] =>
  ALL.map((event) => ({
    name: `${table}_${event.toLowerCase()}`,
    table,
    event,
    selects: (r, from) => [select(r, from, del(event))],
  }));

const entity = (name: string) => (r: string, from: string, deleted: number) =>
  onWorkOrder(name, r, from, deleted);

const SOURCES: Source[] = [
  ...each('work_order_materials', entity('workOrderMaterial')),
  ...each('work_order_damages', entity('workOrderDamage')),
  ...each('work_order_damage_services', damageService),
  ...each('equipment_problems', entity('equipmentProblem')),
  {
    // A damage service shows its damage's description.
    name: 'damage_services_of_damage_update',
    table: 'work_order_damages',
    event: 'UPDATE',
    when: changed(['description']),
    selects: (r, from) => [
      `SELECT DISTINCT 'workOrderDamageService', ds.id, ${r}.work_order_id, w.account_location_id, w.branch_id, 0
       FROM ${from} JOIN work_order_damage_services ds ON ds.damage_id = ${r}.id
       LEFT JOIN work_orders w ON w.id = ${r}.work_order_id`,
    ],
  },
  {
    // ... and its repair order's status and description.
    name: 'damage_services_of_repair_update',
    table: 'work_orders',
    event: 'UPDATE',
    when: changed(['status_id', 'description']),
    selects: (r, from) => [
      `SELECT DISTINCT 'workOrderDamageService', ds.id, d.work_order_id, w.account_location_id, w.branch_id, 0
       FROM ${from} JOIN work_order_damage_services ds ON ds.damage_work_order_id = ${r}.id
       JOIN work_order_damages d ON d.id = ds.damage_id
       LEFT JOIN work_orders w ON w.id = d.work_order_id`,
    ],
  },
];

const ONE_ROW = '(SELECT 1 AS one) AS one_row';
const rowRef = (s: Source) => (s.event === 'DELETE' ? 'OLD' : 'NEW');
const inserts = (selects: string[]) =>
  selects.map((select) => `INSERT INTO sync_changes (${COLUMNS}) ${select};`).join('\n');
const triggerName = (s: Source) => `sync_wop_${s.name}`;

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  for (const s of SOURCES)
    await sql
      .raw(
        `CREATE TRIGGER ${triggerName(s)} AFTER ${s.event} ON ${s.table}
         FOR EACH ROW${s.when ? ` WHEN ${s.when}` : ''}
         BEGIN ${inserts(s.selects(rowRef(s), ONE_ROW))} END`,
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
    const name = triggerName(s);
    const perStatement = s.event !== 'UPDATE';
    const body = perStatement
      ? `IF EXISTS (SELECT 1 FROM sync_rows) THEN ${lock} ${inserts(s.selects('changed', 'sync_rows AS changed'))} END IF;
         RETURN NULL;`
      : `${lock} ${inserts(s.selects(rowRef(s), ONE_ROW))} RETURN NULL;`;
    await sql
      .raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN ${body} END $fn$`)
      .execute(db);
    await sql
      .raw(
        perStatement
          ? `CREATE TRIGGER ${name} AFTER ${s.event} ON ${s.table}
             REFERENCING ${s.event === 'INSERT' ? 'NEW' : 'OLD'} TABLE AS sync_rows
             FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`
          : `CREATE TRIGGER ${name} AFTER ${s.event} ON ${s.table}
             FOR EACH ROW${s.when ? ` WHEN (${s.when})` : ''} EXECUTE FUNCTION ${name}()`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  // What exists already, so a device's next pull (its cursor lacks these entities) finds it.
  const backfill = [
    sql`select 'workOrderMaterial', m.id, m.work_order_id, w.account_location_id, w.branch_id, 0
        from work_order_materials m join work_orders w on w.id = m.work_order_id order by m.id`,
    sql`select 'workOrderDamage', d.id, d.work_order_id, w.account_location_id, w.branch_id, 0
        from work_order_damages d join work_orders w on w.id = d.work_order_id order by d.id`,
    sql`select 'workOrderDamageService', ds.id, d.work_order_id, w.account_location_id, w.branch_id, 0
        from work_order_damage_services ds join work_order_damages d on d.id = ds.damage_id
        join work_orders w on w.id = d.work_order_id order by ds.id`,
    sql`select 'equipmentProblem', p.id, p.work_order_id, w.account_location_id, w.branch_id, 0
        from equipment_problems p join work_orders w on w.id = p.work_order_id order by p.id`,
  ];
  for (const select of backfill)
    await sql`insert into sync_changes (${sql.raw(COLUMNS)}) ${select}`.execute(db);
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}
