import { expect, it } from 'vitest';
import {
  B,
  F,
  R,
  ScheduleCostMessages as M,
  ScheduleMessages,
  ScheduleStatuses,
  type ScheduleDailyLog,
  type ScheduleWorkOrder,
  type WageChoices,
} from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { describeEngines, type Session } from './harness';
import { refusal, scheduleWith } from './schedule-work-order-fixtures';
import { addDailyLog, signInWith } from './work-order-fixtures';

const url = (path: string) => `/api/v1/schedules/${path}`;

/** Two categories, each with a current title, plus an expired and a future title of the first. */
async function wageLists(db: Db) {
  const [a, b] = await db
    .insertInto('prevailing_wage_categories')
    .values([
      { code: 'TRM', name: 'Tree trimmer' },
      { code: 'LAB', name: 'Laborer' },
    ])
    .returning('id')
    .execute();
  const title = async (name: string, category: number, from: string | null, to: string | null) =>
    (
      await db
        .insertInto('prevailing_wage_job_titles')
        .values({ name, prevailing_wage_category_id: category, effective_date: from, expiration_date: to })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return {
    trimmer: a!.id,
    laborer: b!.id,
    climber: await title('Climber', a!.id, '2034-01-01', null),
    oldClimber: await title('Climber (2033 rate)', a!.id, '2033-01-01', '2033-12-31'),
    nextClimber: await title('Climber (2035 rate)', a!.id, '2035-01-01', null),
    groundsman: await title('Groundsman', b!.id, null, null),
  };
}

describeEngines('schedule prevailing wage hours', (ctx) => {
  let people: Promise<Record<'branch' | 'readOnly' | 'wageFull' | 'wageView' | 'noWage', Session>>;
  const users = () =>
    (people ??= (async () => {
      const c = ctx();
      return {
        branch: (await signInWith(c, 'cost-branch', { Schedules: B }, 1)).session,
        readOnly: (await signInWith(c, 'cost-readonly', { Schedules: R }, 1)).session,
        wageFull: (await signInWith(c, 'cost-wage', { Schedules: B, WorkOrders_PrevailingWage: F }, 1))
          .session,
        wageView: (await signInWith(c, 'cost-wage-view', { Schedules: R, WorkOrders_PrevailingWage: R }, 1))
          .session,
        noWage: (await signInWith(c, 'cost-no-wage', { Schedules: F }, 1)).session,
      };
    })());

  it('lists the categories and job titles to choose from', async () => {
    const { wageView, noWage } = await users();
    const lists = await wageLists(ctx().dbh.db);
    const res = await ctx().call(wageView, 'GET', url('prevailing-wage-choices'));
    expect(res.statusCode, res.body).toBe(200);
    const choices = res.json<WageChoices>();
    expect(choices.Categories).toEqual(
      expect.arrayContaining([{ Id: lists.trimmer, Code: 'TRM', Name: 'Tree trimmer' }]),
    );
    expect(choices.JobTitles).toEqual(
      expect.arrayContaining([
        {
          Id: lists.oldClimber,
          Name: 'Climber (2033 rate)',
          PrevailingWageCategoryId: lists.trimmer,
          EffectiveDate: '2033-01-01',
          ExpirationDate: '2033-12-31',
        },
      ]),
    );
    expect((await ctx().call(noWage, 'GET', url('prevailing-wage-choices'))).statusCode).toBe(403);
  });

  it('saves prevailing wage hours of the work order’s daily logs with the category’s titles effective that day', async () => {
    const { wageFull, wageView, noWage } = await users();
    const db = ctx().dbh.db;
    const lists = await wageLists(db);
    const s = await scheduleWith(db, { count: 2, date: '2034-05-02' });
    const [wo, other] = s.workOrderIds as [number, number];
    const log = await addDailyLog(db, wo, { employeeId: 5, date: '2034-05-02', hours: 8 });
    const otherLog = await addDailyLog(db, other, { employeeId: 5, date: '2034-05-02', hours: 8 });
    const offDay = await addDailyLog(db, wo, { employeeId: 5, date: '2034-05-09', hours: 8 });
    const path = url(`${s.scheduleId}/work-orders/${wo}/prevailing-wage-hours`);
    const logsPath = url(`${s.scheduleId}/work-orders/${wo}/daily-logs`);

    const empty = await ctx().call(wageView, 'GET', logsPath);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<ScheduleDailyLog[]>()).toEqual([
      expect.objectContaining({ Id: log, Date: '2034-05-02', HoursWorked: 8, PrevailingWageHours: [] }),
    ]);

    const row = (over: object = {}) => ({
      Hours: 5.5,
      PrevailingWageCategoryId: lists.trimmer,
      PrevailingWageJobTitleId: lists.climber,
      DailyLogId: log,
      ...over,
    });
    const saved = await ctx().call(wageFull, 'PUT', path, [
      row(),
      row({
        Hours: 2.5,
        PrevailingWageCategoryId: lists.laborer,
        PrevailingWageJobTitleId: lists.groundsman,
      }),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = saved.json<ScheduleDailyLog[]>()[0]!.PrevailingWageHours;
    expect(rows.map((r) => [r.Hours, r.PrevailingWageJobTitleId, r.ScheduleId])).toEqual([
      [5.5, lists.climber, s.scheduleId],
      [2.5, lists.groundsman, s.scheduleId],
    ]);
    const wage = async () =>
      (await ctx().call(wageFull, 'GET', url(`${s.scheduleId}/work-orders`)))
        .json<ScheduleWorkOrder[]>()
        .map((w) => w.TotalPrevailingWageHours);
    expect(await wage()).toEqual([8, 0]);

    // Keeping a row by its Id changes it; a stored row left out is deleted.
    const again = await ctx().call(wageFull, 'PUT', path, [{ ...row({ Hours: 6 }), Id: rows[0]!.Id }]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ScheduleDailyLog[]>()[0]!.PrevailingWageHours).toEqual([
      {
        Id: rows[0]!.Id,
        Hours: 6,
        PrevailingWageCategoryId: lists.trimmer,
        PrevailingWageJobTitleId: lists.climber,
        DailyLogId: log,
        ScheduleId: s.scheduleId,
      },
    ]);

    const refusals: [unknown[], string][] = [
      [[row({ PrevailingWageCategoryId: null })], M.FillAllFields],
      [[row({ PrevailingWageJobTitleId: null })], M.FillAllFields],
      [[row({ Hours: null })], M.FillAllFields],
      [[row({ Hours: 0 })], M.HoursNotValid],
      [[row({ Hours: 1.255 })], M.HoursNotValid],
      [[row({ PrevailingWageJobTitleId: lists.groundsman })], M.jobTitleNotEffective('2034-05-02')],
      [[row({ PrevailingWageJobTitleId: lists.oldClimber })], M.jobTitleNotEffective('2034-05-02')],
      [[row({ PrevailingWageJobTitleId: lists.nextClimber })], M.jobTitleNotEffective('2034-05-02')],
      [[row({ DailyLogId: otherLog })], M.LogNotOnSchedule],
      [[row({ DailyLogId: offDay })], M.LogNotOnSchedule],
      [[row({ Id: 999999 })], M.RowNotFound],
    ];
    for (const [body, message] of refusals) {
      const res = await ctx().call(wageFull, 'PUT', path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual(refusal(message));
    }
    expect(await wage()).toEqual([6, 0]);

    for (const s2 of [wageView, noWage])
      expect((await ctx().call(s2, 'PUT', path, [row()])).statusCode).toBe(403);
    expect((await ctx().call(noWage, 'GET', logsPath)).statusCode).toBe(403);
    const notOn = await ctx().call(wageFull, 'GET', url(`${s.scheduleId}/work-orders/999999/daily-logs`));
    expect(notOn.statusCode).toBe(404);
  });

  it('refuses prevailing wage edits on a confirmed or cancelled schedule and in another branch', async () => {
    const { wageFull } = await users();
    const db = ctx().dbh.db;
    const lists = await wageLists(db);
    const body = (log: number) => [
      {
        Hours: 1,
        PrevailingWageCategoryId: lists.laborer,
        PrevailingWageJobTitleId: lists.groundsman,
        DailyLogId: log,
      },
    ];
    for (const [statusId, message] of [
      [ScheduleStatuses.Confirmed, ScheduleMessages.Confirmed],
      [ScheduleStatuses.Canceled, ScheduleMessages.Cancelled],
    ] as const) {
      const s = await scheduleWith(db, { statusId, date: '2034-06-01' });
      const log = await addDailyLog(db, s.workOrderIds[0]!, { employeeId: 5, date: '2034-06-01', hours: 8 });
      const path = url(`${s.scheduleId}/work-orders/${s.workOrderIds[0]}/prevailing-wage-hours`);
      const res = await ctx().call(wageFull, 'PUT', path, body(log));
      expect(res.json()).toEqual(refusal(message));
      const read = await ctx().call(
        wageFull,
        'GET',
        url(`${s.scheduleId}/work-orders/${s.workOrderIds[0]}/daily-logs`),
      );
      expect(read.json<ScheduleDailyLog[]>()[0]!.PrevailingWageHours).toEqual([]);
    }
    const theirs = await scheduleWith(db, { branchId: 2, date: '2034-06-01' });
    const log = await addDailyLog(db, theirs.workOrderIds[0]!, {
      employeeId: 5,
      date: '2034-06-01',
      hours: 8,
    });
    const base = url(`${theirs.scheduleId}/work-orders/${theirs.workOrderIds[0]}`);
    expect((await ctx().call(wageFull, 'GET', `${base}/daily-logs`)).statusCode).toBe(404);
    expect((await ctx().call(wageFull, 'PUT', `${base}/prevailing-wage-hours`, body(log))).statusCode).toBe(
      404,
    );
    const stored = await db
      .selectFrom('prevailing_wage_hours')
      .select('id')
      .where('daily_log_id', '=', log)
      .execute();
    expect(stored).toEqual([]);
  });
});
