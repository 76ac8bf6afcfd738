import { expect, it } from 'vitest';
import {
  B,
  F,
  P,
  R,
  ScheduleDailyMessages,
  ScheduleMessages,
  ScheduleStatuses,
  type ClockedOutWorkOrder,
  type DailySchedule,
  type ScheduleWorkOrder,
} from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { describeEngines, type Session, type TestCtx } from './harness';
import { makeWorkOrder, scheduleWorkOrder, signInWith } from './work-order-fixtures';

// No demo schedule reaches this day, so what search-daily answers is only what these tests made.
const DAY = '2033-03-14';
const DAILY = '/api/v1/schedules/search-daily';
const CLOCK_OUT = '/api/v1/schedules/work-orders/clock-out';

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

interface Day {
  scheduleId: number;
  scheduleDateId: number;
  workOrderIds: number[];
}

/** A schedule of `count` new work orders led by `foreman` on `date`, in `statusId`. */
async function makeDay(
  db: Db,
  o: { branchId: number; foreman: number; date: string; statusId?: number; count?: number },
): Promise<Day> {
  const first = await makeWorkOrder(db, { branchId: o.branchId });
  const { scheduleId, scheduleDateId } = await scheduleWorkOrder(db, first, o.foreman, o.date);
  const workOrderIds = [first];
  for (let i = 1; i < (o.count ?? 1); i++) {
    const id = await makeWorkOrder(db, { branchId: o.branchId });
    await db
      .insertInto('schedule_work_orders')
      .values({ schedule_id: scheduleId, work_order_id: id, route_order_id: i })
      .execute();
    workOrderIds.push(id);
  }
  await db
    .updateTable('schedules')
    .set({ status_id: o.statusId ?? ScheduleStatuses.Open })
    .where('id', '=', scheduleId)
    .execute();
  return { scheduleId, scheduleDateId, workOrderIds };
}

/** A later day of the same schedule, led by the same foreman. */
async function addDay(db: Db, scheduleId: number, foreman: number, date: string) {
  const day = await db
    .insertInto('schedule_dates')
    .values({ schedule_id: scheduleId, schedule_date: date })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('schedule_crews')
    .values({ schedule_date_id: day.id, employee_id: foreman, job_title_id: 1, is_foreman: 1 })
    .execute();
  return day.id;
}

