import type { SyncCrewMember, SyncWorkOrder } from '@canopy/shared';
import { PULL_LIMIT_MAX, type SyncEntity } from '@canopy/sync/protocol';
import type { AuthContext } from '../../../platform/auth/context';
import type { Db } from '../../../platform/db';
import { inIds } from '../../../platform/db/change-log';
import type { FilesService } from '../../../platform/files/files';
import { maySeePrevailingWage } from '../../daily-logs/daily-logs.access';
import { toDailyLog } from '../../daily-logs/daily-logs.mapper';
import { dailyLogsRepo, type DailyLogRow } from '../../daily-logs/daily-logs.repo';
import { inReach } from '../../locations/locations.access';
import { scoutingReportsService } from '../../scouting-reports/scouting-reports.service';
import { toServiceItem } from '../../service-items/service-items.mapper';
import { serviceItemsRepo } from '../../service-items/service-items.repo';
import { toWorkOrderImage } from '../../work-order-images/work-order-images.mapper';
import type { ImageRow } from '../../work-order-images/work-order-images.repo';
import { toWorkOrder } from '../../work-orders/work-orders.mapper';
import { workOrdersRepo } from '../../work-orders/work-orders.repo';
import type { SyncScope } from './sync-scope';

// The records of a pull, read a page at a time (one query per entity, not per record) and mapped by
// the online API's own mappers, so a device holds exactly what the online screens show. A record
// outside the caller's scope now is left out: the pull sends its tombstone.

export interface LoadContext {
  db: Db;
  auth: AuthContext;
  scope: SyncScope;
  files: FilesService;
}

export interface Loaded {
  version: number;
  data: unknown;
}

type Loader = (ctx: LoadContext, ids: number[]) => Promise<Map<number, Loaded>>;

const byId = <T extends { Id: number; Version: number }>(dtos: T[]) =>
  new Map(dtos.map((d) => [d.Id, { version: d.Version, data: d }]));

const onHeldWorkOrder = (ctx: LoadContext) => {
  const held = new Set(ctx.scope.roots.workOrderIds);
  return (r: { work_order_id: number | null }) => r.work_order_id != null && held.has(r.work_order_id);
};

/** What workOrdersRepo.reportOptions reads, for many work orders: work order id -> ReportOptions. */
async function reportOptions(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('work_order_services as ws')
    .innerJoin('services as sv', 'sv.id', 'ws.service_id')
    .select(['ws.work_order_id', 'sv.report_option_id'])
    .distinct()
    .where(inIds(db, 'ws.work_order_id', ids))
    .where('ws.archived', '=', 0)
    .where('sv.report_option_id', 'is not', null)
    .orderBy('sv.report_option_id')
    .execute();
  return groupBy(
    rows,
    (r) => r.work_order_id,
    (r) => r.report_option_id!,
  );
}

/** Inventory items on the work orders' live services. */
async function serviceItemIds(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('work_order_service_items as wsi')
    .innerJoin('work_order_services as ws', 'ws.id', 'wsi.work_order_service_id')
    .select(['ws.work_order_id', 'wsi.service_item_id'])
    .distinct()
    .where(inIds(db, 'ws.work_order_id', ids))
    .where('ws.archived', '=', 0)
    .orderBy('wsi.service_item_id')
    .execute();
  return groupBy(
    rows,
    (r) => r.work_order_id,
    (r) => r.service_item_id,
  );
}

/** The live crew of each schedule day, foremen first. */
async function crews(db: Db, dayIds: number[]): Promise<Map<number, SyncCrewMember[]>> {
  if (!dayIds.length) return new Map();
  const rows = await db
    .selectFrom('schedule_crews as sc')
    .innerJoin('employees as e', 'e.id', 'sc.employee_id')
    .select([
      'sc.id',
      'sc.schedule_date_id',
      'sc.employee_id',
      'sc.is_foreman',
      'e.first_name',
      'e.last_name',
    ])
    .where(inIds(db, 'sc.schedule_date_id', dayIds))
    .where('sc.active', '=', 1)
    .orderBy('sc.is_foreman', 'desc')
    .orderBy('sc.id')
    .execute();
  return groupBy(
    rows,
    (r) => r.schedule_date_id,
    (r) => ({
      ScheduleCrewId: r.id,
      EmployeeId: r.employee_id,
      Name: `${r.first_name} ${r.last_name}`,
      IsForeman: r.is_foreman === 1,
    }),
  );
}

function groupBy<R, V>(rows: R[], key: (r: R) => number, value: (r: R) => V): Map<number, V[]> {
  const out = new Map<number, V[]>();
  for (const r of rows) {
    const list = out.get(key(r)) ?? [];
    list.push(value(r));
    out.set(key(r), list);
  }
  return out;
}

