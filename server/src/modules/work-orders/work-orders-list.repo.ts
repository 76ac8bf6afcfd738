import { sql, type RawBuilder } from 'kysely';
import { ScheduleStatuses, type Scope, type WorkOrderSortColumn } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { listTotal } from '../../platform/db/count-cache';
import {
  findText,
  matchesText,
  type TextMatches,
  textSearchLimits,
  walkPage,
} from '../../platform/db/text-search';
import type { Page } from '../../platform/lists';
import { inWorkOrderScope, ownWorkOrderRow } from './work-orders.access';

export interface WorkOrderFilter {
  subTypeIds?: number[];
  statusIds?: number[];
  branchIds?: number[];
  serviceGroupIds?: number[];
  arboristIds?: number[];
  foremanIds?: number[];
  /** 'yyyy-MM-dd' bounds on any scheduled day of the order. */
  fromDate?: string | null;
  toDate?: string | null;
}

// A work order's scheduled days: active days of active, not cancelled schedules it is still on.
const ON_DAYS = sql`schedule_work_orders swo
  join schedules s on s.id = swo.schedule_id
  join schedule_dates sd on sd.schedule_id = s.id`;
const DAY_IS_LIVE = sql`swo.work_order_id = work_orders.id and swo.active = 1 and s.active = 1
  and s.status_id <> ${sql.lit(ScheduleStatuses.Canceled)} and sd.active = 1`;
export const DAYS = sql`from ${ON_DAYS} where ${DAY_IS_LIVE}`;
export const FOREMAN = sql`from schedule_crews sc
  where sc.schedule_date_id = sd.id and sc.active = 1 and sc.is_foreman = 1`;

const ids = (list: number[]) => sql.join(list.map((i) => sql`${i}`));
// A number in the query may also be the order's own id; other words are looked up together.
const isId = (w: string) => /^\d{1,9}$/.test(w);

/**
 * The foreman of every order's first live scheduled day (n = 1), as the row shows it; joined once for
 * that sort, which a per-row lookup with its ordering and limit makes slow on large lists.
 */
const FIRST_DAY = sql`(select swo.work_order_id, lower(fe.last_name || ' ' || fe.first_name) as foreman,
    row_number() over (partition by swo.work_order_id order by sd.schedule_date, sd.id, sc.id) as n
  from ${ON_DAYS}
  left join schedule_crews sc on sc.schedule_date_id = sd.id and sc.active = 1 and sc.is_foreman = 1
  left join employees fe on fe.id = sc.employee_id
  where swo.active = 1 and s.active = 1 and s.status_id <> ${sql.lit(ScheduleStatuses.Canceled)}
    and sd.active = 1)`;

/** Sort keys; a null key sorts last in either direction (NULLS LAST: PostgreSQL, SQLite 3.30+). */
const SORTS: Record<WorkOrderSortColumn, RawBuilder<unknown>> = {
  WorkOrderId: sql`work_orders.id`,
  SubTypeId: sql`work_orders.sub_type_id`,
  ServiceGroupId: sql`work_orders.service_group_id`,
  StatusId: sql`work_orders.status_id`,
  Description: sql`lower(work_orders.description)`,
  EstimatedHours: sql`work_orders.estimated_hours_hundredths`,
  ArboristName: sql`(select lower(e.last_name || ' ' || e.first_name) from employees e
    where e.id = work_orders.sales_rep_id)`,
  ForemanName: sql`fd.foreman`,
  ScheduleDate: sql`(select min(sd.schedule_date) ${DAYS})`,
  CustomerName: sql`(select lower(a.name) from accounts a where a.id = work_orders.account_id)`,
  Address: sql`(select lower(l.address) from account_locations l
    where l.id = work_orders.account_location_id)`,
};
const BY_FIRST_DAY: WorkOrderSortColumn[] = ['ForemanName'];

/** How many rows in id order a page of an employee's own work orders tests before reading the set. */
export const ownRowsWalked = { walkRows: 2000 };

