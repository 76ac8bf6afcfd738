import { expect, it } from 'vitest';
import { TransferStatuses, WorkOrderMessages, type CalendarResources } from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { describeEngines, type Session, type TestCtx } from './harness';
import { makeWorkOrder, scheduleWorkOrder } from './work-order-fixtures';

// A week no demo schedule or transfer reaches: Monday 2034-05-08 to Sunday 2034-05-14.
const MON = '2034-05-08';
const WED = '2034-05-10';
const THU = '2034-05-11';
const URL = '/api/v1/schedules/scheduled-calendar-resources';

async function calendar(ctx: TestCtx, s: Session, body: object) {
  const res = await ctx.call(s, 'POST', URL, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CalendarResources;
}

const crewOn = (c: CalendarResources, date: string) =>
  c.availableCrewDtos.filter((x) => x.Date === date).map((x) => x.EmployeeId);
const assetsOn = (c: CalendarResources, date: string) =>
  c.availableEquipmentDtos.filter((x) => x.Date === date).map((x) => x.EquipmentResourceId);

async function assetOf(db: Db, branchId: number) {
  return db
    .selectFrom('equipment_resources')
    .select(['id', 'equipment_type_id'])
    .where('current_branch_id', '=', branchId)
    .where('branch_id', '=', branchId)
    .where('archived', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** A confirmed transfer of one asset between branches on these days, as the transfers screen leaves it. */
async function lendAsset(
  db: Db,
  o: { assetId: number; typeId: number; from: number; to: number; dates: string[] },
) {
  const t = await db
    .insertInto('transfer_requests')
    .values({
      from_branch_id: o.from,
      to_branch_id: o.to,
      resource_type_id: 2,
      equipment_type_id: o.typeId,
      qty: 1,
      status_id: TransferStatuses.Confirmed,
      requested_by_id: 1,
      requested_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('transfer_request_dates')
    .values(o.dates.map((transfer_date) => ({ transfer_request_id: t.id, transfer_date })))
    .execute();
  await db
    .insertInto('transfer_request_equipment')
    .values({ transfer_request_id: t.id, equipment_resource_id: o.assetId })
    .execute();
  return t.id;
}

describeEngines('schedule calendar', (ctx) => {
  it('answers the week of the date, Monday to Friday or to Sunday with the weekend', async () => {
    const admin = await ctx().login('admin');
    const week = await calendar(ctx(), admin, { SearchDate: '5/10/2034' });
    expect([week.StartDate, week.EndDate]).toEqual([MON, '2034-05-12']);
    const withWeekend = await calendar(ctx(), admin, { SearchDate: WED, ShowWeekend: true });
    expect([withWeekend.StartDate, withWeekend.EndDate]).toEqual([MON, '2034-05-14']);
    expect(new Set(withWeekend.availableCrewDtos.map((c) => c.Date)).size).toBe(7);
  });

  it('shows a scheduled foreman with the schedule, and not as free crew on that day only', async () => {
    const db = ctx().dbh.db;
    const admin = await ctx().login('admin');
    const wo = await makeWorkOrder(db, { branchId: 1, serviceGroupId: 1 });
    const { scheduleId, scheduleDateId } = await scheduleWorkOrder(db, wo, 5, WED);
    await db
      .updateTable('schedule_work_orders')
      .set({ estimated_hours_hundredths: 425 })
      .where('schedule_id', '=', scheduleId)
      .execute();
    const asset = await assetOf(db, 1);
    await db
      .insertInto('schedule_equipment')
      .values({ schedule_date_id: scheduleDateId, equipment_resource_id: asset.id })
      .execute();

    const c = await calendar(ctx(), admin, { SearchDate: WED, BranchIds: [1] });
    const wed = c.arboristScheduleDtos.filter((a) => a.Date === WED);
    expect(wed).toContainEqual({
      Date: WED,
      EmployeeId: 5,
      Name: 'Frank Ortiz',
      Schedules: [{ ScheduleId: scheduleId, StatusId: 1, BranchId: 1, WorkOrderCount: 1, Hours: 4.25 }],
    });
    expect(crewOn(c, WED)).not.toContain(5);
    expect(crewOn(c, THU)).toContain(5);
    expect(crewOn(c, WED)).toContain(8);
    expect(assetsOn(c, WED)).not.toContain(asset.id);
    expect(assetsOn(c, THU)).toContain(asset.id);
    // Another branch's people are not offered.
    expect(crewOn(c, THU)).not.toContain(12);

    const lawn = await calendar(ctx(), admin, { SearchDate: WED, BranchIds: [1], ServiceGroupIds: [3] });
    expect(lawn.arboristScheduleDtos.some((a) => a.Schedules.some((s) => s.ScheduleId === scheduleId))).toBe(
      false,
    );

    // A cancelled schedule frees its crew and equipment.
    await db.updateTable('schedules').set({ status_id: 5 }).where('id', '=', scheduleId).execute();
    const freed = await calendar(ctx(), admin, { SearchDate: WED, BranchIds: [1] });
    expect(crewOn(freed, WED)).toContain(5);
    expect(assetsOn(freed, WED)).toContain(asset.id);
  });

  it('counts equipment borrowed in on its confirmed days only, and drops it from the lender those days', async () => {
    const db = ctx().dbh.db;
    const admin = await ctx().login('admin');
    const asset = await assetOf(db, 3);
    const id = await lendAsset(db, {
      assetId: asset.id,
      typeId: asset.equipment_type_id,
      from: 3,
      to: 1,
      dates: [THU],
    });

    const north = await calendar(ctx(), admin, { SearchDate: WED, BranchIds: [1] });
    expect(north.availableEquipmentDtos.filter((e) => e.EquipmentResourceId === asset.id)).toEqual([
      expect.objectContaining({ Date: THU, BranchId: 1, BorrowedFromBranchId: 3 }),
    ]);
    const fox = await calendar(ctx(), admin, { SearchDate: WED, BranchIds: [3] });
    expect(assetsOn(fox, THU)).not.toContain(asset.id);
    expect(assetsOn(fox, WED)).toContain(asset.id);

    // Pending or returned requests move nothing.
    await db
      .updateTable('transfer_requests')
      .set({ status_id: TransferStatuses.Returned })
      .where('id', '=', id)
      .execute();
    const back = await calendar(ctx(), admin, { SearchDate: WED, BranchIds: [1] });
    expect(assetsOn(back, THU)).not.toContain(asset.id);
  });

  it('takes crew lent out by a confirmed transfer off the lender on those days, and adds them to the borrower', async () => {
    const db = ctx().dbh.db;
    const admin = await ctx().login('admin');
    const t = await db
      .insertInto('transfer_requests')
      .values({
        from_branch_id: 1,
        to_branch_id: 2,
        resource_type_id: 1,
        job_title_id: 3,
        qty: 1,
        status_id: TransferStatuses.Confirmed,
        requested_by_id: 10,
        requested_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('transfer_request_dates')
      .values({ transfer_request_id: t.id, transfer_date: MON })
      .execute();
    await db
      .insertInto('transfer_request_crews')
      .values({ transfer_request_id: t.id, employee_id: 8 })
      .execute();

    const north = await calendar(ctx(), admin, { SearchDate: MON, BranchIds: [1] });
    expect(crewOn(north, MON)).not.toContain(8);
    expect(crewOn(north, THU)).toContain(8);
    const lakeview = await calendar(ctx(), admin, { SearchDate: MON, BranchIds: [2] });
    expect(lakeview.availableCrewDtos.filter((c) => c.EmployeeId === 8)).toEqual([
      expect.objectContaining({ Date: MON, BranchId: 2, BorrowedFromBranchId: 1 }),
    ]);
    // Both branches shown: the loan moves nobody out of the view.
    const both = await calendar(ctx(), admin, { SearchDate: MON, BranchIds: [1, 2] });
    expect(both.availableCrewDtos.filter((c) => c.EmployeeId === 8 && c.Date === MON)).toHaveLength(1);
  });

  it('keeps a Branch holder to their own branches and refuses callers without Branch or Full', async () => {
    const manager = await ctx().login('branchmanager');
    const own = await calendar(ctx(), manager, { SearchDate: WED });
    expect(new Set(own.availableCrewDtos.map((c) => c.BranchId))).toEqual(new Set([1]));
    expect(new Set(own.availableEquipmentDtos.map((c) => c.BranchId))).toEqual(new Set([1]));
    const other = await ctx().call(manager, 'POST', URL, { SearchDate: WED, BranchIds: [2] });
    expect(other.statusCode).toBe(404);

    const foreman = await ctx().login('foreman');
    expect((await ctx().call(foreman, 'POST', URL, { SearchDate: WED })).statusCode).toBe(403);
  });

  it('refuses a date it cannot read', async () => {
    const admin = await ctx().login('admin');
    const res = await ctx().call(admin, 'POST', URL, { SearchDate: 'next week' });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.SearchDate).toEqual([WorkOrderMessages.DateNotValid]);
  });
});
