import { expect, it } from 'vitest';
import {
  EquipmentProblemStatuses as S,
  LIST_COUNT_HEADER,
  Messages,
  WorkOrderImageTypes,
  WorkOrderProblemMessages as M,
  type EquipmentProblem,
  type WorkOrderEquipment,
} from '@canopy/shared';
import { describeEngines, type Session } from './harness';
import {
  equipmentOfBranch,
  equippedOrder,
  FOREMAN,
  PROBLEMS,
  problemCalls,
} from './work-order-problems.fixtures';
import { multipart, PNG } from './support';

const count = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]);
const serviceMessages = (res: { json: () => unknown }) =>
  (res.json() as { ModelState: { Service: string[] } }).ModelState.Service;

describeEngines('equipment problems', (ctx) => {
  const { call, post } = problemCalls(ctx);
  const db = () => ctx().dbh.db;
  const add = (s: Session, body: Record<string, unknown>) => post(s, `${PROBLEMS}/add`, body);
  const problemsOf = async (s: Session, woId: number, extra: Record<string, unknown> = {}) => {
    const res = await post(s, `${PROBLEMS}/_search`, { WorkOrderId: woId, ...extra });
    expect(res.statusCode).toBe(200);
    return res.json<EquipmentProblem[]>();
  };
  const stored = async (woId: number) =>
    db().selectFrom('equipment_problems').selectAll().where('work_order_id', '=', woId).execute();

  it("a foreman reports a problem with equipment of the work order's schedule; it starts Open", async () => {
    const wo = await equippedOrder(db());
    const foreman = await ctx().login('foreman');
    const equipment = (await call(foreman, 'GET', `/api/v1/workOrders/${wo.id}/equipment`)).json<
      WorkOrderEquipment[]
    >();
    expect(equipment.map((e) => e.Id)).toEqual([wo.equipmentId]);
    const res = await add(foreman, {
      WorkOrderId: wo.id,
      EquipmentResourceId: wo.equipmentId,
      EquipmentProblemDescriptionId: 2,
      Notes: 'Dripping from the boom',
    });
    expect(res.statusCode).toBe(200);
    const p = res.json<EquipmentProblem>();
    expect(p).toMatchObject({
      WorkOrderId: wo.id,
      StatusId: S.Open,
      EquipmentProblemStatus: { Id: S.Open, Name: 'Open' },
      EquipmentProblemDescription: { Id: 2, Name: 'Hydraulic leak' },
      EquipmentResourceId: wo.equipmentId,
      ReportedById: FOREMAN,
      ResolutionDate: null,
      Archived: false,
      Version: 1,
    });
    expect(Date.now() - Date.parse(p.DateReported)).toBeLessThan(60_000);
    expect((await problemsOf(foreman, wo.id)).map((x) => x.Id)).toEqual([p.Id]);
  });

  it('refuses equipment not on the work order and descriptions that say nothing, changing nothing', async () => {
    const wo = await equippedOrder(db());
    const admin = await ctx().login('admin');
    const elsewhere = await equipmentOfBranch(db(), 1, 1);
    const away = await add(admin, {
      WorkOrderId: wo.id,
      EquipmentResourceId: elsewhere,
      EquipmentProblemDescriptionId: 1,
    });
    expect(away.statusCode).toBe(400);
    expect(serviceMessages(away)).toEqual([M.EquipmentNotOnWorkOrder]);
    const blank = await add(admin, {
      WorkOrderId: wo.id,
      EquipmentResourceId: wo.equipmentId,
      EquipmentProblemDescriptionId: 0,
      OtherDescription: '   ',
    });
    expect(serviceMessages(blank)).toEqual([M.OtherDescriptionRequired]);
    const unknown = await add(admin, {
      WorkOrderId: wo.id,
      EquipmentResourceId: wo.equipmentId,
      EquipmentProblemDescriptionId: 99,
    });
    expect(serviceMessages(unknown)).toEqual([M.DescriptionNotValid]);
    expect(await stored(wo.id)).toEqual([]);
    // Other (Id 0) takes the words typed in.
    const other = await add(admin, {
      WorkOrderId: wo.id,
      EquipmentResourceId: wo.equipmentId,
      EquipmentProblemDescriptionId: 0,
      OtherDescription: 'Seat belt frayed',
    });
    expect(other.json<EquipmentProblem>().EquipmentProblemDescription).toEqual({
      Id: 0,
      Name: 'Seat belt frayed',
    });
  });

  it('Resolved sets ResolutionDate to now, any other status clears it; a stale save is 409', async () => {
    const wo = await equippedOrder(db());
    const foreman = await ctx().login('foreman');
    const p = (
      await add(foreman, {
        WorkOrderId: wo.id,
        EquipmentResourceId: wo.equipmentId,
        EquipmentProblemDescriptionId: 1,
      })
    ).json<EquipmentProblem>();
    const save = (body: Record<string, unknown>) => call(foreman, 'PUT', `${PROBLEMS}/save`, body);
    const pending = (await save({ Id: p.Id, Version: 1, StatusId: S.Pending })).json<EquipmentProblem>();
    expect(pending).toMatchObject({ StatusId: S.Pending, ResolutionDate: null, Version: 2 });
    const resolved = (await save({ Id: p.Id, Version: 2, StatusId: S.Resolved })).json<EquipmentProblem>();
    expect(resolved.StatusId).toBe(S.Resolved);
    expect(Date.now() - Date.parse(resolved.ResolutionDate!)).toBeLessThan(60_000);
    // A later save that keeps it resolved keeps the day it was resolved.
    const noted = (
      await save({ Id: p.Id, Version: 3, StatusId: S.Resolved, Notes: 'New battery fitted' })
    ).json<EquipmentProblem>();
    expect(noted).toMatchObject({ ResolutionDate: resolved.ResolutionDate, Notes: 'New battery fitted' });
    const reopened = (await save({ Id: p.Id, Version: 4, StatusId: S.Open })).json<EquipmentProblem>();
    expect(reopened).toMatchObject({ StatusId: S.Open, ResolutionDate: null, Version: 5 });
    const stale = await save({ Id: p.Id, Version: 2, StatusId: S.Resolved });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ StatusId: S.Open, Version: 5 });
    expect((await stored(wo.id))[0]).toMatchObject({ status_id: S.Open, resolution_date: null });
  });

  it('archives and restores by toggle; lists 12 a page with the total in X-List-Count', async () => {
    const wo = await equippedOrder(db());
    const admin = await ctx().login('admin');
    const made: EquipmentProblem[] = [];
    for (let i = 0; i < 13; i++)
      made.push(
        (
          await add(admin, {
            WorkOrderId: wo.id,
            EquipmentResourceId: wo.equipmentId,
            EquipmentProblemDescriptionId: 1 + (i % 8),
          })
        ).json<EquipmentProblem>(),
      );
    const first = await post(admin, `${PROBLEMS}/_search`, { WorkOrderId: wo.id });
    expect(first.json<EquipmentProblem[]>()).toHaveLength(12);
    expect(count(first)).toBe(13);
    const archived = await post(admin, `${PROBLEMS}/${made[0]!.Id}/toggleArchived`);
    expect(archived.json<EquipmentProblem>()).toMatchObject({ Archived: true, Version: 2 });
    const live = await post(admin, `${PROBLEMS}/_search`, { WorkOrderId: wo.id, Skip: 0, Take: 20 });
    expect(count(live)).toBe(12);
    expect(live.json<EquipmentProblem[]>().map((p) => p.Id)).not.toContain(made[0]!.Id);
    const all = await problemsOf(admin, wo.id, { IncludeArchived: true, Take: 20 });
    expect(all.map((p) => p.Id)).toContain(made[0]!.Id);
    await post(admin, `${PROBLEMS}/${made[0]!.Id}/toggleArchived`);
    expect(count(await post(admin, `${PROBLEMS}/_search`, { WorkOrderId: wo.id }))).toBe(13);
  });

  it('the equipment problems screen (no work order) needs WorkOrders Full and filters by branch, status and day', async () => {
    const admin = await ctx().login('admin');
    const one = await equippedOrder(db(), { branchId: 1 });
    const two = await equippedOrder(db(), { branchId: 2 }, 7);
    const a = (
      await add(admin, {
        WorkOrderId: one.id,
        EquipmentResourceId: one.equipmentId,
        EquipmentProblemDescriptionId: 3,
      })
    ).json<EquipmentProblem>();
    const b = (
      await add(admin, {
        WorkOrderId: two.id,
        EquipmentResourceId: two.equipmentId,
        EquipmentProblemDescriptionId: 3,
      })
    ).json<EquipmentProblem>();
    await call(admin, 'PUT', `${PROBLEMS}/save`, { Id: b.Id, Version: 1, StatusId: S.Pending });
    const screen = (body: Record<string, unknown>) => post(admin, `${PROBLEMS}/_search`, body);
    const inBranch2 = (await screen({ BranchIds: [2], Take: 999 })).json<EquipmentProblem[]>();
    expect(inBranch2.map((p) => p.Id)).toContain(b.Id);
    expect(inBranch2.map((p) => p.Id)).not.toContain(a.Id);
    expect(inBranch2.every((p) => p.BranchId === 2)).toBe(true);
    const pending = (await screen({ StatusIds: [S.Pending], Take: 999 })).json<EquipmentProblem[]>();
    expect(pending.map((p) => p.Id)).toContain(b.Id);
    expect(pending.map((p) => p.Id)).not.toContain(a.Id);
    const today = new Date();
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const todays = (await screen({ DateFrom: iso(today), DateTo: iso(today), Take: 999 })).json<
      EquipmentProblem[]
    >();
    expect(todays.map((p) => p.Id)).toEqual(expect.arrayContaining([a.Id, b.Id]));
    const tomorrow = new Date(today.getTime() + 86_400_000);
    const none = await screen({ DateFrom: iso(tomorrow) });
    expect(none.json()).toEqual([]);
    expect(count(none)).toBe(0);
    const page = await screen({});
    expect(page.json<EquipmentProblem[]>().length).toBeLessThanOrEqual(12);
    // A branch manager (WorkOrders Branch) sees their work orders' problems but not the screen.
    const manager = await ctx().login('branchmanager');
    const refused = await post(manager, `${PROBLEMS}/_search`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(Messages.NotAuthorized);
    expect((await problemsOf(manager, one.id)).map((p) => p.Id)).toEqual([a.Id]);
  });

  it("hides another branch's and another arborist's work order behind 404, and billing gets 403", async () => {
    const wo = await equippedOrder(db(), { salesRepId: 6 });
    const admin = await ctx().login('admin');
    const p = (
      await add(admin, {
        WorkOrderId: wo.id,
        EquipmentResourceId: wo.equipmentId,
        EquipmentProblemDescriptionId: 1,
      })
    ).json<EquipmentProblem>();
    for (const user of ['branchmanager2', 'arborist2', 'foreman2']) {
      const s = await ctx().login(user);
      expect((await post(s, `${PROBLEMS}/_search`, { WorkOrderId: wo.id })).statusCode).toBe(404);
      expect((await call(s, 'GET', `/api/v1/workOrders/${wo.id}/equipment`)).statusCode).toBe(404);
      const added = await add(s, {
        WorkOrderId: wo.id,
        EquipmentResourceId: wo.equipmentId,
        EquipmentProblemDescriptionId: 1,
      });
      expect(added.statusCode).toBe(404);
      const saved = await call(s, 'PUT', `${PROBLEMS}/save`, { Id: p.Id, Version: 1, StatusId: S.Resolved });
      expect(saved.statusCode).toBe(404);
      expect((await post(s, `${PROBLEMS}/${p.Id}/toggleArchived`)).statusCode).toBe(404);
    }
    const billing = await ctx().login('billing');
    expect((await post(billing, `${PROBLEMS}/_search`, { WorkOrderId: wo.id })).statusCode).toBe(403);
    expect((await call(billing, 'GET', `${PROBLEMS}/descriptions`)).statusCode).toBe(403);
    expect(await stored(wo.id)).toMatchObject([{ status_id: S.Open, version: 1, archived: 0 }]);
    expect((await call(admin, 'PUT', `${PROBLEMS}/save`, { Id: 999999, Version: 1 })).statusCode).toBe(404);
  });

  it('answers the statuses, states and descriptions (Id 0 is Other)', async () => {
    const foreman = await ctx().login('foreman');
    expect((await call(foreman, 'GET', `${PROBLEMS}/equipproblemstatuses`)).json()).toEqual([
      { Id: 1, Name: 'Open' },
      { Id: 2, Name: 'Pending' },
      { Id: 3, Name: 'Resolved' },
    ]);
    const states = (await call(foreman, 'GET', `${PROBLEMS}/states`)).json<
      { Id: number; SetsResolutionDate: boolean }[]
    >();
    expect(states.filter((s) => s.SetsResolutionDate).map((s) => s.Id)).toEqual([S.Resolved]);
    const descriptions = (await call(foreman, 'GET', `${PROBLEMS}/descriptions`)).json<
      { Id: number; Name: string }[]
    >();
    expect(descriptions).toContainEqual({ Id: 0, Name: 'Other' });
  });

  it("an add sent twice with the device's Id makes one problem", async () => {
    const wo = await equippedOrder(db());
    const foreman = await ctx().login('foreman');
    const body = {
      Id: '3f1c2b4a-9d8e-4f70-a1b2-c3d4e5f60718',
      WorkOrderId: wo.id,
      EquipmentResourceId: wo.equipmentId,
      EquipmentProblemDescriptionId: 4,
    };
    const first = (await add(foreman, body)).json<EquipmentProblem>();
    const again = await add(foreman, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<EquipmentProblem>().Id).toBe(first.Id);
    expect(await stored(wo.id)).toHaveLength(1);
  });

  it("files photos under a problem (image type EquipmentProblems), never under another work order's", async () => {
    const wo = await equippedOrder(db());
    const other = await equippedOrder(db());
    const admin = await ctx().login('admin');
    const p = (
      await add(admin, {
        WorkOrderId: wo.id,
        EquipmentResourceId: wo.equipmentId,
        EquipmentProblemDescriptionId: 1,
      })
    ).json<EquipmentProblem>();
    const upload = (woId: number) => {
      const form = multipart([{ filename: 'leak.png', content: PNG }], {
        ImageTypeId: String(WorkOrderImageTypes.EquipmentProblems),
        KeyId: String(p.Id),
      });
      return ctx().app.inject({
        method: 'POST',
        url: `/api/v1/workOrders/${woId}/images`,
        headers: { ...form.headers, authorization: `Bearer ${admin.token}`, 'x-csrf-token': admin.csrf },
        payload: form.payload,
      });
    };
    expect((await upload(wo.id)).statusCode).toBe(200);
    const listed = await call(admin, 'GET', `/api/v1/workOrders/${wo.id}/images?ImageTypeId=2&KeyId=${p.Id}`);
    expect(listed.json<unknown[]>()).toHaveLength(1);
    expect((await upload(other.id)).statusCode).toBe(400);
  });

  it('demo data has equipment problems in every status on each branch and a damage with its repair order', async () => {
    const seeded = await db()
      .selectFrom('equipment_problems as p')
      .innerJoin('work_orders as wo', 'wo.id', 'p.work_order_id')
      .select(['wo.branch_id', 'p.status_id', 'p.resolution_date'])
      .where('p.client_key', 'is', null)
      .execute();
    for (const branch of [1, 2])
      expect(new Set(seeded.filter((r) => r.branch_id === branch).map((r) => r.status_id))).toEqual(
        new Set([S.Open, S.Pending, S.Resolved]),
      );
    expect(seeded.every((r) => (r.status_id === S.Resolved) === (r.resolution_date !== null))).toBe(true);
    const links = await db()
      .selectFrom('work_order_damage_services as ds')
      .innerJoin('work_orders as rw', 'rw.id', 'ds.damage_work_order_id')
      .select('rw.sub_type_id')
      .execute();
    expect(links.map((l) => l.sub_type_id)).toContain(2);
  });
});
