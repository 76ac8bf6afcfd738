import { expect, it } from 'vitest';
import {
  LIST_COUNT_HEADER,
  ReportOptions,
  todayIsoDate,
  WorkOrderMessages as M,
  WorkOrderStatuses as S,
  type SummaryService,
} from '@canopy/shared';
import { addDays } from '../src/seed/work-orders-parts';
import { describeEngines, type TestCtx } from './harness';
import {
  addDailyLog,
  addScoutingEntry,
  addWorkOrderService,
  makeWorkOrder,
  scheduleWorkOrder,
} from './work-order-fixtures';
import { removeWorkOrders } from './support/remove-work-orders';

const BASE = '/api/v1/workOrders';

/** A customer location of the branch with inventory (scouting entries need an item). */
async function locationWithItems(ctx: TestCtx, branchId: number, nth = 0) {
  const row = await ctx.dbh.db
    .selectFrom('account_locations as l')
    .select('l.id')
    .where('l.branch_id', '=', branchId)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('service_items as i').select('i.id').whereRef('i.account_location_id', '=', 'l.id'),
      ),
    )
    .orderBy('l.id')
    .offset(nth)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEngines('work order completion and the account summary', (ctx) => {
  it('answers the completion problems in order until the order is ready', async () => {
    const db = ctx().dbh.db;
    const id = await makeWorkOrder(db, {
      statusId: S.InProgress,
      locationId: await locationWithItems(ctx(), 1),
    });
    const arborist = await ctx().login('arborist');
    const check = async () =>
      (await ctx().call(arborist, 'GET', `${BASE}/${id}/confirmReadyToComplete`)).json();
    expect(await check()).toEqual({ Ready: false, Messages: [M.DailyLogsRequired, M.WorkedHoursRequired] });
    await addDailyLog(db, id, { employeeId: 5, date: todayIsoDate(), hours: 0 });
    expect(await check()).toEqual({ Ready: false, Messages: [M.WorkedHoursRequired] });
    await addDailyLog(db, id, { employeeId: 8, date: todayIsoDate(), hours: 7.5 });
    expect(await check()).toEqual({ Ready: true, Messages: [] });
    // A service with a scouting report option asks for an entry; an archived one does not.
    await addWorkOrderService(db, id, 'Apple Scab Program', { archived: true });
    expect((await check()).Ready).toBe(true);
    await addWorkOrderService(db, id, 'Emerald Ash Borer Treatment');
    expect(await check()).toEqual({ Ready: false, Messages: [M.ScoutingReportRequired] });
    expect((await ctx().call(arborist, 'GET', `${BASE}/${id}`)).json().ScoutingReportRequired).toBe(true);
    await addScoutingEntry(db, id);
    expect(await check()).toEqual({ Ready: true, Messages: [] });
    expect(
      (await ctx().call(await ctx().login('arborist2'), 'GET', `${BASE}/${id}/confirmReadyToComplete`))
        .statusCode,
    ).toBe(404);
  });

  it('completes a ready order with WorkOrder_Complete, its services too, and offers the scouting report email', async () => {
    const db = ctx().dbh.db;
    const id = await makeWorkOrder(db, {
      statusId: S.InProgress,
      locationId: await locationWithItems(ctx(), 1, 1),
    });
    const pruning = await addWorkOrderService(db, id, 'Crown Cleaning');
    await addWorkOrderService(db, id, 'Apple Scab Program');
    const complete = (who: Parameters<TestCtx['call']>[0]) =>
      ctx().call(who, 'PUT', `${BASE}/${id}/complete`);

    const manager = await ctx().login('branchmanager');
    const notReady = await complete(manager);
    expect(notReady.statusCode).toBe(400);
    expect(notReady.json().Message).toBe(
      `Please correct the following--${M.DailyLogsRequired}--${M.WorkedHoursRequired}--${M.ScoutingReportRequired}`,
    );
    await addDailyLog(db, id, { employeeId: 5, date: todayIsoDate(), hours: 8 });
    await addScoutingEntry(db, id);

    // The office manager may change statuses but not complete work orders.
    expect((await complete(await ctx().login('officemanager'))).statusCode).toBe(403);
    expect((await complete(await ctx().login('branchmanager2'))).statusCode).toBe(404);
    const done = await complete(manager);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      WorkOrder: { Id: id, StatusId: S.Completed, WorkOrderStatus: 'Completed', Version: 2 },
      ScoutingReportServiceCompleted: true,
      ReportOptionIds: [ReportOptions.ScoutingReportShortVersion],
    });
    expect(Date.now() - Date.parse(done.json().WorkOrder.DateCompleted)).toBeLessThan(60_000);
    const services = await db
      .selectFrom('work_order_services')
      .select(['id', 'completed'])
      .where('work_order_id', '=', id)
      .execute();
    expect(services.every((s) => s.completed === 1)).toBe(true);
    expect(services.map((s) => s.id)).toContain(pruning);
    const again = await complete(manager);
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe(M.InvalidStatusUpdate);
  });

  it('does not offer the scouting report after completing an order without a scouting service', async () => {
    const db = ctx().dbh.db;
    const id = await makeWorkOrder(db, { statusId: S.Scheduled, branchId: 2, salesRepId: 7 });
    await addWorkOrderService(db, id, 'Structural Pruning');
    await addDailyLog(db, id, { employeeId: 9, date: todayIsoDate(), hours: 4 });
    const done = await ctx().call(await ctx().login('arborist2'), 'PUT', `${BASE}/${id}/complete`);
    expect(done.json()).toMatchObject({ ScoutingReportServiceCompleted: false, ReportOptionIds: [] });
  });

  it('lists a location’s upcoming services by next scheduled day and its completed ones, latest first', async () => {
    const db = ctx().dbh.db;
    const locationId = await locationWithItems(ctx(), 3, 2);
    await removeWorkOrders(db, 'account_location_id', locationId);
    const later = await makeWorkOrder(db, { branchId: 3, locationId, statusId: S.Scheduled });
    const soon = await makeWorkOrder(db, { branchId: 3, locationId, statusId: S.Scheduled });
    const unscheduled = await makeWorkOrder(db, { branchId: 3, locationId, statusId: S.Created });
    const cancelled = await makeWorkOrder(db, { branchId: 3, locationId, statusId: S.Cancelled });
    await scheduleWorkOrder(db, later, 11, addDays(todayIsoDate(), 9));
    await scheduleWorkOrder(db, soon, 11, addDays(todayIsoDate(), 2));
    await addWorkOrderService(db, later, 'Tree Removal', { totalCostCents: 123456 });
    await addWorkOrderService(db, later, 'Stump Grinding', { totalCostCents: 9050 });
    await addWorkOrderService(db, soon, 'Crown Cleaning');
    await addWorkOrderService(db, unscheduled, 'Cabling and Bracing');
    await addWorkOrderService(db, cancelled, 'Structural Pruning');

    const office = await ctx().login('officemanager');
    const url = (kind: string, q = '') => `${BASE}/idByLocationId/${locationId}/${kind}${q}`;
    const upcoming = await ctx().call(office, 'GET', url('upcomingServices'));
    const rows: SummaryService[] = upcoming.json();
    expect(upcoming.headers[LIST_COUNT_HEADER.toLowerCase()]).toBe('4');
    expect(rows.map((r) => [r.WorkOrderId, r.ServiceName, r.Date])).toEqual([
      [soon, 'Crown Cleaning', addDays(todayIsoDate(), 2)],
      [later, 'Tree Removal', addDays(todayIsoDate(), 9)],
      [later, 'Stump Grinding', addDays(todayIsoDate(), 9)],
      [unscheduled, 'Cabling and Bracing', null],
    ]);
    expect(rows[1]).toMatchObject({ TotalCost: 1234.56, StatusId: S.Scheduled });
    const page2 = (await ctx().call(office, 'GET', url('upcomingServices', '?Skip=2&Take=2'))).json();
    expect(page2.map((r: SummaryService) => r.ServiceName)).toEqual([
      'Stump Grinding',
      'Cabling and Bracing',
    ]);

    expect((await ctx().call(office, 'GET', url('completedServices'))).json()).toEqual([]);
    await addDailyLog(db, soon, { employeeId: 11, date: todayIsoDate(), hours: 3 });
    expect((await ctx().call(await ctx().login('admin'), 'PUT', `${BASE}/${soon}/complete`)).statusCode).toBe(
      200,
    );
    const completed = await ctx().call(office, 'GET', url('completedServices'));
    expect(completed.json()).toEqual([
      {
        WorkOrderId: soon,
        ServiceId: expect.any(Number),
        ServiceName: 'Crown Cleaning',
        StatusId: S.Completed,
        Date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        TotalCost: 250,
      },
    ]);
    expect(completed.headers[LIST_COUNT_HEADER.toLowerCase()]).toBe('1');
    expect((await ctx().call(office, 'GET', url('upcomingServices'))).json()).toHaveLength(3);
    expect(
      (await ctx().call(await ctx().login('branchmanager'), 'GET', url('completedServices'))).statusCode,
    ).toBe(404);
  });
});
