import { sql, type Kysely } from 'kysely';
import { isPostgres } from './lib/portable';

// A foreman's schedule day becomes a record a device holds (`scheduleDay`: the daily view of one
// schedule date), so what it shows goes to the change log like the other records (202611210600): by
// triggers in the writing transaction, under the log's lock on PostgreSQL so seq stays commit order.
// A day is logged once under each work order of its schedule: a device follows work orders, and one
// that holds any of the day's work orders (every crew member's does) hears of it; the pull's loader
// then keeps only the days its user crews on.

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
const row = (dayId: string, workOrderId: string) =>
  `SELECT DISTINCT 'scheduleDay', ${dayId}, ${workOrderId}, CAST(NULL AS integer), CAST(NULL AS integer), 0`;

/** Each day of the schedule `scheduleId` (an expression over `from`), under each of its work orders. */
const daysOfSchedule = (scheduleId: string, from: string) =>
  `${row('sd.id', 'swo.work_order_id')} FROM ${from}
   JOIN schedule_dates sd ON sd.schedule_id = ${scheduleId}
   JOIN schedule_work_orders swo ON swo.schedule_id = sd.schedule_id`;

/** The day `dayId` (an expression over `from`), under each work order of its schedule. */
const oneDay = (dayId: string, from: string) =>
  `${row('sd.id', 'swo.work_order_id')} FROM ${from}
   JOIN schedule_dates sd ON sd.id = ${dayId}
   JOIN schedule_work_orders swo ON swo.schedule_id = sd.schedule_id`;

/** The days of every schedule a work order is on, under that work order. */
const daysOfWorkOrder = (workOrderId: string, from: string) =>
  `${row('sd.id', 'swo.work_order_id')} FROM ${from}
   JOIN schedule_work_orders swo ON swo.work_order_id = ${workOrderId}
   JOIN schedule_dates sd ON sd.schedule_id = swo.schedule_id`;

const each = (table: string, events: Event[], s: Omit<Source, 'name' | 'table' | 'event'>) =>
  events.map((event): Source => ({ name: `${table}_${event.toLowerCase()}`, table, event, ...s }));

/** What the daily view shows of each table; an update touching none of it is not logged. */
const SOURCES: Source[] = [
  // From the row itself: after a delete the day is no longer there to join.
  ...each('schedule_dates', ALL, {
    selects: (r, from) => [
      `${row(`${r}.id`, 'swo.work_order_id')} FROM ${from}
       JOIN schedule_work_orders swo ON swo.schedule_id = ${r}.schedule_id`,
    ],
  }).map((s) =>
    s.event === 'UPDATE'
      ? { ...s, when: changed(['schedule_id', 'schedule_date', 'start_time', 'end_time', 'active']) }
      : s,
  ),
  // Status, branch and Version (every save of the day bumps it) show on each of the schedule's days.
  {
    name: 'schedules_update',
    table: 'schedules',
    event: 'UPDATE',
    when: changed(['status_id', 'branch_id', 'active', 'version']),
    selects: (r, from) => [daysOfSchedule(`${r}.id`, from)],
  },
  ...each('schedule_crews', ALL, { selects: (r, from) => [oneDay(`${r}.schedule_date_id`, from)] }),
  ...each('schedule_equipment', ALL, { selects: (r, from) => [oneDay(`${r}.schedule_date_id`, from)] }),
  // A work order added to or taken off a schedule changes its days for every holder, its own
  // included (once taken off, the schedule's links no longer name it).
  ...each('schedule_work_orders', ALL, {
    selects: (r, from) => [
      daysOfSchedule(`${r}.schedule_id`, from),
      `${row('sd.id', `${r}.work_order_id`)} FROM ${from} JOIN schedule_dates sd ON sd.schedule_id = ${r}.schedule_id`,
    ],
  }).map((s) =>
    s.event === 'UPDATE'
      ? {
          ...s,
          when: changed([
            'schedule_id',
            'work_order_id',
            'route_order_id',
            'estimated_hours_hundredths',
            'active',
            'clocked_out_date',
            'clocked_out_at',
          ]),
        }
      : s,
  ),
  {
    name: 'work_orders_update',
    table: 'work_orders',
    event: 'UPDATE',
    when: changed(['status_id', 'account_id', 'account_location_id']),
    selects: (r, from) => [daysOfWorkOrder(`${r}.id`, from)],
  },
  {
    // A day shows each work order's address and coordinates.
    name: 'account_locations_update',
    table: 'account_locations',
    event: 'UPDATE',
    when: changed(['address', 'city', 'state', 'zip', 'latitude', 'longitude']),
    selects: (r, from) => [
      `${row('sd.id', 'w.id')} FROM ${from}
       JOIN work_orders w ON w.account_location_id = ${r}.id
       JOIN schedule_work_orders swo ON swo.work_order_id = w.id
       JOIN schedule_dates sd ON sd.schedule_id = swo.schedule_id`,
    ],
  },
];

const ONE_ROW = '(SELECT 1 AS one) AS one_row';
const rowRef = (s: Source) => (s.event === 'DELETE' ? 'OLD' : 'NEW');
const inserts = (selects: string[]) =>
  selects.map((select) => `INSERT INTO sync_changes (${COLUMNS}) ${select};`).join('\n');
const triggerName = (s: Source) => `sync_day_${s.name}`;

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
  // Every day there is, so a device's next pull (its cursor lacks the entity) finds its own.
  await sql`insert into sync_changes (${sql.raw(COLUMNS)})
    select distinct 'scheduleDay', sd.id, swo.work_order_id, cast(null as integer), cast(null as integer), 0
    from schedule_dates sd join schedule_work_orders swo on swo.schedule_id = sd.schedule_id
    order by sd.id, swo.work_order_id`.execute(db);
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}
