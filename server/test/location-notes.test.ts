import { expect, it } from 'vitest';
import {
  Messages,
  NeighborTypes,
  NoteDateFilters as D,
  NotePrintFilters,
  noteDateRange,
  printOnWorkOrderFilter,
  todayIsoDate,
  type LocationNote,
  type Neighbor,
} from '@canopy/shared';
import { describeEngines, type Session, type TestCtx } from './harness';
import { multipart, PDF, PNG } from './support';

const BASE = '/api/v1/accounts/accountLocations';
const DAY = 86_400_000;

/** A location of the branch with no notes or neighbors yet (each test takes its own). */
async function freshLocation(ctx: TestCtx, branchId: number, nth: number): Promise<number> {
  const db = ctx.dbh.db;
  const loc = await db
    .selectFrom('account_locations')
    .select('id')
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .offset(nth)
    .limit(1)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('location_notes').where('location_id', '=', loc.id).execute();
  await db.deleteFrom('location_neighbors').where('location_id', '=', loc.id).execute();
  return loc.id;
}

function upload(ctx: TestCtx, s: Session, url: string, files: Parameters<typeof multipart>[0]) {
  const body = multipart(files, { name: 'Site survey' });
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${s.token}`, 'x-csrf-token': s.csrf },
  });
}

describeEngines('location notes, neighbors and documents', (ctx) => {
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    ctx().call(s, method, url, body);

  it('adds, reads, saves with Version and deletes a note; blank notes fail with the spec message', async () => {
    const id = await freshLocation(ctx(), 1, 0);
    const manager = await ctx().login('branchmanager');
    const types = (await call(manager, 'GET', `${BASE}/notesTypes`)).json() as { Id: number; Name: string }[];
    const pets = types.find((t) => t.Name === 'Pets')!;
    const blank = await call(manager, 'POST', `${BASE}/${id}/notes`, { Notes: '  ', TypeId: 99999 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      Message: 'Note Save Failed',
      ModelState: { Notes: ['Notes is required.'], TypeId: ['Please choose a note type.'] },
    });
    const added = await call(manager, 'POST', `${BASE}/${id}/notes`, {
      Notes: ' Dog in the yard. ',
      TypeId: pets.Id,
      PrintOnWorkOrder: true,
    });
    expect(added.statusCode).toBe(200);
    const note = added.json() as LocationNote;
    expect(note).toMatchObject({
      LocationId: id,
      Notes: 'Dog in the yard.',
      TypeId: pets.Id,
      TypeName: 'Pets',
      StatusId: 1,
      PrintOnWorkOrder: true,
      CreatedBy: 'Brenda Walsh',
      Version: 1,
    });
    expect(Date.now() - Date.parse(note.DateCreated)).toBeLessThan(60_000);
    expect((await call(manager, 'GET', `${BASE}/${id}/notes/${note.Id}`)).json()).toEqual(note);

    const saved = await call(manager, 'PUT', `${BASE}/${id}/notes`, {
      Id: note.Id,
      Version: 1,
      Notes: 'Dog kept inside when called ahead.',
      StatusId: 2,
    });
    expect(saved.json()).toMatchObject({
      Notes: 'Dog kept inside when called ahead.',
      StatusId: 2,
      TypeId: pets.Id,
      Version: 2,
    });
    const stale = await call(manager, 'PUT', `${BASE}/${id}/notes`, {
      Id: note.Id,
      Version: 1,
      Notes: 'Old',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current.Notes).toBe('Dog kept inside when called ahead.');
    const badStatus = await call(manager, 'PUT', `${BASE}/${id}/notes`, {
      Id: note.Id,
      Notes: 'x',
      StatusId: 7,
    });
    expect(badStatus.json().ModelState.StatusId).toEqual(['Please choose a status.']);

    const other = await freshLocation(ctx(), 1, 1);
    expect((await call(manager, 'GET', `${BASE}/${other}/notes/${note.Id}`)).statusCode).toBe(404);
    expect((await call(manager, 'DELETE', `${BASE}/${other}/notes/${note.Id}`)).statusCode).toBe(404);
    expect((await call(manager, 'DELETE', `${BASE}/${id}/notes/${note.Id}`)).statusCode).toBe(200);
    expect((await call(manager, 'GET', `${BASE}/${id}/notes/${note.Id}`)).statusCode).toBe(404);
  });

  it('refuses a note type in use when the note types list is saved without it', async () => {
    const id = await freshLocation(ctx(), 1, 2);
    const admin = await ctx().login('admin');
    const types = (await call(admin, 'GET', `${BASE}/notesTypes`)).json() as { Id: number; Name: string }[];
    const used = types.find((t) => t.Name === 'Irrigation')!;
    await call(admin, 'POST', `${BASE}/${id}/notes`, { Notes: 'Heads along the walk.', TypeId: used.Id });
    const res = await call(
      admin,
      'PUT',
      `${BASE}/notesTypes`,
      types.filter((t) => t.Id !== used.Id),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(Messages.SettingsListInUse);
  });

  it('lists notes 12 to a page, newest first, and filters by print flag, date and text', async () => {
    const id = await freshLocation(ctx(), 1, 3);
    const admin = await ctx().login('admin');
    const db = ctx().dbh.db;
    const today = todayIsoDate();
    // One note per filter's day, plus extra ones today to fill more than a page.
    const ages = [0, 1, 8, 35, 400, 0, 0, 0, 0, 0, 0, 0, 0];
    for (const [i, age] of ages.entries()) {
      const res = await call(admin, 'POST', `${BASE}/${id}/notes`, {
        Notes: `Note ${i} ${i % 2 ? 'gate' : 'hedge'}`,
        PrintOnWorkOrder: i % 2 === 1,
      });
      // Noon of the day, so the note falls on that calendar day in any time zone offset below 12 hours.
      const d = new Date(Date.now() - age * DAY);
      d.setHours(12, 0, 0, 0);
      await db
        .updateTable('location_notes')
        .set({ created_at: d.toISOString() })
        .where('id', '=', res.json().Id)
        .execute();
    }
    const search = (extra: object) =>
      call(admin, 'POST', `${BASE}/notes/_search`, { LocationId: id, Take: 999, ...extra });

    const page = await call(admin, 'POST', `${BASE}/notes/_search`, { LocationId: id });
    expect(page.json()).toHaveLength(12);
    expect(page.headers['x-list-count']).toBe('13');
    const all = (await search({})).json() as LocationNote[];
    expect(all.map((n) => n.DateCreated)).toEqual([...all.map((n) => n.DateCreated)].sort().reverse());

    const print = (await search({ PrintOnWorkOrder: printOnWorkOrderFilter(NotePrintFilters.Print) })).json();
    expect(print.every((n: LocationNote) => n.PrintOnWorkOrder)).toBe(true);
    const noPrint = (
      await search({ PrintOnWorkOrder: printOnWorkOrderFilter(NotePrintFilters.DoNotPrint) })
    ).json();
    expect(noPrint.every((n: LocationNote) => !n.PrintOnWorkOrder)).toBe(true);
    expect(print.length + noPrint.length).toBe(13);
    expect((await search({ PrintOnWorkOrder: null })).json()).toHaveLength(13);

    const localDay = (n: LocationNote) => todayIsoDate(new Date(n.DateCreated));
    for (const filter of [
      D.AnyDate,
      D.Today,
      D.Yesterday,
      D.ThisWeek,
      D.LastWeek,
      D.ThisMonth,
      D.LastMonth,
    ]) {
      const range = noteDateRange(filter, today);
      const res = await search({ DateFrom: range.DateFrom, DateTo: range.DateTo });
      expect(res.statusCode).toBe(200);
      const expected = all.filter((n) => {
        const d = localDay(n);
        return (!range.DateFrom || d >= range.DateFrom) && (!range.DateTo || d <= range.DateTo);
      });
      expect((res.json() as LocationNote[]).map((n) => n.Id).sort()).toEqual(
        expected.map((n) => n.Id).sort(),
      );
    }
    expect((await search(noteDateRange(D.Today, today))).json()).toHaveLength(9);
    expect((await search(noteDateRange(D.Yesterday, today))).json()).toHaveLength(1);
    const custom = noteDateRange(D.CustomRange, today, { From: '1/1/2000', To: today });
    expect((await search(custom)).json()).toHaveLength(13);
    const bad = await search({ DateFrom: '2/30/2025' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ModelState.DateFrom).toEqual(['DateFrom is not a date.']);

    expect((await search({ Query: 'GATE' })).json()).toHaveLength(6);
    const viaGet = await call(admin, 'GET', `${BASE}/${id}/notes/_search?q=hedge&skip=0&take=3`);
    expect(viaGet.json()).toHaveLength(3);
    expect(viaGet.headers['x-list-count']).toBe('7');
  });

  it('keeps notes to the caller reach: another branch 404, ReadOnly may read but not write', async () => {
    const theirs = await freshLocation(ctx(), 2, 0);
    const manager = await ctx().login('branchmanager');
    expect((await call(manager, 'POST', `${BASE}/notes/_search`, { LocationId: theirs })).statusCode).toBe(
      404,
    );
    expect((await call(manager, 'POST', `${BASE}/${theirs}/notes`, { Notes: 'x' })).statusCode).toBe(404);
    expect((await call(manager, 'GET', `${BASE}/${theirs}/notes/_search`)).statusCode).toBe(404);
    const billing = await ctx().login('billing');
    expect((await call(billing, 'POST', `${BASE}/notes/_search`, { LocationId: theirs })).statusCode).toBe(
      200,
    );
    expect((await call(billing, 'POST', `${BASE}/${theirs}/notes`, { Notes: 'x' })).statusCode).toBe(403);
  });

  it('keeps neighbors: add with the defaults, list 12 to a page, save with Version, delete', async () => {
    const id = await freshLocation(ctx(), 2, 1);
    const manager = await ctx().login('branchmanager2');
    const blank = await call(manager, 'POST', `${BASE}/${id}/neighbors`, { Address: ' ', TypeId: 42 });
    expect(blank.json()).toEqual({
      Message: 'Neighbor Save Failed',
      ModelState: { Address: ['Address is required.'], TypeId: ['Please choose a type.'] },
    });
    const added: Neighbor[] = [];
    for (let i = 0; i < 13; i++)
      added.push(
        (await call(manager, 'POST', `${BASE}/${id}/neighbors`, { Address: `${100 + i} Elm St` })).json(),
      );
    expect(added[0]).toMatchObject({
      LocationId: id,
      Address: '100 Elm St',
      TypeId: NeighborTypes.NotifyBeforeService,
      TypeName: 'Notify Before Service',
      StatusId: 1,
      Version: 1,
    });
    const page = await call(manager, 'POST', `${BASE}/neighbors/_search`, { LocationId: id });
    expect(page.json()).toHaveLength(12);
    expect(page.headers['x-list-count']).toBe('13');
    const found = await call(manager, 'POST', `${BASE}/neighbors/_search`, { LocationId: id, Query: '112' });
    expect(found.json().map((n: Neighbor) => n.Address)).toEqual(['112 Elm St']);

    const n = added[0]!;
    const saved = await call(manager, 'PUT', `${BASE}/${id}/neighbors`, {
      Id: n.Id,
      Version: n.Version,
      Address: '100 Elm Street',
      TypeId: NeighborTypes.Prospect,
    });
    expect(saved.json()).toMatchObject({ Address: '100 Elm Street', TypeName: 'Prospect', Version: 2 });
    const stale = await call(manager, 'PUT', `${BASE}/${id}/neighbors`, {
      Id: n.Id,
      Version: 1,
      Address: 'x',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Current.Address).toBe('100 Elm Street');
    expect((await call(manager, 'DELETE', `${BASE}/${id}/neighbors/${n.Id}`)).statusCode).toBe(200);
    expect((await call(manager, 'DELETE', `${BASE}/${id}/neighbors/${n.Id}`)).statusCode).toBe(404);

    const other = await ctx().login('branchmanager');
    expect((await call(other, 'POST', `${BASE}/neighbors/_search`, { LocationId: id })).statusCode).toBe(404);
    const billing = await ctx().login('billing');
    expect((await call(billing, 'POST', `${BASE}/${id}/neighbors`, { Address: 'x' })).statusCode).toBe(403);
  });

  it('keeps documents: upload checked by content, list 12 to a page, download, delete', async () => {
    const id = await freshLocation(ctx(), 1, 4);
    const manager = await ctx().login('branchmanager');
    const url = `${BASE}/${id}/docs`;
    const up = await upload(ctx(), manager, url, [{ filename: 'survey.pdf', content: PDF }]);
    expect(up.statusCode).toBe(200);
    const list = await call(manager, 'POST', `${url}/_search`, {});
    expect(list.headers['x-list-count']).toBe('1');
    const doc = list.json()[0];
    expect(doc).toMatchObject({
      Name: 'Site survey',
      FileName: 'survey.pdf',
      ContentType: 'application/pdf',
      StatusId: 1,
    });
    const file = await call(manager, 'GET', `${url}/${doc.Id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    // A script renamed to .pdf, in a batch with a good file: nothing is stored.
    const lying = await upload(ctx(), manager, url, [
      { filename: 'photo.png', content: PNG },
      { filename: 'plan.pdf', content: Buffer.from('#!/bin/sh\necho not a pdf\n') },
    ]);
    expect(lying.statusCode).toBe(400);
    expect(lying.json()).toEqual({
      Message: 'Document Upload Failed',
      ModelState: { File: ['"plan.pdf" is not a file type we accept here.'] },
    });
    const binary = await upload(ctx(), manager, url, [
      { filename: 'tool.bin', content: Buffer.from([0, 1, 2, 3]) },
    ]);
    expect(binary.json().Message).toBe('Document Upload Failed');
    expect((await call(manager, 'POST', `${url}/_search`, {})).headers['x-list-count']).toBe('1');

    for (let i = 0; i < 12; i++)
      await upload(ctx(), manager, url, [{ filename: `note-${i}.txt`, content: Buffer.from(`note ${i}\n`) }]);
    const page = await call(manager, 'POST', `${url}/_search`, {});
    expect(page.json()).toHaveLength(12);
    expect(page.headers['x-list-count']).toBe('13');

    const billing = await ctx().login('billing');
    expect((await call(billing, 'POST', `${url}/_search`, {})).statusCode).toBe(200);
    expect((await upload(ctx(), billing, url, [{ filename: 'a.pdf', content: PDF }])).statusCode).toBe(403);
    expect((await call(billing, 'DELETE', `${url}/${doc.Id}`)).statusCode).toBe(403);
    const stranger = await ctx().login('branchmanager2');
    expect((await call(stranger, 'GET', `${url}/${doc.Id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `${url}/_search`, {})).statusCode).toBe(404);

    expect((await call(manager, 'DELETE', `${url}/${doc.Id}`)).statusCode).toBe(200);
    expect((await call(manager, 'GET', `${url}/${doc.Id}`)).statusCode).toBe(404);
    expect((await call(manager, 'POST', `${url}/_search`, {})).headers['x-list-count']).toBe('12');
  });
});
