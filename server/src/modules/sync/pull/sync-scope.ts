import {
  addCalendarDays,
  allows,
  ScheduleStatuses,
  WorkOrderStatuses as S,
  type Scope,
} from '@canopy/shared';
import { SYNC_ENTITIES, type PullRequest, type SyncEntity } from '@canopy/sync/protocol';
import { mayDo, type AuthContext } from '../../../platform/auth/context';
import { inIds, type Db } from '../../../platform/db';
import type { Roots } from '../../../platform/db/change-log';
import { inReach } from '../../locations/locations.access';
import { lookupReach, serviceItemAccess } from '../../service-items/service-items.access';
import { waDeviceRepo } from '../../work-authorizations/work-authorization-device.repo';
import { waScope } from '../../work-authorizations/work-authorizations.access';
import { inWorkOrderScope, workOrderScope } from '../../work-orders/work-orders.access';
import type { SyncRegistry } from '../sync-registry';

/** A crew member carries the work of the past week and the next two. */
export const CREW_DAYS_BEFORE = 7;
export const CREW_DAYS_AFTER = 14;
/** An arborist keeps finished work this long (to answer the customer about it). */
export const COMPLETED_DAYS_KEPT = 30;

export interface SyncScope {
  roots: Roots;
  /** The entities the caller reads online; the others are never sent. */
  entities: SyncEntity[];
  /** Which locations' inventory the caller may read, by the customer inventory lookups' rule. */
  inventory: Scope;
}

const INVENTORY_RULES = serviceItemAccess.lookup.access.claim;

/** The customer inventory lookups' reach, for callers holding one of their claims. */
export function inventoryReach(auth: AuthContext): Scope {
  return allows(auth.claims, INVENTORY_RULES) ? lookupReach(auth) : { kind: 'none' };
}

const sortedIds = (rows: { id: number | null }[]) =>
  [...new Set(rows.flatMap((r) => (r.id == null ? [] : [r.id])))].sort((a, b) => a - b);

/**
 * The most work orders a device holds: a foreman's three weeks of crew days and an arborist's open
 * sales fit many times over, and beyond it a first sync would outgrow a phone (issue: 80,596 records
 * for one arborist). The most recently scheduled win; pinned ones count towards it.
 */
export const DEVICE_WORK_ORDERS_MAX = 250;

/**
 * W: work orders the caller crews on a live schedule day in the window, their own open (or lately
 * finished) work as arborist, and pinned ones — each only if the online reach rule lets them open it —
 * at most DEVICE_WORK_ORDERS_MAX of them, latest schedule day first.
 */
