import { sql, type Kysely } from 'kysely';
import { isPostgres } from './lib/portable';

// Chemical lines, their application records and the weather of work order services become records a
// device holds (issue 17, part 12), so their writes go to the change log like the others
// (202611210600): by triggers in the writing transaction, under the log's lock on PostgreSQL so seq
// stays commit order. Each is logged under its work order, the root a device follows.
//
// - `chemicalLine` (a work_order_service_chemicals row) shows its current application record, so a
//   new revision logs the line too.
// - `applicationRecord` is a line's record with its revisions, under the line's id: revisions are
//   only ever appended, and a device holds the chain of a line as one record.
// - `serviceWeather` is a work order service as the chemicals tab needs it offline (its name, state
//   and weather conditions), under the service's id.
//
// These tables are small next to the seed's work orders, so every trigger is a row trigger on both
// engines. Lines and services are archived, not deleted; a delete (a work order removed) is logged
// with what is still there to join, and the work order's own tombstone retracts the rest.

type Event = 'INSERT' | 'UPDATE' | 'DELETE';

interface Source {
  table: string;
  event: Event;
  /** SELECTs of (entity, record_id, work_order_id, location_id, branch_id, deleted) over `r` (NEW/OLD). */
  selects(r: string): string[];
  when?: string;
}

const COLUMNS = 'entity, record_id, work_order_id, location_id, branch_id, deleted';
const changed = (cols: string[]) => cols.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
const ONE_ROW = '(SELECT 1 AS one) AS one_row';

/** The line `lineId` (an expression), as `entity`, found through its service's work order. */
const ofLine = (entity: string, lineId: string, serviceId: string, deleted: number) =>
  `SELECT '${entity}', ${lineId}, s.work_order_id, w.account_location_id, w.branch_id, ${deleted}
   FROM ${ONE_ROW}
   JOIN work_order_services s ON s.id = ${serviceId}
   JOIN work_orders w ON w.id = s.work_order_id`;

/** The service `serviceId`'s weather record, found through its work order. */
const ofService = (serviceId: string, workOrderId: string, deleted: number) =>
  `SELECT 'serviceWeather', ${serviceId}, ${workOrderId}, w.account_location_id, w.branch_id, ${deleted}
   FROM ${ONE_ROW}
   LEFT JOIN work_orders w ON w.id = ${workOrderId}`;

const lineSource = (event: Event): Source => ({
  table: 'work_order_service_chemicals',
  event,
  selects: (r) => {
    const gone = event === 'DELETE' ? 1 : 0;
    const line = [ofLine('chemicalLine', `${r}.id`, `${r}.work_order_service_id`, gone)];
    // A removed line takes its record with it (by cascade).
    return gone ? [...line, ofLine('applicationRecord', `${r}.id`, `${r}.work_order_service_id`, 1)] : line;
  },
});

const SOURCES: Source[] = [
  lineSource('INSERT'),
  lineSource('UPDATE'),
  lineSource('DELETE'),
  {
    // Revisions are appended only; each changes the record and the line that shows it.
    table: 'chemical_application_records',
    event: 'INSERT',
    selects: (r) =>
      ['applicationRecord', 'chemicalLine'].map(
        (entity) =>
          `SELECT '${entity}', c.id, s.work_order_id, w.account_location_id, w.branch_id, 0
           FROM ${ONE_ROW}
           JOIN work_order_service_chemicals c ON c.id = ${r}.work_order_chemical_id
           JOIN work_order_services s ON s.id = c.work_order_service_id
           JOIN work_orders w ON w.id = s.work_order_id`,
      ),
  },
  {
    table: 'work_order_services',
    event: 'INSERT',
    selects: (r) => [ofService(`${r}.id`, `${r}.work_order_id`, 0)],
  },
  {
    table: 'work_order_services',
    event: 'UPDATE',
    when: changed(['work_order_id', 'service_id', 'completed', 'archived']),
    selects: (r) => [ofService(`${r}.id`, `${r}.work_order_id`, 0)],
  },
  {
    table: 'work_order_services',
    event: 'DELETE',
    selects: (r) => [ofService(`${r}.id`, `${r}.work_order_id`, 1)],
  },
  ...(['INSERT', 'DELETE'] as const).map((event): Source => ({
    table: 'work_order_service_weather_conditions',
    event,
    selects: (r) => [
      `SELECT 'serviceWeather', s.id, s.work_order_id, w.account_location_id, w.branch_id, 0
         FROM ${ONE_ROW}
         JOIN work_order_services s ON s.id = ${r}.work_order_service_id
         JOIN work_orders w ON w.id = s.work_order_id`,
    ],
  })),
];

const rowRef = (s: Source) => (s.event === 'DELETE' ? 'OLD' : 'NEW');
const inserts = (s: Source) =>
  s
    .selects(rowRef(s))
    .map((select) => `INSERT INTO sync_changes (${COLUMNS}) ${select};`)
    .join('\n');
const triggerName = (s: Source) => `sync_chem_${s.table}_${s.event.toLowerCase()}`;

export async function up(db: Kysely<any>): Promise<void> {
  // What exists already, so a device's next pull (its cursor lacks these entities) finds it.
  await sql`insert into sync_changes (${sql.raw(COLUMNS)})
    select 'serviceWeather', s.id, s.work_order_id, w.account_location_id, w.branch_id, 0
    from work_order_services s join work_orders w on w.id = s.work_order_id order by s.id`.execute(db);
  await sql`insert into sync_changes (${sql.raw(COLUMNS)})
    select 'chemicalLine', c.id, s.work_order_id, w.account_location_id, w.branch_id, 0
    from work_order_service_chemicals c
    join work_order_services s on s.id = c.work_order_service_id
    join work_orders w on w.id = s.work_order_id order by c.id`.execute(db);
  await sql`insert into sync_changes (${sql.raw(COLUMNS)})
    select 'applicationRecord', c.id, s.work_order_id, w.account_location_id, w.branch_id, 0
    from work_order_service_chemicals c
    join work_order_services s on s.id = c.work_order_service_id
    join work_orders w on w.id = s.work_order_id
    where exists (select 1 from chemical_application_records r where r.work_order_chemical_id = c.id)
    order by c.id`.execute(db);

  if (!isPostgres(db)) {
    for (const s of SOURCES)
      await sql
        .raw(
          `CREATE TRIGGER ${triggerName(s)} AFTER ${s.event} ON ${s.table}
           FOR EACH ROW${s.when ? ` WHEN ${s.when}` : ''}
           BEGIN ${inserts(s)} END`,
        )
        .execute(db);
    return;
  }
  const { rows } = await sql<{ oid: number }>`select 'sync_changes'::regclass::oid::bigint as oid`.execute(
    db,
  );
  // The change log's lock (202611210600): first key 'SYNC', second the log table's oid.
  const lock = `PERFORM pg_advisory_xact_lock(${0x53594e43}, ${Number(rows[0]!.oid) | 0});`;
  for (const s of SOURCES) {
    const name = triggerName(s);
    await sql
      .raw(
        `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
         BEGIN ${lock} ${inserts(s)} RETURN NULL; END $fn$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${name} AFTER ${s.event} ON ${s.table}
         FOR EACH ROW${s.when ? ` WHEN (${s.when})` : ''} EXECUTE FUNCTION ${name}()`,
      )
      .execute(db);
  }
}
