import { expect, it } from 'vitest';
import {
  B,
  F,
  LIST_COUNT_HEADER,
  P,
  R,
  ServiceRequestMessages as M,
  ServiceRequestStatuses,
  ServiceRequestTypes,
  type ServiceRequest,
  type ServiceRequestListItem,
} from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { describeEngines, type Session, type TestCtx } from './harness';
import { signInWith } from './support';

const BASE = '/api/v1/servicerequests';

/** A demo location of the branch. */
const locationIn = (db: Db, branchId: number) =>
  db
    .selectFrom('account_locations')
    .select(['id', 'account_id', 'branch_id'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirstOrThrow();

// Appointments far in the future, one day per test, so tests never meet the demo's requests.
let day = 0;
const slot = (hourFrom: number, hourTo: number, d = day) => ({
  AppointmentDate: new Date(Date.UTC(2031, 0, 1 + d, hourFrom)).toISOString(),
  AppointmentDateEnd: new Date(Date.UTC(2031, 0, 1 + d, hourTo)).toISOString(),
});

async function create(ctx: TestCtx, s: Session, body: object) {
  const res = await ctx.call(s, 'POST', BASE, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ServiceRequest;
}

async function search(ctx: TestCtx, s: Session, body: object) {
  const res = await ctx.call(s, 'POST', `${BASE}/_search`, body);
  expect(res.statusCode, res.body).toBe(200);
  return {
    rows: res.json() as ServiceRequestListItem[],
    total: Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]),
  };
}

const count = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('service_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describeEngines('service requests', (ctx) => {
  it('books a request with the §4 defaults and finds it in the list by its week and by name', async () => {
    day += 1;
    const db = ctx().dbh.db;
    const loc = await locationIn(db, 1);
    const rep = await ctx().login('arborist');
    const r = await create(ctx(), rep, { AccountLocationId: loc.id, SalesRepId: 6, ...slot(9, 10) });
    expect(r.TypeId).toBe(ServiceRequestTypes.Appointment);
    expect(r.TypeName).toBe('Appointment');
    expect(r.StatusId).toBe(ServiceRequestStatuses.Scheduled);
    expect(r.StatusName).toBe('Scheduled');
    expect(r.AppointmentTypeId).toBe(2);
    expect(r.BranchId).toBe(1);
    expect(r.AccountId).toBe(loc.account_id);
    expect(r.SalesRepName).toBe('Ava Lindqvist');
    expect(r.Version).toBe(1);
    expect(r.CanEdit).toBe(true);

    const week = await search(ctx(), rep, {
      DateFrom: slot(0, 0).AppointmentDate,
      DateTo: slot(23, 23).AppointmentDate,
    });
    expect(week.rows.map((x) => x.Id)).toEqual([r.Id]);
    expect(week.total).toBe(1);
    const before = await search(ctx(), rep, {
      DateFrom: '2001-01-01T00:00:00Z',
      DateTo: '2001-01-07T00:00:00Z',
    });
    expect(before.rows.map((x) => x.Id)).not.toContain(r.Id);
    const byName = await search(ctx(), rep, {
      Query: r.AccountName.split(' ')[0],
      StatusIds: [ServiceRequestStatuses.Scheduled],
      ArboristIds: [6],
    });
    expect(byName.rows.map((x) => x.Id)).toContain(r.Id);
    const otherStatus = await search(ctx(), rep, { Query: r.AccountName, StatusIds: [2] });
    expect(otherStatus.rows.map((x) => x.Id)).not.toContain(r.Id);
    const quick = await ctx().call(
      rep,
      'GET',
      `${BASE}/_search?q=${encodeURIComponent(r.AccountName)}&skip=0&take=50`,
    );
    expect((quick.json() as ServiceRequestListItem[]).map((x) => x.Id)).toContain(r.Id);
  });

  it('pages the list 12 at a time with the total', async () => {
    day += 1;
    const loc = await locationIn(ctx().dbh.db, 2);
    const admin = await ctx().login('admin');
    for (let i = 0; i < 13; i++) await create(ctx(), admin, { AccountLocationId: loc.id, ...slot(6, 7) });
    const range = { DateFrom: slot(0, 0).AppointmentDate, DateTo: slot(23, 23).AppointmentDate };
    const first = await search(ctx(), admin, range);
    expect(first.rows).toHaveLength(12);
    expect(first.total).toBe(13);
    expect((await search(ctx(), admin, { ...range, Skip: 12 })).rows).toHaveLength(1);
  });

  it('refuses a missing appointment time and a start after the end with the §5 messages, storing nothing', async () => {
    day += 1;
    const db = ctx().dbh.db;
    const loc = await locationIn(db, 1);
    const admin = await ctx().login('admin');
    const before = await count(db);
    const missing = await ctx().call(admin, 'POST', BASE, { AccountLocationId: loc.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().ModelState.AppointmentDate).toEqual([M.AppointmentTimeRequired]);
    const reversed = await ctx().call(admin, 'POST', BASE, { AccountLocationId: loc.id, ...slot(11, 10) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().ModelState.AppointmentDate).toEqual([M.InvalidAppointmentTimes]);
    const noPlace = await ctx().call(admin, 'POST', BASE, { ...slot(9, 10) });
    expect(noPlace.json().ModelState.AccountLocationId).toEqual([M.LocationRequired]);
    const badChoice = await ctx().call(admin, 'POST', BASE, {
      AccountLocationId: loc.id,
      EstimateTypes: [999_999],
      ...slot(9, 10),
    });
    expect(badChoice.json().ModelState.EstimateTypes).toEqual([M.UnknownChoice]);
    expect(await count(db)).toBe(before);
    // Start equal to end is allowed: the start is not after the end.
    await create(ctx(), admin, { AccountLocationId: loc.id, ...slot(10, 10) });
  });

  it('tells whether the arborist already has an appointment at that time', async () => {
    day += 1;
    const loc = await locationIn(ctx().dbh.db, 1);
    const admin = await ctx().login('admin');
    const r = await create(ctx(), admin, { AccountLocationId: loc.id, SalesRepId: 7, ...slot(13, 15) });
    const exists = async (from: number, to: number, arborist = 7, extra = '') => {
      const s = slot(from, to);
      const res = await ctx().call(
        admin,
        'GET',
        `${BASE}/doesRequestExists?startDate=${s.AppointmentDate}&endDate=${s.AppointmentDateEnd}&arboristId=${arborist}${extra}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as boolean;
    };
    expect(await exists(14, 16)).toBe(true);
    expect(await exists(12, 14)).toBe(true);
    expect(await exists(15, 16)).toBe(false); // touching the end is no overlap
    expect(await exists(14, 16, 6)).toBe(false); // another arborist
    expect(await exists(14, 16, 7, `&excludeId=${r.Id}`)).toBe(false); // the request being edited
  });

  it('saves against Version, answers 409 with the current request when stale, and sets estimate types', async () => {
    day += 1;
    const db = ctx().dbh.db;
    const loc = await locationIn(db, 1);
    const admin = await ctx().login('admin');
    const est = await ctx().call(admin, 'POST', `${BASE}/estimateType`, [
      { Name: 'Pruning' },
      { Name: 'Removal' },
    ]);
    expect(est.statusCode, est.body).toBe(200);
    const [pruning, removal] = est.json() as { Id: number }[];
    const r = await create(ctx(), admin, {
      AccountLocationId: loc.id,
      EstimateTypes: [pruning!.Id],
      ...slot(8, 9),
    });
    expect(r.EstimateTypes.map((t) => t.Id)).toEqual([pruning!.Id]);
    const body = {
      AccountLocationId: loc.id,
      Version: r.Version,
      StatusId: ServiceRequestStatuses.Completed,
      EstimateTypes: [removal!.Id],
      Notes: 'Customer wants the maple looked at too.',
      ...slot(8, 10),
    };
    const saved = await ctx().call(admin, 'PUT', `${BASE}/${r.Id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as ServiceRequest;
    expect(after.Version).toBe(2);
    expect(after.StatusName).toBe('Completed');
    expect(after.EstimateTypes.map((t) => t.Id)).toEqual([removal!.Id]);
    const stale = await ctx().call(admin, 'PUT', `${BASE}/${r.Id}`, { ...body, Notes: 'stale' });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { Current: ServiceRequest }).Current.Notes).toBe(body.Notes);
    const reversed = await ctx().call(admin, 'PUT', `${BASE}/${r.Id}`, {
      ...body,
      Version: 2,
      ...slot(12, 11),
    });
    expect(reversed.json().Message).toBe(M.SaveFailed);
    expect((await ctx().call(admin, 'GET', `${BASE}/${r.Id}`)).json().Version).toBe(2);
  });

  it('keeps Branch to its branches, Personal to its own requests; ReadOnly cannot write', async () => {
    day += 1;
    const db = ctx().dbh.db;
    const admin = await ctx().login('admin');
    const north = await create(ctx(), admin, {
      AccountLocationId: (await locationIn(db, 1)).id,
      SalesRepId: 6,
      ...slot(9, 10),
    });
    const lake = await create(ctx(), admin, {
      AccountLocationId: (await locationIn(db, 2)).id,
      SalesRepId: 7,
      ...slot(9, 10),
    });
    const branch = (await signInWith(ctx(), `srb${day}`, { ServiceRequests: B }, 1)).session;
    expect((await ctx().call(branch, 'GET', `${BASE}/${north.Id}`)).statusCode).toBe(200);
    expect((await ctx().call(branch, 'GET', `${BASE}/${lake.Id}`)).statusCode).toBe(404);
    const range = { DateFrom: slot(0, 0).AppointmentDate, DateTo: slot(23, 23).AppointmentDate };
    expect((await search(ctx(), branch, range)).rows.map((x) => x.Id)).toEqual([north.Id]);

    const mine = await signInWith(ctx(), `srp${day}`, { ServiceRequests: P }, 2);
    const own = await create(ctx(), admin, {
      AccountLocationId: (await locationIn(db, 2)).id,
      SalesRepId: mine.employeeId,
      ...slot(11, 12),
    });
    expect((await search(ctx(), mine.session, range)).rows.map((x) => x.Id)).toEqual([own.Id]);
    expect((await ctx().call(mine.session, 'GET', `${BASE}/${lake.Id}`)).statusCode).toBe(404);
    const ownRead = (await ctx().call(mine.session, 'GET', `${BASE}/${own.Id}`)).json() as ServiceRequest;
    expect(ownRead.CanEdit).toBe(false);

    const reader = (await signInWith(ctx(), `srr${day}`, { ServiceRequests: R }, 1)).session;
    const before = await count(db);
    const writes = [
      await ctx().call(reader, 'POST', BASE, {
        AccountLocationId: (await locationIn(db, 1)).id,
        ...slot(9, 10),
      }),
      await ctx().call(reader, 'PUT', `${BASE}/${north.Id}`, { Version: 1, ...slot(9, 10) }),
      await ctx().call(reader, 'DELETE', `${BASE}?id=${north.Id}`),
      await ctx().call(reader, 'GET', `${BASE}/arborists`),
      await ctx().call(mine.session, 'PUT', `${BASE}/${own.Id}`, { Version: 1, ...slot(9, 10) }),
    ];
    expect(writes.map((w) => w.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await count(db)).toBe(before);
    expect((await ctx().call(reader, 'GET', `${BASE}/${north.Id}`)).json().Version).toBe(1);
    const none = (await signInWith(ctx(), `srn${day}`, { Account: F }, 1)).session;
    expect((await ctx().call(none, 'POST', `${BASE}/_search`, {})).statusCode).toBe(403);
  });

  it('deletes a request; proposals made from it stay, unlinked', async () => {
    day += 1;
    const db = ctx().dbh.db;
    const admin = await ctx().login('admin');
    const r = await create(ctx(), admin, { AccountLocationId: (await locationIn(db, 1)).id, ...slot(9, 10) });
    const made = await ctx().call(admin, 'POST', `${BASE}/${r.Id}/proposal`);
    expect(made.statusCode, made.body).toBe(200);
    const del = await ctx().call(admin, 'DELETE', `${BASE}?id=${r.Id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await ctx().call(admin, 'GET', `${BASE}/${r.Id}`)).statusCode).toBe(404);
    const p = await db
      .selectFrom('proposals')
      .select('service_request_id')
      .where('id', '=', made.json().Id)
      .executeTakeFirstOrThrow();
    expect(p.service_request_id).toBeNull();
  });
});
