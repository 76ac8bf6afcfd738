import { expect, it } from 'vitest';
import {
  APPLICATION_FIELDS,
  COMPLETION_REFUSED_HEADING,
  markerMessage,
  type ApplicationHistory,
  type ApplicationLog,
  type WorkOrderChemical,
} from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { catalogueIds, phcService, stateOf } from './work-order-chemicals.fixtures';
import { signInWith } from './support';

const BASE = '/api/v1/workOrders/chemicals';
const FULL = {
  ApplicatorId: 5,
  TargetPest: 'Scale and mite eggs',
  Rate: '2 gal per 100 gal',
  TotalAmount: 37.5,
  TreesTreated: 4,
  AppliedAt: '2026-04-02T14:30:00.000Z',
  WindSpeedMph: 4.5,
  WindDirection: 'NW',
  TemperatureF: 58.5,
  ReEntryNotes: 'Keep off until dry.',
};

/** A branch 1 work order with a service and one chemical line, made by the branch manager. */
async function withLine(ctx: TestCtx, s: Session, branchId = 1) {
  const db = ctx.dbh.db;
  const ids = await catalogueIds(db);
  const made = await phcService(db, { branchId });
  const res = await ctx.call(s, 'POST', `${BASE}/add`, {
    WorkOrderServiceId: made.serviceId,
    ChemicalId: ids.oil,
    CarrierId: ids.per100,
    UnitId: ids.gal,
    ActualGallonsUsed: 37.5,
    MixRate: 2,
  });
  expect(res.statusCode).toBe(200);
  return { ...made, line: res.json<WorkOrderChemical>() };
}

