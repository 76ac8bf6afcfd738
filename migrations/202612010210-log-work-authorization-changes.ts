import { sql, type Kysely } from 'kysely';
import { isPostgres } from './lib/portable';

// Work authorizations become records a device holds (issue 20, part 6), under their proposal's
// location, so their writes go to the change log like the others (202611210600): by row triggers in
// the writing transaction, under the log's lock on PostgreSQL so seq stays commit order.
//
// What a device shows of one is its own row (status, approvals: each toggle bumps the row), its
// deposits, and the proposal's lines and their prices: an edit of the proposal changes the terms a
// signature is bound to, so it logs every authorization of that proposal.

type Event = 'INSERT' | 'UPDATE' | 'DELETE';

interface Source {
  table: string;
  event: Event;
  /** SELECTs of (entity, record_id, work_order_id, location_id, branch_id, deleted) over `r` (NEW/OLD). */
  selects(r: string): string[];
}

const COLUMNS = 'entity, record_id, work_order_id, location_id, branch_id, deleted';
const EVENTS: Event[] = ['INSERT', 'UPDATE', 'DELETE'];

/** Every authorization of the proposal `proposalId` (an expression), at the proposal's location. */
const ofProposal = (proposalId: string) =>
  `SELECT 'workAuthorization', w.id, NULL, p.account_location_id, p.branch_id, 0
   FROM work_authorizations w JOIN proposals p ON p.id = w.proposal_id
   WHERE w.proposal_id = ${proposalId}`;

const SOURCES: Source[] = [
  ...EVENTS.map((event): Source => ({
    table: 'work_authorizations',
    event,
    // A proposal removed takes its authorizations along: the tombstone keeps no location then.
    selects: (r) => [
      `SELECT 'workAuthorization', ${r}.id, NULL, p.account_location_id, p.branch_id, ${event === 'DELETE' ? 1 : 0}
       FROM (SELECT 1 AS one) AS one_row LEFT JOIN proposals p ON p.id = ${r}.proposal_id`,
    ],
  })),
  ...(['INSERT', 'DELETE'] as const).map((event): Source => ({
    table: 'customer_payments',
    event,
    selects: (r) => [
      `SELECT 'workAuthorization', w.id, NULL, p.account_location_id, p.branch_id, 0
       FROM work_authorizations w JOIN proposals p ON p.id = w.proposal_id
       WHERE w.id = ${r}.work_authorization_id`,
    ],
  })),
  ...['proposal_item_services', 'proposal_item_materials', 'proposal_groups'].flatMap((table) =>
    EVENTS.map((event): Source => ({ table, event, selects: (r) => [ofProposal(`${r}.proposal_id`)] })),
  ),
  ...EVENTS.map((event): Source => ({
    table: 'proposal_item_service_visits',
    event,
    selects: (r) => [
      ofProposal(
        `(SELECT s.proposal_id FROM proposal_item_services s WHERE s.id = ${r}.proposal_item_service_id)`,
      ),
    ],
  })),
  {
    // The proposal's number, location or account shown on the authorization; a move is logged at both
    // locations, so a device holding the old one lets it go.
    table: 'proposals',
    event: 'UPDATE',
    selects: (r) => [
      ofProposal(`${r}.id`),
      `SELECT 'workAuthorization', w.id, NULL, OLD.account_location_id, OLD.branch_id, 0
       FROM work_authorizations w WHERE w.proposal_id = OLD.id
       AND OLD.account_location_id <> NEW.account_location_id`,
    ],
  },
];

const rowRef = (s: Source) => (s.event === 'DELETE' ? 'OLD' : 'NEW');
const inserts = (s: Source) =>
  s
    .selects(rowRef(s))
    .map((select) => `INSERT INTO sync_changes (${COLUMNS}) ${select};`)
    .join('\n');
const triggerName = (s: Source) => `sync_wa_${s.table}_${s.event.toLowerCase()}`;

export async function up(db: Kysely<any>): Promise<void> {
  // What exists already, so a device's next pull (its cursor lacks the entity) finds it.
  await sql`insert into sync_changes (${sql.raw(COLUMNS)})
    select 'workAuthorization', w.id, null, p.account_location_id, p.branch_id, 0
    from work_authorizations w join proposals p on p.id = w.proposal_id order by w.id`.execute(db);

  if (!isPostgres(db)) {
    for (const s of SOURCES)
      await sql
        .raw(
          `CREATE TRIGGER ${triggerName(s)} AFTER ${s.event} ON ${s.table} FOR EACH ROW BEGIN ${inserts(s)} END`,
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
      .raw(`CREATE TRIGGER ${name} AFTER ${s.event} ON ${s.table} FOR EACH ROW EXECUTE FUNCTION ${name}()`)
      .execute(db);
  }
}
