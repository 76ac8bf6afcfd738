import { expect, it } from 'vitest';
import {
  B,
  F,
  ScheduleDateMessages as D,
  TransferStatuses,
  WorkOrderStatuses,
  type Schedule,
  type ScheduleDateIn,
  type ScheduledResourcesDay,
  type ScheduleResourceChoices,
} from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { describeEngines, type Session, type TestCtx } from './harness';
import { makeWorkOrder, signInWith } from './work-order-fixtures';

// Days no demo schedule or transfer reaches; every test lends on LENT, so each looks for its own.
const LENT = '2035-03-05';
const HOME = '2035-03-06';
const url = (path: string) => `/api/v1/schedules/${path}`;
let serial = 0;

async function person(db: Db, branchId: number, titles: number[]) {
  const e = await db
    .insertInto('employees')
    .values({ first_name: 'Loan', last_name: `Crew${++serial}`, primary_branch_id: branchId })
    .returning(['id', 'first_name', 'last_name'])
    .executeTakeFirstOrThrow();
  await db.insertInto('employee_branches').values({ employee_id: e.id, branch_id: branchId }).execute();
  await db
    .insertInto('employee_job_titles')
    .values(titles.map((t) => ({ employee_id: e.id, job_title_id: t })))
    .execute();
  return { id: e.id, name: `${e.first_name} ${e.last_name}` };
}

