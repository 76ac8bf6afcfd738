import { expect, it } from 'vitest';
import {
  LIST_COUNT_HEADER,
  R,
  WorkOrderSortColumns,
  WorkOrderStatuses as S,
  WorkOrderSubTypes,
  todayIsoDate,
  type WorkOrderRow,
} from '@canopy/shared';
import { DEMO_JOURNEY_DESCRIPTION } from '../src/seed/work-orders-demo';
import { describeEngines, type Session, type TestCtx } from './harness';
import { makeWorkOrder, scheduleWorkOrder, signInWith } from './work-order-fixtures';

const SEARCH = '/api/v1/workOrders/_search';
const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);

async function search(ctx: TestCtx, s: Session, body: object = {}) {
  const res = await ctx.call(s, 'POST', SEARCH, body);
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as WorkOrderRow[], total: count(res) };
}

/** Ids of the live work orders matching a where-clause, straight from the database. */
async function idsWhere(ctx: TestCtx, where: (q: any) => any): Promise<number[]> {
  const rows = await where(ctx.dbh.db.selectFrom('work_orders').select('id').where('archived', '=', 0))
    .orderBy('id')
    .execute();
  return rows.map((r: { id: number }) => r.id);
}

const ids = (rows: WorkOrderRow[]) => rows.map((r) => r.Id);

