import { afterEach, expect, it } from 'vitest';
import {
  B,
  F,
  LIST_COUNT_HEADER,
  P,
  R,
  SchedulingPriorities as Pr,
  ServiceGroups,
  WorkOrderStatuses,
  type WorkOrderToScheduleRow,
} from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { textSearchLimits } from '../src/platform/db/text-search';
import { describeEngines, type Session, type TestCtx } from './harness';
import { makeWorkOrder, signInWith } from './work-order-fixtures';

const SEARCH = '/api/v1/workOrders/search-work-order-to-schedule';
// Every fixture order's description holds this word, which no demo order does.
const WORD = 'zephyrbuild';

async function search(ctx: TestCtx, s: Session, body: object = {}) {
  const res = await ctx.call(s, 'POST', SEARCH, { SearchQuery: WORD, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return {
    rows: res.json() as WorkOrderToScheduleRow[],
    ids: (res.json() as WorkOrderToScheduleRow[]).map((r) => r.WorkOrderId),
    total: Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]),
  };
}

interface Order {
  branchId?: number;
  priority: number;
  group?: number;
  crew?: number;
  hours: number;
  woScheduleStatus?: number;
  statusId?: number;
  archived?: boolean;
}

async function order(db: Db, o: Order): Promise<number> {
  const id = await makeWorkOrder(db, {
    branchId: o.branchId ?? 1,
    statusId: o.statusId ?? WorkOrderStatuses.ReadyForScheduling,
    serviceGroupId: o.group ?? ServiceGroups.ArborCare,
    description: `${WORD} job`,
  });
  await db
    .updateTable('work_orders')
    .set({
      priority_id: o.priority,
      estimated_crew: o.crew ?? 2,
      estimated_hours_hundredths: o.hours,
      wo_schedule_status_id: o.woScheduleStatus ?? 1,
      archived: o.archived ? 1 : 0,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

/** A catalogue service of its own, so the fixture's windows and codes are the test's alone. */
async function service(db: Db, name: string, s: { gdd?: [number, number]; months?: [number, number] }) {
  const row = await db
    .insertInto('services')
    .values({
      name,
      service_group_id: ServiceGroups.PlantHealthCare,
      growing_degree_day_min: s.gdd?.[0] ?? null,
      growing_degree_day_max: s.gdd?.[1] ?? null,
      service_month_start: s.months?.[0] ?? null,
      service_day_start: s.months ? 1 : null,
      service_month_end: s.months?.[1] ?? null,
      service_day_end: s.months ? 28 : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function visit(
  db: Db,
  serviceId: number,
  code: string,
  start: [number, number],
  end: [number, number],
) {
  const row = await db
    .insertInto('service_visits')
    .values({
      service_id: serviceId,
      service_code: code,
      month_start: start[0],
      day_start: start[1],
      month_end: end[0],
      day_end: end[1],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function onOrder(db: Db, workOrderId: number, serviceId: number, visitId: number | null = null) {
  const row = await db
    .insertInto('work_order_services')
    .values({
      work_order_id: workOrderId,
      service_id: serviceId,
      service_visit_id: visitId,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const LIMITS = { ...textSearchLimits };
afterEach(() => {
  Object.assign(textSearchLimits, LIMITS);
});

describeEngines('work orders to schedule', (ctx) => {
  let made: Promise<Awaited<ReturnType<typeof build>>>;
  const build = async () => {
    const db = ctx().dbh.db;
    const full = await signInWith(ctx(), 'build-full', { Schedules: F, WorkOrders_Pricing: R }, 1);
    const branch = await signInWith(ctx(), 'build-branch', { Schedules: R | B }, 1);
    // Branch 1: w1 Urgent, w3 Normal (previously scheduled), w2 Missed; branch 2: w8 High.
    const w1 = await order(db, { priority: Pr.Urgent, hours: 300 });
    const w2 = await order(db, {
      priority: Pr.Missed,
      group: ServiceGroups.PlantHealthCare,
      crew: 3,
      hours: 900,
    });
    const w3 = await order(db, { priority: Pr.Normal, hours: 100, woScheduleStatus: 3 });
    const w8 = await order(db, { branchId: 2, priority: Pr.High, hours: 500 });
    // Not waiting for a schedule: on one, completed, cancelled, archived.
    const gone = [
      await order(db, { priority: Pr.Urgent, hours: 100, woScheduleStatus: 2 }),
      await order(db, { priority: Pr.Urgent, hours: 100, statusId: WorkOrderStatuses.Completed }),
      await order(db, { priority: Pr.Urgent, hours: 100, statusId: WorkOrderStatuses.Cancelled }),
      await order(db, { priority: Pr.Urgent, hours: 100, archived: true }),
    ];
    const territory = await db
      .selectFrom('sales_territories')
      .select('id')
      .where('branch_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const rep = await db
      .insertInto('employees')
      .values({ first_name: 'Build', last_name: 'Arborist', primary_branch_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('work_orders')
      .set({ sales_territory_id: territory.id, sales_rep_id: rep.id })
      .where('id', '=', w1)
      .execute();
    // w1: a spring visit coded ZP-1 needing equipment; w2: a summer service of 100-300 GDD; w3: a
    // winter visit (November to February) coded ZP-2.
    const spring = await service(db, 'Zephyr spring', {});
    const v1 = await visit(db, spring, 'ZP-1', [3, 1], [4, 30]);
    const w1Service = await onOrder(db, w1, spring, v1);
    const equipment = await db
      .selectFrom('equipment_types')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('work_order_service_equipment')
      .values({ work_order_service_id: w1Service, equipment_type_id: equipment.id })
      .execute();
    await onOrder(db, w2, await service(db, 'Zephyr summer', { gdd: [100, 300], months: [6, 7] }));
    const winter = await service(db, 'Zephyr winter', {});
    const v2 = await visit(db, winter, 'ZP-2', [11, 15], [2, 15]);
    await onOrder(db, w3, winter, v2);
    const zips = await db
      .selectFrom('work_orders as w')
      .innerJoin('account_locations as l', 'l.id', 'w.account_location_id')
      .select(['w.id', 'l.zip'])
      .where('w.id', 'in', [w1, w2, w3, w8])
      .execute();
    const zipOf = new Map(zips.map((z) => [z.id, String(z.zip).slice(0, 5)]));
    return {
      full,
      branch,
      w1,
      w2,
      w3,
      w8,
      gone,
      territory: territory.id,
      rep: rep.id,
      v2,
      equipment: equipment.id,
      zipOf,
    };
  };
  const fixtures = () => (made ??= build());

  it('lists the orders waiting for a schedule, Urgent first, with their rows, never scheduled or finished ones', async () => {
    const f = await fixtures();
    const { ids, total, rows } = await search(ctx(), f.full.session);
    expect(ids).toEqual([f.w1, f.w8, f.w3, f.w2]);
    expect(total).toBe(4);
    for (const id of f.gone) expect(ids).not.toContain(id);
    const first = rows[0]!;
    expect(first).toMatchObject({
      BranchId: 1,
      Priority: { Id: Pr.Urgent, Name: 'Urgent', Colour: 'red' },
      WoScheduleStatusId: 1,
      EstimatedHours: 3,
      EstimatedValue: 850,
      EstimatedCrew: 2,
      Arborist: { Id: f.rep, Name: 'Build Arborist' },
      SalesTerritory: { Id: f.territory },
      Services: [{ Name: 'Zephyr spring', ServiceCode: 'ZP-1' }],
      Zip: expect.any(String),
    });
    expect(rows.map((r) => r.Priority.Colour)).toEqual(['red', 'yellow', 'green', 'red']);
    expect(rows[2]!.WoScheduleStatusId).toBe(3);
  });

  it('narrows by every filter', async () => {
    const f = await fixtures();
    const s = f.full.session;
    const expectIds = async (body: object, want: number[]) => {
      const { ids, total } = await search(ctx(), s, body);
      expect(ids, JSON.stringify(body)).toEqual(want);
      expect(total).toBe(want.length);
    };
    await expectIds({ BranchIds: [2] }, [f.w8]);
    await expectIds({ ArboristIds: [f.rep] }, [f.w1]);
    await expectIds({ PriorityIds: [Pr.Missed, Pr.Normal] }, [f.w3, f.w2]);
    await expectIds({ SalesTerritoryIds: [f.territory] }, [f.w1]);
    await expectIds({ ServiceGroupIds: [ServiceGroups.PlantHealthCare] }, [f.w2]);
    await expectIds({ ServiceCodes: ['ZP-1'] }, [f.w1]);
    await expectIds({ ServiceVisits: [f.v2] }, [f.w3]);
    await expectIds({ EquipmentTypeIds: [f.equipment] }, [f.w1]);
    await expectIds({ CrewNumber: 3 }, [f.w2]);
    // A number is the order's id or digits of its text (an address, a zip).
    expect((await search(ctx(), s, { SearchQuery: `${WORD} ${f.w2}` })).ids).toContain(f.w2);
    // Service windows by month and day, any year; a range over New Year meets the winter visit.
    await expectIds({ FromScheduledDate: '2030-03-15', ToScheduledDate: '2030-03-20' }, [f.w1]);
    await expectIds({ FromScheduledDate: '2030-06-10', ToScheduledDate: '2030-06-12' }, [f.w2]);
    await expectIds({ FromScheduledDate: '2030-12-20', ToScheduledDate: '2031-01-05' }, [f.w3]);
    await expectIds({ FromScheduledDate: '2030-01-10', ToScheduledDate: '2030-01-12' }, [f.w3]);
    await expectIds({ FromScheduledDate: '2030-08-01', ToScheduledDate: '2030-09-01' }, []);
    // Growing degree days: the services' windows overlapping the range.
    await expectIds({ GrowingDegreeDayMin: 200, GrowingDegreeDayMax: 250 }, [f.w2]);
    await expectIds({ GrowingDegreeDayMin: 301 }, []);
    await expectIds({ GrowingDegreeDayMax: 100 }, [f.w2]);
    const zip = f.zipOf.get(f.w8)!;
    const sameZip = [f.w1, f.w8, f.w3, f.w2].filter((id) => f.zipOf.get(id) === zip);
    await expectIds({ CustomerZipCodes: [zip] }, sameZip);
    // Sub-types (spec §9's default filter is Original): a correction order is found only by its own.
    await ctx().dbh.db.updateTable('work_orders').set({ sub_type_id: 3 }).where('id', '=', f.w3).execute();
    await expectIds({ SubTypeIds: [3] }, [f.w3]);
    await expectIds({ SubTypeIds: [1], PriorityIds: [Pr.Missed, Pr.Normal] }, [f.w2]);
  });

  it('sorts by the chosen field either way and pages with the total in X-List-Count', async () => {
    const f = await fixtures();
    const s = f.full.session;
    const all = [f.w1, f.w2, f.w3, f.w8].sort((a, b) => a - b);
    expect((await search(ctx(), s, { OrderByField: 'WorkOrderId' })).ids).toEqual(all);
    expect((await search(ctx(), s, { OrderByField: 'WorkOrderId', ReverseSort: true })).ids).toEqual(
      [...all].reverse(),
    );
    expect((await search(ctx(), s, { ReverseSort: true })).ids).toEqual([f.w2, f.w3, f.w8, f.w1]);
    expect((await search(ctx(), s, { OrderByField: 'EstimatedHours' })).ids).toEqual([
      f.w3,
      f.w1,
      f.w8,
      f.w2,
    ]);
    expect((await search(ctx(), s, { OrderByField: 'EstimatedHours', ReverseSort: true })).ids).toEqual([
      f.w2,
      f.w8,
      f.w1,
      f.w3,
    ]);
    expect((await search(ctx(), s, { OrderByField: 'ArboristName' })).ids.at(0)).toBe(f.w1);
    const first = await search(ctx(), s, { Take: 3 });
    const next = await search(ctx(), s, { Take: 3, Skip: 3 });
    expect([first.total, next.total]).toEqual([4, 4]);
    expect([...first.ids, ...next.ids]).toEqual([f.w1, f.w8, f.w3, f.w2]);
  });

  it('finds the same pages when the words are common, by walking the list in order or from the matches', async () => {
    const f = await fixtures();
    const s = f.full.session;
    for (const walkRows of [100_000, 2]) {
      Object.assign(textSearchLimits, { fewMatches: 0, walkRows });
      expect((await search(ctx(), s, { Take: 3 })).ids).toEqual([f.w1, f.w8, f.w3]);
      expect((await search(ctx(), s, { Take: 3, Skip: 3 })).ids).toEqual([f.w2]);
      expect((await search(ctx(), s, { ReverseSort: true })).ids).toEqual([f.w2, f.w3, f.w8, f.w1]);
      const byId = [f.w1, f.w2, f.w3, f.w8].sort((a, b) => a - b);
      expect((await search(ctx(), s, { OrderByField: 'WorkOrderId', ReverseSort: true })).ids).toEqual(
        byId.reverse(),
      );
    }
  });

  it('gives a Branch user their branches only, and nothing for another branch asked by id', async () => {
    const f = await fixtures();
    const s = f.branch.session;
    const { ids, total } = await search(ctx(), s);
    expect(ids).toEqual([f.w1, f.w3, f.w2]);
    expect(total).toBe(3);
    expect(await search(ctx(), s, { BranchIds: [2] })).toMatchObject({ ids: [], total: 0 });
    expect((await search(ctx(), s, { SearchQuery: `${WORD} ${f.w8}` })).ids).not.toContain(f.w8);
  });

  it('sends the estimated value only with WorkOrders_Pricing, and sorts by it only then', async () => {
    const f = await fixtures();
    const db = ctx().dbh.db;
    // Branch 1's orders by value: w2 least, then w3, then w1.
    for (const [id, cents] of [
      [f.w1, 90_000],
      [f.w2, 10_000],
      [f.w3, 50_000],
    ] as const)
      await db
        .updateTable('work_orders')
        .set({ estimated_value_cents: cents })
        .where('id', '=', id)
        .execute();
    const byValue = { BranchIds: [1], OrderByField: 'EstimatedValue' };
    const priced = await search(ctx(), f.full.session, byValue);
    expect(priced.ids).toEqual([f.w2, f.w3, f.w1]);
    expect(priced.rows.map((r) => r.EstimatedValue)).toEqual([100, 500, 900]);
    // The Branch scheduler holds no pricing claim: no values, and the default order (Urgent first).
    const plain = await search(ctx(), f.branch.session, byValue);
    expect(plain.rows.map((r) => r.EstimatedValue)).toEqual([null, null, null]);
    expect(plain.ids).toEqual([f.w1, f.w3, f.w2]);
  });

  it('refuses ReadOnly, Personal and other claims', async () => {
    for (const [name, claims] of [
      ['build-ro', { Schedules: R }],
      ['build-personal', { Schedules: P }],
      ['build-wo', { WorkOrders: F }],
    ] as const) {
      const { session } = await signInWith(ctx(), name, claims, 1);
      const res = await ctx().call(session, 'POST', SEARCH, {});
      expect(res.statusCode, name).toBe(403);
    }
  });

  it('refuses bad zip codes, dates and ranges with their messages', async () => {
    const f = await fixtures();
    const s = f.full.session;
    const bad = async (body: object) => {
      const res = await ctx().call(s, 'POST', SEARCH, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().ModelState;
    };
    expect((await bad({ CustomerZipCodes: ['60x01'] })).CustomerZipCodes).toEqual([
      'These are not zip codes: 60x01',
    ]);
    expect((await bad({ FromScheduledDate: 'soon' })).FromScheduledDate).toHaveLength(1);
    expect(
      (await bad({ FromScheduledDate: '2030-05-02', ToScheduledDate: '2030-05-01' })).ToScheduledDate,
    ).toEqual(['The to date must be on or after the from date.']);
    expect((await bad({ GrowingDegreeDayMin: 300, GrowingDegreeDayMax: 200 })).GrowingDegreeDayMax).toEqual([
      'The growing degree day maximum must not be less than the minimum.',
    ]);
    expect((await ctx().call(s, 'POST', SEARCH, { OrderByField: 'Nope' })).statusCode).toBe(400);
  });

  it('lists the scheduling priorities with their colours', async () => {
    const f = await fixtures();
    const res = await ctx().call(f.branch.session, 'GET', '/api/v1/workOrders/schedulingPriorities');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { Id: 1, Name: 'Urgent', Colour: 'red' },
      { Id: 2, Name: 'High', Colour: 'yellow' },
      { Id: 3, Name: 'Normal', Colour: 'green' },
      { Id: 4, Name: 'Missed', Colour: 'red' },
    ]);
  });
});
