import { expect, it } from 'vitest';
import { F, Messages, R, type DailyLog } from '@canopy/shared';
import { ARBORIST, BASE, CREW, FOREMAN, count, dailyLogCalls, day, userWith } from './daily-logs-fixtures';
import { describeEngines } from './harness';

describeEngines('work order daily logs: who may, and lists', (ctx) => {
  const { call, crewedOrder, add, logsOf } = dailyLogCalls(ctx);

  it('edits need WorkOrders_DailyLogs Full and Employee_ManageHours Full; viewing needs ReadOnly or Full', async () => {
    const wo = await crewedOrder(day(-1), { salesRepId: ARBORIST });
    const foreman = await ctx().login('foreman');
    const log = (
      await add(foreman, { WorkOrderId: wo.id, Date: day(-1), TimeIn: '7:30', TimeOut: '16:30' })
    ).json<DailyLog>();
    const edit = { Id: log.Id, Version: log.Version, Date: day(-1), TimeIn: '7:00', TimeOut: '16:30' };

    // The arborist (DailyLogs ReadOnly) sees the logs of their work order but adds none.
    const arborist = await ctx().login('arborist');
    expect((await logsOf(arborist, wo.id)).map((l) => l.Id)).toEqual([log.Id]);
    const refused = await add(arborist, {
      WorkOrderId: wo.id,
      EmployeeId: ARBORIST,
      Date: day(-1),
      TimeIn: '8:00',
      TimeOut: '9:00',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(Messages.NotAuthorized);
    // Foreman (DailyLogs Full, no ManageHours) and branch manager (ManageHours Branch) add but do not edit.
    const manager = await ctx().login('branchmanager');
    for (const s of [foreman, manager]) {
      expect((await call(s, 'PUT', `${BASE}/save`, edit)).statusCode).toBe(403);
      expect((await call(s, 'DELETE', `${BASE}/${log.Id}`)).statusCode).toBe(403);
      expect((await call(s, 'POST', `${BASE}/${log.Id}/remove`)).statusCode).toBe(403);
    }
    const readOnlyHours = await userWith(ctx(), 'hours-viewer', {
      WorkOrders: F,
      WorkOrders_DailyLogs: F,
      Employee_ManageHours: R,
    });
    expect((await call(readOnlyHours, 'PUT', `${BASE}/save`, edit)).statusCode).toBe(403);
    const hours = await userWith(ctx(), 'hours-keeper', {
      WorkOrders: F,
      WorkOrders_DailyLogs: F,
      Employee_ManageHours: F,
    });
    const saved = await call(hours, 'PUT', `${BASE}/save`, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      TimeIn: '07:00',
      HoursWorked: 9.5,
      EmployeeId: FOREMAN,
      Version: 2,
    });
    // Billing has no daily log claim at all.
    const billing = await ctx().login('billing');
    expect((await call(billing, 'GET', `/api/v1/workOrders/${wo.id}/daily-logs`)).statusCode).toBe(403);
  });

  it("hides another branch's and another arborist's work order logs behind 404", async () => {
    const wo = await crewedOrder(day(0), { salesRepId: ARBORIST });
    const admin = await ctx().login('admin');
    const log = (
      await add(admin, { WorkOrderId: wo.id, Date: day(0), TimeIn: '7:30', TimeOut: '16:30' })
    ).json<DailyLog>();
    const manager2 = await ctx().login('branchmanager2');
    const arborist2 = await ctx().login('arborist2');
    for (const s of [manager2, arborist2]) {
      expect((await call(s, 'GET', `/api/v1/workOrders/${wo.id}/daily-logs`)).statusCode).toBe(404);
      expect((await call(s, 'POST', `${BASE}/_search`, { WorkOrderId: wo.id })).statusCode).toBe(404);
      expect(
        (await call(s, 'GET', `/api/v1/workOrders/${wo.id}/latest-default-start-time?ScheduleDate=${day(0)}`))
          .statusCode,
      ).toBe(404);
    }
    const foreign = await add(manager2, {
      WorkOrderId: wo.id,
      Date: day(0),
      TimeIn: '7:30',
      TimeOut: '9:30',
    });
    expect(foreign.statusCode).toBe(404);
    // Without a work order the search keeps to the caller's reach.
    const own = await crewedOrder(day(0), { branchId: 2, salesRepId: 7 });
    await add(admin, { WorkOrderId: own.id, Date: day(0), TimeIn: '7:30', TimeOut: '9:30' });
    const reach = (await call(manager2, 'POST', `${BASE}/_search`, {})).json<DailyLog[]>();
    expect(reach.map((l) => l.WorkOrderId)).toContain(own.id);
    expect(reach.map((l) => l.Id)).not.toContain(log.Id);
    expect((await call(admin, 'DELETE', `${BASE}/99999`)).statusCode).toBe(404);
  });

  it('deletes a log by DELETE or by POST {id}/remove', async () => {
    const wo = await crewedOrder(day(-1));
    const admin = await ctx().login('admin');
    const a = (
      await add(admin, { WorkOrderId: wo.id, Date: day(-1), TimeIn: '7:30', TimeOut: '16:30' })
    ).json<DailyLog>();
    const b = (
      await add(admin, { WorkOrderId: wo.id, Date: day(-2), TimeIn: '7:30', TimeOut: '16:30' })
    ).json<DailyLog>();
    expect((await call(admin, 'DELETE', `${BASE}/${a.Id}`)).statusCode).toBe(200);
    expect((await call(admin, 'POST', `${BASE}/${b.Id}/remove`)).statusCode).toBe(200);
    expect(await logsOf(admin, wo.id)).toEqual([]);
    expect((await call(admin, 'DELETE', `${BASE}/${a.Id}`)).statusCode).toBe(404);
  });

  it('searches by dates, a page at a time with the total in X-List-Count', async () => {
    const wo = await crewedOrder(day(-1));
    const admin = await ctx().login('admin');
    for (const [i, employee] of [FOREMAN, CREW, ARBORIST].entries())
      await add(admin, {
        WorkOrderId: wo.id,
        EmployeeId: employee,
        Date: day(-1 - i),
        TimeIn: '7:30',
        TimeOut: '16:30',
      });
    const page = await call(admin, 'POST', `${BASE}/_search`, {
      WorkOrderId: wo.id,
      Skip: 1,
      Take: 1,
      IncludeArchived: false,
    });
    expect(count(page)).toBe(3);
    expect(page.json<DailyLog[]>().map((l) => l.Date)).toEqual([day(-2)]);
    const ranged = await call(admin, 'POST', `${BASE}/_search`, {
      WorkOrderId: wo.id,
      DateFrom: day(-2),
      DateTo: day(-1),
    });
    expect(ranged.json<DailyLog[]>().map((l) => l.Date)).toEqual([day(-1), day(-2)]);
  });

  it('lists hour types, and prevailing wage hours of a log for those who may see them', async () => {
    const admin = await ctx().login('admin');
    const types = await call(admin, 'GET', `${BASE}/hour-types`);
    expect(types.json()).toEqual([
      { Id: 1, Name: 'Standard' },
      { Id: 2, Name: 'Prevailing Wage' },
      { Id: 3, Name: 'PTO' },
      { Id: 4, Name: 'Overtime' },
      { Id: 5, Name: 'Retro' },
      { Id: 6, Name: 'Retro Overtime' },
    ]);
    const wo = await crewedOrder(day(-1), { salesRepId: ARBORIST });
    const log = (
      await add(admin, { WorkOrderId: wo.id, Date: day(-1), TimeIn: '7:30', TimeOut: '16:30', HourTypeId: 2 })
    ).json<DailyLog>();
    const db = ctx().dbh.db;
    const category = await db
      .insertInto('prevailing_wage_categories')
      .values({ code: 'TT-1', name: 'Tree trimmer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const title = await db
      .insertInto('prevailing_wage_job_titles')
      .values({ name: 'Groundman' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('prevailing_wage_hours')
      .values({
        daily_log_id: log.Id,
        schedule_id: wo.scheduleId,
        hours_hundredths: 350,
        prevailing_wage_category_id: category.id,
        prevailing_wage_job_title_id: title.id,
      })
      .execute();
    const expected = {
      DailyLogId: log.Id,
      ScheduleId: wo.scheduleId,
      Hours: 3.5,
      PrevailingWageCategoryId: category.id,
      PrevailingWageCategoryCode: 'TT-1',
      PrevailingWageCategoryName: 'Tree trimmer',
      PrevailingWageJobTitleId: title.id,
      JobTitle: 'Groundman',
    };
    const foreman = await ctx().login('foreman'); // WorkOrders_PrevailingWage ReadOnly
    const dialog = await call(foreman, 'GET', `${BASE}/${log.Id}/prevailing-wage-hours`);
    expect(dialog.json()).toEqual([expect.objectContaining(expected)]);
    expect((await logsOf(foreman, wo.id))[0]!.PrevailingWageHours).toEqual([
      expect.objectContaining(expected),
    ]);
    // The arborist has no prevailing wage claim: no dialog, and the logs carry none.
    const arborist = await ctx().login('arborist');
    expect((await call(arborist, 'GET', `${BASE}/${log.Id}/prevailing-wage-hours`)).statusCode).toBe(403);
    expect((await logsOf(arborist, wo.id))[0]!.PrevailingWageHours).toBeNull();
    const manager2 = await ctx().login('branchmanager2');
    expect((await call(manager2, 'GET', `${BASE}/${log.Id}/prevailing-wage-hours`)).statusCode).toBe(404);
  });
});
