import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Scope, ToScheduleSortField } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';
import { listTotal } from '../../platform/db/count-cache';
import {
  findText,
  matchesText,
  textSearchLimits,
  walkPage,
  type TextMatches,
} from '../../platform/db/text-search';
import type { Page } from '../../platform/lists';
import { gddOverlaps, windowOverlaps, withService, type DayWindow } from './schedule-build.filters';

export interface ToScheduleFilter {
  branchIds?: number[];
  subTypeIds?: number[];
  arboristIds?: number[];
  priorityIds?: number[];
  salesTerritoryIds?: number[];
  serviceGroupIds?: number[];
  serviceCodes?: string[];
  serviceVisitIds?: number[];
  /** 5-digit zip codes. */
  zipCodes?: string[];
  equipmentTypeIds?: number[];
  /** Month-day ranges (one, or two when the range crosses New Year) a service window overlaps. */
  days?: DayWindow[] | null;
  gddMin?: number | null;
  gddMax?: number | null;
  crewNumber?: number | null;
}

// Waiting for a schedule: not archived, not Completed (5) or Cancelled (7), and not on a live schedule
// (WoScheduleStatus NotScheduled or PrevScheduled; schedule creation, cancellation and removal keep
// it). Literal and word for word the partial indexes' condition (202611261610), so both planners use
// them.
const TO_SCHEDULE = sql<SqlBool>`work_orders.archived = 0 and work_orders.wo_schedule_status_id <> 2
  and work_orders.status_id not in (5, 7)`;

const list = (values: readonly (number | string)[]) => sql.join(values.map((v) => sql`${v}`));
// A number in the query may also be the order's own id; other words are looked up together.
const isId = (w: string) => /^\d{1,9}$/.test(w);

/** Sort keys over the joins of `pageIds`; a null key sorts last in either direction. */
const SORTS: Record<ToScheduleSortField, RawBuilder<unknown>> = {
  Priority: sql`work_orders.priority_id`,
  WorkOrderId: sql`work_orders.id`,
  CustomerName: sql`lower(a.name)`,
  Address: sql`lower(l.address)`,
  Zip: sql`l.zip`,
  ServiceGroupId: sql`work_orders.service_group_id`,
  EstimatedHours: sql`work_orders.estimated_hours_hundredths`,
  EstimatedValue: sql`work_orders.estimated_value_cents`,
  EstimatedCrew: sql`work_orders.estimated_crew`,
  ArboristName: sql`lower(e.last_name || ' ' || e.first_name)`,
  TerritoryName: sql`lower(t.name)`,
};
/** Keys read from the order alone: the page walks an index and needs no join. */
const OWN_KEYS: ToScheduleSortField[] = [
  'Priority',
  'WorkOrderId',
  'ServiceGroupId',
  'EstimatedHours',
  'EstimatedValue',
  'EstimatedCrew',
];

