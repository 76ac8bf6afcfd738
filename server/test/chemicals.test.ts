import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { Messages, type Chemical, type ChemicalRow } from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { multipart, PDF, PNG } from './support';

const url = (path: string) => `/api/v1/${path}`;
type Item = { Id: number; Name: string };

// Sign-ins are limited per address, so each engine's suite signs each user in once.
const sessions = new WeakMap<TestCtx, Map<string, Promise<Session>>>();
function signedIn(ctx: TestCtx, user: string): Promise<Session> {
  const mine = sessions.get(ctx) ?? new Map<string, Promise<Session>>();
  sessions.set(ctx, mine);
  if (!mine.has(user)) mine.set(user, ctx.login(user));
  return mine.get(user)!;
}

describeEngines('chemicals catalogue', (ctx) => {
  const admin = () => signedIn(ctx(), 'admin');
  const byName = async (name: string): Promise<Chemical> => {
    const s = await admin();
    const rows: ChemicalRow[] = (
      await ctx().call(s, 'POST', url('chemicals/_search'), { Query: name })
    ).json();
    return (await ctx().call(s, 'GET', url(`chemicals/${rows.find((r) => r.Name === name)!.Id}`))).json();
  };
  const list = async (path: string): Promise<Item[]> =>
    (await ctx().call(await admin(), 'GET', url(path))).json();
  const create = async (body: object) => ctx().call(await admin(), 'POST', url('chemicals'), body);
  const upload = async (s: Session, id: number, files: Parameters<typeof multipart>[0]) => {
    const body = multipart(files);
    return ctx().app.inject({
      method: 'POST',
      url: url(`chemicals/${id}/pics`),
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${s.token}`, 'x-csrf-token': s.csrf },
    });
  };

  it('reads with Chemical ReadOnly or Full and changes only with Full', async () => {
    const billing = await signedIn(ctx(), 'billing');
    expect((await ctx().call(billing, 'POST', url('chemicals/_search'), {})).statusCode).toBe(403);
    expect((await ctx().call(billing, 'GET', url('chemicals/1'))).json().Message).toBe('Not Authorized');
    expect((await ctx().call(billing, 'POST', url('chemicals/typeahead'), {})).statusCode).toBe(403);
    const office = await signedIn(ctx(), 'officemanager');
    expect((await ctx().call(office, 'GET', url('chemicals/1'))).statusCode).toBe(200);
    const refused = [
      await ctx().call(office, 'POST', url('chemicals'), { Name: 'X' }),
      await ctx().call(office, 'PUT', url('chemicals/1'), { Version: 1, Name: 'X' }),
      await ctx().call(office, 'POST', url('chemicals/1/toggleActive')),
      await ctx().call(office, 'DELETE', url('chemicals?id=1')),
      await upload(office, 1, [{ filename: 'label.png', content: PNG }]),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    // Crews record chemicals used from the global list and pickers, not from the chemical screens.
    const foreman = await signedIn(ctx(), 'foreman');
    expect((await ctx().call(foreman, 'POST', url('chemicals/_search'), { Take: 1000 })).statusCode).toBe(
      200,
    );
    expect((await ctx().call(foreman, 'POST', url('chemicals/typeahead'), {})).statusCode).toBe(200);
    expect((await ctx().call(foreman, 'GET', url('chemicals/1'))).statusCode).toBe(403);
  });

  it('lists 12 per page with the total, by name, EPA number or target, and by status', async () => {
    const s = await admin();
    const page = await ctx().call(s, 'POST', url('chemicals/_search'), {});
    expect(page.headers['x-list-count']).toBe('10');
    for (let i = 0; i < 4; i++) await create({ Name: `Test Product ${i}` });
    const full = await ctx().call(s, 'POST', url('chemicals/_search'), { Query: '*' });
    expect(full.json()).toHaveLength(12);
    expect(full.headers['x-list-count']).toBe('14');
    const epa: ChemicalRow[] = (
      await ctx().call(s, 'POST', url('chemicals/_search'), { Query: '100-1309' })
    ).json();
    expect(epa.map((r) => r.Name)).toEqual(['Arbor-Mectin (emamectin benzoate)']);
    const target: ChemicalRow[] = (
      await ctx().call(s, 'POST', url('chemicals/_search'), { Query: 'apple SCAB' })
    ).json();
    expect(target.map((r) => r.Name)).toEqual(['Myclobutanil 40WSP', 'Propiconazole 14.3']);
    const inactive: ChemicalRow[] = (
      await ctx().call(s, 'POST', url('chemicals/_search'), { StatusIds: [3] })
    ).json();
    expect(inactive.map((r) => [r.Name, r.Status, r.Active])).toEqual([
      ['Chlorpyrifos 4E', 'Inactive', false],
    ]);
  });

  it('creates a chemical (Active unless told otherwise) with its dilution text and exact up-charge', async () => {
    const methods = await list('chemicals/methods');
    const units = await list('chemicals/units');
    const carriers = await list('chemicals/carriers');
    const oz = units.find((u) => u.Name === 'oz')!;
    const gal100 = carriers.find((c) => c.Name === '100 gal')!;
    const res = await create({
      Name: ' Azadirachtin 4.5% ',
      EpaNumber: '70051-9',
      Description: 'Botanical insect growth regulator',
      MixRate: 2,
      RateOfApplication: 'Spray to runoff',
      Target: 'Aphids, whiteflies',
      TemperatureRangeLow: 45,
      TemperatureRangeHigh: 90,
      MethodId: methods[0]!.Id,
      UnitId: oz.Id,
      CarrierId: gal100.Id,
      IncludedInBaseVisit: true,
      ChemicalUpCharge: 19.99,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Name: 'Azadirachtin 4.5%',
      StatusId: 1,
      Status: 'Active',
      Active: true,
      Method: methods[0]!.Name,
      Unit: 'oz',
      Carrier: '100 gal',
      DilutionText: '2 oz per 100 gal',
      IncludedInBaseVisit: true,
      ChemicalUpCharge: 19.99,
      InactiveReasonId: null,
      Version: 1,
    });
    const row = await ctx()
      .dbh.db.selectFrom('chemicals')
      .select('chemical_up_charge_cents')
      .where('id', '=', res.json().Id)
      .executeTakeFirstOrThrow();
    expect(Number(row.chemical_up_charge_cents)).toBe(1999);
    // The service screens create chemicals as Pending (2): both defaults of the spec are honoured.
    expect((await create({ Name: 'Quick Add', StatusId: 2 })).json()).toMatchObject({
      StatusId: 2,
      Status: 'Pending',
    });
    const bad = await create({
      Name: '',
      TemperatureRangeLow: 90,
      TemperatureRangeHigh: 40,
      ChemicalUpCharge: -5,
      MethodId: 99999,
    });
    expect(bad.json().ModelState).toEqual({
      Name: ['Name is required.'],
      TemperatureRangeLow: ['The low temperature must not be above the high temperature.'],
      ChemicalUpCharge: ['Please avoid entering negative dollar amounts.'],
      MethodId: ['Unknown method.'],
    });
  });

  it('tells the client when a name is taken (any case); saving a duplicate still succeeds', async () => {
    const s = await admin();
    const ask = async (q: string) => (await ctx().call(s, 'GET', url(`chemicals/nameExists?${q}`))).json();
    expect(await ask('name=horticultural%20OIL')).toEqual({ Exists: true });
    expect(await ask('name=Neem%20Oil')).toEqual({ Exists: false });
    const oil = await byName('Horticultural Oil');
    expect(await ask(`name=Horticultural%20Oil&excludeId=${oil.Id}`)).toEqual({ Exists: false });
    expect(Messages.ChemicalNameExists).toBe(
      'A chemical with this name already exists. Are you sure you want to continue?',
    );
    const twin = await create({ Name: 'HORTICULTURAL OIL' });
    expect(twin.statusCode).toBe(200);
  });

  it('saves with Version: 409 with the current record when stale; of two racing saves one wins', async () => {
    const s = await admin();
    const bif = await byName('Bifenthrin 7.9');
    const first = await ctx().call(s, 'PUT', url(`chemicals/${bif.Id}`), { ...bif, Target: 'Ticks' });
    expect(first.json()).toMatchObject({ Target: 'Ticks', Version: 2, DilutionText: '1 fl oz per 100 gal' });
    const stale = await ctx().call(s, 'PUT', url(`chemicals/${bif.Id}`), { ...bif, Target: 'Mites' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current).toMatchObject({ Target: 'Ticks', Version: 2 });
    const race = await Promise.all(
      ['A', 'B'].map((t) =>
        ctx().call(s, 'PUT', url(`chemicals/${bif.Id}`), { ...first.json<Chemical>(), Target: t }),
      ),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const wrongId = await ctx().call(s, 'PUT', url(`chemicals/${bif.Id}`), { ...bif, Id: bif.Id + 1 });
    expect(wrongId.statusCode).toBe(400);
  });

  it('keeps the inactive reason only for status 3, and toggles active', async () => {
    const s = await admin();
    const reasons: Item[] = await list('accounts/inactiveReasons');
    const made: Chemical = (
      await create({ Name: 'Reasoned', StatusId: 1, InactiveReasonId: reasons[0]!.Id })
    ).json();
    expect(made.InactiveReasonId).toBeNull();
    const off = await ctx().call(s, 'PUT', url(`chemicals/${made.Id}`), {
      ...made,
      StatusId: 3,
      InactiveReasonId: reasons[0]!.Id,
    });
    expect(off.json()).toMatchObject({ StatusId: 3, Active: false, InactiveReasonId: reasons[0]!.Id });
    const on = (await ctx().call(s, 'POST', url(`chemicals/${made.Id}/toggleActive`))).json();
    expect(on).toMatchObject({ StatusId: 1, Active: true, InactiveReasonId: null, Version: 3 });
    const again = (await ctx().call(s, 'POST', url(`chemicals/${made.Id}/toggleActive`))).json();
    expect(again).toMatchObject({ StatusId: 3, Active: false, InactiveReasonId: null });
  });

  it('type-ahead: active chemicals, Query * and Take capped at 2000; simple list 99', async () => {
    const s = await admin();
    const all = await ctx().call(s, 'POST', url('chemicals/typeahead'), { Query: '*', Skip: 0, Take: 2000 });
    const names = all.json().map((c: Item) => c.Name);
    expect(names).not.toContain('Chlorpyrifos 4E');
    expect(names).toContain('Horticultural Oil');
    const db = ctx().dbh.db;
    const bulk = Array.from({ length: 2100 }, (_, i) => ({ name: `Bulk ${String(i).padStart(4, '0')}` }));
    for (let i = 0; i < bulk.length; i += 500)
      await db
        .insertInto('chemicals')
        .values(bulk.slice(i, i + 500))
        .execute();
    const capped = await ctx().call(s, 'POST', url('chemicals/typeahead'), {
      Query: '*',
      Skip: 0,
      Take: 5000,
    });
    expect(capped.json()).toHaveLength(2000);
    expect(Number(capped.headers['x-list-count'])).toBeGreaterThan(2100);
    const found = await ctx().call(s, 'POST', url('chemicals/typeahead'), { Query: 'BULK 2095' });
    expect(found.json().map((c: Item) => c.Name)).toEqual(['Bulk 2095']);
    expect((await ctx().call(s, 'GET', url('chemicals/simple'))).json()).toHaveLength(99);
    await db.deleteFrom('chemicals').where('name', 'like', 'Bulk %').execute();
    expect((await ctx().call(s, 'GET', url('chemicals/statuses'))).json()).toEqual([
      { Id: 1, Name: 'Active' },
      { Id: 2, Name: 'Pending' },
      { Id: 3, Name: 'Inactive' },
    ]);
  });

  it('saves methods, units and carriers as whole lists (POST), keeping items in use', async () => {
    const office = await signedIn(ctx(), 'officemanager');
    const arborist = await signedIn(ctx(), 'arborist');
    for (const path of ['chemicals/methods', 'chemicals/units', 'chemicals/carriers']) {
      const items: Item[] = (await ctx().call(arborist, 'GET', url(path))).json();
      expect(items.length, path).toBeGreaterThan(2);
      expect((await ctx().call(arborist, 'POST', url(path), items)).statusCode).toBe(403);
      const saved = await ctx().call(office, 'POST', url(path), [
        ...items,
        { Id: 0, Name: ' ' },
        { Name: 'Extra ' },
      ]);
      expect(saved.statusCode, path).toBe(200);
      expect(saved.json().map((i: Item) => i.Name)).toEqual([...items.map((i) => i.Name), 'Extra']);
      const inUse = await ctx().call(office, 'POST', url(path), items.slice(1));
      expect(inUse.statusCode, path).toBe(400);
      expect(inUse.json().Message).toBe('Update failed. Make sure any removed items are not being used.');
      expect((await ctx().call(office, 'POST', url(path), items)).json()).toEqual(items);
    }
  });

  it('refuses to delete a chemical that services, visits or proposals use, and deletes one nobody uses', async () => {
    const s = await admin();
    const del = (id: number) => ctx().call(s, 'DELETE', url(`chemicals?id=${id}`));
    const byService = await byName('Myclobutanil 40WSP');
    expect((await del(byService.Id)).json()).toEqual({
      Message: 'Delete Failed. Please make sure this chemical is not referenced by any services.',
      ModelState: {
        Service: ['Delete Failed. Please make sure this chemical is not referenced by any services.'],
      },
    });
    // Linked to a visit only (no service-level link).
    const oil = await byName('Horticultural Oil');
    await ctx().dbh.db.deleteFrom('service_chemicals').where('chemical_id', '=', oil.Id).execute();
    expect((await del(oil.Id)).json().Message).toBe(Messages.ChemicalUsedByServices);

    const db = ctx().dbh.db;
    await sql`create table scratch_proposal_chemicals (id integer primary key, chemical_id integer not null references chemicals (id))`.execute(
      db,
    );
    const paclo = await byName('Paclobutrazol Growth Regulator');
    await sql`insert into scratch_proposal_chemicals (id, chemical_id) values (1, ${paclo.Id})`.execute(db);
    expect((await del(paclo.Id)).json().Message).toBe(
      'Deleted Failed, Please check if chemical being used in proposal',
    );
    await sql`drop table scratch_proposal_chemicals`.execute(db);

    const loose = (await create({ Name: 'Unused Product' })).json();
    const pic = await upload(s, loose.Id, [{ filename: 'label.png', content: PNG }]);
    const fileUrl = pic.json()[0].Url;
    expect((await del(loose.Id)).statusCode).toBe(200);
    expect((await ctx().call(s, 'GET', url(`chemicals/${loose.Id}`))).statusCode).toBe(404);
    expect((await ctx().app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
    expect((await del(loose.Id)).statusCode).toBe(404);
  });

  it('keeps pictures checked by their content, listed with signed links, and deletes them', async () => {
    const s = await admin();
    const arbor = await byName('Arbor-Mectin (emamectin benzoate)');
    const up = await upload(s, arbor.Id, [
      { filename: 'label.png', content: PNG },
      { filename: 'bottle.png', content: PNG },
    ]);
    expect(up.statusCode).toBe(200);
    expect(up.json().map((p: { FileName: string }) => p.FileName)).toEqual(['label.png', 'bottle.png']);
    const img = await ctx().app.inject({ method: 'GET', url: up.json()[0].Url });
    expect(img.headers['content-type']).toBe('image/png');
    const pdf = await upload(s, arbor.Id, [
      { filename: 'ok.png', content: PNG },
      { filename: 'sds.png', content: PDF },
    ]);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().ModelState.File).toEqual(['"sds.png" is not a file type we accept here.']);
    const office = await signedIn(ctx(), 'officemanager');
    const listed = await ctx().call(office, 'GET', url(`chemicals/${arbor.Id}/pics`));
    expect(listed.json()).toHaveLength(2);
    const first = listed.json()[0].Id;
    expect((await ctx().call(office, 'DELETE', url(`chemicals/${arbor.Id}/pics/${first}`))).statusCode).toBe(
      403,
    );
    expect((await ctx().call(s, 'DELETE', url(`chemicals/${arbor.Id}/pics/${first}`))).statusCode).toBe(200);
    expect((await ctx().call(s, 'GET', url(`chemicals/${arbor.Id}/pics`))).json()).toHaveLength(1);
    expect((await ctx().call(s, 'DELETE', url(`chemicals/${arbor.Id}/pics/${first}`))).statusCode).toBe(404);
    expect((await upload(s, 99999, [{ filename: 'x.png', content: PNG }])).statusCode).toBe(404);
  });
});