async function workOrderRoots(db: Db, auth: AuthContext, pinned: number[], today: string) {
  const reach = workOrderScope(auth);
  if (reach.kind === 'none') return [];
  const me = auth.employeeId;
  const reached = () => db.selectFrom('work_orders').select('work_orders.id').where(inWorkOrderScope(reach));
  // Crewing on a schedule and selling the work are what Personal reach is made of, so the caller's own
  // work needs no reach check there (it would build their whole history to test a few hundred).
  const ownWork = () =>
    reach.kind === 'personal' ? db.selectFrom('work_orders').select('work_orders.id') : reached();
  const crewDays = db
    .selectFrom('schedule_crews as sc')
    .innerJoin('schedule_dates as sd', 'sd.id', 'sc.schedule_date_id')
    .innerJoin('schedules as s', 's.id', 'sd.schedule_id')
    .innerJoin('schedule_work_orders as swo', 'swo.schedule_id', 's.id')
    .select('swo.work_order_id as id')
    .where('sc.employee_id', '=', me)
    .where('sc.active', '=', 1)
    .where('sd.active', '=', 1)
    .where('sd.schedule_date', '>=', addCalendarDays(today, -CREW_DAYS_BEFORE))
    .where('sd.schedule_date', '<=', addCalendarDays(today, CREW_DAYS_AFTER))
    .where('s.active', '=', 1)
    .where('s.status_id', '<>', ScheduleStatuses.Canceled)
    .where('swo.active', '=', 1);
  // Personal reach: the crew rows name the work orders themselves (no pass over work_orders).
  const crewed = reach.kind === 'personal' ? crewDays : reached().where('work_orders.id', 'in', crewDays);
  const keptSince = new Date(
    Date.parse(`${today}T00:00:00Z`) - COMPLETED_DAYS_KEPT * 86_400_000,
  ).toISOString();
  const own = ownWork()
    .where('work_orders.sales_rep_id', '=', me)
    .where('work_orders.archived', '=', 0)
    .where((eb) =>
      eb.or([
        eb('work_orders.status_id', 'not in', [S.Completed, S.Cancelled]),
        eb.and([
          eb('work_orders.status_id', '=', S.Completed),
          eb('work_orders.date_completed', '>=', keptSince),
        ]),
      ]),
    );
  // The parts read one by one and joined here, so each is planned for itself.
  const parts = await Promise.all([
    crewed.execute(),
    own.execute(),
    pinned.length
      ? reached()
          .where(inIds(db, 'work_orders.id', pinned))
          .execute()
      : [],
  ]);
  const all = [...new Set(parts.flat().map((r) => r.id))];
  if (!all.length) return [];
  // Ranked from the ids of the caller's work: scheduled work by its latest live day, from the schedule
  // rows of just those ids; then, if room is left, the unscheduled newest first. One statement ordering
  // all of it by a per-row subquery of its days took half a second on PostgreSQL for an arborist with
  // 38,000 open orders, on every pull.
  const scheduled = await db
    .selectFrom('schedule_work_orders as swo')
    .innerJoin('schedule_dates as sd', 'sd.schedule_id', 'swo.schedule_id')
    .select('swo.work_order_id as id')
    .where('swo.active', '=', 1)
    .where('sd.active', '=', 1)
    .where(inIds(db, 'swo.work_order_id', all))
    .groupBy('swo.work_order_id')
    // Schedule days are 'yyyy-MM-dd' text on both engines.
    .orderBy((eb) => eb.fn.max('sd.schedule_date'), 'desc')
    .orderBy('swo.work_order_id', 'desc')
    .limit(DEVICE_WORK_ORDERS_MAX)
    .execute();
  const ids = scheduled.map((r) => r.id);
  // Short of the cap, every scheduled one is in: the rest of the work has no live day.
  if (ids.length < DEVICE_WORK_ORDERS_MAX) {
    const taken = new Set(ids);
    const unscheduled = all.filter((id) => !taken.has(id)).sort((a, b) => b - a);
    ids.push(...unscheduled.slice(0, DEVICE_WORK_ORDERS_MAX - ids.length));
  }
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('work_orders')
    .select(['work_orders.id', 'work_orders.account_location_id'])
    .where(inIds(db, 'work_orders.id', ids))
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * The records the caller's device should hold, recomputed on every pull. `today` is the server's
 * calendar date ('yyyy-MM-dd').
 */
export async function syncScope(
  db: Db,
  auth: AuthContext,
  pins: PullRequest['Pins'],
  today: string,
  registry: SyncRegistry,
): Promise<SyncScope> {
  // The claims that show each record online, as its module declares them.
  const entities = SYNC_ENTITIES.filter((e) => mayDo(auth, registry[e].read));
  const inventory = inventoryReach(auth);
  const workOrders = await workOrderRoots(db, auth, pins?.WorkOrderIds ?? [], today);
  const pinnedLocations = pins?.LocationIds ?? [];
  const pinned =
    pinnedLocations.length && inventory.kind !== 'none'
      ? (
          await db
            .selectFrom('account_locations')
            .select(['id', 'branch_id'])
            .where(inIds(db, 'id', pinnedLocations))
            .execute()
        ).filter((l) => inReach(inventory, l.branch_id))
      : [];

  // An arborist carries the places of their own proposals waiting for the customer's signature, so
  // they can be signed there with no signal, even before any work is scheduled there.
  const signing = entities.includes('workAuthorization')
    ? await waDeviceRepo(db).signableLocations(waScope(auth), auth.employeeId)
    : [];

  return {
    entities,
    inventory,
    roots: {
      workOrderIds: workOrders.map((w) => w.id),
      locationIds: sortedIds([
        ...workOrders.map((w) => ({ id: w.account_location_id })),
        ...pinned,
        ...signing.map((id) => ({ id })),
      ]),
      // Branch-wide inventory is no longer carried (a device holds the work of its user, not a
      // branch's); a cursor that still names branches has their records retracted.
      branchIds: [],
    },
  };
}