export function scheduleBuildRepo(db: Db) {
  const filtered = (reach: Scope, f: ToScheduleFilter, page: Page, text: TextMatches | null) => {
    let q = db.selectFrom('work_orders').where(TO_SCHEDULE);
    // A caller's few branches as a plain list: the planner then weighs them against the priority
    // order's index, which a list handed over as one JSON value hides from it.
    if (reach.kind === 'branch')
      q = reach.branchIds.length
        ? q.where('work_orders.branch_id', 'in', reach.branchIds)
        : q.where(sql<SqlBool>`1 = 0`);
    else if (reach.kind !== 'all') q = q.where(sql<SqlBool>`1 = 0`);
    if (f.branchIds?.length) q = q.where('work_orders.branch_id', 'in', f.branchIds);
    if (f.subTypeIds?.length) q = q.where('work_orders.sub_type_id', 'in', f.subTypeIds);
    if (f.arboristIds?.length) q = q.where('work_orders.sales_rep_id', 'in', f.arboristIds);
    if (f.priorityIds?.length) q = q.where('work_orders.priority_id', 'in', f.priorityIds);
    if (f.salesTerritoryIds?.length) q = q.where('work_orders.sales_territory_id', 'in', f.salesTerritoryIds);
    if (f.serviceGroupIds?.length) q = q.where('work_orders.service_group_id', 'in', f.serviceGroupIds);
    if (f.crewNumber != null) q = q.where('work_orders.estimated_crew', '=', f.crewNumber);
    if (f.zipCodes?.length)
      q = q.where(sql<SqlBool>`work_orders.account_location_id in (select zl.id from account_locations zl
        where substr(zl.zip, 1, 5) in (${list(f.zipCodes)}))`);
    if (f.serviceCodes?.length)
      q = q.where(sql<SqlBool>`work_orders.id in (select wos.work_order_id from work_order_services wos
        where wos.archived = 0 and wos.service_visit_id in (select cv.id from service_visits cv
          where cv.service_code in (${list(f.serviceCodes)})))`);
    if (f.serviceVisitIds?.length)
      q = q.where(sql<SqlBool>`work_orders.id in (select wos.work_order_id from work_order_services wos
        where wos.archived = 0 and wos.service_visit_id in (${list(f.serviceVisitIds)}))`);
    // Most orders need common equipment: test each waiting order's own services, as for windows.
    if (f.equipmentTypeIds?.length)
      q = q.where(sql<SqlBool>`exists (select 1 from work_order_services wos
        join work_order_service_equipment q on q.work_order_service_id = wos.id
        where wos.work_order_id = work_orders.id and wos.archived = 0
          and q.equipment_type_id in (${list(f.equipmentTypeIds)}))`);
    if (f.days?.length) q = q.where(withService(windowOverlaps(f.days)));
    if (f.gddMin != null || f.gddMax != null) q = q.where(withService(gddOverlaps(f.gddMin, f.gddMax)));
    if (text) q = q.where(text.where('work_orders.id'));
    for (const w of page.words.filter(isId))
      q = q.where((eb) =>
        eb.or([eb('work_orders.id', '=', Number(w)), matchesText(db, 'work_orders', 'work_orders.id', [w])]),
      );
    return q;
  };

  return {
    /** One page of ids in sort order, and the total (remembered until the next write). */
    async pageIds(
      reach: Scope,
      f: ToScheduleFilter,
      page: Page,
      sort: ToScheduleSortField,
      reverse: boolean,
    ): Promise<{ ids: number[]; total: number }> {
      const words = page.words.filter((w) => !isId(w));
      const text = await findText(db, 'work_orders', words);
      if (text.none) return { ids: [], total: 0 };
      const dir = reverse ? sql`desc` : sql`asc`;
      const pageOfIds = async () => {
        // A common word's page is its first matches in the list's order, found by testing the first
        // rows of that order (the partial index) instead of reading every match.
        if (text.common && (sort === 'Priority' || sort === 'WorkOrderId')) {
          const key = sort === 'Priority' ? 'work_orders.priority_id' : 'work_orders.id';
          const inOrder = filtered(reach, f, page, null)
            .select(['work_orders.id', sql.ref(key).as('k')])
            .orderBy(sql`${sql.ref(key)} ${dir}`)
            .orderBy(sql`work_orders.id ${dir}`)
            .limit(textSearchLimits.walkRows);
          const order = { descending: reverse, idDescending: reverse };
          const found = await walkPage(db, 'work_orders', words, inOrder, order, page);
          if (found) return found;
        }
        let q = filtered(reach, f, page, text);
        if (!OWN_KEYS.includes(sort))
          q = q
            .innerJoin('accounts as a', 'a.id', 'work_orders.account_id')
            .leftJoin('account_locations as l', 'l.id', 'work_orders.account_location_id')
            .leftJoin('employees as e', 'e.id', 'work_orders.sales_rep_id')
            .leftJoin('sales_territories as t', 't.id', 'work_orders.sales_territory_id');
        // Priority and id orders follow the partial index both ways; other keys break ties by id.
        const idDir = sort === 'Priority' || sort === 'WorkOrderId' ? dir : sql`asc`;
        const key = SORTS[sort];
        const rows = await q
          .select('work_orders.id')
          .orderBy(sort === 'WorkOrderId' ? sql`${key} ${dir}` : sql`${key} ${dir} nulls last`)
          .orderBy(sql`work_orders.id ${idDir}`)
          .offset(page.skip)
          .limit(page.take)
          .execute();
        return rows.map((r) => r.id);
      };
      const [ids, total] = await Promise.all([
        pageOfIds(),
        listTotal(db, 'work orders to schedule', reach, page, f, async () => {
          const { n } = await filtered(reach, f, page, text)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(n);
        }),
      ]);
      return { ids, total };
    },

    /** What the rows of these ids show. */
    rows(idList: number[]) {
      if (!idList.length) return Promise.resolve([]);
      return db
        .selectFrom('work_orders')
        .innerJoin('accounts as a', 'a.id', 'work_orders.account_id')
        .leftJoin('account_locations as l', 'l.id', 'work_orders.account_location_id')
        .leftJoin('employees as e', 'e.id', 'work_orders.sales_rep_id')
        .leftJoin('sales_territories as t', 't.id', 'work_orders.sales_territory_id')
        .select([
          'work_orders.id',
          'work_orders.branch_id',
          'work_orders.priority_id',
          'work_orders.wo_schedule_status_id',
          'work_orders.status_id',
          'work_orders.description',
          'work_orders.service_group_id',
          'work_orders.estimated_hours_hundredths',
          'work_orders.estimated_value_cents',
          'work_orders.estimated_crew',
          'work_orders.sales_rep_id',
          'work_orders.sales_territory_id',
          'a.name as account_name',
          'l.address',
          'l.city',
          'l.zip',
          'e.first_name as rep_first',
          'e.last_name as rep_last',
          't.name as territory_name',
        ])
        .where(inIds(db, 'work_orders.id', idList))
        .execute();
    },

    /** Live services of these orders with their visit's code, in the order they were added. */
    services(idList: number[]) {
      if (!idList.length) return Promise.resolve([]);
      return db
        .selectFrom('work_order_services as wos')
        .innerJoin('services as s', 's.id', 'wos.service_id')
        .leftJoin('service_visits as sv', 'sv.id', 'wos.service_visit_id')
        .select(['wos.work_order_id', 's.name', 'sv.service_code'])
        .where(inIds(db, 'wos.work_order_id', idList))
        .where('wos.archived', '=', 0)
        .orderBy('wos.id')
        .execute();
    },
  };
}
export type ScheduleBuildRow = Awaited<ReturnType<ReturnType<typeof scheduleBuildRepo>['rows']>>[number];
export type ScheduleBuildService = Awaited<
  ReturnType<ReturnType<typeof scheduleBuildRepo>['services']>
>[number];
