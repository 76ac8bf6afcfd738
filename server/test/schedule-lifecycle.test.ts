import { expect, it } from 'vitest';
import {
  B,
  F,
  P,
  R,
  ScheduleMessages as M,
  ScheduleStatuses,
  WorkOrderStatuses,
  type Schedule,
  type ScheduleNote,
  type ScheduleStateResult,
} from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { describeEngines, type Session, type TestCtx } from './harness';
import { addDailyLog, makeWorkOrder, scheduleWorkOrder, signInWith } from './work-order-fixtures';

const url = (path: string) => `/api/v1/schedules/${path}`;

/** A schedule in `branchId` holding one new scheduled work order, put in `statusId`. */
async function makeSchedule(db: Db, branchId: number, statusId: number, date = '2033-03-07') {
  const workOrderId = await makeWorkOrder(db, { branchId, statusId: WorkOrderStatuses.Scheduled });
  await db
    .updateTable('work_orders')
    .set({ wo_schedule_status_id: 2 })
    .where('id', '=', workOrderId)
    .execute();
  const { scheduleId } = await scheduleWorkOrder(db, workOrderId, 5, date);
  await db.updateTable('schedules').set({ status_id: statusId }).where('id', '=', scheduleId).execute();
  return { scheduleId, workOrderId };
}

