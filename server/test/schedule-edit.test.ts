import { expect, it } from 'vitest';
import {
  B,
  F,
  P,
  R,
  ScheduleDateMessages as D,
  ScheduleMessages as M,
  ScheduleStatuses,
  WorkOrderStatuses,
  type Schedule,
  type ScheduleDateIn,
  type ScheduleResourceChoices,
} from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { describeEngines, type Session, type TestCtx } from './harness';
import { makeWorkOrder, scheduleWorkOrder, signInWith } from './work-order-fixtures';

const url = (path: string) => `/api/v1/schedules/${path}`;
let serial = 0;

/** An active employee of the branch holding these job titles. */
async function person(db: Db, branchId: number, last: string, titles = [3]) {
  const e = await db
    .insertInto('employees')
    .values({ first_name: 'Crew', last_name: `${last}${++serial}`, primary_branch_id: branchId })
    .returning(['id', 'first_name', 'last_name'])
    .executeTakeFirstOrThrow();
  await db.insertInto('employee_branches').values({ employee_id: e.id, branch_id: branchId }).execute();
  await db
    .insertInto('employee_job_titles')
    .values(titles.map((t) => ({ employee_id: e.id, job_title_id: t })))
    .execute();
  return { id: e.id, name: `${e.first_name} ${e.last_name}` };
}