async function asset(db: Db, branchId: number) {
  const n = ++serial;
  const type = await db
    .insertInto('equipment_types')
    .values({ name: `Loan type ${n}`, daily_rate_cents: 30000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const r = await db
    .insertInto('equipment_resources')
    .values({
      asset_number: `LN-${n}`,
      branch_id: branchId,
      current_branch_id: branchId,
      equipment_type_id: type.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: r.id, number: `LN-${n}`, typeId: type.id };
}

/** A transfer from one branch to another on these days, naming the person and the asset lent. */
async function transfer(
  db: Db,
  o: { from: number; to: number; dates: string[]; employeeId?: number; assetId?: number; status: number },
) {
  const t = await db
    .insertInto('transfer_requests')
    .values({
      from_branch_id: o.from,
      to_branch_id: o.to,
      resource_type_id: o.employeeId ? 1 : 2,
      job_title_id: o.employeeId ? 3 : null,
      qty: 1,
      status_id: o.status,
      requested_by_id: 1,
      requested_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('transfer_request_dates')
    .values(o.dates.map((transfer_date) => ({ transfer_request_id: t.id, transfer_date })))
    .execute();
  if (o.employeeId)
    await db
      .insertInto('transfer_request_crews')
      .values({ transfer_request_id: t.id, employee_id: o.employeeId })
      .execute();
  if (o.assetId)
    await db
      .insertInto('transfer_request_equipment')
      .values({ transfer_request_id: t.id, equipment_resource_id: o.assetId })
      .execute();
  return t.id;
}

const day = (date: string, foremanId: number, crewIds: number[], assetIds: number[]): ScheduleDateIn => ({
  ScheduleDate_: date,
  StartTime: '09:00',
  EndTime: '17:00',
  ScheduleCrews: [
    { Employee: { Id: foremanId }, JobTitle: { Id: 1 }, IsForeman: true },
    ...crewIds.map((id) => ({ Employee: { Id: id }, JobTitle: { Id: 3 }, IsForeman: false })),
  ],
  ScheduleEquipments: assetIds.map((id) => ({ EquipmentResource: { Id: id } })),
});

describeEngines('schedule borrowed and lent resources', (ctx) => {
  const db = () => ctx().dbh.db;

  async function newSchedule(s: Session, branchId: number) {
    const wo = await makeWorkOrder(db(), { branchId, statusId: WorkOrderStatuses.ReadyForScheduling });
    const res = await ctx().call(s, 'POST', url('add'), { ScheduleDates: [], WorkOrderIds: [wo] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Schedule;
  }
  const save = (s: Session, schedule: Schedule, ScheduleDates: ScheduleDateIn[]) =>
    ctx().call(s, 'POST', url('update'), { Id: schedule.Id, Version: schedule.Version, ScheduleDates });
  async function resources(c: TestCtx, s: Session, scheduleId: number) {
    const res = await c.call(s, 'POST', url('scheduled-resources'), {
      ScheduleId: scheduleId,
      ScheduleDates: [HOME, LENT],
    });
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json() as ScheduledResourcesDay[];
    expect(days.map((d) => d.ScheduleDate_)).toEqual([LENT, HOME]);
    return days;
  }
  async function version(id: number) {
    const r = await db()
      .selectFrom('schedules')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return r.version;
  }

  /** Branch 1 lends a crew member and an asset to branch 2 on LENT only; each branch has a foreman. */
  async function lending() {
    const lender = (await signInWith(ctx(), `lender${++serial}`, { Schedules: B }, 1)).session;
    const borrower = (await signInWith(ctx(), `borrower${++serial}`, { Schedules: B }, 2)).session;
    const lent = await person(db(), 1, [3]);
    const gear = await asset(db(), 1);
    const foreman1 = await person(db(), 1, [1]);
    const foreman2 = await person(db(), 2, [1]);
    await transfer(db(), {
      from: 1,
      to: 2,
      dates: [LENT],
      employeeId: lent.id,
      status: TransferStatuses.Confirmed,
    });
    await transfer(db(), {
      from: 1,
      to: 2,
      dates: [LENT],
      assetId: gear.id,
      status: TransferStatuses.Confirmed,
    });
    return { lender, borrower, lent, gear, foreman1, foreman2 };
  }

  it('offers the borrowing branch the people and assets lent in, on the lent days only', async () => {
    const { borrower, lent, gear } = await lending();
    const schedule = await newSchedule(borrower, 2);
    const choices = (
      await ctx().call(borrower, 'GET', url(`${schedule.Id}/resource-choices`))
    ).json() as ScheduleResourceChoices;
    expect(choices.Crew.map((c) => c.Id)).not.toContain(lent.id);
    expect(choices.Equipment.map((e) => e.Id)).not.toContain(gear.id);

    const [lentDay, home] = await resources(ctx(), borrower, schedule.Id);
    expect(lentDay!.BorrowedCrew).toContainEqual({
      Id: lent.id,
      Name: lent.name,
      JobTitleIds: [3],
      BorrowedFromBranchId: 1,
    });
    expect(lentDay!.BorrowedEquipment).toContainEqual(
      expect.objectContaining({
        Id: gear.id,
        AssetNumber: gear.number,
        DailyRate: 300,
        BorrowedFromBranchId: 1,
      }),
    );
    expect(lentDay!.LentEmployeeIds).toEqual([]);
    expect(home!.BorrowedCrew).toEqual([]);
    expect(home!.BorrowedEquipment).toEqual([]);
  });

  it('books a borrowed person and asset on the lent day, and refuses them on another day', async () => {
    const { borrower, lent, gear, foreman2 } = await lending();
    const schedule = await newSchedule(borrower, 2);
    const refused = await save(borrower, schedule, [day(HOME, foreman2.id, [lent.id], [gear.id])]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().ModelState.Service).toEqual([
      D.notInBranch(`employee ${lent.id}, asset ${gear.id}`),
    ]);
    expect(await version(schedule.Id)).toBe(schedule.Version);

    const saved = await save(borrower, schedule, [day(LENT, foreman2.id, [lent.id], [gear.id])]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [d] = (saved.json() as Schedule).ScheduleDates;
    expect(d!.ScheduleCrews.map((c) => c.Employee.Id)).toEqual([foreman2.id, lent.id]);
    expect(d!.ScheduleEquipments.map((e) => [e.EquipmentResource.Id, e.DailyRate])).toEqual([[gear.id, 300]]);
  });

  it('takes what the lending branch lent out off its choices that day and refuses booking it, saving nothing', async () => {
    const { lender, lent, gear, foreman1 } = await lending();
    const schedule = await newSchedule(lender, 1);
    const [lentDay, home] = await resources(ctx(), lender, schedule.Id);
    expect(lentDay!.LentEmployeeIds).toContain(lent.id);
    expect(lentDay!.LentEquipmentResourceIds).toContain(gear.id);
    expect(lentDay!.BorrowedCrew).toEqual([]);
    expect(home!.LentEmployeeIds).not.toContain(lent.id);
    expect(home!.LentEquipmentResourceIds).not.toContain(gear.id);

    const refused = await save(lender, schedule, [day(LENT, foreman1.id, [lent.id], [gear.id])]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().ModelState.Service).toEqual([
      D.lentOut(`${lent.name} (03/05/2035), ${gear.number} (03/05/2035)`),
    ]);
    expect(refused.json().Message).toContain('Lent to another branch by a confirmed transfer that day');
    expect(await version(schedule.Id)).toBe(schedule.Version);

    const other = await save(lender, schedule, [day(HOME, foreman1.id, [lent.id], [gear.id])]);
    expect(other.statusCode, other.body).toBe(200);
  });

  it('counts only confirmed transfers: a pending or returned one lends nothing', async () => {
    const lender = (await signInWith(ctx(), `lender${++serial}`, { Schedules: F }, 1)).session;
    const borrower = (await signInWith(ctx(), `borrower${++serial}`, { Schedules: B }, 2)).session;
    const pending = await person(db(), 1, [3]);
    const returned = await person(db(), 1, [3]);
    const foreman1 = await person(db(), 1, [1]);
    await transfer(db(), {
      from: 1,
      to: 2,
      dates: [LENT],
      employeeId: pending.id,
      status: TransferStatuses.Pending,
    });
    await transfer(db(), {
      from: 1,
      to: 2,
      dates: [LENT],
      employeeId: returned.id,
      status: TransferStatuses.Returned,
    });
    const mine = await newSchedule(borrower, 2);
    const [lentDay] = await resources(ctx(), borrower, mine.Id);
    expect(lentDay!.BorrowedCrew.map((c) => c.Id)).not.toContain(pending.id);
    expect(lentDay!.BorrowedCrew.map((c) => c.Id)).not.toContain(returned.id);
    const theirs = await newSchedule(lender, 1);
    const saved = await save(lender, theirs, [day(LENT, foreman1.id, [pending.id, returned.id], [])]);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('gives another branch’s schedule nothing: its loans are not told to a Branch user elsewhere', async () => {
    const { borrower } = await lending();
    const outsider = (await signInWith(ctx(), `outsider${++serial}`, { Schedules: B }, 1)).session;
    const schedule = await newSchedule(borrower, 2);
    const res = await ctx().call(outsider, 'POST', url('scheduled-resources'), {
      ScheduleId: schedule.Id,
      ScheduleDates: [LENT],
    });
    expect(res.statusCode).toBe(404);
  });
});