const workOrder = (db: Db, id: number) =>
  db
    .selectFrom('work_orders')
    .select(['status_id', 'wo_schedule_status_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function read(ctx: TestCtx, s: Session, id: number) {
  const res = await ctx.call(s, 'GET', url(String(id)));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Schedule;
}

/** A state change as the screen sends it: the Version it last read. */
async function change(ctx: TestCtx, s: Session, id: number, action: string, version?: number) {
  const Version = version ?? (await read(ctx, s, id)).Version;
  return ctx.call(s, 'PUT', url(`${id}/${action}`), { Version });
}

const refusal = (message: string) => ({ Message: message, ModelState: { Service: [message] } });

describeEngines('schedule lifecycle', (ctx) => {
  let people: Promise<Record<'full' | 'branch' | 'readOnly' | 'personal', Session> & { branchId: number }>;
  const users = () => {
    people ??= (async () => {
      const c = ctx();
      const full = await signInWith(c, 'life-full', { Schedules: F }, 1);
      const branch = await signInWith(c, 'life-branch', { Schedules: R | B }, 1);
      const readOnly = await signInWith(c, 'life-readonly', { Schedules: R }, 1);
      const personal = await signInWith(c, 'life-personal', { Schedules: P }, 1);
      return {
        full: full.session,
        branch: branch.session,
        readOnly: readOnly.session,
        personal: personal.session,
        branchId: branch.employeeId,
      };
    })();
    return people;
  };

  it('cancels an open schedule once, frees its work orders and refuses every later change', async () => {
    const { full } = await users();
    const db = ctx().dbh.db;
    const s = await makeSchedule(db, 1, ScheduleStatuses.Open);
    const before = await read(ctx(), full, s.scheduleId);

    const done = await change(ctx(), full, s.scheduleId, 'cancel', before.Version);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      StatusId: ScheduleStatuses.Canceled,
      ScheduleStatus: 'Cancelled',
      Version: before.Version + 1,
      Warnings: [],
    } satisfies ScheduleStateResult);
    const after = await read(ctx(), full, s.scheduleId);
    expect(after).toMatchObject({ StatusId: ScheduleStatuses.Canceled, Version: before.Version + 1 });
    expect(await workOrder(db, s.workOrderId)).toEqual({
      status_id: WorkOrderStatuses.ReadyForScheduling,
      wo_schedule_status_id: 1,
    });

    const refused: [string, string][] = [
      ['cancel', M.CancelOnlyOpen],
      ['confirm', M.Cancelled],
      ['unconfirm', M.UnconfirmOnlyConfirmed],
    ];
    for (const [action, message] of refused) {
      const res = await change(ctx(), full, s.scheduleId, action);
      expect(res.statusCode, action).toBe(400);
      expect(res.json(), action).toEqual(refusal(message));
    }
    const notes = await ctx().call(full, 'POST', url(`${s.scheduleId}/update-notes`), {
      Notes: 'Too late',
      Version: after.Version,
    });
    expect(notes.json()).toEqual(refusal(M.Cancelled));
    const remove = await ctx().call(full, 'DELETE', url(`remove/${s.scheduleId}`));
    expect(remove.json()).toEqual(refusal(M.RemoveCancelled));
    expect(await read(ctx(), full, s.scheduleId)).toMatchObject({
      StatusId: ScheduleStatuses.Canceled,
      Notes: null,
      Version: after.Version,
    });
  });

  it('cancels only an open schedule', async () => {
    const { full } = await users();
    const db = ctx().dbh.db;
    for (const status of [ScheduleStatuses.InProgress, ScheduleStatuses.Ended, ScheduleStatuses.Confirmed]) {
      const s = await makeSchedule(db, 1, status);
      const res = await change(ctx(), full, s.scheduleId, 'cancel');
      expect(res.json()).toEqual(refusal(M.CancelOnlyOpen));
      expect((await read(ctx(), full, s.scheduleId)).StatusId).toBe(status);
      expect((await workOrder(db, s.workOrderId)).wo_schedule_status_id).toBe(2);
    }
  });

  it('confirms with warnings of unfinished work, then unconfirms back to Completed', async () => {
    const { full } = await users();
    const db = ctx().dbh.db;
    const s = await makeSchedule(db, 1, ScheduleStatuses.InProgress, '2033-03-09');
    await addDailyLog(db, s.workOrderId, { employeeId: 5, date: '2033-03-09', hours: 0 });

    const confirmed = await change(ctx(), full, s.scheduleId, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      StatusId: ScheduleStatuses.Confirmed,
      ScheduleStatus: 'Confirmed',
      Warnings: [M.workOrderNotCompleted(s.workOrderId), M.dayNotClockedOut('2033-03-09')],
    });
    const again = await change(ctx(), full, s.scheduleId, 'confirm');
    expect(again.json()).toEqual(refusal(M.AlreadyConfirmed));
    const version = (await read(ctx(), full, s.scheduleId)).Version;
    const notes = await ctx().call(full, 'POST', url(`${s.scheduleId}/update-notes`), {
      Notes: 'After the fact',
      Version: version,
    });
    expect(notes.json()).toEqual(refusal(M.Confirmed));
    const remove = await ctx().call(full, 'DELETE', url(`remove/${s.scheduleId}`));
    expect(remove.json()).toEqual(refusal(M.RemoveConfirmed));

    const back = await change(ctx(), full, s.scheduleId, 'unconfirm');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({
      StatusId: ScheduleStatuses.Ended,
      ScheduleStatus: 'Completed',
      Version: version + 1,
      // Its one work order was not completed, so confirming invoiced nothing and nothing is warned of.
      Warnings: [],
    });
    const twice = await change(ctx(), full, s.scheduleId, 'unconfirm');
    expect(twice.json()).toEqual(refusal(M.UnconfirmOnlyConfirmed));
  });

  it('confirms finished work without warnings', async () => {
    const { full } = await users();
    const db = ctx().dbh.db;
    const s = await makeSchedule(db, 1, ScheduleStatuses.Ended, '2033-03-10');
    await db
      .updateTable('work_orders')
      .set({ status_id: WorkOrderStatuses.Completed })
      .where('id', '=', s.workOrderId)
      .execute();
    await addDailyLog(db, s.workOrderId, { employeeId: 5, date: '2033-03-10', hours: 8 });
    const res = await change(ctx(), full, s.scheduleId, 'confirm');
    expect(res.json()).toMatchObject({ StatusId: ScheduleStatuses.Confirmed, Warnings: [] });
  });

  it('refuses a change made from a stale Version with 409 and the current state', async () => {
    const { full } = await users();
    const s = await makeSchedule(ctx().dbh.db, 1, ScheduleStatuses.Open);
    const stale = (await read(ctx(), full, s.scheduleId)).Version;
    const notes = await ctx().call(full, 'POST', url(`${s.scheduleId}/update-notes`), {
      Notes: 'Gate code 1234',
      Version: stale,
    });
    expect(notes.json()).toEqual({ Notes: 'Gate code 1234', Version: stale + 1 });

    const res = await change(ctx(), full, s.scheduleId, 'cancel', stale);
    expect(res.statusCode).toBe(409);
    expect(res.json().Current).toMatchObject({ StatusId: ScheduleStatuses.Open, Version: stale + 1 });
    const lost = await ctx().call(full, 'POST', url(`${s.scheduleId}/update-notes`), {
      Notes: 'Overwritten',
      Version: stale,
    });
    expect(lost.statusCode).toBe(409);
    expect(lost.json().Current).toEqual({ Notes: 'Gate code 1234', Version: stale + 1 });
    expect(await read(ctx(), full, s.scheduleId)).toMatchObject({
      StatusId: ScheduleStatuses.Open,
      Notes: 'Gate code 1234',
    });
  });

  it('lets only Branch or Full change a schedule, Branch only in its own branches', async () => {
    const { branch, readOnly, personal } = await users();
    const db = ctx().dbh.db;
    const own = await makeSchedule(db, 1, ScheduleStatuses.Open);
    const other = await makeSchedule(db, 2, ScheduleStatuses.Open);
    const version = (await read(ctx(), branch, own.scheduleId)).Version;
    const edits = (id: number): [string, string, object?][] => [
      ['PUT', url(`${id}/cancel`), { Version: version }],
      ['PUT', url(`${id}/confirm`), { Version: version }],
      ['PUT', url(`${id}/unconfirm`), { Version: version }],
      ['POST', url(`${id}/update-notes`), { Notes: 'x', Version: version }],
      ['POST', url(`${id}/notes/add`), { Note: 'x' }],
      ['DELETE', url(`remove/${id}`)],
    ];
    for (const who of [readOnly, personal])
      for (const [method, path, body] of edits(own.scheduleId))
        expect((await ctx().call(who, method as 'PUT', path, body)).statusCode, path).toBe(403);
    // ReadOnly reads every branch, yet the Branch flag beside it changes only the caller's branches.
    expect((await ctx().call(branch, 'GET', url(String(other.scheduleId)))).statusCode).toBe(200);
    for (const [method, path, body] of edits(other.scheduleId))
      expect((await ctx().call(branch, method as 'PUT', path, body)).statusCode, path).toBe(404);
    expect((await change(ctx(), branch, own.scheduleId, 'cancel', version)).statusCode).toBe(200);

    expect((await ctx().call(readOnly, 'GET', url(`${own.scheduleId}/notes`))).statusCode).toBe(200);
    const outsider = await signInWith(ctx(), 'life-branch-only', { Schedules: B }, 1);
    expect((await ctx().call(outsider.session, 'GET', url(`${other.scheduleId}/notes`))).statusCode).toBe(
      404,
    );
  });

  it('adds notes in the caller’s name and lists them oldest first', async () => {
    const { full, branch, branchId } = await users();
    const s = await makeSchedule(ctx().dbh.db, 1, ScheduleStatuses.InProgress);
    const add = (who: Session, body: object) =>
      ctx().call(who, 'POST', url(`${s.scheduleId}/notes/add`), body);

    const first = await add(branch, {
      scheduleId: s.scheduleId,
      Note: '  Bring the chipper  ',
      CreatedById: 5,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      ScheduleId: s.scheduleId,
      Note: 'Bring the chipper',
      CreatedById: branchId,
      CreatedBy: 'Test life-branch',
    });
    // The path names the schedule: a different scheduleId in the body changes nothing.
    expect((await add(full, { scheduleId: 999999, Note: 'Customer asked for mornings' })).statusCode).toBe(
      200,
    );
    const blank = await add(full, { Note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().ModelState).toEqual({ Note: [M.NoteRequired] });

    const list = await ctx().call(full, 'GET', url(`${s.scheduleId}/notes`));
    expect(list.statusCode).toBe(200);
    const notes = list.json() as ScheduleNote[];
    expect(notes.map((n) => [n.Note, n.CreatedBy])).toEqual([
      ['Bring the chipper', 'Test life-branch'],
      ['Customer asked for mornings', 'Test life-full'],
    ]);
    expect(Date.parse(notes[0]!.DateCreated)).not.toBeNaN();
  });

  it('removes an unconfirmed schedule and frees the work orders no other schedule holds', async () => {
    const { full } = await users();
    const db = ctx().dbh.db;
    const s = await makeSchedule(db, 1, ScheduleStatuses.Open, '2033-03-14');
    const shared = await makeWorkOrder(db, { branchId: 1, statusId: WorkOrderStatuses.Scheduled });
    await db.updateTable('work_orders').set({ wo_schedule_status_id: 2 }).where('id', '=', shared).execute();
    await db
      .insertInto('schedule_work_orders')
      .values({ schedule_id: s.scheduleId, work_order_id: shared })
      .execute();
    await scheduleWorkOrder(db, shared, 9, '2033-03-15');

    const res = await ctx().call(full, 'DELETE', url(`remove/${s.scheduleId}`));
    expect(res.statusCode, res.body).toBe(200);
    expect((await ctx().call(full, 'GET', url(String(s.scheduleId)))).statusCode).toBe(404);
    const day = { FromScheduledDate: '2033-03-14', ToScheduledDate: '2033-03-14', Take: 100 };
    const listed = await ctx().call(full, 'POST', url('_search'), day);
    expect(listed.json().map((r: { Id: number }) => r.Id)).not.toContain(s.scheduleId);
    expect(await workOrder(db, s.workOrderId)).toEqual({
      status_id: WorkOrderStatuses.ReadyForScheduling,
      wo_schedule_status_id: 1,
    });
    expect(await workOrder(db, shared)).toEqual({
      status_id: WorkOrderStatuses.Scheduled,
      wo_schedule_status_id: 2,
    });
    expect((await ctx().call(full, 'DELETE', url(`remove/${s.scheduleId}`))).statusCode).toBe(404);
  });
});
