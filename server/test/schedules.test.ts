import { expect, it } from 'vitest';
import {
  F,
  LIST_COUNT_HEADER,
  P,
  R,
  B,
  ScheduleStatuses,
  ServiceGroups,
  type Schedule,
  type ScheduleRow,
  type ScheduleWorkOrder,
} from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { describeEngines, type Session, type TestCtx } from './harness';
import { makeWorkOrder, scheduleWorkOrder, signInWith } from './work-order-fixtures';

const SEARCH = '/api/v1/schedules/_search';
// Every fixture schedule lies in this window, which no demo schedule reaches.
const WINDOW = { FromScheduledDate: '2032-05-01', ToScheduledDate: '2032-05-31' };

async function search(ctx: TestCtx, s: Session, body: object = {}) {
  const res = await ctx.call(s, 'POST', SEARCH, body);
  expect(res.statusCode, res.body).toBe(200);
  return {
    rows: res.json() as ScheduleRow[],
    total: Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]),
  };
}
const idsOf = (rows: ScheduleRow[]) => rows.map((r) => r.Id);

interface Fixture {
  scheduleId: number;
  workOrderId: number;
  zip: string;
}

/** A schedule of one new work order with `foreman` leading each of `dates`. */
async function makeSchedule(
  db: Db,
  o: { branchId: number; foreman: number; dates: string[]; statusId: number; group: number },
): Promise<Fixture> {
  const workOrderId = await makeWorkOrder(db, { branchId: o.branchId, serviceGroupId: o.group });
  const { scheduleId } = await scheduleWorkOrder(db, workOrderId, o.foreman, o.dates[0]!);
  for (const date of o.dates.slice(1)) {
    const day = await db
      .insertInto('schedule_dates')
      .values({ schedule_id: scheduleId, schedule_date: date })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('schedule_crews')
      .values({ schedule_date_id: day.id, employee_id: o.foreman, job_title_id: 1, is_foreman: 1 })
      .execute();
  }
  await db.updateTable('schedules').set({ status_id: o.statusId }).where('id', '=', scheduleId).execute();
  await db
    .updateTable('schedule_work_orders')
    .set({ estimated_hours_hundredths: 650 })
    .where('schedule_id', '=', scheduleId)
    .execute();
  const loc = await db
    .selectFrom('work_orders as w')
    .innerJoin('account_locations as l', 'l.id', 'w.account_location_id')
    .select('l.zip')
    .where('w.id', '=', workOrderId)
    .executeTakeFirstOrThrow();
  return { scheduleId, workOrderId, zip: String(loc.zip).slice(0, 5) };
}

