import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SyncEntity } from '@canopy/sync/protocol';
import { inIds, isPg, type Db } from './index';

// The change log (migration 0600): one row per write of a record a device holds, appended by
// triggers in the writing transaction. On PostgreSQL seq order is commit order (see the migration),
// so "everything after seq N" read in one snapshot never misses a change committed later.

/** What a device follows: work orders (their records), and locations and branches (their inventory). */
export interface Roots {
  workOrderIds: number[];
  locationIds: number[];
  branchIds: number[];
}

/** Log rows of these entities that belong to these roots. */
export interface LogFilter {
  roots: Roots;
  entities: readonly SyncEntity[];
}

export interface LogRow {
  seq: number;
  entity: SyncEntity;
  record_id: number;
}

/**
 * Records a device holds by their location (customer inventory, the location itself, the work
 * authorizations of proposals there), not by work order.
 */
const BY_LOCATION: readonly SyncEntity[] = ['serviceItem', 'location', 'workAuthorization'];

/**
 * The rows a filter selects (columns of `table`): work order records by work order, inventory and
 * locations by location or branch. `bySeq` keeps SQLite from reading the rows through those columns' indexes
 * (all of a big scope's rows, then sorted): a page walks the log in seq order and stops at its limit.
 */
function matching(db: Db, f: LogFilter, table = 'sync_changes', bySeq = false): RawBuilder<SqlBool> {
  const col = (name: string) =>
    bySeq && !isPg(db) ? sql`+${sql.ref(`${table}.${name}`)}` : sql.ref(`${table}.${name}`);
  const parts: RawBuilder<SqlBool>[] = [];
  const onWorkOrders = f.entities.filter((e) => !BY_LOCATION.includes(e));
  if (onWorkOrders.length && f.roots.workOrderIds.length)
    parts.push(
      sql<SqlBool>`(${col('entity')} in (${sql.join(onWorkOrders)}) and ${inIds(db, col('work_order_id'), f.roots.workOrderIds)})`,
    );
  const byLocation = f.entities.filter((e) => BY_LOCATION.includes(e));
  if (byLocation.length) {
    if (f.roots.locationIds.length)
      parts.push(
        sql<SqlBool>`(${col('entity')} in (${sql.join(byLocation)}) and ${inIds(db, col('location_id'), f.roots.locationIds)})`,
      );
    if (f.roots.branchIds.length)
      parts.push(
        sql<SqlBool>`(${col('entity')} in (${sql.join(byLocation)}) and ${inIds(db, col('branch_id'), f.roots.branchIds)})`,
      );
  }
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : sql<SqlBool>`1 = 0`;
}

const anyOf = (db: Db, filters: LogFilter[]) => {
  const parts = filters.map((f) => matching(db, f));
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
};

export const isEmptyFilter = (f: LogFilter) =>
  !f.entities.length ||
  (!f.roots.workOrderIds.length && !f.roots.locationIds.length && !f.roots.branchIds.length);

/** The last seq written (0 for an empty log), as this transaction sees it. */
export async function logHead(db: Db): Promise<number> {
  const r = await db
    .selectFrom('sync_changes')
    .select((eb) => eb.fn.max('seq').as('head'))
    .executeTakeFirst();
  return Number(r?.head ?? 0);
}

/**
 * Up to `limit` records with a row after `afterSeq` that the filter selects, each at its last such row
 * (as this transaction sees the log), in seq order. A record changed several times comes once, at its
 * last change, so pages never repeat an unchanged record; the rows it skips belong to records that
 * come later, at that last row. `bySeq` false reads the scope's rows through their indexes instead of
 * walking the log: the better plan when the log after `afterSeq` is far longer than the scope.
 */
export async function logAfter(
  db: Db,
  f: LogFilter,
  afterSeq: number,
  limit: number,
  bySeq = true,
): Promise<LogRow[]> {
  if (isEmptyFilter(f)) return [];
  const rows = await db
    .selectFrom('sync_changes')
    .select(['sync_changes.seq', 'sync_changes.entity', 'sync_changes.record_id'])
    .where('sync_changes.seq', '>', afterSeq)
    .where(matching(db, f, 'sync_changes', bySeq))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sync_changes as later')
            .select('later.seq')
            .whereRef('later.entity', '=', 'sync_changes.entity')
            .whereRef('later.record_id', '=', 'sync_changes.record_id')
            .whereRef('later.seq', '>', 'sync_changes.seq')
            .where(matching(db, f, 'later')),
        ),
      ),
    )
    .orderBy('sync_changes.seq')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ seq: Number(r.seq), entity: r.entity as SyncEntity, record_id: r.record_id }));
}

/**
 * How many rows after `afterSeq` the filter selects: about the number of changes still to be read
 * (a record changed twice counts twice), for a device to show how far its sync has come.
 */
export async function logCountAfter(db: Db, f: LogFilter, afterSeq: number): Promise<number> {
  if (isEmptyFilter(f)) return 0;
  const r = await db
    .selectFrom('sync_changes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('seq', '>', afterSeq)
    .where(matching(db, f))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Every record any of the filters selects in rows up to `uptoSeq`, once, with its last seq. */
export async function logRecordsUpTo(db: Db, filters: LogFilter[], uptoSeq: number): Promise<LogRow[]> {
  const live = filters.filter((f) => !isEmptyFilter(f));
  if (!live.length || uptoSeq <= 0) return [];
  const rows = await db
    .selectFrom('sync_changes')
    .select((eb) => ['entity', 'record_id', eb.fn.max('seq').as('seq')])
    .where('seq', '<=', uptoSeq)
    .where(anyOf(db, live))
    .groupBy(['entity', 'record_id'])
    .execute();
  return rows.map((r) => ({ seq: Number(r.seq), entity: r.entity as SyncEntity, record_id: r.record_id }));
}

/**
 * Runs `fn` over one consistent view of the data: on PostgreSQL a read-only REPEATABLE READ
 * transaction (the log and the records from one snapshot); on SQLite a transaction on its single
 * connection, which no write can interleave with.
 */
export function inSnapshot<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (!isPg(db)) return db.transaction().execute(fn);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      // A pull is a few short index reads over big id lists, which the planner prices high: starting
      // a parallel worker or compiling with JIT would cost more than the reads themselves.
      await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
      await sql`set local jit = off`.execute(trx);
      return fn(trx);
    });
}