const workOrders: Loader = async ({ db, scope }, ids) => {
  const held = new Set(scope.roots.workOrderIds);
  const wanted = ids.filter((id) => held.has(id));
  if (!wanted.length) return new Map();
  // One query after another: the snapshot is one transaction on one connection.
  const rows = await workOrdersRepo(db).byIds(wanted);
  const days = await workOrdersRepo(db).scheduleDays(wanted);
  const options = await reportOptions(db, wanted);
  const items = await serviceItemIds(db, wanted);
  const daysOf = groupBy(
    days,
    (d) => d.work_order_id,
    (d) => d,
  );
  const crewOf = await crews(db, [...new Set(days.flatMap((d) => (d.day_id == null ? [] : [d.day_id])))]);
  return byId(
    rows.map((r): SyncWorkOrder => {
      const wo = toWorkOrder(r, daysOf.get(r.id) ?? [], options.get(r.id) ?? []);
      return {
        ...wo,
        LocationAddress: wo.Address,
        Schedules: wo.ScheduleWorkOrders.map((s) => ({
          ScheduleId: s.ScheduleId,
          Dates: s.ScheduleDates.map((d) => ({
            ScheduleDateId: d.Id,
            Date: d.ScheduleDate,
            StartTime: d.StartTime,
            EndTime: d.EndTime,
            Crew: crewOf.get(d.Id) ?? [],
          })),
        })),
        ServiceItemIds: items.get(r.id) ?? [],
      };
    }),
  );
};

const dailyLogs: Loader = async (ctx, ids) => {
  const { db, auth } = ctx;
  const rows: DailyLogRow[] = await dailyLogsRepo(db).byIds(ids);
  const held = rows.filter(onHeldWorkOrder(ctx));
  const wage = maySeePrevailingWage(auth)
    ? await dailyLogsRepo(db).prevailingWageHours(held.map((r) => r.id))
    : null;
  return byId(held.map((r) => toDailyLog(r, wage)));
};

/** The columns of workOrderImagesRepo.byId, for many images at once, with the online list's signed links. */
const images: Loader = async (ctx, ids) => {
  const { db, files } = ctx;
  const rows: ImageRow[] = await db
    .selectFrom('work_order_images as i')
    .innerJoin('stored_files as f', 'f.id', 'i.file_id')
    .leftJoin('employees as e', 'e.id', 'i.created_by')
    .selectAll('i')
    .select(['f.original_name', 'f.content_type', 'f.size_bytes', 'e.first_name', 'e.last_name'])
    .where(inIds(db, 'i.id', ids))
    .execute();
  return byId(rows.filter(onHeldWorkOrder(ctx)).map((r) => toWorkOrderImage(r, files)));
};

const scoutingReports: Loader = async (ctx, ids) => {
  const { db } = ctx;
  const rows = await db
    .selectFrom('scouting_reports')
    .selectAll()
    .where(inIds(db, 'id', ids))
    .orderBy('id')
    .execute();
  return byId(await scoutingReportsService(db).entries(rows.filter(onHeldWorkOrder(ctx))));
};

const serviceItems: Loader = async ({ db, scope }, ids) => {
  const rows = await serviceItemsRepo(db).byIds(ids);
  const locations = new Set(scope.roots.locationIds);
  const branches = new Set(scope.roots.branchIds);
  const held = rows.filter(
    (r) =>
      inReach(scope.inventory, r.location_branch_id) &&
      (locations.has(r.account_location_id) || branches.has(r.location_branch_id)),
  );
  const groups = await serviceItemsRepo(db).groupsOf(held.flatMap((r) => (r.type_id ? [r.type_id] : [])));
  return byId(held.map((r) => toServiceItem(r, groups)));
};

const LOADERS: Record<SyncEntity, Loader> = {
  workOrder: workOrders,
  dailyLog: dailyLogs,
  workOrderImage: images,
  scoutingReport: scoutingReports,
  serviceItem: serviceItems,
};

/**
 * The current DTO of each record the caller may hold now, by entity and id; records missing or out
 * of scope are absent. Entities the caller does not read are never loaded.
 */
export async function loadRecords(
  ctx: LoadContext,
  wanted: Map<SyncEntity, number[]>,
): Promise<Map<SyncEntity, Map<number, Loaded>>> {
  const out = new Map<SyncEntity, Map<number, Loaded>>();
  for (const [entity, ids] of wanted) {
    if (!ctx.scope.entities.includes(entity)) continue;
    const loaded = new Map<number, Loaded>();
    // A page is one batch; a large backfill goes in batches of a page's most.
    for (let at = 0; at < ids.length; at += PULL_LIMIT_MAX)
      for (const [id, record] of await LOADERS[entity](ctx, ids.slice(at, at + PULL_LIMIT_MAX)))
        loaded.set(id, record);
    out.set(entity, loaded);
  }
  return out;
}

/** The client keys of records created by a push, by `entity:id`. */
export async function keysOf(db: Db, ids: number[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('sync_keys')
    .select(['key', 'entity', 'record_id'])
    .where(inIds(db, 'record_id', [...new Set(ids)]))
    .orderBy('key')
    .execute();
  return new Map(rows.map((r) => [`${r.entity}:${r.record_id}`, r.key]));
}
