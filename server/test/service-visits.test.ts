import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { Messages, type Service, type ServiceRow } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';

const url = (path: string) => `/api/v1/${path}`;

// Sign-ins are limited per address, so each engine's suite signs each user in once.
const sessions = new WeakMap<TestCtx, Map<string, Promise<Session>>>();
function signedIn(ctx: TestCtx, user: string): Promise<Session> {
  const mine = sessions.get(ctx) ?? new Map<string, Promise<Session>>();
  sessions.set(ctx, mine);
  if (!mine.has(user)) mine.set(user, ctx.login(user));
  return mine.get(user)!;
}

const visit = (ms: number | null, ds: number | null, me: number | null, de: number | null, extra = {}) => ({
  ServiceMonthStart: ms,
  ServiceDayStart: ds,
  ServiceMonthEnd: me,
  ServiceDayEnd: de,
  ...extra,
});

describeEngines('service visits and chemical links', (ctx) => {
  const admin = () => signedIn(ctx(), 'admin');
  const post = async (body: object) => ctx().call(await admin(), 'POST', url('services'), body);
  const put = async (body: object) => ctx().call(await admin(), 'PUT', url('services'), body);
  const byName = async (name: string): Promise<Service> => {
    const s = await admin();
    const rows: ServiceRow[] = (await ctx().call(s, 'POST', url('services/_search'), { Query: name })).json();
    return (await ctx().call(s, 'GET', url(`services/${rows.find((r) => r.Name === name)!.Id}`))).json();
  };
  const chemicalId = async (name: string) => {
    const row = await ctx()
      .dbh.db.selectFrom('chemicals')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const multi = { Name: 'Canker Program', ServiceGroupId: 2, ServiceTypeId: 2 };

  it('needs at least one visit for a multi service', async () => {
    const none = await post(multi);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      Message: Messages.MultiServiceNeedsVisit,
      ModelState: { ServiceVisits: [Messages.MultiServiceNeedsVisit] },
    });
    const one = await post({
      ...multi,
      ServiceVisits: [visit(4, 1, 5, 31, { Title: 'Spring', ServiceCode: ' CK1 ' })],
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().ServiceVisits).toEqual([
      {
        Id: expect.any(Number),
        ServiceId: one.json().Id,
        Title: 'Spring',
        ServiceCode: 'CK1',
        ServiceMonthStart: 4,
        ServiceDayStart: 1,
        ServiceMonthEnd: 5,
        ServiceDayEnd: 31,
        SchedulingBufferDays: 0,
        ReportOptionId: null,
        ServiceVisitChemicals: [],
      },
    ]);
    // Removing the last visit of a multi service is refused too.
    const emptied = await put({ ...one.json(), ServiceVisits: [] });
    expect(emptied.json().ModelState).toEqual({ ServiceVisits: [Messages.MultiServiceNeedsVisit] });
  });

  it("checks each visit day against its month's length: February 29 yes, April 31 no", async () => {
    const leap = await post({ ...multi, Name: 'Leap Day', ServiceVisits: [visit(2, 29, 3, 31)] });
    expect(leap.statusCode).toBe(200);
    const bad = await post({
      ...multi,
      Name: 'Bad Dates',
      ServiceVisits: [
        visit(4, 31, 5, 1),
        visit(2, 28, 2, 30),
        visit(13, 1, 1, 1),
        visit(6, null, 6, 0),
        visit(null, 1, 7, 1),
      ],
    });
    expect(bad.statusCode).toBe(400);
    const invalid = [Messages.InvalidVisitDate];
    expect(bad.json().ModelState).toEqual({
      'ServiceVisits.0.ServiceDayStart': invalid,
      'ServiceVisits.1.ServiceDayEnd': invalid,
      'ServiceVisits.2.ServiceDayStart': invalid,
      'ServiceVisits.3.ServiceDayStart': invalid,
      'ServiceVisits.3.ServiceDayEnd': invalid,
      'ServiceVisits.4.ServiceDayStart': invalid,
    });
    expect(Messages.InvalidVisitDate).toBe('Invalid date for service visit month');
    // The service's own date window follows the same rule.
    const window = await post({
      Name: 'Window',
      ServiceGroupId: 2,
      ServiceTypeId: 1,
      ServiceMonthStart: 4,
      ServiceDayStart: 31,
      ServiceMonthEnd: 2,
      ServiceDayEnd: 29,
    });
    expect(window.json().ModelState).toEqual({ ServiceDayStart: invalid });
    const noDay = await post({ Name: 'Window', ServiceGroupId: 2, ServiceTypeId: 1, ServiceMonthEnd: 9 });
    expect(noDay.json().ModelState).toEqual({ ServiceDayEnd: invalid });
  });

  it('keeps visit ids when editing, adds new ones and removes those left out', async () => {
    const lawn = await byName('Lawn Care Rounds');
    const [first, second, , , fifth] = lawn.ServiceVisits;
    const res = await put({
      ...lawn,
      ServiceVisits: [
        { ...first, Title: 'Pre-emergent', SchedulingBufferDays: 10 },
        { ...fifth },
        { ...second },
        visit(11, 16, 12, 15, { Title: 'Winterizer', ServiceCode: 'LC6' }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved: Service = res.json();
    expect(saved.ServiceVisits.map((v) => [v.Id, v.Title])).toEqual([
      [first!.Id, 'Pre-emergent'],
      [fifth!.Id, 'Late Fall'],
      [second!.Id, 'Late Spring'],
      [expect.any(Number), 'Winterizer'],
    ]);
    expect(saved.ServiceVisits[0]!.SchedulingBufferDays).toBe(10);
    // Visits not sent keep their chemicals; the removed visits and their links are gone.
    expect(saved.ServiceVisits[0]!.ServiceVisitChemicals).toEqual(first!.ServiceVisitChemicals);
    const left = await ctx()
      .dbh.db.selectFrom('service_visits')
      .select('id')
      .where('service_id', '=', lawn.Id)
      .execute();
    expect(left).toHaveLength(4);
    // A save without ServiceVisits leaves them as they are.
    const plain = await put({ Id: saved.Id, Version: saved.Version, Name: 'Lawn Care Rounds' });
    expect(plain.json().ServiceVisits).toEqual(saved.ServiceVisits);
    // Another service's visit cannot be moved in.
    const scab = await byName('Apple Scab Program');
    const foreign = await put({
      ...plain.json(),
      ServiceVisits: [...plain.json().ServiceVisits, scab.ServiceVisits[0]],
    });
    expect(foreign.json().ModelState).toEqual({
      ServiceVisits: ['The visits changed since they were loaded. Reload the service and try again.'],
    });
  });

  it('saves the chemicals of a service and of a visit, with Version checks', async () => {
    const s = await admin();
    const grub = await byName('Grub Control');
    const imidacloprid = await chemicalId('Imidacloprid 2F');
    const chlorant = await chemicalId('Chlorantraniliprole 0.067G');
    const linked = await ctx().call(s, 'PUT', url('services/serviceChemicals'), {
      ServiceId: grub.Id,
      Version: grub.Version,
      ServiceChemicals: [
        { ChemicalId: imidacloprid },
        { ChemicalId: chlorant },
        { ChemicalId: imidacloprid },
      ],
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().ServiceChemicals.map((c: { Name: string }) => c.Name)).toEqual([
      'Imidacloprid 2F',
      'Chlorantraniliprole 0.067G',
    ]);
    expect(linked.json().ServiceChemicals[0].DilutionText).toBe('0.4 fl oz per 1 gal');
    expect(linked.json().Version).toBe(grub.Version + 1);
    const stale = await ctx().call(s, 'PUT', url('services/serviceChemicals'), {
      ServiceId: grub.Id,
      Version: grub.Version,
      ServiceChemicals: [],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current.ServiceChemicals).toHaveLength(2);

    const visitId = grub.ServiceVisits[0]!.Id;
    const visitLinks = await ctx().call(s, 'PUT', url('services/serviceVisitChemicals'), {
      ServiceVisitId: visitId,
      ServiceVisitChemicals: [{ ChemicalId: imidacloprid }],
    });
    expect(
      visitLinks
        .json()
        .ServiceVisits[0].ServiceVisitChemicals.map((c: { ChemicalId: number }) => c.ChemicalId),
    ).toEqual([imidacloprid]);
    const staleVisit = await ctx().call(s, 'PUT', url('services/serviceVisitChemicals'), {
      ServiceVisitId: visitId,
      Version: grub.Version,
      ServiceVisitChemicals: [],
    });
    expect(staleVisit.statusCode).toBe(409);
    expect(
      (
        await ctx().call(s, 'PUT', url('services/serviceVisitChemicals'), {
          ServiceVisitId: 99999,
          ServiceVisitChemicals: [],
        })
      ).statusCode,
    ).toBe(404);
    const unknown = await ctx().call(s, 'PUT', url('services/serviceChemicals'), {
      ServiceId: grub.Id,
      ServiceChemicals: [{ ChemicalId: 99999 }],
    });
    expect(unknown.json().ModelState).toEqual({ ServiceChemicals: ['Unknown chemical: 99999.'] });
  });

  it('refuses to link an inactive chemical anew but keeps links made while it was active', async () => {
    const s = await admin();
    const chlorpyrifos = await chemicalId('Chlorpyrifos 4E');
    const oil = await chemicalId('Horticultural Oil');
    const dormant = await byName('Dormant Oil Spray');
    const refused = await put({ ...dormant, ServiceChemicals: [{ ChemicalId: chlorpyrifos }] });
    expect(refused.json().ModelState).toEqual({
      ServiceChemicals: ['Chlorpyrifos 4E is inactive and cannot be added.'],
    });
    const kept = await put({ ...dormant, ServiceChemicals: [{ ChemicalId: oil }] });
    expect(kept.statusCode).toBe(200);
    await ctx().call(s, 'POST', url(`chemicals/${oil}/toggleActive`));
    const still = await put({ ...kept.json(), Name: 'Dormant Oil Spray' });
    expect(still.statusCode).toBe(200);
    expect(still.json().ServiceChemicals.map((c: { StatusId: number }) => c.StatusId)).toEqual([3]);
    await ctx().call(s, 'POST', url(`chemicals/${oil}/toggleActive`));
  });

  it('refuses to remove a visit that something refers to, changing nothing', async () => {
    const db = ctx().dbh.db;
    await sql`create table scratch_work_order_services (id integer primary key, service_visit_id integer not null references service_visits (id))`.execute(
      db,
    );
    const scab = await byName('Apple Scab Program');
    await sql`insert into scratch_work_order_services (id, service_visit_id) values (1, ${scab.ServiceVisits[2]!.Id})`.execute(
      db,
    );
    const res = await put({ ...scab, Name: 'Renamed', ServiceVisits: scab.ServiceVisits.slice(0, 2) });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState).toEqual({
      ServiceVisits: ['A removed visit is used by proposals or work orders and cannot be removed.'],
    });
    const after = await byName('Apple Scab Program');
    expect(after).toEqual(scab);
    const deleted = await ctx().call(await admin(), 'DELETE', url(`services/${scab.Id}`));
    expect(deleted.json().Message).toBe(Messages.ServiceInUse);
    await sql`drop table scratch_work_order_services`.execute(db);
  });
});
