import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  B,
  P,
  R,
  listedDate,
  ScheduleDailyMessages as M,
  ScheduleStatuses,
  type DailySchedule,
  type ScheduleStateResult,
} from '@canopy/shared';
import type { MutationResult } from '@canopy/sync/protocol';
import { describeEngines, type Session } from './harness';
import { crewedWorkOrder, day, withRole } from './sync-fixtures';
import { signInWith } from './work-order-fixtures';

const end = (id: number) => `/api/v1/schedules/${id}/end`;
const DAILY = '/api/v1/schedules/search-daily';
let serial = 0;

describeEngines('ending a schedule', (ctx) => {
  const db = () => ctx().dbh.db;

  /** An Open schedule of branch 1 led by the employee, its last day `lastOffset` days from today. */
  async function schedule(foremanId: number, lastOffset = 0, statusId: number = ScheduleStatuses.Open) {
    const first = await crewedWorkOrder(db(), foremanId, { date: day(Math.min(0, lastOffset)) });
    if (lastOffset > 0) {
      const later = await db()
        .insertInto('schedule_dates')
        .values({ schedule_id: first.scheduleId, schedule_date: day(lastOffset) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('schedule_crews')
        .values({ schedule_date_id: later.id, employee_id: foremanId, job_title_id: 1, is_foreman: 1 })
        .execute();
    }
    await db()
      .updateTable('schedules')
      .set({ status_id: statusId })
      .where('id', '=', first.scheduleId)
      .execute();
    return { scheduleId: first.scheduleId, dayId: first.scheduleDateId };
  }
  const header = (id: number) =>
    db()
      .selectFrom('schedules')
      .select(['status_id', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const put = (s: Session, id: number, Version: number) => ctx().call(s, 'PUT', end(id), { Version });

  it('lets the foreman end his own schedule on its last day: Completed, no more clock-out', async () => {
    const { session: foreman, employeeId } = await withRole(ctx(), `end-foreman-${++serial}`, 'Foreman');
    const s = await schedule(employeeId);
    const { version } = await header(s.scheduleId);
    const res = await put(foreman, s.scheduleId, version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      StatusId: ScheduleStatuses.Ended,
      ScheduleStatus: 'Completed',
      Version: version + 1,
      Warnings: [],
    } satisfies ScheduleStateResult);
    expect(await header(s.scheduleId)).toEqual({ status_id: ScheduleStatuses.Ended, version: version + 1 });

    const days = (
      await ctx().call(foreman, 'POST', DAILY, { ScheduledDate: day(0) })
    ).json() as DailySchedule[];
    expect(days.find((d) => d.ScheduleId === s.scheduleId)).toMatchObject({
      StatusId: ScheduleStatuses.Ended,
      MayClockOut: false,
    });
    const ended = await ctx().call(
      foreman,
      'GET',
      `/api/v1/schedules/work-orders/are-schedules-ended-or-canceled?scheduleDateId=${s.dayId}`,
    );
    expect(ended.json()).toEqual({ EndedOrCanceled: true });
    const again = await put(foreman, s.scheduleId, version + 1);
    expect(again.statusCode).toBe(400);
    expect(again.json().ModelState.Service).toEqual([M.EndNotAllowed]);
  });

  it('refuses before the latest schedule date, changing nothing', async () => {
    const { session: foreman, employeeId } = await withRole(ctx(), `end-foreman-${++serial}`, 'Foreman');
    const s = await schedule(employeeId, 3);
    const before = await header(s.scheduleId);
    const res = await put(foreman, s.scheduleId, before.version);
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.Service).toEqual([M.endTooEarly(listedDate(day(3)))]);
    expect(await header(s.scheduleId)).toEqual(before);
  });

  it('ends an Open or In Progress schedule only', async () => {
    const manager = (await signInWith(ctx(), `end-manager-${++serial}`, { Schedules: B }, 1)).session;
    const inProgress = await schedule(5, 0, ScheduleStatuses.InProgress);
    const v = (await header(inProgress.scheduleId)).version;
    expect((await put(manager, inProgress.scheduleId, v)).json()).toMatchObject({
      StatusId: ScheduleStatuses.Ended,
    });
    for (const statusId of [ScheduleStatuses.Ended, ScheduleStatuses.Confirmed, ScheduleStatuses.Canceled]) {
      const s = await schedule(5, 0, statusId);
      const before = await header(s.scheduleId);
      const res = await put(manager, s.scheduleId, before.version);
      expect(res.statusCode).toBe(400);
      expect(res.json().ModelState.Service).toEqual([M.EndNotAllowed]);
      expect(await header(s.scheduleId)).toEqual(before);
    }
  });

  it('keeps to the caller’s reach: a foreman his own schedules, a branch its own, a stale Version 409', async () => {
    const { session: foreman } = await withRole(ctx(), `end-foreman-${++serial}`, 'Foreman');
    const readOnly = (await signInWith(ctx(), `end-readonly-${++serial}`, { Schedules: R }, 1)).session;
    const elsewhere = (await signInWith(ctx(), `end-branch2-${++serial}`, { Schedules: B }, 2)).session;
    const manager = (await signInWith(ctx(), `end-branch1-${++serial}`, { Schedules: B }, 1)).session;
    const personal = (await signInWith(ctx(), `end-personal-${++serial}`, { Schedules: P }, 1)).session;
    const theirs = await schedule(5);
    const before = await header(theirs.scheduleId);
    expect((await put(foreman, theirs.scheduleId, before.version)).statusCode).toBe(404);
    expect((await put(personal, theirs.scheduleId, before.version)).statusCode).toBe(404);
    expect((await put(elsewhere, theirs.scheduleId, before.version)).statusCode).toBe(404);
    expect((await put(readOnly, theirs.scheduleId, before.version)).statusCode).toBe(403);
    const stale = await put(manager, theirs.scheduleId, before.version + 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ StatusId: ScheduleStatuses.Open, Version: before.version });
    expect(await header(theirs.scheduleId)).toEqual(before);
    expect((await put(manager, theirs.scheduleId, before.version)).statusCode).toBe(200);
  });

  it('ends the schedule from the crew app’s day, and refuses it there before the last day', async () => {
    const { session: foreman, employeeId } = await withRole(ctx(), `end-foreman-${++serial}`, 'Foreman');
    const today = await schedule(employeeId);
    const later = await schedule(employeeId, 2);
    const push = async (dayId: number, version: number) => {
      const res = await ctx().call(foreman, 'POST', '/api/v1/sync/push', {
        ClientId: `device-end-${serial}`,
        Mutations: [
          {
            MutationId: randomUUID(),
            Entity: 'scheduleDay',
            Op: 'update',
            Key: `s:${dayId}`,
            Id: dayId,
            BaseVersion: version,
            Data: { End: true },
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ Results: MutationResult[] }>().Results[0]!;
    };
    // An office change since the device's copy does not stop a fact of the field.
    const { version } = await header(today.scheduleId);
    await db()
      .updateTable('schedules')
      .set({ version: version + 1 })
      .where('id', '=', today.scheduleId)
      .execute();
    const applied = await push(today.dayId, version);
    expect(applied).toMatchObject({
      Status: 'applied',
      Data: { StatusId: ScheduleStatuses.Ended, MayClockOut: false },
    });
    expect((await header(today.scheduleId)).status_id).toBe(ScheduleStatuses.Ended);

    const before = await header(later.scheduleId);
    const rejected = await push(later.dayId, before.version);
    expect(rejected).toMatchObject({ Status: 'rejected' });
    expect(JSON.stringify(rejected)).toContain(M.endTooEarly(listedDate(day(2))));
    expect(await header(later.scheduleId)).toEqual(before);
  });
});