describeEngines('chemical application records', (ctx) => {
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    ctx().call(s, method, url, body);

  it('records an application with the product, EPA number, license and site taken from their records', async () => {
    const manager = await ctx().login('branchmanager');
    const { line, workOrderId } = await withLine(ctx(), manager);
    const site = await stateOf(ctx().dbh.db, workOrderId);
    const res = await call(manager, 'POST', `${BASE}/${line.Id}/applications`, {
      ...FULL,
      CapturedAt: '2026-04-02T14:35:10.000Z',
    });
    expect(res.statusCode).toBe(200);
    const [first] = res.json<ApplicationHistory>().Revisions;
    expect(first).toMatchObject({
      Revision: 1,
      ReplacesId: null,
      ApplicatorName: 'Frank Ortiz',
      LicenseNumber: 'IL-CA-0051234',
      ProductName: 'Horticultural Oil',
      EpaNumber: '48813-1',
      SiteAddress: `${site.address}, ${site.city}, ${site.state} ${site.zip}`,
      TotalAmount: 37.5,
      WindSpeedMph: 4.5,
      TemperatureF: 58.5,
      AppliedAt: '2026-04-02T14:30:00.000Z',
      CapturedAt: '2026-04-02T14:35:10.000Z',
      RecordedBy: 'Brenda Walsh',
    });
    expect(first!.Id).toMatch(/^[0-9a-f-]{36}$/);
    const listed = await call(manager, 'POST', `${BASE}/_search`, {
      WorkOrderServiceId: line.WorkOrderServiceId,
    });
    expect(listed.json()).toMatchObject([{ Revisions: 1, Missing: [], Record: { Id: first!.Id } }]);
  });

  it('appends a correction naming the revision it replaces and refuses one based on an older revision', async () => {
    const manager = await ctx().login('branchmanager');
    const { line } = await withLine(ctx(), manager);
    const url = `${BASE}/${line.Id}/applications`;
    const first = (await call(manager, 'POST', url, FULL)).json<ApplicationHistory>().Revisions[0]!;
    const fixed = await call(manager, 'POST', url, {
      ReplacesId: first.Id,
      WindSpeedMph: 7,
      CorrectionReason: 'Meter reading',
    });
    expect(fixed.statusCode).toBe(200);
    const chain = fixed.json<ApplicationHistory>().Revisions;
    expect(chain.map((r) => [r.Revision, r.ReplacesId, r.WindSpeedMph, r.TargetPest])).toEqual([
      [1, null, 4.5, 'Scale and mite eggs'],
      [2, first.Id, 7, 'Scale and mite eggs'],
    ]);
    expect(chain[0]).toEqual(first);

    const stale = await call(manager, 'POST', url, { ReplacesId: first.Id, TemperatureF: 60 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current.Revisions).toEqual(chain);
    const noBase = await call(manager, 'POST', url, { TemperatureF: 60 });
    expect(noBase.statusCode).toBe(409);
    const history = await call(manager, 'GET', url);
    expect(history.json<ApplicationHistory>().Revisions).toEqual(chain);
  });

  it("keeps a device's record id, and answers a resend with the history unchanged", async () => {
    const manager = await ctx().login('branchmanager');
    const { line } = await withLine(ctx(), manager);
    const url = `${BASE}/${line.Id}/applications`;
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const once = await call(manager, 'POST', url, { ...FULL, Id: id });
    const again = await call(manager, 'POST', url, { ...FULL, Id: id, TargetPest: 'changed' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(once.json());
    expect(once.json<ApplicationHistory>().Revisions.map((r) => r.Id)).toEqual([id]);
    const other = await withLine(ctx(), manager);
    const taken = await call(manager, 'POST', `${BASE}/${other.line.Id}/applications`, { Id: id });
    expect(taken.statusCode).toBe(400);
  });

  it('refuses an applicator from another branch; ReadOnly may read the history but not record', async () => {
    const manager = await ctx().login('branchmanager');
    const { line } = await withLine(ctx(), manager);
    const url = `${BASE}/${line.Id}/applications`;
    const away = await call(manager, 'POST', url, { ...FULL, ApplicatorId: 9 });
    expect(away.statusCode).toBe(400);
    expect(away.json().ModelState.Service).toEqual(['The applicator is not an employee of this branch.']);
    const reader = await signInWith(
      ctx(),
      'app-reader',
      { WorkOrders: 8, WorkOrders_ActualChemicalsUsed: 1 },
      1,
    );
    expect((await call(reader.session, 'GET', url)).json()).toEqual({
      WorkOrderChemicalId: line.Id,
      Revisions: [],
    });
    expect((await call(reader.session, 'POST', url, FULL)).statusCode).toBe(403);
  });

  it("refuses to complete a service until the current record holds every field the location's state requires", async () => {
    const manager = await ctx().login('branchmanager');
    const { line, serviceId } = await withLine(ctx(), manager);
    const complete = async () => {
      const svc = await call(manager, 'POST', '/api/v1/workOrders/services/_search', {
        WorkOrderId: line.WorkOrderId,
      });
      const version = svc.json<{ Id: number; Version: number }[]>().find((s) => s.Id === serviceId)!.Version;
      return call(manager, 'PUT', '/api/v1/workOrders/services/save', {
        Id: serviceId,
        Version: version,
        Completed: true,
      });
    };
    // Demo locations are in Illinois, whose profile requires every field.
    // With no record at all, every field the state requires is missing.
    const none = await complete();
    expect(none.statusCode).toBe(400);
    expect(none.json().ModelState.Service).toEqual([
      markerMessage(COMPLETION_REFUSED_HEADING, [
        `Horticultural Oil: ${APPLICATION_FIELDS.map((f) => f.Label).join(', ')}`,
      ]),
    ]);

    const url = `${BASE}/${line.Id}/applications`;
    const partial = await call(manager, 'POST', url, { ...FULL, WindDirection: null, ReEntryNotes: null });
    const short = await complete();
    expect(short.json().ModelState.Service).toEqual([
      markerMessage(COMPLETION_REFUSED_HEADING, [
        'Horticultural Oil: Wind Speed and Direction, Re-entry Notes',
      ]),
    ]);
    const listed = await call(manager, 'POST', `${BASE}/_search`, { WorkOrderServiceId: serviceId });
    expect(listed.json<WorkOrderChemical[]>()[0]!.Missing).toEqual(['Wind', 'ReEntryNotes']);

    await call(manager, 'POST', url, {
      ReplacesId: partial.json<ApplicationHistory>().Revisions[0]!.Id,
      WindDirection: 'N',
      ReEntryNotes: 'Keep off until dry.',
    });
    const done = await complete();
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ Completed: true });
  });

  it('applies the lenient profile of another state, and none where a state has no profile', async () => {
    const db = ctx().dbh.db;
    const manager = await ctx().login('branchmanager');
    const { line, serviceId, workOrderId } = await withLine(ctx(), manager);
    const loc = await db
      .selectFrom('work_orders')
      .select('account_location_id')
      .where('id', '=', workOrderId)
      .executeTakeFirstOrThrow();
    const setState = (state: string) =>
      db.updateTable('account_locations').set({ state }).where('id', '=', loc.account_location_id!).execute();
    try {
      await setState('WI');
      await call(manager, 'POST', `${BASE}/${line.Id}/applications`, {
        ApplicatorId: 5,
        AppliedAt: FULL.AppliedAt,
      });
      const listed = await call(manager, 'POST', `${BASE}/_search`, { WorkOrderServiceId: serviceId });
      expect(listed.json<WorkOrderChemical[]>()[0]!.Missing).toEqual([]);
      await setState('ZZ');
      const log = await call(manager, 'GET', `${BASE}/log/${workOrderId}`);
      expect(log.json<ApplicationLog>()).toMatchObject({ State: 'ZZ', Profile: null });
    } finally {
      await setState('IL');
    }
  });

  it('keeps the state profiles as a settings list', async () => {
    const admin = await ctx().login('admin');
    const got = await call(admin, 'GET', `${BASE}/state-profiles`);
    expect(got.json().Profiles.map((p: { State: string }) => p.State)).toEqual(['IL', 'WI']);
    const twice = await call(admin, 'PUT', `${BASE}/state-profiles`, {
      Profiles: [
        { State: 'IL', Name: 'Illinois', RequiredFields: [] },
        { State: 'IL', Name: 'Again', RequiredFields: [] },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const foreman = await ctx().login('foreman');
    expect((await call(foreman, 'PUT', `${BASE}/state-profiles`, got.json())).statusCode).toBe(403);
    const saved = await call(admin, 'PUT', `${BASE}/state-profiles`, {
      Profiles: [
        ...got.json().Profiles,
        { State: 'IN', Name: 'Indiana', RequiredFields: ['Wind', 'Applicator'] },
      ],
    });
    expect(saved.json().Profiles[1]).toEqual({
      State: 'IN',
      Name: 'Indiana',
      RequiredFields: ['Applicator', 'Wind'],
    });
    await call(admin, 'PUT', `${BASE}/state-profiles`, got.json());
  });

  it('exports the current records of a date range and branch as CSV', async () => {
    const manager = await ctx().login('branchmanager');
    const admin = await ctx().login('admin');
    const { line, workOrderId } = await withLine(ctx(), manager);
    const url = `${BASE}/${line.Id}/applications`;
    const first = await call(manager, 'POST', url, { ...FULL, AppliedAt: '2025-03-10T15:00:00.000Z' });
    await call(manager, 'POST', url, {
      ReplacesId: first.json<ApplicationHistory>().Revisions[0]!.Id,
      ReEntryNotes: '=cmd, "dry" first',
    });
    const other = await withLine(ctx(), admin, 2);
    await call(admin, 'POST', `${BASE}/${other.line.Id}/applications`, {
      ApplicatorId: 9,
      AppliedAt: '2025-03-10T16:00:00.000Z',
    });
    const csv = await call(admin, 'GET', `${BASE}/applications.csv?From=2025-03-10&To=2025-03-10&BranchId=1`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csv.body.trimEnd().split('\r\n');
    expect(rows[0]).toMatch(
      /^Work Order,Branch,Service,Applied At,Applicator,License Number,Product,EPA Registration Number/,
    );
    expect(rows.slice(1)).toEqual([
      `${workOrderId},North Shore,Dormant Oil Spray,2025-03-10T15:00:00.000Z,Frank Ortiz,IL-CA-0051234,Horticultural Oil,48813-1,Scale and mite eggs,2 gal per 100 gal,37.5,gal,,4,${csvAddress(await stateOf(ctx().dbh.db, workOrderId))},4.5,NW,58.5,"'=cmd, ""dry"" first",2,${rows[1]!.split(',').at(-2)},Brenda Walsh`,
    ]);
    const both = await call(admin, 'GET', `${BASE}/applications.csv?From=2025-03-01&To=2025-03-31`);
    expect(both.body.trimEnd().split('\r\n')).toHaveLength(3);
    // Another branch's manager sees only their own branch's records.
    const manager2 = await ctx().login('branchmanager2');
    const theirs = await call(manager2, 'GET', `${BASE}/applications.csv?From=2025-03-01&To=2025-03-31`);
    expect(
      theirs.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((r) => r.split(',')[0]),
    ).toEqual([String(other.workOrderId)]);
    const backwards = await call(admin, 'GET', `${BASE}/applications.csv?From=2025-03-31&To=2025-03-01`);
    expect(backwards.statusCode).toBe(400);
  });

  it("prints the work order's application log", async () => {
    const manager = await ctx().login('branchmanager');
    const { line, workOrderId } = await withLine(ctx(), manager);
    await call(manager, 'POST', `${BASE}/${line.Id}/applications`, FULL);
    const log = await call(manager, 'GET', `${BASE}/log/${workOrderId}`);
    expect(log.json<ApplicationLog>()).toMatchObject({
      WorkOrderId: workOrderId,
      State: 'IL',
      Profile: { Name: 'Illinois' },
      Entries: [
        {
          ServiceName: 'Dormant Oil Spray',
          ServiceCompleted: false,
          Chemical: { Id: line.Id, Revisions: 1 },
        },
      ],
    });
    const manager2 = await ctx().login('branchmanager2');
    expect((await call(manager2, 'GET', `${BASE}/log/${workOrderId}`)).statusCode).toBe(404);
  });
});

/** The site address as one CSV cell (it holds commas, so it is quoted). */
const csvAddress = (s: { address: string; city: string; state: string; zip: string }) =>
  `"${s.address}, ${s.city}, ${s.state} ${s.zip}"`;