describeEngines('work order list', (ctx) => {
  it('pages 12 at a time in work order id order, with the total in X-List-Count', async () => {
    const admin = await ctx().login('admin');
    const all = await idsWhere(ctx(), (q) => q);
    expect(all.length).toBeGreaterThan(24);
    const first = await search(ctx(), admin);
    expect(first.total).toBe(all.length);
    expect(ids(first.rows)).toEqual(all.slice(0, 12));
    const third = await search(ctx(), admin, { Skip: 24, Take: 12 });
    expect(ids(third.rows)).toEqual(all.slice(24, 36));
  });

  it('shows the spec columns: type, group, status, hours, arborist, foreman, schedule, customer, address', async () => {
    const admin = await ctx().login('admin');
    const { rows } = await search(ctx(), admin, { Query: DEMO_JOURNEY_DESCRIPTION, Take: 5 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      SubType: 'Original',
      ServiceGroup: 'Arbor Care',
      StatusId: S.Scheduled,
      WorkOrderStatus: 'Scheduled',
      Description: DEMO_JOURNEY_DESCRIPTION,
      EstimatedHours: 4,
      ArboristId: 6,
      ArboristName: 'Ava Lindqvist',
      ForemanId: 5,
      ForemanName: 'Frank Ortiz',
      ScheduleDate: todayIsoDate(),
      StartTime: '07:30',
      EndTime: '16:00',
      BranchId: 1,
      Archived: false,
    });
    expect(rows[0]!.CustomerName.length).toBeGreaterThan(0);
    expect(rows[0]!.Address).toMatch(/, [A-Z]{2} \d{5}/);
  });

  it('filters by type, status, branch, group, arborist, foreman and scheduled dates', async () => {
    const admin = await ctx().login('admin');
    const take = { Take: 999 };
    const cases: [object, (q: any) => any][] = [
      [{ SubTypeIds: [WorkOrderSubTypes.Original] }, (q) => q.where('sub_type_id', '=', 1)],
      [{ StatusIds: [S.Completed, S.OnHold] }, (q) => q.where('status_id', 'in', [5, 6])],
      [{ BranchIds: [3] }, (q) => q.where('branch_id', '=', 3)],
      [{ ServiceGroupIds: [3] }, (q) => q.where('service_group_id', '=', 3)],
      [{ ArboristIds: [7] }, (q) => q.where('sales_rep_id', '=', 7)],
    ];
    for (const [filter, where] of cases) {
      const expected = await idsWhere(ctx(), where);
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      const { rows, total } = await search(ctx(), admin, { ...filter, ...take });
      expect(ids(rows), JSON.stringify(filter)).toEqual(expected);
      expect(total).toBe(expected.length);
    }
    const byForeman = await search(ctx(), admin, { ForemanIds: [9], ...take });
    expect(byForeman.rows.length).toBeGreaterThan(0);
    for (const r of byForeman.rows) expect([r.ForemanId, r.BranchId]).toEqual([9, 2]);

    const wo = await makeWorkOrder(ctx().dbh.db, { branchId: 3, description: 'Far future pruning' });
    await scheduleWorkOrder(ctx().dbh.db, wo, 11, '2031-03-04');
    const window = await search(ctx(), admin, {
      FromScheduledDate: '3/1/2031',
      ToScheduledDate: '2031-03-31',
    });
    expect(ids(window.rows)).toEqual([wo]);
    expect(window.rows[0]).toMatchObject({ ScheduleDate: '2031-03-04', ForemanId: 11 });
    expect((await search(ctx(), admin, { FromScheduledDate: '2031-03-05', ...take })).total).toBe(0);
    const bad = await ctx().call(admin, 'POST', SEARCH, { FromScheduledDate: '2/30/2031' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ModelState.FromScheduledDate).toEqual(['Enter a date as M/d/yyyy.']);
  });

  it('matches the query against the id, description, customer and address', async () => {
    const admin = await ctx().login('admin');
    const { rows } = await search(ctx(), admin, { Take: 999 });
    const sample = rows[5]!;
    expect(ids((await search(ctx(), admin, { Query: String(sample.Id) })).rows)).toContain(sample.Id);
    for (const text of [
      sample.Description!.split(' ')[1]!.toUpperCase(),
      sample.CustomerName.split(/[ ,]+/)[0]!,
      sample.Address!.split(',')[0]!,
    ]) {
      const found = await search(ctx(), admin, { Query: text, Take: 999 });
      expect(ids(found.rows), text).toContain(sample.Id);
      for (const r of found.rows)
        expect(`${r.Id} ${r.Description} ${r.CustomerName} ${r.Address}`.toLowerCase()).toContain(
          text.toLowerCase(),
        );
    }
    expect((await search(ctx(), admin, { Query: 'no such work anywhere' })).total).toBe(0);
  });

  it('sorts by every column both ways, keeping rows without a value last', async () => {
    const admin = await ctx().login('admin');
    const db = ctx().dbh.db;
    const people = new Map(
      (await db.selectFrom('employees').select(['id', 'first_name', 'last_name']).execute()).map((e) => [
        e.id,
        `${e.last_name} ${e.first_name}`.toLowerCase(),
      ]),
    );
    const key: Record<(typeof WorkOrderSortColumns)[number], (r: WorkOrderRow) => string | number | null> = {
      WorkOrderId: (r) => r.Id,
      SubTypeId: (r) => r.SubTypeId,
      ServiceGroupId: (r) => r.ServiceGroupId,
      StatusId: (r) => r.StatusId,
      Description: (r) => r.Description?.toLowerCase() ?? null,
      EstimatedHours: (r) => r.EstimatedHours,
      ArboristName: (r) => (r.ArboristId ? people.get(r.ArboristId)! : null),
      ForemanName: (r) => (r.ForemanId ? people.get(r.ForemanId)! : null),
      ScheduleDate: (r) => r.ScheduleDate,
      CustomerName: (r) => r.CustomerName.toLowerCase(),
      Address: (r) => r.Address?.split(',')[0]!.toLowerCase() ?? null,
    };
    for (const column of WorkOrderSortColumns) {
      for (const Descending of [false, true]) {
        const { rows } = await search(ctx(), admin, { SortColumn: column, Descending, Take: 999 });
        const keys = rows.map(key[column]);
        const present = keys.filter((k) => k !== null);
        expect(
          keys.slice(present.length).every((k) => k === null),
          column,
        ).toBe(true);
        const sorted = [...present].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
        expect(present, `${column} ${Descending}`).toEqual(Descending ? sorted.reverse() : sorted);
      }
    }
    const unknown = await ctx().call(admin, 'POST', SEARCH, { SortColumn: 'Password' });
    expect(unknown.statusCode).toBe(400);
  });

  it('hides archived work orders unless IncludeArchived is set', async () => {
    const admin = await ctx().login('admin');
    const archived = await ctx()
      .dbh.db.selectFrom('work_orders')
      .select('id')
      .where('archived', '=', 1)
      .execute();
    expect(archived.length).toBeGreaterThan(0);
    const live = await search(ctx(), admin, { Take: 999 });
    const every = await search(ctx(), admin, { Take: 999, IncludeArchived: true });
    expect(every.total).toBe(live.total + archived.length);
    for (const a of archived) {
      expect(ids(live.rows)).not.toContain(a.id);
      expect(every.rows.find((r) => r.Id === a.id)?.Archived).toBe(true);
    }
  });

  it('limits a Personal arborist to their own work, a branch manager to their branches', async () => {
    const arborist = await ctx().login('arborist');
    const own = await search(ctx(), arborist, { Take: 999 });
    expect(ids(own.rows)).toEqual(await idsWhere(ctx(), (q) => q.where('sales_rep_id', '=', 6)));
    expect(own.rows.every((r) => r.ArboristId === 6)).toBe(true);

    const manager2 = await ctx().login('branchmanager2');
    const branch2 = await search(ctx(), manager2, { Take: 999 });
    expect(ids(branch2.rows)).toEqual(await idsWhere(ctx(), (q) => q.where('branch_id', '=', 2)));
    // Asking for branch 1 does not widen the reach.
    expect((await search(ctx(), manager2, { BranchIds: [1] })).total).toBe(0);
  });

  it('shows a foreman the orders they are crew on, and not other work of the branch', async () => {
    const db = ctx().dbh.db;
    const crewed = await makeWorkOrder(db, { salesRepId: 6, description: 'Crewed by foreman' });
    await scheduleWorkOrder(db, crewed, 5, todayIsoDate());
    const notCrewed = await makeWorkOrder(db, { salesRepId: 6, description: 'Crew of another foreman' });
    await scheduleWorkOrder(db, notCrewed, 9, todayIsoDate());
    const foreman = await ctx().login('foreman');
    const { rows } = await search(ctx(), foreman, { Take: 999 });
    expect(ids(rows)).toContain(crewed);
    expect(ids(rows)).not.toContain(notCrewed);
    const crews = await db
      .selectFrom('schedule_crews')
      .innerJoin('schedule_dates', 'schedule_dates.id', 'schedule_crews.schedule_date_id')
      .innerJoin('schedule_work_orders as swo', 'swo.schedule_id', 'schedule_dates.schedule_id')
      .select('swo.work_order_id')
      .where('schedule_crews.employee_id', '=', 5)
      .execute();
    const mine = new Set(crews.map((c) => c.work_order_id));
    expect(rows.every((r) => mine.has(r.Id))).toBe(true);
  });

  it('opens the list by WorkOrder_Menu alone, and refuses a user without it', async () => {
    const billing = await ctx().login('billing');
    expect((await search(ctx(), billing)).total).toBe((await idsWhere(ctx(), (q) => q)).length);
    const { session } = await signInWith(ctx(), 'no-menu', { WorkOrders: R, Schedules: R }, 1);
    expect((await ctx().call(session, 'POST', SEARCH, {})).statusCode).toBe(403);
  });

  it('lists the statuses and sub types with their names', async () => {
    const foreman = await ctx().login('foreman');
    const statuses = await ctx().call(foreman, 'GET', '/api/v1/workOrders/workOrderStatuses');
    expect(statuses.json()).toHaveLength(8);
    expect(statuses.json()[7]).toEqual({ Id: 8, Name: 'Pending Cancellation' });
    const types = await ctx().call(foreman, 'GET', '/api/v1/workOrders/workOrderSubTypes');
    expect(types.json()).toEqual([
      { Id: 1, Name: 'Original' },
      { Id: 2, Name: 'Damages' },
      { Id: 3, Name: 'Corrections' },
    ]);
  });
});