async function daily(ctx: TestCtx, s: Session, body: object) {
  const res = await ctx.call(s, 'POST', DAILY, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DailySchedule[];
}

const version = async (db: Db, id: number) =>
  (await db.selectFrom('schedules').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;

describeEngines('schedule daily', (ctx) => {
  let made: Promise<{
    foreman: { session: Session; employeeId: number };
    manager: Session;
    own: Day;
    colleague: Day;
    otherBranch: Day;
  }>;
  const fixtures = () => {
    made ??= (async () => {
      const db = ctx().dbh.db;
      const foreman = await signInWith(ctx(), 'daily-foreman', { Schedules: P }, 1);
      const manager = (await signInWith(ctx(), 'daily-manager', { Schedules: B }, 1)).session;
      const own = await makeDay(db, { branchId: 1, foreman: foreman.employeeId, date: DAY, count: 3 });
      const colleague = await makeDay(db, { branchId: 1, foreman: 5, date: DAY });
      const otherBranch = await makeDay(db, { branchId: 2, foreman: 9, date: DAY });
      return { foreman, manager, own, colleague, otherBranch };
    })();
    return made;
  };

  it('shows a foreman only his own day, whatever foremen he asks for', async () => {
    const { foreman, own } = await fixtures();
    const db = ctx().dbh.db;
    const { account_location_id } = await db
      .selectFrom('work_orders')
      .select('account_location_id')
      .where('id', '=', own.workOrderIds[0]!)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('account_locations')
      .set({ latitude: 42.05, longitude: -87.68 })
      .where('id', '=', account_location_id!)
      .execute();
    await db
      .updateTable('schedule_work_orders')
      .set({ estimated_hours_hundredths: 650 })
      .where('work_order_id', '=', own.workOrderIds[0]!)
      .execute();
    const days = await daily(ctx(), foreman.session, { ForemanIds: [5, 9], ScheduledDate: DAY });
    expect(days.map((d) => d.ScheduleDateId)).toEqual([own.scheduleDateId]);
    const [day] = days;
    expect(day!.StartTime).toBe('09:00');
    expect(day!.EndTime).toBe('17:00');
    expect(day!.ScheduleCrews.map((c) => [c.Employee.Id, c.IsForeman])).toEqual([[foreman.employeeId, true]]);
    expect(day!.WorkOrders.map((w) => w.WorkOrderId)).toEqual(own.workOrderIds);
    expect(day!.WorkOrders[0]).toMatchObject({ Latitude: 42.05, Longitude: -87.68, EstimatedHours: 6.5 });
    expect(day!.WorkOrders[0]!.CustomerName).toBeTruthy();
    expect(day!.MayClockOut).toBe(true);
  });

  it("shows a branch manager his branch's foremen and nothing of another branch", async () => {
    const { manager, own, colleague } = await fixtures();
    const days = await daily(ctx(), manager, { ScheduledDate: '3/14/2033' });
    expect(days.map((d) => d.ScheduleDateId).sort()).toEqual(
      [own.scheduleDateId, colleague.scheduleDateId].sort(),
    );
    const narrowed = await daily(ctx(), manager, { ForemanIds: [5, 9], ScheduledDate: DAY });
    expect(narrowed.map((d) => d.ScheduleDateId)).toEqual([colleague.scheduleDateId]);
  });

  it("answers 404 for another branch's day and 403 without a daily claim", async () => {
    const { manager, otherBranch } = await fixtures();
    const ended = `/api/v1/schedules/work-orders/are-schedules-ended-or-canceled?scheduleDateId=${otherBranch.scheduleDateId}`;
    expect((await ctx().call(manager, 'GET', ended)).statusCode).toBe(404);
    const clock = { ScheduleDateId: otherBranch.scheduleDateId, WorkOrderIds: otherBranch.workOrderIds };
    expect((await ctx().call(manager, 'POST', CLOCK_OUT, clock)).statusCode).toBe(404);
    const route = `/api/v1/schedules/${otherBranch.scheduleId}/work-orders/route-order`;
    const order = [{ WorkOrderId: otherBranch.workOrderIds[0], RouteOrderId: 1 }];
    expect((await ctx().call(manager, 'PUT', route, order)).statusCode).toBe(404);

    const reader = (await signInWith(ctx(), 'daily-reader', { Schedules: R }, 1)).session;
    expect((await ctx().call(reader, 'POST', DAILY, { ScheduledDate: DAY })).statusCode).toBe(403);
    expect((await ctx().call(reader, 'POST', CLOCK_OUT, clock)).statusCode).toBe(403);
    const none = (await signInWith(ctx(), 'daily-none', { WorkOrders: F }, 1)).session;
    expect((await ctx().call(none, 'GET', ended)).statusCode).toBe(403);
  });

  it("lets ReadOnly beside Personal read any day but change only the caller's own", async () => {
    const { colleague, otherBranch } = await fixtures();
    const both = await signInWith(ctx(), 'daily-read-personal', { Schedules: R | P }, 1);
    const before = await version(ctx().dbh.db, otherBranch.scheduleId);
    const ended = `/api/v1/schedules/work-orders/are-schedules-ended-or-canceled?scheduleDateId=${otherBranch.scheduleDateId}`;
    expect((await ctx().call(both.session, 'GET', ended)).statusCode).toBe(200);
    for (const day of [colleague, otherBranch]) {
      const times = { ScheduleDateId: day.scheduleDateId, StartTime: '06:00', EndTime: '07:00' };
      expect(
        (await ctx().call(both.session, 'POST', '/api/v1/schedules/update-times', times)).statusCode,
      ).toBe(404);
      const clock = { ScheduleDateId: day.scheduleDateId, WorkOrderIds: day.workOrderIds };
      expect((await ctx().call(both.session, 'POST', CLOCK_OUT, clock)).statusCode).toBe(404);
      const route = `/api/v1/schedules/${day.scheduleId}/work-orders/route-order`;
      const order = [{ WorkOrderId: day.workOrderIds[0], RouteOrderId: 1 }];
      expect((await ctx().call(both.session, 'PUT', route, order)).statusCode).toBe(404);
    }
    expect(await version(ctx().dbh.db, otherBranch.scheduleId)).toBe(before);
  });

  it('refuses hours whose start is missing or not before the end, and saves good ones', async () => {
    const { foreman, own } = await fixtures();
    const url = '/api/v1/schedules/update-times';
    for (const times of [
      { StartTime: '17:00', EndTime: '09:00' },
      { StartTime: '10:00', EndTime: '10:00' },
      { StartTime: null, EndTime: '12:00' },
    ]) {
      const res = await ctx().call(foreman.session, 'POST', url, {
        ScheduleDateId: own.scheduleDateId,
        ...times,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().ModelState.Service).toEqual([ScheduleDailyMessages.HoursNotValid]);
    }
    const before = await version(ctx().dbh.db, own.scheduleId);
    const ok = await ctx().call(foreman.session, 'POST', url, {
      ScheduleDateId: own.scheduleDateId,
      ScheduledDate: DAY,
      StartTime: '7:30',
      EndTime: '3:45 pm',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [day] = await daily(ctx(), foreman.session, { ScheduledDate: DAY });
    expect([day!.StartTime, day!.EndTime]).toEqual(['07:30', '15:45']);
    expect(await version(ctx().dbh.db, own.scheduleId)).toBe(before + 1);
  });

  it('saves the route order and reads it back in that order; refused once Confirmed or Canceled', async () => {
    const { foreman, own } = await fixtures();
    const [a, b, c] = own.workOrderIds as [number, number, number];
    const url = `/api/v1/schedules/${own.scheduleId}/work-orders/route-order`;
    const order = [
      { WorkOrderId: c, RouteOrderId: 0 },
      { WorkOrderId: a, RouteOrderId: 1 },
      { WorkOrderId: b, RouteOrderId: 2 },
    ];
    const res = await ctx().call(foreman.session, 'PUT', url, order);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ScheduleWorkOrder[]).map((w) => w.WorkOrderId)).toEqual([c, a, b]);
    const [day] = await daily(ctx(), foreman.session, { ScheduledDate: DAY });
    expect(day!.WorkOrders.map((w) => w.WorkOrderId)).toEqual([c, a, b]);

    const stranger = await makeWorkOrder(ctx().dbh.db, { branchId: 1 });
    const off = await ctx().call(foreman.session, 'PUT', url, [{ WorkOrderId: stranger, RouteOrderId: 0 }]);
    expect(off.statusCode).toBe(400);

    const db = ctx().dbh.db;
    // Spec §4 in its own words: the schedule page and the daily view refuse alike.
    const lockedBy = {
      [ScheduleStatuses.Confirmed]: ScheduleMessages.Confirmed,
      [ScheduleStatuses.Canceled]: ScheduleMessages.Cancelled,
    };
    for (const status of [ScheduleStatuses.Confirmed, ScheduleStatuses.Canceled] as const) {
      const locked = await makeDay(db, {
        branchId: 1,
        foreman: foreman.employeeId,
        date: '2033-04-01',
        statusId: status,
      });
      const refused = await ctx().call(
        foreman.session,
        'PUT',
        `/api/v1/schedules/${locked.scheduleId}/work-orders/route-order`,
        [{ WorkOrderId: locked.workOrderIds[0], RouteOrderId: 5 }],
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().ModelState.Service).toEqual([lockedBy[status]]);
      const hours = await ctx().call(foreman.session, 'POST', '/api/v1/schedules/update-times', {
        ScheduleDateId: locked.scheduleDateId,
        StartTime: '07:00',
        EndTime: '15:00',
      });
      expect(hours.statusCode).toBe(400);
      expect(hours.json().ModelState.Service).toEqual([lockedBy[status]]);
    }
  });

  it('clocks out only while Open or In Progress, and says when the schedule is over', async () => {
    const { foreman } = await fixtures();
    const db = ctx().dbh.db;
    const yesterday = isoDay(-1);
    for (const [status, allowed, over] of [
      [ScheduleStatuses.Open, true, false],
      [ScheduleStatuses.InProgress, true, false],
      [ScheduleStatuses.Ended, false, true],
      [ScheduleStatuses.Confirmed, false, false],
      [ScheduleStatuses.Canceled, false, true],
    ] as const) {
      const day = await makeDay(db, {
        branchId: 1,
        foreman: foreman.employeeId,
        date: yesterday,
        statusId: status,
      });
      const res = await ctx().call(foreman.session, 'POST', CLOCK_OUT, {
        ScheduleDateId: day.scheduleDateId,
        WorkOrderIds: day.workOrderIds,
      });
      expect(res.statusCode, `status ${status}: ${res.body}`).toBe(allowed ? 200 : 400);
      if (!allowed) expect(res.json().ModelState.Service).toEqual([ScheduleDailyMessages.ClockOutNotAllowed]);
      const ended = await ctx().call(
        foreman.session,
        'GET',
        `/api/v1/schedules/work-orders/are-schedules-ended-or-canceled?scheduleDateId=${day.scheduleDateId}`,
      );
      expect(ended.json()).toEqual({ EndedOrCanceled: over });
    }
  });

  it('records the latest day, keeps an offline time, and changes nothing on a repeat', async () => {
    const { foreman } = await fixtures();
    const db = ctx().dbh.db;
    const first = await makeDay(db, { branchId: 1, foreman: foreman.employeeId, date: isoDay(-2), count: 2 });
    const laterDayId = await addDay(db, first.scheduleId, foreman.employeeId, isoDay(-1));
    const offline = new Date(Date.now() - 86_400_000 + 3_600_000).toISOString();
    const clockOut = async (ScheduleDateId: number, at?: string) => {
      const res = await ctx().call(foreman.session, 'POST', CLOCK_OUT, {
        ScheduleDateId,
        WorkOrderIds: first.workOrderIds,
        ...(at ? { ClockedOutAt: at } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ClockedOutWorkOrder[];
    };

    const onLater = await clockOut(laterDayId, offline);
    expect(onLater.map((w) => [w.ClockedOutDate, w.ClockedOutAt])).toEqual([
      [isoDay(-1), offline],
      [isoDay(-1), offline],
    ]);
    const v = await version(db, first.scheduleId);

    // A repeat on the same day, even with another time, and a clock-out of an earlier day change nothing.
    expect(await clockOut(laterDayId)).toEqual(onLater);
    expect(await clockOut(first.scheduleDateId)).toEqual(onLater);
    expect(await version(db, first.scheduleId)).toBe(v);
  });

  it('refuses an offline time in the future or before the day', async () => {
    const { foreman } = await fixtures();
    const day = await makeDay(ctx().dbh.db, { branchId: 1, foreman: foreman.employeeId, date: isoDay(-1) });
    for (const [at, message] of [
      [new Date(Date.now() + 3_600_000).toISOString(), ScheduleDailyMessages.ClockOutInFuture],
      [`${isoDay(-3)}T12:00:00Z`, ScheduleDailyMessages.ClockOutBeforeDay],
      ['yesterday', ScheduleDailyMessages.ClockOutNotATime],
    ]) {
      const res = await ctx().call(foreman.session, 'POST', CLOCK_OUT, {
        ScheduleDateId: day.scheduleDateId,
        WorkOrderIds: day.workOrderIds,
        ClockedOutAt: at,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().ModelState.ClockedOutAt).toEqual([message]);
    }
  });
});
