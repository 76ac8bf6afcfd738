import { expect, it } from 'vitest';
import { DailyLogMessages as M, WorkOrderStatuses as S, type DailyLog } from '@canopy/shared';
import {
  BASE,
  CREW,
  FOREMAN,
  ARBORIST,
  count,
  dailyLogCalls,
  day,
  serviceMessages,
} from './daily-logs-fixtures';
import { describeEngines } from './harness';
import { scheduleWorkOrder } from './work-order-fixtures';

describeEngines('work order daily logs', (ctx) => {
  const { call, workOrder, crewedOrder, add, logsOf } = dailyLogCalls(ctx);

  it("adds the caller's log with hours from Time In and Time Out, on their crew place that day", async () => {
    const wo = await crewedOrder();
    const foreman = await ctx().login('foreman');
    const res = await add(foreman, { WorkOrderId: wo.id, Date: day(0), TimeIn: '7:30', TimeOut: '16:30' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      WorkOrderId: wo.id,
      EmployeeId: FOREMAN,
      Name: 'Frank Ortiz',
      ScheduleCrewId: wo.scheduleCrewId,
      ScheduleCrew: { Id: wo.scheduleCrewId, ScheduleId: wo.scheduleId, IsForeman: true },
      Date: day(0),
      TimeIn: '07:30',
      TimeOut: '16:30',
      HoursWorked: 9,
      HourTypeId: 1,
      HourType: 'Standard',
      DailyLogTypeId: 1,
      DailyLogType: 'Applied',
      Version: 1,
    });
    const list = await call(foreman, 'GET', `/api/v1/workOrders/${wo.id}/daily-logs`);
    expect(count(list)).toBe(1);
    expect(list.json()).toEqual([res.json()]);
    const searched = await call(foreman, 'POST', `${BASE}/_search`, {
      WorkOrderId: wo.id,
      Skip: 0,
      Take: 999,
    });
    expect(searched.json()).toEqual([res.json()]);
  });

  it('logs another crew member by EmployeeId; one not on the crew has no crew place; hours in exact hundredths', async () => {
    const wo = await crewedOrder(day(-1));
    const helper = await scheduleWorkOrder(ctx().dbh.db, wo.id, CREW, day(-1), { isForeman: false });
    const admin = await ctx().login('admin');
    const crew = await add(admin, {
      WorkOrderId: wo.id,
      EmployeeId: CREW,
      Date: day(-1),
      TimeIn: '08:00',
      TimeOut: '08:20',
      Notes: '  Chipper duty ',
    });
    expect(crew.json()).toMatchObject({
      EmployeeId: CREW,
      Name: 'Carlos Diaz',
      ScheduleCrewId: helper.scheduleCrewId,
      ScheduleCrew: { JobTitleId: 3, IsForeman: false },
      HoursWorked: 0.33,
      Notes: 'Chipper duty',
    });
    const arborist = await add(admin, {
      WorkOrderId: wo.id,
      EmployeeId: ARBORIST,
      Date: day(-1),
      TimeIn: '1:00 pm',
      TimeOut: '3:15 pm',
      HourTypeId: 4,
    });
    expect(arborist.json()).toMatchObject({
      ScheduleCrewId: null,
      ScheduleCrew: null,
      TimeIn: '13:00',
      HoursWorked: 2.25,
      HourType: 'Overtime',
    });
    const unknown = await add(admin, {
      WorkOrderId: wo.id,
      EmployeeId: 99999,
      Date: day(-1),
      TimeIn: '8:00',
      TimeOut: '9:00',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().ModelState.EmployeeId).toEqual([M.EmployeeNotValid]);
  });

  it('refuses Time In after Time Out, future dates and a second log the same day, with the spec messages', async () => {
    const wo = await crewedOrder();
    const foreman = await ctx().login('foreman');
    const late = await add(foreman, { WorkOrderId: wo.id, Date: day(0), TimeIn: '17:00', TimeOut: '16:30' });
    expect(late.statusCode).toBe(400);
    expect(late.json().Message).toBe("Time In can't be greater than Time Out");
    const future = await add(foreman, { WorkOrderId: wo.id, Date: day(1), TimeIn: '7:30', TimeOut: '16:30' });
    expect(future.statusCode).toBe(400);
    expect(serviceMessages(future)).toEqual(["Can't add hours for a future date"]);
    const first = await add(foreman, { WorkOrderId: wo.id, Date: day(0), TimeIn: '7:30', TimeOut: '7:30' });
    expect(first.statusCode).toBe(200);
    expect(first.json().HoursWorked).toBe(0);
    const again = await add(foreman, { WorkOrderId: wo.id, Date: day(0), TimeIn: '8:00', TimeOut: '12:00' });
    expect(again.statusCode).toBe(400);
    expect(serviceMessages(again)).toEqual(['Daily logs already exists for same day']);
    // The same day on another work order is another log.
    const other = await crewedOrder();
    expect(
      (await add(foreman, { WorkOrderId: other.id, Date: day(0), TimeIn: '13:00', TimeOut: '15:00' }))
        .statusCode,
    ).toBe(200);
    expect((await logsOf(foreman, wo.id)).length).toBe(1);
  });

  it('lets only one of several simultaneous adds for the same day through', async () => {
    const wo = await crewedOrder(day(-1));
    const foreman = await ctx().login('foreman');
    const entry = { WorkOrderId: wo.id, Date: day(-1), TimeIn: '7:30', TimeOut: '16:30' };
    const results = await Promise.all([add(foreman, entry), add(foreman, entry), add(foreman, entry)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400))
      expect(serviceMessages(r)).toEqual(['Daily logs already exists for same day']);
    expect((await logsOf(foreman, wo.id)).length).toBe(1);
  });

  it('keeps logs closed until the work order is scheduled, in progress or completed, or has schedules', async () => {
    const admin = await ctx().login('admin');
    const entry = { Date: day(-2), TimeIn: '7:30', TimeOut: '16:30' };
    for (const status of [S.Created, S.ReadyForScheduling, S.OnHold, S.Cancelled, S.PendingCancellation]) {
      const closed = await add(admin, { WorkOrderId: await workOrder({ statusId: status }), ...entry });
      expect(closed.statusCode).toBe(400);
      expect(serviceMessages(closed)).toEqual([M.NotEditable]);
    }
    for (const status of [S.Scheduled, S.InProgress, S.Completed]) {
      expect(
        (await add(admin, { WorkOrderId: await workOrder({ statusId: status }), ...entry })).statusCode,
      ).toBe(200);
    }
    const onHold = await crewedOrder(day(-2), { statusId: S.OnHold });
    const log = await add(admin, { WorkOrderId: onHold.id, ...entry });
    expect(log.statusCode).toBe(200);
    // With its schedule gone, an order on hold closes its logs to edits and deletes as well.
    await ctx()
      .dbh.db.updateTable('schedule_work_orders')
      .set({ active: 0 })
      .where('work_order_id', '=', onHold.id)
      .execute();
    const { Id, Version } = log.json<DailyLog>();
    const save = await call(admin, 'PUT', `${BASE}/save`, { Id, Version, ...entry, TimeOut: '15:00' });
    expect(serviceMessages(save)).toEqual([M.NotEditable]);
    expect(serviceMessages(await call(admin, 'DELETE', `${BASE}/${Id}`))).toEqual([M.NotEditable]);
  });

  it('offers the latest start time used on the work order that day, else 7:30 to 16:30', async () => {
    const wo = await crewedOrder(day(-1));
    const admin = await ctx().login('admin');
    const url = (date: string) =>
      `/api/v1/workOrders/${wo.id}/latest-default-start-time?WorkOrderId=${wo.id}&ScheduleDate=${date}`;
    expect((await call(admin, 'GET', url(day(-1)))).json()).toEqual({ TimeIn: '07:30', TimeOut: '16:30' });
    await add(admin, { WorkOrderId: wo.id, Date: day(-1), TimeIn: '6:45', TimeOut: '15:00' });
    await add(admin, {
      WorkOrderId: wo.id,
      EmployeeId: CREW,
      Date: day(-1),
      TimeIn: '7:15',
      TimeOut: '15:30',
    });
    expect((await call(admin, 'GET', url(day(-1)))).json()).toEqual({ TimeIn: '07:15', TimeOut: '15:30' });
    expect((await call(admin, 'GET', url(day(-3)))).json()).toEqual({ TimeIn: '07:30', TimeOut: '16:30' });
  });

  it('saves against the Version read: a stale save is a 409 with the current log; saves also need Time In before Time Out', async () => {
    const wo = await crewedOrder(day(-1));
    const admin = await ctx().login('admin');
    const log = (
      await add(admin, { WorkOrderId: wo.id, Date: day(-1), TimeIn: '7:30', TimeOut: '16:30' })
    ).json<DailyLog>();
    const body = {
      Id: log.Id,
      Version: 1,
      Date: day(-1),
      TimeIn: '7:30',
      TimeOut: '12:00',
      Notes: 'Rain at noon',
    };
    const first = await call(admin, 'PUT', `${BASE}/save`, body);
    expect(first.json()).toMatchObject({ HoursWorked: 4.5, Notes: 'Rain at noon', Version: 2 });
    const stale = await call(admin, 'PUT', `${BASE}/save`, { ...body, TimeOut: '13:00' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Id: log.Id, TimeOut: '12:00', Version: 2 });
    const equal = await call(admin, 'PUT', `${BASE}/save`, { ...body, Version: 2, TimeIn: '12:00' });
    expect(serviceMessages(equal)).toEqual(["Time In can't be greater than Time Out"]);
    const future = await call(admin, 'PUT', `${BASE}/save`, { ...body, Version: 2, Date: day(2) });
    expect(serviceMessages(future)).toEqual(["Can't add hours for a future date"]);
    // Moving the log onto a day the employee already has is refused too.
    const other = await add(admin, { WorkOrderId: wo.id, Date: day(-2), TimeIn: '7:30', TimeOut: '16:30' });
    const clash = await call(admin, 'PUT', `${BASE}/save`, { ...body, Id: other.json().Id, Version: 1 });
    expect(serviceMessages(clash)).toEqual(['Daily logs already exists for same day']);
  });
});