describeEngines('schedules', (ctx) => {
  let made: Promise<Record<'a' | 'b' | 'c' | 'd', Fixture> & { territory: number; personal: Session }>;
  const fixtures = () => {
    made ??= (async () => {
      const db = ctx().dbh.db;
      // The Personal user leads schedule c and nothing else.
      const personal = await signInWith(ctx(), 'sched-foreman', { Schedules: P }, 1);
      const a = await makeSchedule(db, {
        branchId: 1,
        foreman: 5,
        dates: ['2032-05-02'],
        statusId: ScheduleStatuses.Open,
        group: ServiceGroups.ArborCare,
      });
      const b = await makeSchedule(db, {
        branchId: 2,
        foreman: 9,
        dates: ['2032-05-05', '2032-05-06'],
        statusId: ScheduleStatuses.InProgress,
        group: ServiceGroups.LawnCare,
      });
      const c = await makeSchedule(db, {
        branchId: 1,
        foreman: personal.employeeId,
        dates: ['2032-05-10'],
        statusId: ScheduleStatuses.Ended,
        group: ServiceGroups.PlantHealthCare,
      });
      const d = await makeSchedule(db, {
        branchId: 1,
        foreman: 5,
        dates: ['2032-05-12'],
        statusId: ScheduleStatuses.Canceled,
        group: ServiceGroups.ArborCare,
      });
      const t = await db
        .selectFrom('sales_territories')
        .select('id')
        .where('branch_id', '=', 2)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('work_orders')
        .set({ sales_territory_id: t.id })
        .where('id', '=', b.workOrderId)
        .execute();
      return { a, b, c, d, territory: t.id, personal: personal.session };
    })();
    return made;
  };

  it('pages 12 at a time, soonest first day first, with the total in X-List-Count', async () => {
    await fixtures();
    const admin = await ctx().login('admin');
    const db = ctx().dbh.db;
    const live = await db
      .selectFrom('schedules as s')
      .select([
        's.id',
        (eb) =>
          eb
            .selectFrom('schedule_dates as sd')
            .select((x) => x.fn.min<string>('sd.schedule_date').as('m'))
            .whereRef('sd.schedule_id', '=', 's.id')
            .where('sd.active', '=', 1)
            .as('first'),
      ])
      .where('s.active', '=', 1)
      .execute();
    const expected = live
      .sort((x, y) =>
        x.first === y.first
          ? x.id - y.id
          : x.first === null
            ? 1
            : y.first === null
              ? -1
              : x.first < y.first
                ? -1
                : 1,
      )
      .map((s) => s.id);
    expect(expected.length).toBeGreaterThan(24);
    const first = await search(ctx(), admin);
    expect(first.total).toBe(expected.length);
    expect(idsOf(first.rows)).toEqual(expected.slice(0, 12));
    const third = await search(ctx(), admin, { Skip: 24, Take: 12 });
    expect(idsOf(third.rows)).toEqual(expected.slice(24, 36));
  });

  it('shows status, branch, foremen, first and last day, work orders and totals', async () => {
    const { b } = await fixtures();
    const admin = await ctx().login('admin');
    const { rows } = await search(ctx(), admin, { ...WINDOW, ScheduleOrWorkOrderId: b.scheduleId });
    expect(rows).toEqual([
      {
        Id: b.scheduleId,
        StatusId: ScheduleStatuses.InProgress,
        ScheduleStatus: 'In Progress',
        BranchId: 2,
        BranchName: expect.any(String),
        Foremen: [{ Id: 9, Name: expect.stringMatching(/\w+ \w+/) }],
        FirstDate: '2032-05-05',
        LastDate: '2032-05-06',
        DayCount: 2,
        WorkOrderIds: [b.workOrderId],
        TotalValue: 850,
        TotalHours: 6.5,
      },
    ]);
  });

  it('filters by branch, foreman, group, territory, status, id, zip and scheduled dates', async () => {
    const { a, b, c, d, territory } = await fixtures();
    const admin = await ctx().login('admin');
    const all = [a, b, c, d];
    const cases: [object, Fixture[]][] = [
      [{}, all],
      [{ BranchIds: [2] }, [b]],
      [{ ForemanIds: [9] }, [b]],
      [{ ServiceGroupIds: [ServiceGroups.LawnCare, ServiceGroups.PlantHealthCare] }, [b, c]],
      [{ SalesTerritoryIds: [territory] }, [b]],
      [{ ScheduleStatuses: [ScheduleStatuses.Open, ScheduleStatuses.InProgress] }, [a, b]],
      [{ ScheduleStatuses: [ScheduleStatuses.Canceled] }, [d]],
      [{ ScheduleOrWorkOrderId: c.scheduleId }, [c]],
      [{ ScheduleOrWorkOrderId: b.workOrderId }, [b]],
      [{ CustomerZipCodes: [`${b.zip}-1234`] }, all.filter((f) => f.zip === b.zip)],
      [{ FromScheduledDate: '5/6/2032', ToScheduledDate: '2032-05-10' }, [b, c]],
      [{ ForemanIds: [5], FromScheduledDate: '2032-05-03' }, [d]],
    ];
    for (const [filter, expected] of cases) {
      const { rows, total } = await search(ctx(), admin, { ...WINDOW, ...filter });
      const want = expected.map((f) => f.scheduleId);
      expect(idsOf(rows), JSON.stringify(filter)).toEqual(want);
      expect(total, JSON.stringify(filter)).toBe(want.length);
    }
    const badDate = await ctx().call(admin, 'POST', SEARCH, { FromScheduledDate: '2/30/2032' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().ModelState.FromScheduledDate).toEqual(['Enter a date as M/d/yyyy.']);
    const badZip = await ctx().call(admin, 'POST', SEARCH, { CustomerZipCodes: ['60x01'] });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().ModelState.CustomerZipCodes).toEqual(['These are not zip codes: 60x01']);
  });

  it('reads a schedule with its days, crew and equipment, its work orders and its latest day', async () => {
    const { b } = await fixtures();
    const admin = await ctx().login('admin');
    const db = ctx().dbh.db;
    const asset = await db
      .selectFrom('equipment_resources as r')
      .innerJoin('equipment_types as t', 't.id', 'r.equipment_type_id')
      .select(['r.id', 'r.asset_number', 't.id as type_id', 't.name'])
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    const firstDay = await db
      .selectFrom('schedule_dates')
      .select('id')
      .where('schedule_id', '=', b.scheduleId)
      .where('schedule_date', '=', '2032-05-05')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('schedule_equipment')
      .values({ schedule_date_id: firstDay.id, equipment_resource_id: asset.id, daily_rate_cents: 12550 })
      .execute();

    const res = await ctx().call(admin, 'GET', `/api/v1/schedules/${b.scheduleId}`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<Schedule>();
    expect(s).toMatchObject({ Id: b.scheduleId, StatusId: 2, ScheduleStatus: 'In Progress', BranchId: 2 });
    expect(s.ScheduleDates.map((d) => d.ScheduleDate_)).toEqual(['2032-05-05', '2032-05-06']);
    expect(s.ScheduleDates[0]!.ScheduleCrews).toEqual([
      {
        Id: expect.any(Number),
        Employee: { Id: 9, Name: expect.any(String) },
        JobTitle: { Id: 1, Name: 'Foreman' },
        IsForeman: true,
        Active: true,
      },
    ]);
    expect(s.ScheduleDates[0]!.ScheduleEquipments).toEqual([
      {
        Id: expect.any(Number),
        Equipment: { Id: asset.type_id, Name: asset.name, UnitPrice: expect.any(Number) },
        EquipmentResource: { Id: asset.id, AssetNumber: asset.asset_number },
        DailyRate: 125.5,
        Active: true,
      },
    ]);
    expect(s.ScheduleDates[1]!.ScheduleEquipments).toEqual([]);

    const wos = await ctx().call(admin, 'GET', `/api/v1/schedules/${b.scheduleId}/work-orders`);
    expect(wos.statusCode).toBe(200);
    expect(wos.json<ScheduleWorkOrder[]>()).toEqual([
      expect.objectContaining({
        WorkOrderId: b.workOrderId,
        EstimatedHours: 6.5,
        EstimatedValue: 850,
        ServiceGroupId: ServiceGroups.LawnCare,
        SalesTerritoryId: expect.any(Number),
        BranchId: 2,
        WorkOrderStatus: 'Scheduled',
        TotalPrevailingWageHours: 0,
      }),
    ]);
    const latest = await ctx().call(admin, 'GET', `/api/v1/schedules/latest-schedule-date/${b.scheduleId}`);
    expect(latest.json()).toEqual({ ScheduleDate: '2032-05-06' });
    const hours = await ctx().call(admin, 'GET', '/api/v1/schedules/default-schedule-hours');
    expect(hours.json()).toEqual({ StartTime: '09:00', EndTime: '17:00' });
  });

  it('lists the foremen of reachable schedules for the foreman filter', async () => {
    const { personal } = await fixtures();
    const admin = await ctx().login('admin');
    const all = (await ctx().call(admin, 'GET', '/api/v1/schedules/scheduled-foremen')).json();
    expect(all.map((f: { Id: number }) => f.Id)).toEqual(expect.arrayContaining([5, 9]));
    const own = await ctx().call(personal, 'GET', '/api/v1/schedules/scheduled-foremen');
    expect(own.json()).toEqual([{ Id: expect.any(Number), Name: 'Test sched-foreman' }]);
  });

  it('refuses callers without a Schedules claim', async () => {
    const { a } = await fixtures();
    const { session } = await signInWith(ctx(), 'no-schedules', { WorkOrders: F }, 1);
    const calls: [string, string, object?][] = [
      ['POST', SEARCH, {}],
      ['GET', `/api/v1/schedules/${a.scheduleId}`],
      ['GET', `/api/v1/schedules/${a.scheduleId}/work-orders`],
      ['GET', '/api/v1/schedules/scheduled-foremen'],
      ['GET', '/api/v1/schedules/default-schedule-hours'],
      ['GET', `/api/v1/schedules/latest-schedule-date/${a.scheduleId}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await ctx().call(session, method as 'GET', url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().Message).toBe('Not Authorized');
    }
  });

  it('keeps a Branch user to their branches: another branch is not listed and reads as 404', async () => {
    const { a, b, c, d } = await fixtures();
    const { session } = await signInWith(ctx(), 'sched-branch', { Schedules: B }, 1);
    const { rows } = await search(ctx(), session, WINDOW);
    expect(idsOf(rows)).toEqual([a, c, d].map((f) => f.scheduleId));
    expect((await search(ctx(), session, { BranchIds: [2] })).total).toBe(0);
    for (const url of [
      `/api/v1/schedules/${b.scheduleId}`,
      `/api/v1/schedules/${b.scheduleId}/work-orders`,
      `/api/v1/schedules/latest-schedule-date/${b.scheduleId}`,
    ])
      expect((await ctx().call(session, 'GET', url)).statusCode, url).toBe(404);
    expect((await ctx().call(session, 'GET', `/api/v1/schedules/${a.scheduleId}`)).statusCode).toBe(200);
    const readOnly = await signInWith(ctx(), 'sched-readonly', { Schedules: R }, 1);
    expect((await search(ctx(), readOnly.session, WINDOW)).total).toBe(4);
  });

  it('shows a Personal user only the schedules they lead', async () => {
    const { a, c, personal } = await fixtures();
    const { rows, total } = await search(ctx(), personal);
    expect([idsOf(rows), total]).toEqual([[c.scheduleId], 1]);
    expect((await ctx().call(personal, 'GET', `/api/v1/schedules/${c.scheduleId}`)).statusCode).toBe(200);
    expect((await ctx().call(personal, 'GET', `/api/v1/schedules/${a.scheduleId}`)).statusCode).toBe(404);
  });

  it('leaves removed schedules out of the list and unreadable', async () => {
    const db = ctx().dbh.db;
    const gone = await makeSchedule(db, {
      branchId: 1,
      foreman: 5,
      dates: ['2032-05-20'],
      statusId: ScheduleStatuses.Open,
      group: ServiceGroups.ArborCare,
    });
    await db.updateTable('schedules').set({ active: 0 }).where('id', '=', gone.scheduleId).execute();
    const admin = await ctx().login('admin');
    // The id may also be a work order's on another schedule: that schedule is found, the removed one never.
    const found = await search(ctx(), admin, { ScheduleOrWorkOrderId: gone.scheduleId });
    expect(idsOf(found.rows)).not.toContain(gone.scheduleId);
    expect((await ctx().call(admin, 'GET', `/api/v1/schedules/${gone.scheduleId}`)).statusCode).toBe(404);
  });
});
