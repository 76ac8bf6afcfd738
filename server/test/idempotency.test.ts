import { randomUUID } from 'node:crypto';
import { CSRF_HEADER, type LocationNote } from '@canopy/shared';
import { expect, it, vi } from 'vitest';
import { ABANDONED_AFTER_MS, IdempotencyMessages, KEY_LIFETIME_MS } from '../src/platform/idempotency';
import { describeEngines, type Session, type TestCtx } from './harness';

const BASE = '/api/v1/accounts/accountLocations';

/** A location of branch 1 with no notes yet (each test takes its own). */
async function freshLocation(ctx: TestCtx, nth: number): Promise<number> {
  const db = ctx.dbh.db;
  const loc = await db
    .selectFrom('account_locations')
    .select('id')
    .where('branch_id', '=', 1)
    .orderBy('id')
    .offset(nth)
    .limit(1)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('location_notes').where('location_id', '=', loc.id).execute();
  return loc.id;
}

async function noteCount(ctx: TestCtx, locationId: number): Promise<number> {
  const rows = await ctx.dbh.db
    .selectFrom('location_notes')
    .select('id')
    .where('location_id', '=', locationId)
    .execute();
  return rows.length;
}

describeEngines('idempotent creates', (ctx) => {
  let typeId: number | undefined;
  const noteType = async (s: Session) => {
    typeId ??= ((await ctx().call(s, 'GET', `${BASE}/notesTypes`)).json() as { Id: number }[])[0]!.Id;
    return typeId;
  };
  const storedRow = (key: string) =>
    ctx()
      .dbh.db.selectFrom('idempotency_keys')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  const addNote = (s: Session, locationId: number, key: string | undefined, body: unknown) =>
    ctx().app.inject({
      method: 'POST',
      url: `${BASE}/${locationId}/notes`,
      headers: {
        authorization: `Bearer ${s.token}`,
        [CSRF_HEADER]: s.csrf,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: body as object,
    });

  it('replays the first answer to a repeat and makes the note once', async () => {
    const manager = await ctx().login('branchmanager');
    const loc = await freshLocation(ctx(), 0);
    const body = { Notes: 'Gate code 4411.', TypeId: await noteType(manager) };
    const key = randomUUID();

    const first = await addNote(manager, loc, key, body);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await addNote(manager, loc, key, body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json<LocationNote>()).toEqual(first.json<LocationNote>());
    expect(await noteCount(ctx(), loc)).toBe(1);

    // Without a key every submission is its own.
    await addNote(manager, loc, undefined, body);
    await addNote(manager, loc, undefined, body);
    expect(await noteCount(ctx(), loc)).toBe(3);
  });

  it('refuses the same key with a different request (422) and writes nothing', async () => {
    const manager = await ctx().login('branchmanager');
    const loc = await freshLocation(ctx(), 1);
    const other = await freshLocation(ctx(), 2);
    const TypeId = await noteType(manager);
    const key = randomUUID();
    expect((await addNote(manager, loc, key, { Notes: 'Dog in the yard.', TypeId })).statusCode).toBe(200);

    const changed = await addNote(manager, loc, key, { Notes: 'Two dogs in the yard.', TypeId });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ Message: IdempotencyMessages.KeyReused });
    const elsewhere = await addNote(manager, other, key, { Notes: 'Dog in the yard.', TypeId });
    expect(elsewhere.statusCode).toBe(422);
    expect([await noteCount(ctx(), loc), await noteCount(ctx(), other)]).toEqual([1, 0]);
  });

  it('lets one of three racing copies through; the others wait (409) or get its answer', async () => {
    const manager = await ctx().login('branchmanager');
    const loc = await freshLocation(ctx(), 3);
    const body = { Notes: 'Call before arriving.', TypeId: await noteType(manager) };
    const key = randomUUID();

    const answers = await Promise.all([1, 2, 3].map(() => addNote(manager, loc, key, body)));
    const made = answers.filter((a) => a.statusCode === 200);
    const waiting = answers.filter((a) => a.statusCode === 409);
    expect(made.length + waiting.length).toBe(3);
    expect(made.length).toBeGreaterThan(0);
    expect(new Set(made.map((a) => a.json<LocationNote>().Id)).size).toBe(1);
    for (const w of waiting) {
      expect(w.headers['retry-after']).toBe('1');
      expect(w.json()).toEqual({ Message: IdempotencyMessages.StillRunning });
    }
    expect(await noteCount(ctx(), loc)).toBe(1);
    // Once the first has finished, a waiting one that tries again gets its answer.
    const later = await addNote(manager, loc, key, body);
    expect(later.json<LocationNote>().Id).toBe(made[0]!.json<LocationNote>().Id);
    expect(await noteCount(ctx(), loc)).toBe(1);
  });

  it('answers 409 with Retry-After while the first copy runs, and takes over one left running', async () => {
    const manager = await ctx().login('branchmanager');
    const loc = await freshLocation(ctx(), 8);
    const body = { Notes: 'Left running.', TypeId: await noteType(manager) };
    const key = randomUUID();
    expect((await addNote(manager, loc, key, body)).statusCode).toBe(200);
    // As the key stands while its first request is still inside the handler.
    const running = (at: Date) =>
      ctx()
        .dbh.db.updateTable('idempotency_keys')
        .set({ status: null, headers: null, body: null, created_at: at.toISOString() })
        .where('idempotency_key', '=', key)
        .execute();

    await running(new Date());
    const busy = await addNote(manager, loc, key, body);
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ Message: IdempotencyMessages.StillRunning });
    expect(await noteCount(ctx(), loc)).toBe(1);

    await running(new Date(Date.now() - ABANDONED_AFTER_MS - 1000));
    const retaken = await addNote(manager, loc, key, body);
    expect(retaken.statusCode).toBe(200);
    expect(retaken.headers['idempotent-replayed']).toBeUndefined();
    expect(await noteCount(ctx(), loc)).toBe(2);
    expect(await storedRow(key)).toMatchObject({ status: 200 });
  });

  it('keeps no refused answer: the user fixes the note and sends it again under the same key', async () => {
    const manager = await ctx().login('branchmanager');
    const loc = await freshLocation(ctx(), 4);
    const key = randomUUID();
    const blank = await addNote(manager, loc, key, { Notes: '  ', TypeId: await noteType(manager) });
    expect(blank.statusCode).toBe(400);

    const fixed = await addNote(manager, loc, key, { Notes: 'Fixed.', TypeId: await noteType(manager) });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(await noteCount(ctx(), loc)).toBe(1);
  });

  it('forgets a key after 24 hours, and purges the old answers', async () => {
    const manager = await ctx().login('branchmanager');
    const loc = await freshLocation(ctx(), 5);
    const body = { Notes: 'Seasonal note.', TypeId: await noteType(manager) };
    const key = randomUUID();
    expect((await addNote(manager, loc, key, body)).statusCode).toBe(200);

    const db = ctx().dbh.db;
    const dayAgo = new Date(Date.now() - KEY_LIFETIME_MS - 60_000).toISOString();
    await db
      .updateTable('idempotency_keys')
      .set({ created_at: dayAgo })
      .where('idempotency_key', '=', key)
      .execute();
    const again = await addNote(manager, loc, key, body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await noteCount(ctx(), loc)).toBe(2);

    // Another expired answer goes when the next key is stored, a minute or more after the last purge.
    const kept = await storedRow(key);
    expect(kept).toBeDefined();
    const stale = { ...kept!, idempotency_key: randomUUID(), created_at: dayAgo };
    await db.insertInto('idempotency_keys').values(stale).execute();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 });
    try {
      await addNote(manager, loc, randomUUID(), { ...body, Notes: 'Another.' });
    } finally {
      vi.useRealTimers();
    }
    expect(await storedRow(stale.idempotency_key)).toBeUndefined();
    expect(await storedRow(key)).toMatchObject({ status: 200 });
  });

  it("keeps one user's key apart from another's", async () => {
    const manager = await ctx().login('branchmanager');
    const admin = await ctx().login('admin');
    const loc = await freshLocation(ctx(), 6);
    const body = { Notes: 'Shared key.', TypeId: await noteType(manager) };
    const key = randomUUID();
    const mine = await addNote(manager, loc, key, body);
    const theirs = await addNote(admin, loc, key, body);
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<LocationNote>().Id).not.toBe(mine.json<LocationNote>().Id);
    expect(await noteCount(ctx(), loc)).toBe(2);
  });

  it('refuses a key that is empty, too long or not visible ASCII, and writes nothing', async () => {
    const manager = await ctx().login('branchmanager');
    const loc = await freshLocation(ctx(), 7);
    const body = { Notes: 'Bad key.', TypeId: await noteType(manager) };
    for (const key of ['', 'x'.repeat(256), 'has space', 'ключ']) {
      const res = await addNote(manager, loc, key, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: IdempotencyMessages.InvalidKey });
    }
    expect((await addNote(manager, loc, 'x'.repeat(255), body)).statusCode).toBe(200);
    expect(await noteCount(ctx(), loc)).toBe(1);
  });
});
