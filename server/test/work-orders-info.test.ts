import { expect, it } from 'vitest';
import { B, P, todayIsoDate, WorkOrderMessages as M, type WorkOrder } from '@canopy/shared';
import { DEMO_JOURNEY_DESCRIPTION } from '../src/seed/work-orders-demo';
import { describeEngines, type Session, type TestCtx } from './harness';
import { PNG } from './support';
import { makeWorkOrder, scheduleWorkOrder, signInWith } from './work-order-fixtures';

const BASE = '/api/v1/workOrders';
const PNG_URL = `data:image/png;base64,${PNG.toString('base64')}`;

async function get(ctx: TestCtx, s: Session, id: number) {
  return ctx.call(s, 'GET', `${BASE}/${id}`);
}
async function save(ctx: TestCtx, s: Session, body: object) {
  return ctx.call(s, 'PUT', `${BASE}/save`, body);
}
async function current(ctx: TestCtx, id: number): Promise<WorkOrder> {
  return (await get(ctx, await ctx.login('admin'), id)).json();
}

describeEngines('work order info', (ctx) => {
  it('shows the basic info, the branch manager, the schedule with its foreman and what completing needs', async () => {
    const db = ctx().dbh.db;
    const { id } = await db
      .selectFrom('work_orders')
      .select('id')
      .where('description', '=', DEMO_JOURNEY_DESCRIPTION)
      .executeTakeFirstOrThrow();
    const foreman = await ctx().login('foreman');
    const res = await get(ctx(), foreman, id);
    expect(res.statusCode).toBe(200);
    const wo: WorkOrder = res.json();
    expect(wo).toMatchObject({
      Id: id,
      SubType: 'Original',
      StatusId: 3,
      WorkOrderStatus: 'Scheduled',
      ServiceGroupId: 1,
      ServiceGroup: 'Arbor Care',
      BranchId: 1,
      Branch: {
        Id: 1,
        Name: 'North Shore',
        ManagerId: 4,
        ManagerName: 'Brenda Walsh',
        ManagerEmail: 'brenda.walsh@canopy.example',
      },
      SalesRepId: 6,
      SalesRepName: 'Ava Lindqvist',
      Signature: null,
      SignedDate: null,
      SentScoutingReport: false,
      HasSchedules: true,
      ScoutingReportRequired: true,
      Archived: false,
      Version: 1,
    });
    expect(wo.AccountName.length).toBeGreaterThan(0);
    expect(wo.Address).toBe(
      `${wo.Location!.Address}, ${wo.Location!.City}, ${wo.Location!.State} ${wo.Location!.Zip}`,
    );
    expect(wo.ScheduleWorkOrders).toHaveLength(1);
    expect(wo.ScheduleWorkOrders[0]!.ScheduleDates).toEqual([
      {
        Id: expect.any(Number),
        ScheduleDate: todayIsoDate(),
        StartTime: '07:30',
        EndTime: '16:00',
        ForemanId: 5,
        ForemanName: 'Frank Ortiz',
      },
    ]);
    const value = await db
      .selectFrom('work_order_services')
      .select((eb) => eb.fn.sum<number>('total_cost_cents').as('c'))
      .where('work_order_id', '=', id)
      .executeTakeFirstOrThrow();
    // The foreman holds no WorkOrders_Pricing: the value is for the office, who reads it exactly.
    expect(wo.EstimatedValue).toBeNull();
    const priced = await current(ctx(), id);
    expect(Math.round(priced.EstimatedValue! * 100)).toBe(Number(value.c));
  });

  it('gives nothing away across branches or to another arborist: 404', async () => {
    const db = ctx().dbh.db;
    const branch1 = await makeWorkOrder(db, { branchId: 1, salesRepId: 6 });
    for (const user of ['branchmanager2', 'arborist2', 'foreman2', 'foreman'])
      expect((await get(ctx(), await ctx().login(user), branch1)).statusCode, user).toBe(404);
    expect((await get(ctx(), await ctx().login('arborist'), branch1)).statusCode).toBe(200);
    expect((await get(ctx(), await ctx().login('branchmanager'), branch1)).statusCode).toBe(200);
    await scheduleWorkOrder(db, branch1, 5, todayIsoDate());
    expect((await get(ctx(), await ctx().login('foreman'), branch1)).statusCode).toBe(200);
    expect((await get(ctx(), await ctx().login('admin'), 999999)).statusCode).toBe(404);
    // Billing opens the list (WorkOrder_Menu) but not the info (Schedules or WorkOrders).
    expect((await get(ctx(), await ctx().login('billing'), branch1)).statusCode).toBe(403);
  });

  it('saves the basic info with Version; a stale save is 409 with the current order and overwrites once resent', async () => {
    const id = await makeWorkOrder(ctx().dbh.db, { branchId: 2, salesRepId: 7 });
    const office = await ctx().login('officemanager');
    const first = await save(ctx(), office, {
      Id: id,
      Version: 1,
      Description: '  Prune the lindens  ',
      EstimatedCrew: 3,
      EstimatedHours: 6.25,
      EstimatedValue: 1234.56,
      QualifiesForPrevailingWage: true,
      ScoutingReportNotes: 'Watch for scale.',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      Description: 'Prune the lindens',
      EstimatedCrew: 3,
      EstimatedHours: 6.25,
      EstimatedValue: 1234.56,
      QualifiesForPrevailingWage: true,
      ScoutingReportNotes: 'Watch for scale.',
      SalesRepId: 7,
      Version: 2,
    });
    const row = await ctx()
      .dbh.db.selectFrom('work_orders')
      .select(['estimated_value_cents', 'estimated_hours_hundredths'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([Number(row.estimated_value_cents), row.estimated_hours_hundredths]).toEqual([123456, 625]);

    const stale = await save(ctx(), office, { Id: id, Version: 1, Description: 'Mine' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Description: 'Prune the lindens', Version: 2 });
    // Declining reloads (the stored order is untouched); accepting resends with the server's Version.
    expect((await current(ctx(), id)).Description).toBe('Prune the lindens');
    const resent = await save(ctx(), office, {
      Id: id,
      Version: stale.json().Current.Version,
      Description: 'Mine',
    });
    expect(resent.json()).toMatchObject({ Description: 'Mine', EstimatedCrew: 3, Version: 3 });
  });

  it('dates a new signature, keeps the date while it is unchanged, and clears both together', async () => {
    const id = await makeWorkOrder(ctx().dbh.db, { branchId: 1 });
    const manager = await ctx().login('branchmanager');
    const signed = (await save(ctx(), manager, { Id: id, Version: 1, Signature: PNG_URL })).json();
    expect(signed.Signature).toBe(PNG_URL);
    expect(Date.now() - Date.parse(signed.SignedDate)).toBeLessThan(60_000);
    const again = (
      await save(ctx(), manager, { Id: id, Version: 2, Signature: PNG_URL, Description: 'x' })
    ).json();
    expect(again.SignedDate).toBe(signed.SignedDate);
    const other = `data:image/png;base64,${Buffer.concat([PNG, Buffer.from([0])]).toString('base64')}`;
    const resigned = (await save(ctx(), manager, { Id: id, Version: 3, Signature: other })).json();
    expect(resigned.Signature).toBe(other);
    expect(Date.parse(resigned.SignedDate)).toBeGreaterThanOrEqual(Date.parse(signed.SignedDate));
    const cleared = (await save(ctx(), manager, { Id: id, Version: 4, Signature: null })).json();
    expect([cleared.Signature, cleared.SignedDate]).toEqual([null, null]);

    for (const bad of [
      'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==',
      'data:image/png;base64,JVBERi0xLjQK',
      'x',
    ]) {
      const res = await save(ctx(), manager, { Id: id, Version: 5, Signature: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().ModelState.Signature).toEqual([M.SignatureNotPng]);
    }
    expect((await current(ctx(), id)).Version).toBe(5);
  });

  it('lets WorkOrders Personal edit their own and crewed work and pick only themselves as arborist', async () => {
    const db = ctx().dbh.db;
    const own = await makeWorkOrder(db, { branchId: 1, salesRepId: 6 });
    const arborist = await ctx().login('arborist');
    expect((await save(ctx(), arborist, { Id: own, Version: 1, EstimatedCrew: 2 })).statusCode).toBe(200);
    const other = await save(ctx(), arborist, { Id: own, Version: 2, SalesRepId: 7 });
    expect(other.statusCode).toBe(400);
    expect(other.json().ModelState.SalesRepId).toEqual([M.ArboristNotAllowed]);

    // Personal reaches the crew's orders too: the foreman on site may change what they work on.
    await scheduleWorkOrder(db, own, 5, todayIsoDate());
    const foreman = await ctx().login('foreman');
    expect((await save(ctx(), foreman, { Id: own, Version: 2, EstimatedCrew: 3 })).statusCode).toBe(200);
    // Seeing the branch's schedules does not make another arborist's order theirs to change.
    const planner = await signInWith(ctx(), 'planner', { Schedules: B, WorkOrders: P }, 1);
    expect((await get(ctx(), planner.session, own)).statusCode).toBe(200);
    expect((await save(ctx(), planner.session, { Id: own, Version: 3, EstimatedCrew: 9 })).statusCode).toBe(
      403,
    );
    const crewOnly = await signInWith(ctx(), 'crew-viewer', { Schedules: P, WorkOrder_Menu: P }, 1);
    expect((await save(ctx(), crewOnly.session, { Id: own, Version: 3 })).statusCode).toBe(403);
  });

  it('keeps a branch manager to their branches: arborists and territories of the order branch only', async () => {
    const db = ctx().dbh.db;
    const mine = await makeWorkOrder(db, { branchId: 1, salesRepId: 6 });
    const manager = await ctx().login('branchmanager');
    expect(
      (await save(ctx(), await ctx().login('branchmanager2'), { Id: mine, Version: 1 })).statusCode,
    ).toBe(404);
    const elsewhere = await save(ctx(), manager, { Id: mine, Version: 1, SalesRepId: 7 });
    expect(elsewhere.json().ModelState.SalesRepId).toEqual([M.ArboristNotAllowed]);
    const territories = await db.selectFrom('sales_territories').select(['id', 'branch_id']).execute();
    const wrong = territories.find((t) => t.branch_id === 2)!.id;
    const right = territories.find((t) => t.branch_id === 1)!.id;
    const bad = await save(ctx(), manager, { Id: mine, Version: 1, SalesTerritoryId: wrong });
    expect(bad.json().ModelState.SalesTerritoryId).toEqual([M.SalesTerritoryNotInBranch]);
    const ok = await save(ctx(), manager, {
      Id: mine,
      Version: 1,
      SalesTerritoryId: right,
      SalesRepId: null,
    });
    expect(ok.json()).toMatchObject({ SalesTerritoryId: right, SalesRepId: null, SalesRepName: null });
  });

  it('archives from the list and brings the order back', async () => {
    const id = await makeWorkOrder(ctx().dbh.db, { branchId: 2, description: 'Archive me please' });
    const manager2 = await ctx().login('branchmanager2');
    const toggle = () => ctx().call(manager2, 'POST', `${BASE}/${id}/toggleActive`);
    const listed = async () =>
      (await ctx().call(manager2, 'POST', `${BASE}/_search`, { Query: 'Archive me please' })).json().length;
    expect((await toggle()).json()).toMatchObject({ Archived: true, Version: 2 });
    expect(await listed()).toBe(0);
    expect((await toggle()).json()).toMatchObject({ Archived: false, Version: 3 });
    expect(await listed()).toBe(1);
    expect(
      (await ctx().call(await ctx().login('branchmanager'), 'POST', `${BASE}/${id}/toggleActive`)).statusCode,
    ).toBe(404);
  });
});
