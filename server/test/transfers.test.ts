import { expect, it } from 'vitest';
import {
  LIST_COUNT_HEADER,
  R,
  ResourceTypes,
  TransferMessages as M,
  TransferStatuses as T,
  type AvailableTransferResource,
  type CalendarResources,
  type TransferFindResult,
  type TransferRequest,
} from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { describeEngines, type Session, type TestCtx } from './harness';
import { makeWorkOrder, scheduleWorkOrder, signInWith } from './work-order-fixtures';

// Days no demo schedule or transfer reaches.
const D1 = '2035-06-05';
const D2 = '2035-06-06';
const D3 = '2035-06-07';
const SEND = '/api/v1/transfers/_sendRequest';
const STATUS = '/api/v1/transfers/_updateStatus';
const SEARCH = '/api/v1/transfers/_transferRequests/_search';

/** Lakeview's (branch 2) assets of its first equipment type, by id. */
async function lakeviewType(db: Db) {
  const first = await db
    .selectFrom('equipment_resources')
    .select('equipment_type_id')
    .where('current_branch_id', '=', 2)
    .where('archived', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const assets = await db
    .selectFrom('equipment_resources')
    .select('id')
    .where('current_branch_id', '=', 2)
    .where('archived', '=', 0)
    .where('equipment_type_id', '=', first.equipment_type_id)
    .orderBy('id')
    .execute();
  return { typeId: first.equipment_type_id, assetIds: assets.map((a) => a.id) };
}

async function send(ctx: TestCtx, s: Session, body: object) {
  const res = await ctx.call(s, 'POST', SEND, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TransferRequest;
}

async function refused(ctx: TestCtx, s: Session, method: 'POST' | 'PUT', url: string, body: object) {
  const res = await ctx.call(s, method, url, body);
  expect(res.statusCode, res.body).toBe(400);
  return res.json() as { Message: string; ModelState: Record<string, string[]> };
}

describeEngines('transfers', (ctx) => {
  const equipmentAsk = (typeId: number, over: object = {}) => ({
    FromBranchId: 2,
    ToBranchId: 1,
    ResourceTypeId: ResourceTypes.Equipment,
    EquipmentTypeId: typeId,
    StartDate: D1,
    EndDate: D3,
    SelectedDates: [D2],
    ...over,
  });

  it('refuses a request with the rules of the transfer form, and defaults the quantity to 1', async () => {
    const { typeId } = await lakeviewType(ctx().dbh.db);
    const manager = await ctx().login('branchmanager');
    const noDates = await refused(ctx(), manager, 'POST', SEND, equipmentAsk(typeId, { StartDate: null }));
    expect(noDates.Message).toBe(M.EnterDates);
    expect(noDates.ModelState.StartDate).toEqual([M.EnterDates]);
    const noFrom = await refused(ctx(), manager, 'POST', SEND, equipmentAsk(typeId, { FromBranchId: null }));
    expect(noFrom.Message).toBe(M.FromBranchRequired);
    const same = await refused(ctx(), manager, 'POST', SEND, equipmentAsk(typeId, { FromBranchId: 1 }));
    expect(same.Message).toBe(M.SameBranch);
    const noDay = await refused(ctx(), manager, 'POST', SEND, equipmentAsk(typeId, { SelectedDates: [] }));
    expect(noDay.Message).toBe(M.DateRequired);
    const outside = await refused(
      ctx(),
      manager,
      'POST',
      SEND,
      equipmentAsk(typeId, { SelectedDates: ['2035-07-01'] }),
    );
    expect(outside.Message).toBe(M.DatesOutOfRange);
    const notMine = await refused(
      ctx(),
      manager,
      'POST',
      SEND,
      equipmentAsk(typeId, { FromBranchId: 3, ToBranchId: 2 }),
    );
    expect(notMine.Message).toBe(M.NotOwnBranch);
    const before = await ctx().dbh.db.selectFrom('transfer_requests').select('id').execute();

    const sent = await send(ctx(), manager, equipmentAsk(typeId));
    expect(sent).toMatchObject({
      Qty: 1,
      StatusId: T.Pending,
      Status: 'Pending',
      SelectedDates: [D2],
      FromBranchId: 2,
    });
    const after = await ctx().dbh.db.selectFrom('transfer_requests').select('id').execute();
    expect(after.length).toBe(before.length + 1);
  });

  it('lets only Full send and approve; ReadOnly lists but is offered no step; no claim is refused', async () => {
    const { typeId } = await lakeviewType(ctx().dbh.db);
    const reader = await signInWith(ctx(), 'transfer-reader', { Transfers: R }, 1);
    expect((await ctx().call(reader.session, 'POST', SEND, equipmentAsk(typeId))).statusCode).toBe(403);
    const manager = await ctx().login('branchmanager');
    const sent = await send(ctx(), manager, equipmentAsk(typeId));
    const list = await ctx().call(reader.session, 'POST', SEARCH, { StatusIds: [T.Pending] });
    expect(list.statusCode).toBe(200);
    const row = (list.json() as TransferRequest[]).find((r) => r.Id === sent.Id)!;
    expect(row.NextStatusIds).toEqual([]);
    const put = await ctx().call(reader.session, 'PUT', STATUS, {
      Id: sent.Id,
      StatusId: T.Denied,
      Version: 1,
    });
    expect(put.statusCode).toBe(403);
    const foreman = await ctx().login('foreman');
    expect((await ctx().call(foreman, 'POST', SEARCH, {})).statusCode).toBe(403);
    expect((await ctx().call(foreman, 'GET', '/api/v1/transfers/_statuses')).statusCode).toBe(403);
    const missing = await ctx().call(manager, 'PUT', STATUS, { Id: 999999, StatusId: T.Denied, Version: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('moves a request Pending → Confirmed with the assets → Returned, each side its own steps', async () => {
    const db = ctx().dbh.db;
    const { typeId, assetIds } = await lakeviewType(db);
    const borrower = await ctx().login('branchmanager');
    const lender = await ctx().login('branchmanager2');
    const sent = await send(ctx(), borrower, equipmentAsk(typeId, { SelectedDates: [D1, D2] }));
    expect(sent.NextStatusIds).toEqual([T.Cancelled]);

    const byBorrower = await refused(ctx(), borrower, 'PUT', STATUS, {
      Id: sent.Id,
      StatusId: T.Confirmed,
      Version: 1,
    });
    expect(byBorrower.Message).toBe(M.LendingSideOnly);
    const byLender = await refused(ctx(), lender, 'PUT', STATUS, {
      Id: sent.Id,
      StatusId: T.Cancelled,
      Version: 1,
    });
    expect(byLender.Message).toBe(M.BorrowingSideOnly);
    const notYet = await refused(ctx(), lender, 'PUT', STATUS, {
      Id: sent.Id,
      StatusId: T.Returned,
      Version: 1,
    });
    expect(notYet.Message).toBe(M.StatusChangeNotAllowed);

    // An asset on a Lakeview schedule on one of the days cannot be lent.
    const wo = await makeWorkOrder(db, { branchId: 2 });
    const { scheduleDateId } = await scheduleWorkOrder(db, wo, 9, D2);
    await db
      .insertInto('schedule_equipment')
      .values({ schedule_date_id: scheduleDateId, equipment_resource_id: assetIds[0]! })
      .execute();
    const offered = await ctx().call(lender, 'GET', `/api/v1/transfers/_availableEquip/${sent.Id}`);
    expect(offered.statusCode).toBe(200);
    const free = (offered.json() as AvailableTransferResource[]).map((a) => a.Id);
    expect(free).not.toContain(assetIds[0]);
    expect((await ctx().call(lender, 'GET', `/api/v1/transfers/_availableCrew/${sent.Id}`)).json()).toEqual(
      [],
    );

    const tooMany = await refused(ctx(), lender, 'PUT', STATUS, {
      Id: sent.Id,
      StatusId: T.Confirmed,
      Version: 1,
      EquipmentResourceIds: [],
    });
    expect(tooMany.Message).toBe(M.ChooseQty(1));
    const busy = await refused(ctx(), lender, 'PUT', STATUS, {
      Id: sent.Id,
      StatusId: T.Confirmed,
      Version: 1,
      EquipmentResourceIds: [assetIds[0]],
    });
    expect(busy.Message).toBe(M.NotAvailable);

    // A free asset of the type; Lakeview has one of each, so free it from its schedule first.
    await db
      .updateTable('schedule_equipment')
      .set({ active: 0 })
      .where('schedule_date_id', '=', scheduleDateId)
      .execute();
    const asset = assetIds[0]!;
    const ok = await ctx().call(lender, 'PUT', STATUS, {
      Id: sent.Id,
      StatusId: T.Confirmed,
      Version: 1,
      EquipmentResourceIds: [asset],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const confirmed = ok.json() as TransferRequest;
    expect(confirmed).toMatchObject({ StatusId: T.Confirmed, Version: 2, NextStatusIds: [T.Returned] });
    expect(confirmed.TransferRequestEquipment.map((e) => e.EquipmentResourceId)).toEqual([asset]);

    // The receiving branch's calendar has it on the confirmed days only.
    const cal = await ctx().call(borrower, 'POST', '/api/v1/schedules/scheduled-calendar-resources', {
      SearchDate: D1,
    });
    const days = (cal.json() as CalendarResources).availableEquipmentDtos
      .filter((e) => e.EquipmentResourceId === asset)
      .map((e) => [e.Date, e.BorrowedFromBranchId]);
    expect(days).toEqual([
      [D1, 2],
      [D2, 2],
    ]);

    // A second request for the same days finds the asset lent already.
    const again = await send(ctx(), borrower, equipmentAsk(typeId, { SelectedDates: [D2] }));
    const none = (await ctx().call(lender, 'GET', `/api/v1/transfers/_availableEquip/${again.Id}`)).json();
    expect(none.map((a: AvailableTransferResource) => a.Id)).not.toContain(asset);

    const stale = await ctx().call(lender, 'PUT', STATUS, {
      Id: sent.Id,
      StatusId: T.Returned,
      Version: 1,
      EquipmentStatus: 'Good',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Id: sent.Id, Version: 2 });
    const noState = await refused(ctx(), lender, 'PUT', STATUS, {
      Id: sent.Id,
      StatusId: T.Returned,
      Version: 2,
    });
    expect(noState.Message).toBe(M.EquipmentStatusRequired);
    const cancelLate = await refused(ctx(), borrower, 'PUT', STATUS, {
      Id: sent.Id,
      StatusId: T.Cancelled,
      Version: 2,
    });
    expect(cancelLate.Message).toBe(M.StatusChangeNotAllowed);
    const back = await ctx().call(lender, 'PUT', STATUS, {
      Id: sent.Id,
      StatusId: T.Returned,
      Version: 2,
      EquipmentStatus: 'Good, blades need sharpening',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      StatusId: T.Returned,
      NextStatusIds: [],
      TransferRequestEquipment: [
        { EquipmentResourceId: asset, EquipmentStatus: 'Good, blades need sharpening' },
      ],
    });
  });

  it('lends an asset once when two requests for the same day are confirmed at the same moment', async () => {
    const { typeId, assetIds } = await lakeviewType(ctx().dbh.db);
    const borrower = await ctx().login('branchmanager');
    const lender = await ctx().login('branchmanager2');
    const day = { StartDate: '2035-09-04', EndDate: '2035-09-04', SelectedDates: ['2035-09-04'] };
    const a = await send(ctx(), borrower, equipmentAsk(typeId, day));
    const b = await send(ctx(), borrower, equipmentAsk(typeId, day));
    const confirm = (id: number) =>
      ctx().call(lender, 'PUT', STATUS, {
        Id: id,
        StatusId: T.Confirmed,
        Version: 1,
        EquipmentResourceIds: [assetIds[0]],
      });
    const answers = await Promise.all([confirm(a.Id), confirm(b.Id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)!.json().Message).toBe(M.NotAvailable);
  });

  it('cancels and denies from Pending only, on the right side', async () => {
    const { typeId } = await lakeviewType(ctx().dbh.db);
    const borrower = await ctx().login('branchmanager');
    const lender = await ctx().login('branchmanager2');
    const a = await send(ctx(), borrower, equipmentAsk(typeId));
    const b = await send(ctx(), borrower, equipmentAsk(typeId));
    const cancelled = await ctx().call(borrower, 'PUT', STATUS, {
      Id: a.Id,
      StatusId: T.Cancelled,
      Version: 1,
    });
    expect(cancelled.json()).toMatchObject({ StatusId: T.Cancelled, NextStatusIds: [] });
    const denied = await ctx().call(lender, 'PUT', STATUS, { Id: b.Id, StatusId: T.Denied, Version: 1 });
    expect(denied.json()).toMatchObject({ StatusId: T.Denied });
    const reopen = await refused(ctx(), lender, 'PUT', STATUS, {
      Id: b.Id,
      StatusId: T.Confirmed,
      Version: 2,
    });
    expect(reopen.Message).toBe(M.StatusChangeNotAllowed);
  });

  it('confirms crew with the named employees of the job title', async () => {
    const lender = await ctx().login('branchmanager2');
    const borrower = await ctx().login('branchmanager');
    const sent = await send(ctx(), borrower, {
      FromBranchId: 2,
      ToBranchId: 1,
      ResourceTypeId: ResourceTypes.Crew,
      JobTitleId: 3,
      StartDate: D3,
      EndDate: D3,
      SelectedDates: [D3],
    });
    expect(sent.TypeName).toBe('Crew');
    const crew = (await ctx().call(lender, 'GET', `/api/v1/transfers/_availableCrew/${sent.Id}`)).json();
    expect(crew).toContainEqual({ Id: 12, Name: 'Sam Okafor' });
    const wrong = await refused(ctx(), lender, 'PUT', STATUS, {
      Id: sent.Id,
      StatusId: T.Confirmed,
      Version: 1,
      EmployeeIds: [8],
    });
    expect(wrong.Message).toBe(M.NotAvailable);
    const ok = await ctx().call(lender, 'PUT', STATUS, {
      Id: sent.Id,
      StatusId: T.Confirmed,
      Version: 1,
      EmployeeIds: [12],
    });
    expect(ok.json().TransferRequestCrews).toEqual([{ EmployeeId: 12, Name: 'Sam Okafor' }]);
    const cal = await ctx().call(borrower, 'POST', '/api/v1/schedules/scheduled-calendar-resources', {
      SearchDate: D3,
    });
    const sam = (cal.json() as CalendarResources).availableCrewDtos.filter((c) => c.EmployeeId === 12);
    expect(sam).toEqual([expect.objectContaining({ Date: D3, BranchId: 1, BorrowedFromBranchId: 2 })]);
  });

  it('comes with demo requests waiting, lent, refused and handed back', async () => {
    const admin = await ctx().login('admin');
    const res = await ctx().call(admin, 'POST', SEARCH, { Take: 50 });
    const statuses = new Set((res.json() as TransferRequest[]).map((r) => r.StatusId));
    for (const s of [T.Pending, T.Confirmed, T.Denied, T.Returned]) expect(statuses).toContain(s);
  });

  it('finds what other branches can lend per day, and pages the requests 12 at a time', async () => {
    const { typeId, assetIds } = await lakeviewType(ctx().dbh.db);
    const manager = await ctx().login('branchmanager');
    const noDates = await refused(ctx(), manager, 'POST', '/api/v1/transfers/_find', {
      ResourceTypeId: 2,
      EquipmentTypeId: typeId,
    });
    expect(noDates.Message).toBe(M.EnterDates);
    const found = await ctx().call(manager, 'POST', '/api/v1/transfers/_find', {
      ResourceTypeId: 2,
      EquipmentTypeId: typeId,
      StartDate: '2035-08-01',
      EndDate: '2035-08-02',
    });
    expect(found.statusCode, found.body).toBe(200);
    const rows = found.json() as TransferFindResult[];
    expect(rows.map((r) => r.BranchId)).not.toContain(1);
    expect(rows.find((r) => r.BranchId === 2)).toMatchObject({
      MinAvailable: assetIds.length,
      Dates: [
        { Date: '2035-08-01', Available: assetIds.length },
        { Date: '2035-08-02', Available: assetIds.length },
      ],
    });

    for (let i = 0; i < 13; i++)
      await send(ctx(), manager, equipmentAsk(typeId, { SelectedDates: ['2035-06-05'] }));
    const page = await ctx().call(manager, 'POST', SEARCH, {});
    expect(page.json()).toHaveLength(12);
    expect(Number(page.headers[LIST_COUNT_HEADER.toLowerCase()])).toBeGreaterThanOrEqual(13);
    const statuses = await ctx().call(manager, 'GET', '/api/v1/transfers/_statuses');
    expect(statuses.json().map((s: { Name: string }) => s.Name)).toEqual([
      'Pending',
      'Cancelled',
      'Denied',
      'Confirmed',
      'Returned',
    ]);
    const types = await ctx().call(manager, 'GET', '/api/v1/transfers/_crewJobTypes');
    expect(types.json()).toEqual([
      { Id: 1, Name: 'Foreman' },
      { Id: 2, Name: 'Arborist' },
      { Id: 3, Name: 'Crew' },
    ]);
  });
});