export function workOrdersListRepo(db: Db) {
  /** Work orders the scope reaches, after the list's filters, its numbers and `text`'s words. */
  const filtered = (scope: Scope, page: Page, f: WorkOrderFilter, text: TextMatches | null) => {
    let q = db.selectFrom('work_orders').where(inWorkOrderScope(scope));
    if (!page.includeArchived) q = q.where('work_orders.archived', '=', 0);
    if (f.subTypeIds?.length) q = q.where('work_orders.sub_type_id', 'in', f.subTypeIds);
    if (f.statusIds?.length) q = q.where('work_orders.status_id', 'in', f.statusIds);
    if (f.branchIds?.length) q = q.where('work_orders.branch_id', 'in', f.branchIds);
    if (f.serviceGroupIds?.length) q = q.where('work_orders.service_group_id', 'in', f.serviceGroupIds);
    if (f.arboristIds?.length) q = q.where('work_orders.sales_rep_id', 'in', f.arboristIds);
    if (f.foremanIds?.length)
      q = q.where(sql<boolean>`exists (select 1 ${DAYS} and exists (select 1 ${FOREMAN}
        and sc.employee_id in (${ids(f.foremanIds)})))`);
    if (f.fromDate)
      q = q.where(sql<boolean>`exists (select 1 ${DAYS} and sd.schedule_date >= ${f.fromDate})`);
    if (f.toDate) q = q.where(sql<boolean>`exists (select 1 ${DAYS} and sd.schedule_date <= ${f.toDate})`);
    if (text) q = q.where(text.where('work_orders.id'));
    for (const w of page.words.filter(isId))
      q = q.where((eb) =>
        eb.or([eb('work_orders.id', '=', Number(w)), matchesText(db, 'work_orders', 'work_orders.id', [w])]),
      );
    return q;
  };

  /**
   * A page of an employee's own work orders read in id order, testing each of the first `walkRows`
   * rows; null when those rows hold no full page (their orders sit later, or the page is deep).
   */
  const ownPageInIdOrder = async (
    employeeId: number,
    page: Page,
    f: WorkOrderFilter,
    descending: boolean,
  ) => {
    const window = filtered({ kind: 'all' }, page, f, null)
      .select((eb) => ['work_orders.id', ownWorkOrderRow(eb, employeeId).as('own')])
      .orderBy('work_orders.id', descending ? 'desc' : 'asc')
      .limit(ownRowsWalked.walkRows);
    const { rows } = await sql<{ id: number }>`select w.id from (${window}) w where w.own
      order by w.id ${descending ? sql`desc` : sql`asc`} limit ${page.take} offset ${page.skip}`.execute(db);
    return rows.length === page.take ? rows.map((r) => Number(r.id)) : null;
  };

  return {
    /** One page of ids in sort order, and the total. */
    async pageIds(
      scope: Scope,
      page: Page,
      f: WorkOrderFilter,
      sort: WorkOrderSortColumn,
      descending: boolean,
    ): Promise<{ ids: number[]; total: number }> {
      const key = SORTS[sort];
      const dir = descending ? sql`desc` : sql`asc`;
      const words = page.words.filter((w) => !isId(w));
      const text = await findText(db, 'work_orders', words);
      if (text.none) return { ids: [], total: 0 };
      const pageOfIds = async () => {
        if (scope.kind === 'personal' && sort === 'WorkOrderId' && !page.words.length) {
          const found = await ownPageInIdOrder(scope.employeeId, page, f, descending);
          if (found) return found;
        }
        // Ids come in index order: a common word's page is its first matches in that order.
        if (text.common && sort === 'WorkOrderId' && words.length === page.words.length) {
          const inOrder = filtered(scope, page, f, null)
            .select(['work_orders.id', 'work_orders.id as k'])
            .orderBy('work_orders.id', descending ? 'desc' : 'asc')
            .limit(textSearchLimits.walkRows);
          const order = { descending, idDescending: descending };
          const found = await walkPage(db, 'work_orders', words, inOrder, order, page);
          if (found) return found;
        }
        let q = filtered(scope, page, f, text);
        if (BY_FIRST_DAY.includes(sort))
          q = q.leftJoin(FIRST_DAY.as('fd'), (j) =>
            j.onRef(sql.ref('fd.work_order_id'), '=', 'work_orders.id').on(sql.ref('fd.n'), '=', 1),
          );
        const rows = await q
          .select('work_orders.id')
          // An id is never null; without NULLS LAST SQLite reads the matching ids in order and stops
          // at the page's end instead of sorting them all.
          .orderBy(sort === 'WorkOrderId' ? sql`${key} ${dir}` : sql`${key} ${dir} nulls last`)
          .orderBy('work_orders.id', descending && sort === 'WorkOrderId' ? 'desc' : 'asc')
          .offset(page.skip)
          .limit(page.take)
          .execute();
        return rows.map((r) => r.id);
      };
      const [ids, total] = await Promise.all([
        pageOfIds(),
        listTotal(db, 'work orders', scope, page, f, async () => {
          const { n } = await filtered(scope, page, f, text)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(n);
        }),
      ]);
      return { ids, total };
    },

    /** What the rows of these ids show. */
    async rows(idList: number[]) {
      if (!idList.length) return [];
      return db
        .selectFrom('work_orders')
        .innerJoin('accounts as a', 'a.id', 'work_orders.account_id')
        .leftJoin('account_locations as l', 'l.id', 'work_orders.account_location_id')
        .leftJoin('employees as e', 'e.id', 'work_orders.sales_rep_id')
        .select([
          'work_orders.id',
          'work_orders.sub_type_id',
          'work_orders.service_group_id',
          'work_orders.status_id',
          'work_orders.description',
          'work_orders.estimated_hours_hundredths',
          'work_orders.sales_rep_id',
          'work_orders.account_id',
          'work_orders.account_location_id',
          'work_orders.branch_id',
          'work_orders.archived',
          'work_orders.version',
          'a.name as account_name',
          'e.first_name as rep_first',
          'e.last_name as rep_last',
          'l.address',
          'l.city',
          'l.state',
          'l.zip',
        ])
        .where('work_orders.id', 'in', idList)
        .execute();
    },
  };
}
export type WorkOrderListRow = Awaited<ReturnType<ReturnType<typeof workOrdersListRepo>['rows']>>[number];
