import { expect, it } from 'vitest';
import {
  CompletionStatuses as C,
  CompletionStatusList,
  LIST_COUNT_HEADER,
  R,
  WorkOrderMessages as M,
  WorkOrderStatuses as S,
  type WorkOrderReportRow,
} from '@canopy/shared';
import { describeEngines, type Session } from './harness';
import {
  addDailyLog,
  addWorkOrderService,
  makeWorkOrder,
  scheduleWorkOrder,
  signInWith,
} from './work-order-fixtures';

const REPORT = '/api/v1/workOrders/report';

describeEngines('work order tracking report', (ctx) => {
  const report = async (s: Session, body: object) => {
    const res = await ctx().call(s, 'POST', REPORT, body);
    expect(res.statusCode, res.body).toBe(200);
    return {
      rows: res.json<WorkOrderReportRow[]>(),
      total: Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]),
    };
  };

  /**
   * Four orders of a new arborist in branch 1: completed on 3/10/2026 after a day on 3/9 with Frank,
   * partly done (Plant Health Care) on a day of 4/1 with the second foreman, not started, and archived.
   */
  async function arboristsOrders() {
    const db = ctx().dbh.db;
    const rep = await db
      .insertInto('employees')
      .values({ first_name: 'Rita', last_name: `Report${Date.now() % 100000}`, primary_branch_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreman2 = await db
      .selectFrom('users')
      .select('employee_id')
      .where('username', '=', 'foreman2')
      .executeTakeFirstOrThrow();
    const done = await makeWorkOrder(db, { salesRepId: rep.id, statusId: S.Completed });
    await db
      .updateTable('work_orders')
      .set({ date_completed: '2026-03-10T15:00:00.000Z' })
      .where('id', '=', done)
      .execute();
    await scheduleWorkOrder(db, done, 5, '2026-03-09');
    await addDailyLog(db, done, { employeeId: 5, date: '2026-03-09', hours: 6.5 });
    const partly = await makeWorkOrder(db, { salesRepId: rep.id, serviceGroupId: 2, statusId: S.InProgress });
    await scheduleWorkOrder(db, partly, foreman2.employee_id!, '2026-04-01');
    const first = await addWorkOrderService(db, partly, 'Structural Pruning');
    await addWorkOrderService(db, partly, 'Tree Removal');
    await addWorkOrderService(db, partly, 'Cabling and Bracing', { archived: true });
    await db.updateTable('work_order_services').set({ completed: 1 }).where('id', '=', first).execute();
    await addDailyLog(db, partly, { employeeId: foreman2.employee_id!, date: '2026-04-01', hours: 3.25 });
    const untouched = await makeWorkOrder(db, { salesRepId: rep.id, statusId: S.Created });
    const archived = await makeWorkOrder(db, { salesRepId: rep.id });
    await db.updateTable('work_orders').set({ archived: 1 }).where('id', '=', archived).execute();
    return { rep: rep.id, foreman2: foreman2.employee_id!, done, partly, untouched };
  }

  it('filters by every field of the report and pages 12 at a time with the total', async () => {
    const billing = await ctx().login('billing');
    const o = await arboristsOrders();
    const ids = async (extra: object) =>
      (await report(billing, { ArboristIds: [o.rep], ...extra })).rows.map((r) => r.WorkOrderId);
    const all = await report(billing, { ArboristIds: [o.rep] });
    expect(all.rows.map((r) => r.WorkOrderId)).toEqual([o.done, o.partly, o.untouched]);
    expect(all.total).toBe(3);
    expect(await ids({ CompletionStatusIds: [C.Completed] })).toEqual([o.done]);
    expect(await ids({ CompletionStatusIds: [C.PartiallyCompleted] })).toEqual([o.partly]);
    expect(await ids({ CompletionStatusIds: [C.NotCompleted, C.PartiallyCompleted] })).toEqual([
      o.partly,
      o.untouched,
    ]);
    expect(await ids({ CompletionDateFrom: '3/10/2026', CompletionDateTo: '3/10/2026' })).toEqual([o.done]);
    expect(await ids({ CompletionDateTo: '3/9/2026' })).toEqual([]);
    expect(await ids({ ScheduleDateFrom: '2026-03-15' })).toEqual([o.partly]);
    expect(await ids({ ScheduleDateTo: '3/31/2026' })).toEqual([o.done]);
    expect(await ids({ ForemanIds: [o.foreman2] })).toEqual([o.partly]);
    expect(await ids({ ServiceGroupIds: [2] })).toEqual([o.partly]);
    expect(await ids({ BranchIds: [2] })).toEqual([]);
    expect(await ids({ BranchIds: [1], WorkOrderId: o.untouched })).toEqual([o.untouched]);
    const paged = await report(billing, { ArboristIds: [o.rep], Skip: 1, Take: 1 });
    expect([paged.rows.map((r) => r.WorkOrderId), paged.total]).toEqual([[o.partly], 3]);
    const firstPage = await report(billing, {});
    expect(firstPage.rows).toHaveLength(12);
    expect(firstPage.total).toBeGreaterThan(12);
  });

  it('shows what each order came to: services done, hours logged, foreman and dates', async () => {
    const o = await arboristsOrders();
    const { rows } = await report(await ctx().login('billing'), { ArboristIds: [o.rep] });
    expect(rows[0]).toMatchObject({
      WorkOrderId: o.done,
      WorkOrderStatus: 'Completed',
      CompletionStatusId: C.Completed,
      CompletionStatus: 'Completed',
      ForemanName: 'Frank Ortiz',
      ScheduleDate: '2026-03-09',
      DateCompleted: '2026-03-10',
      ActualHours: 6.5,
      EstimatedHours: 4,
      EstimatedValue: 850,
      Branch: 'North Shore',
    });
    expect(rows[1]).toMatchObject({
      WorkOrderId: o.partly,
      ServiceGroup: 'Plant Health Care',
      CompletionStatus: 'Partially Completed',
      ServicesCompleted: 1,
      ServicesTotal: 2,
      ActualHours: 3.25,
      ScheduleDate: '2026-04-01',
      DateCompleted: null,
    });
    expect(rows[2]).toMatchObject({ CompletionStatus: 'Not Completed', ForemanName: null, ActualHours: 0 });
  });

  it("refuses a date it cannot read with the form's message", async () => {
    const res = await ctx().call(await ctx().login('billing'), 'POST', REPORT, {
      CompletionDateFrom: '13/45/2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.CompletionDateFrom).toEqual([M.DateNotValid]);
  });

  it('is for FinancialReports ReadOnly or Branch; Branch sees its own branches only', async () => {
    const o = await arboristsOrders();
    for (const user of ['foreman', 'arborist', 'officemanager']) {
      const s = await ctx().login(user);
      expect((await ctx().call(s, 'POST', REPORT, {})).statusCode, user).toBe(403);
      expect((await ctx().call(s, 'GET', '/api/v1/workOrders/completion-statuses')).statusCode, user).toBe(
        403,
      );
      expect((await ctx().call(s, 'POST', `${REPORT}/csv`, {})).statusCode, user).toBe(403);
    }
    const other = await ctx().login('branchmanager2');
    expect(await report(other, { WorkOrderId: o.done })).toEqual({ rows: [], total: 0 });
    const own = await report(await ctx().login('branchmanager'), { ArboristIds: [o.rep] });
    expect(own.total).toBe(3);
    const mixed = await report(other, {});
    expect(mixed.rows.every((r) => r.BranchId === 2)).toBe(true);
    const statuses = await ctx().call(other, 'GET', '/api/v1/workOrders/completion-statuses');
    expect(statuses.json()).toEqual(CompletionStatusList);
  });

  it('exports the filtered rows as CSV, prices only for holders of WorkOrders_Pricing', async () => {
    const o = await arboristsOrders();
    const res = await ctx().call(await ctx().login('billing'), 'POST', `${REPORT}/csv`, {
      ArboristIds: [o.rep],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('Work Order,Type,Branch');
    expect(lines[0]).toContain('Estimated Value');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([o.done, o.partly, o.untouched]);
    expect(lines[1]!.split(',')).toContain('850.00');

    const { session } = await signInWith(ctx(), 'report-no-prices', { FinancialReports: R }, 1);
    const rows = (await report(session, { ArboristIds: [o.rep] })).rows;
    expect(rows.map((r) => r.EstimatedValue)).toEqual([null, null, null]);
    const csv = await ctx().call(session, 'POST', `${REPORT}/csv`, { ArboristIds: [o.rep] });
    expect(csv.body).not.toContain('Estimated Value');
    // Cell by cell: a whole-body search for "850" also matched ids and times that happen to hold those digits.
    const cells = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .flatMap((l) => l.split(','));
    expect(cells).not.toContain('850.00');
    expect(cells).not.toContain('850');
  });
});