/** An asset now in the branch, of a new type costing `rateCents` a day. */
async function asset(db: Db, branchId: number, rateCents = 45000) {
  const n = ++serial;
  const type = await db
    .insertInto('equipment_types')
    .values({ name: `Edit type ${n}`, daily_rate_cents: rateCents })
    .returning('id')
    .executeTakeFirstOrThrow();
  const r = await db
    .insertInto('equipment_resources')
    .values({
      asset_number: `ED-${n}`,
      branch_id: branchId,
      current_branch_id: branchId,
      equipment_type_id: type.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: r.id, number: `ED-${n}` };
}

const crewIn = (
  employeeId: number | null,
  opts: { foreman?: boolean; title?: number; id?: number } = {},
) => ({
  ...(opts.id ? { Id: opts.id } : {}),
  Employee: employeeId ? { Id: employeeId } : null,
  JobTitle: { Id: opts.title ?? (opts.foreman ? 1 : 3) },
  IsForeman: !!opts.foreman,
});
const dayIn = (date: string, over: Partial<ScheduleDateIn> = {}): ScheduleDateIn => ({
  ScheduleDate_: date,
  StartTime: '09:00',
  EndTime: '17:00',
  ScheduleCrews: [],
  ScheduleEquipments: [],
  ...over,
});
const refusal = (...messages: string[]) => ({ ModelState: { Service: messages } });

async function read(ctx: TestCtx, s: Session, id: number) {
  const res = await ctx.call(s, 'GET', url(String(id)));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Schedule;
}

describeEngines('schedule edit', (ctx) => {
  type People = Record<'full' | 'branch' | 'readOnly' | 'personal', Session>;
  let people: Promise<People> | undefined;
  const users = () =>
    (people ??= (async () => {
      const c = ctx();
      return {
        full: (await signInWith(c, 'edit-full', { Schedules: F }, 1)).session,
        branch: (await signInWith(c, 'edit-branch', { Schedules: R | B }, 1)).session,
        readOnly: (await signInWith(c, 'edit-readonly', { Schedules: R }, 1)).session,
        personal: (await signInWith(c, 'edit-personal', { Schedules: P }, 1)).session,
      };
    })());
  const db = () => ctx().dbh.db;
  const add = (s: Session, WorkOrderIds: number[], extra: object = {}) =>
    ctx().call(s, 'POST', url('add'), {
      TotalValue: 0,
      TotalHours: 0,
      ScheduleDates: [],
      WorkOrderIds,
      ...extra,
    });
  const update = (s: Session, schedule: Schedule, ScheduleDates: ScheduleDateIn[], extra: object = {}) =>
    ctx().call(s, 'POST', url('update'), {
      Id: schedule.Id,
      Version: schedule.Version,
      ScheduleDates,
      ...extra,
    });
  const workOrder = (id: number) =>
    db()
      .selectFrom('work_orders')
      .select(['status_id', 'wo_schedule_status_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const scheduleCount = async () =>
    Number(
      (
        await db()
          .selectFrom('schedules')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A new schedule of branch 1 made through the API. */
  async function newSchedule(s?: Session) {
    const { branch } = await users();
    const wo = await makeWorkOrder(db(), { branchId: 1, statusId: WorkOrderStatuses.ReadyForScheduling });
    const res = await add(s ?? branch, [wo]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Schedule;
  }

  it('adds an open schedule in the work orders’ branch and marks them scheduled', async () => {
    const { branch } = await users();
    const created = await makeWorkOrder(db(), { branchId: 1, statusId: WorkOrderStatuses.Created });
    const ready = await makeWorkOrder(db(), { branchId: 1, statusId: WorkOrderStatuses.ReadyForScheduling });
    const started = await makeWorkOrder(db(), { branchId: 1, statusId: WorkOrderStatuses.InProgress });
    const res = await add(branch, [ready, created, started], { TotalValue: 2550.1, TotalHours: 12.25 });
    expect(res.statusCode, res.body).toBe(200);
    const schedule = res.json() as Schedule;
    expect(schedule).toMatchObject({
      StatusId: ScheduleStatuses.Open,
      BranchId: 1,
      Version: 1,
      TotalValue: 2550.1,
      TotalHours: 12.25,
      ScheduleDates: [],
    });
    expect(await read(ctx(), branch, schedule.Id)).toEqual(schedule);
    expect(await workOrder(created)).toEqual({
      status_id: WorkOrderStatuses.Scheduled,
      wo_schedule_status_id: 2,
    });
    expect(await workOrder(ready)).toEqual({
      status_id: WorkOrderStatuses.Scheduled,
      wo_schedule_status_id: 2,
    });
    expect(await workOrder(started)).toEqual({
      status_id: WorkOrderStatuses.InProgress,
      wo_schedule_status_id: 2,
    });
    const route = await ctx().call(branch, 'GET', url(`${schedule.Id}/work-orders`));
    expect(route.json().map((w: { WorkOrderId: number }) => w.WorkOrderId)).toEqual([
      ready,
      created,
      started,
    ]);
  });

  it('refuses a schedule without work orders, out of reach, archived or across branches, creating nothing', async () => {
    const { branch, full, readOnly, personal } = await users();
    const before = await scheduleCount();
    expect((await add(branch, [])).json()).toMatchObject(refusal(D.AtLeastOneWorkOrder));
    expect((await add(branch, [])).json().Message).toBe(
      'Schedule must be associated with at least one work order.',
    );
    const other = await makeWorkOrder(db(), { branchId: 2, statusId: WorkOrderStatuses.Created });
    const mine = await makeWorkOrder(db(), { branchId: 1, statusId: WorkOrderStatuses.Created });
    expect((await add(branch, [mine, other])).statusCode).toBe(404);
    expect((await add(branch, [999_999])).statusCode).toBe(404);
    const across = await add(full, [mine, other]);
    expect(across.statusCode).toBe(400);
    expect(across.json()).toMatchObject(refusal(D.OneBranch));
    const archived = await makeWorkOrder(db(), { branchId: 1 });
    await db().updateTable('work_orders').set({ archived: 1 }).where('id', '=', archived).execute();
    expect((await add(branch, [archived])).json()).toMatchObject(
      refusal(D.archivedWorkOrders(String(archived))),
    );
    expect((await add(readOnly, [mine])).statusCode).toBe(403);
    expect((await add(personal, [mine])).statusCode).toBe(403);
    expect(await scheduleCount()).toBe(before);
    expect(await workOrder(mine)).toEqual({ status_id: WorkOrderStatuses.Created, wo_schedule_status_id: 1 });
  });

  it('saves days with crew and equipment, storing the asset’s daily rate, then edits and removes', async () => {
    const { branch } = await users();
    const s = await newSchedule();
    const lead = await person(db(), 1, 'Lead', [1, 2]);
    const hand = await person(db(), 1, 'Hand');
    const chipper = await asset(db(), 1, 45050);
    const res = await update(
      branch,
      s,
      [
        dayIn('2034-01-10', {
          StartTime: '7:30',
          EndTime: '15:00',
          ScheduleCrews: [crewIn(lead.id, { foreman: true }), crewIn(hand.id)],
          ScheduleEquipments: [{ EquipmentResource: { Id: chipper.id } }],
        }),
        dayIn('2034-01-11', { ScheduleCrews: [crewIn(lead.id, { foreman: true, title: 2 })] }),
      ],
      { Notes: 'Bring the long saw' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as Schedule;
    expect(saved).toMatchObject({ Version: s.Version + 1, Notes: 'Bring the long saw' });
    expect(saved.ScheduleDates.map((d) => [d.ScheduleDate_, d.StartTime, d.EndTime])).toEqual([
      ['2034-01-10', '07:30', '15:00'],
      ['2034-01-11', '09:00', '17:00'],
    ]);
    const [first, second] = saved.ScheduleDates as [
      Schedule['ScheduleDates'][0],
      Schedule['ScheduleDates'][0],
    ];
    expect(first.ScheduleCrews.map((c) => [c.Employee.Name, c.JobTitle.Id, c.IsForeman])).toEqual([
      [lead.name, 1, true],
      [hand.name, 3, false],
    ]);
    expect(first.ScheduleEquipments).toMatchObject([
      { EquipmentResource: { Id: chipper.id, AssetNumber: chipper.number }, DailyRate: 450.5 },
    ]);
    expect(second.ScheduleCrews).toMatchObject([{ Employee: { Id: lead.id }, JobTitle: { Id: 2 } }]);
    expect(await read(ctx(), branch, s.Id)).toEqual(saved);

    // The second day moves a day on and loses its hand; the first day goes.
    const again = await update(branch, saved, [
      {
        Id: second.Id,
        ScheduleDate_: '2034-01-12',
        StartTime: '08:00',
        EndTime: '16:00',
        ScheduleCrews: [{ ...crewIn(lead.id, { foreman: true, id: second.ScheduleCrews[0]!.Id }) }],
        ScheduleEquipments: [{ EquipmentResource: { Id: chipper.id } }],
      },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    const after = again.json() as Schedule;
    expect(after.Notes).toBe('Bring the long saw');
    expect(after.ScheduleDates).toHaveLength(1);
    expect(after.ScheduleDates[0]).toMatchObject({
      Id: second.Id,
      ScheduleDate_: '2034-01-12',
      ScheduleCrews: [{ Id: second.ScheduleCrews[0]!.Id, JobTitle: { Id: 1 }, IsForeman: true }],
      ScheduleEquipments: [{ EquipmentResource: { Id: chipper.id }, DailyRate: 450.5 }],
    });
  });

  it('names the dates each broken rule fails on and changes nothing', async () => {
    const { branch } = await users();
    const s = await newSchedule();
    const lead = await person(db(), 1, 'Lead', [1]);
    const hand = await person(db(), 1, 'Hand');
    const truck = await asset(db(), 1);
    const ok = { ScheduleCrews: [crewIn(lead.id, { foreman: true })] };
    const res = await update(branch, s, [
      dayIn('2034-02-01', { ScheduleCrews: [crewIn(hand.id)] }),
      dayIn('2034-02-02', { ScheduleCrews: [] }),
      dayIn('2034-02-03', { ScheduleCrews: [crewIn(lead.id, { foreman: true }), crewIn(null)] }),
      dayIn('2034-02-04', { ...ok, ScheduleEquipments: [{ EquipmentResource: null }] }),
      dayIn('2034-02-05', { ScheduleCrews: [crewIn(lead.id, { foreman: true }), crewIn(lead.id)] }),
      dayIn('2034-02-06', {
        ...ok,
        ScheduleEquipments: [
          { EquipmentResource: { Id: truck.id } },
          { EquipmentResource: { Id: truck.id } },
        ],
      }),
      dayIn('2034-02-07', ok),
      dayIn('2034-02-07', ok),
      dayIn('2034-02-08', { ...ok, StartTime: '17:00', EndTime: '08:00' }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.Service).toEqual([
      'Choose an employee and a job title for every crew slot on: 02/03/2034',
      'Choose an equipment asset for every equipment slot on: 02/04/2034',
      'These dates are on the schedule more than once: 02/07/2034',
      'A crew member is scheduled more than once on: 02/05/2034',
      'A foreman is required on: 02/01/2034, 02/02/2034',
      'An equipment asset is scheduled more than once on: 02/06/2034',
      'Hours are not valid. Make sure the start time is before the end time',
    ]);
    expect(await read(ctx(), branch, s.Id)).toEqual(s);
  });

  it('refuses crew and equipment booked that day on another live schedule, and lists them as booked', async () => {
    const { branch } = await users();
    const s = await newSchedule();
    const other = await newSchedule();
    const lead = await person(db(), 1, 'Lead', [1]);
    const busy = await person(db(), 1, 'Busy', [1]);
    const truck = await asset(db(), 1);
    const booked = await update(branch, other, [
      dayIn('2034-03-01', {
        ScheduleCrews: [crewIn(busy.id, { foreman: true })],
        ScheduleEquipments: [{ EquipmentResource: { Id: truck.id } }],
      }),
    ]);
    expect(booked.statusCode, booked.body).toBe(200);

    const days = (date: string) => [
      dayIn(date, {
        ScheduleCrews: [crewIn(lead.id, { foreman: true }), crewIn(busy.id)],
        ScheduleEquipments: [{ EquipmentResource: { Id: truck.id } }],
      }),
    ];
    const res = await update(branch, s, days('2034-03-01'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(
      refusal(D.crewBooked(`${busy.name} (03/01/2034)`), D.equipmentBooked(`${truck.number} (03/01/2034)`)),
    );
    const list = await ctx().call(branch, 'POST', url('scheduled-resources'), {
      ScheduleId: s.Id,
      ScheduleDates: ['2034-03-02', '2034-03-01'],
    });
    const nothingLent = {
      LentEmployeeIds: [],
      LentEquipmentResourceIds: [],
      BorrowedCrew: [],
      BorrowedEquipment: [],
    };
    expect(list.json()).toEqual([
      {
        ScheduleDate_: '2034-03-01',
        EmployeeIds: [busy.id],
        EquipmentResourceIds: [truck.id],
        ...nothingLent,
      },
      { ScheduleDate_: '2034-03-02', EmployeeIds: [], EquipmentResourceIds: [], ...nothingLent },
    ]);
    // The schedule's own bookings are not "another schedule".
    const own = await ctx().call(branch, 'POST', url('scheduled-resources'), {
      ScheduleId: other.Id,
      ScheduleDates: ['2034-03-01'],
    });
    expect(own.json()).toEqual([
      { ScheduleDate_: '2034-03-01', EmployeeIds: [], EquipmentResourceIds: [], ...nothingLent },
    ]);
    // Another day is free, and a cancelled schedule books nobody.
    expect((await update(branch, s, days('2034-03-02'))).statusCode).toBe(200);
    await db()
      .updateTable('schedules')
      .set({ status_id: ScheduleStatuses.Canceled })
      .where('id', '=', other.Id)
      .execute();
    const fresh = await read(ctx(), branch, s.Id);
    const moved = await update(branch, fresh, [
      { ...days('2034-03-01')[0]!, Id: fresh.ScheduleDates[0]!.Id },
    ]);
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('answers a stale Version with 409 and the schedule as it is', async () => {
    const { branch } = await users();
    const s = await newSchedule();
    const lead = await person(db(), 1, 'Lead', [1]);
    const day = dayIn('2034-04-01', { ScheduleCrews: [crewIn(lead.id, { foreman: true })] });
    expect((await update(branch, s, [day])).statusCode).toBe(200);
    const stale = await update(branch, s, []);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Id: s.Id, Version: s.Version + 1 });
    expect((await read(ctx(), branch, s.Id)).ScheduleDates).toHaveLength(1);
  });

  it('refuses changes to a confirmed or cancelled schedule, and to ids out of reach', async () => {
    const { branch, full } = await users();
    for (const [status, message] of [
      [ScheduleStatuses.Confirmed, M.Confirmed],
      [ScheduleStatuses.Canceled, M.Cancelled],
    ] as const) {
      const s = await newSchedule();
      const lead = await person(db(), 1, 'Lead', [1]);
      const saved = (
        await update(branch, s, [
          dayIn('2034-05-01', { ScheduleCrews: [crewIn(lead.id, { foreman: true })] }),
        ])
      ).json() as Schedule;
      await db().updateTable('schedules').set({ status_id: status }).where('id', '=', s.Id).execute();
      const res = await update(branch, saved, []);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(refusal(message));
      const day = saved.ScheduleDates[0]!;
      for (const path of [`crew/${day.ScheduleCrews[0]!.Id}/remove`, `dates/${day.Id}/remove`])
        expect((await ctx().call(full, 'DELETE', url(path))).json(), path).toMatchObject(refusal(message));
      expect(await read(ctx(), branch, s.Id)).toEqual({
        ...saved,
        StatusId: status,
        ScheduleStatus: expect.any(String),
      });
    }

    // Another branch's schedule is not there for a branch user; nor a day of another schedule.
    const wo = await makeWorkOrder(db(), { branchId: 2 });
    const { scheduleId, scheduleDateId, scheduleCrewId } = await scheduleWorkOrder(db(), wo, 5, '2034-05-02');
    const foreign = (await read(ctx(), full, scheduleId)) as Schedule;
    expect((await update(branch, foreign, [])).statusCode).toBe(404);
    expect((await ctx().call(branch, 'GET', url(`${scheduleId}/resource-choices`))).statusCode).toBe(404);
    expect((await ctx().call(branch, 'DELETE', url(`crew/${scheduleCrewId}/remove`))).statusCode).toBe(404);
    expect((await ctx().call(branch, 'DELETE', url(`dates/${scheduleDateId}/remove`))).statusCode).toBe(404);
    const mine = await newSchedule();
    const stolen = await update(branch, mine, [{ ...dayIn('2034-05-03'), Id: scheduleDateId }]);
    expect(stolen.statusCode).toBe(404);
    expect((await read(ctx(), full, scheduleId)).ScheduleDates).toHaveLength(1);
  });

  it('refuses Personal and ReadOnly callers', async () => {
    const { readOnly, personal } = await users();
    const s = await newSchedule();
    for (const who of [readOnly, personal]) {
      expect((await update(who, s, [])).statusCode).toBe(403);
      expect((await ctx().call(who, 'DELETE', url('dates/1/remove'))).statusCode).toBe(403);
      expect((await ctx().call(who, 'GET', url(`${s.Id}/resource-choices`))).statusCode).toBe(403);
      expect(
        (await ctx().call(who, 'POST', url('scheduled-resources'), { ScheduleDates: ['2034-01-01'] }))
          .statusCode,
      ).toBe(403);
    }
    expect(await read(ctx(), readOnly, s.Id)).toEqual(s);
  });

  it('removes a crew member, an asset and a day, moving the Version on each time', async () => {
    const { branch } = await users();
    const s = await newSchedule();
    const lead = await person(db(), 1, 'Lead', [1]);
    const hand = await person(db(), 1, 'Hand');
    const truck = await asset(db(), 1);
    const saved = (
      await update(branch, s, [
        dayIn('2034-06-01', {
          ScheduleCrews: [crewIn(lead.id, { foreman: true }), crewIn(hand.id)],
          ScheduleEquipments: [{ EquipmentResource: { Id: truck.id } }],
        }),
        dayIn('2034-06-02', { ScheduleCrews: [crewIn(lead.id, { foreman: true })] }),
      ])
    ).json() as Schedule;
    const [one, two] = saved.ScheduleDates as [Schedule['ScheduleDates'][0], Schedule['ScheduleDates'][0]];
    const handRow = one.ScheduleCrews.find((c) => c.Employee.Id === hand.id)!;
    const steps = [
      `crew/${handRow.Id}/remove`,
      `equipment/${one.ScheduleEquipments[0]!.Id}/remove`,
      `dates/${two.Id}/remove`,
    ];
    let version = saved.Version;
    for (const path of steps) {
      const res = await ctx().call(branch, 'DELETE', url(path));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ScheduleId: s.Id, Version: ++version });
      expect((await ctx().call(branch, 'DELETE', url(path))).statusCode).toBe(404);
    }
    const after = await read(ctx(), branch, s.Id);
    expect(after.Version).toBe(version);
    expect(after.ScheduleDates).toHaveLength(1);
    expect(after.ScheduleDates[0]!.ScheduleCrews.map((c) => c.Employee.Id)).toEqual([lead.id]);
    expect(after.ScheduleDates[0]!.ScheduleEquipments).toEqual([]);
  });

  it('offers the branch’s crew with their job titles and its assets with their daily rate', async () => {
    const { branch } = await users();
    const s = await newSchedule();
    const lead = await person(db(), 1, 'Lead', [2, 1]);
    const elsewhere = await person(db(), 2, 'Away', [3]);
    const truck = await asset(db(), 1, 30000);
    const away = await asset(db(), 2);
    const res = await ctx().call(branch, 'GET', url(`${s.Id}/resource-choices`));
    expect(res.statusCode, res.body).toBe(200);
    const choices = res.json() as ScheduleResourceChoices;
    expect(choices.Crew.find((c) => c.Id === lead.id)).toEqual({
      Id: lead.id,
      Name: lead.name,
      JobTitleIds: [1, 2],
    });
    expect(choices.Crew.some((c) => c.Id === elsewhere.id)).toBe(false);
    expect(choices.Equipment.find((e) => e.Id === truck.id)).toMatchObject({
      AssetNumber: truck.number,
      DailyRate: 300,
    });
    expect(choices.Equipment.some((e) => e.Id === away.id)).toBe(false);
    // What is not offered cannot be saved either.
    const res2 = await update(branch, s, [
      dayIn('2034-07-01', {
        ScheduleCrews: [crewIn(lead.id, { foreman: true }), crewIn(elsewhere.id)],
        ScheduleEquipments: [{ EquipmentResource: { Id: away.id } }],
      }),
    ]);
    expect(res2.json()).toMatchObject(refusal(D.notInBranch(`employee ${elsewhere.id}, asset ${away.id}`)));
  });

  it('lists the schedule statuses', async () => {
    const { readOnly } = await users();
    const res = await ctx().call(readOnly, 'GET', '/api/v1/scheduleStatuses/all');
    expect(res.json()).toEqual([
      { Id: 1, Name: 'Open' },
      { Id: 2, Name: 'In Progress' },
      { Id: 3, Name: 'Completed' },
      { Id: 4, Name: 'Confirmed' },
      { Id: 5, Name: 'Cancelled' },
    ]);
  });
});
