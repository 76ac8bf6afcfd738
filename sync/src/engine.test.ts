import { describe, expect, it } from 'vitest';
import { BLOB_CHUNK_BYTES } from './protocol';
import { createSyncEngine } from './engine';
import { memoryStore } from './memory-store';
import { modelServer, modelTransport } from './testing/model-server';

let n = 0;
const newId = () => `id-${++n}-${Math.random().toString(36).slice(2)}`;

function device(server: ReturnType<typeof modelServer>) {
  const store = memoryStore();
  const { transport, faults } = modelTransport(server);
  const engine = createSyncEngine({ store, transport, newId });
  const records = async (entity: 'dailyLog' | 'serviceItem' | 'scoutingReport' | 'workOrderImage') =>
    (await store.allRecords(entity)).filter((r) => r.Data !== null);
  return { store, engine, faults, records };
}

const log = (hours: number, extra: Record<string, unknown> = {}) => ({
  view: { Hours: hours, ...extra },
  body: { Hours: hours, ...extra },
});

describe('sync engine', () => {
  it('keeps a record made offline, sends it once online and shows it on a second device', async () => {
    const server = modelServer();
    const a = device(server);
    const b = device(server);
    a.faults.offline = true;
    const key = await a.engine.create('dailyLog', log(8));
    await expect(a.engine.sync()).rejects.toThrow();
    expect(await a.engine.pendingCount()).toBe(1);
    a.faults.offline = false;
    await a.engine.sync();
    const [mine] = await a.records('dailyLog');
    expect(mine).toMatchObject({ Key: key, Version: 1, Pending: 0, Data: { Hours: 8 } });
    await b.engine.sync();
    expect((await b.records('dailyLog')).map((r) => r.Data)).toEqual([mine!.Data]);
  });

  it('folds edits made before sending into one change', async () => {
    const server = modelServer();
    const a = device(server);
    const key = await a.engine.create('dailyLog', log(8));
    await a.engine.update('dailyLog', key, log(9));
    await a.engine.update('dailyLog', key, log(10));
    expect(await a.engine.pendingCount()).toBe(1);
    await a.engine.sync();
    expect([...server.rows.values()].map((r) => r?.Data.Hours)).toEqual([10]);
    expect([...server.rows.values()][0]!.Version).toBe(1);
  });

  it('keeps the fields only the add has when an edit folds into it, and drops the photo of a record never sent', async () => {
    const server = modelServer();
    const a = device(server);
    await a.store.putBlob({
      Hash: 'p',
      Bytes: new ArrayBuffer(4),
      ContentType: 'image/jpeg',
      Uploaded: 0,
      Done: false,
    });
    const photo = await a.engine.create('workOrderImage', {
      view: { Caption: 'a' },
      body: { WorkOrderId: 5, Caption: 'a' },
      blobHash: 'p',
    });
    await a.engine.update('workOrderImage', photo, { view: { Caption: 'b' }, body: { Caption: 'b' } });
    expect((await a.store.outbox())[0]).toMatchObject({
      Data: { WorkOrderId: 5, Caption: 'b' },
      BlobHash: 'p',
    });
    await a.engine.remove('workOrderImage', photo);
    expect(await a.store.getBlob('p')).toBeUndefined();
    expect(await a.engine.pendingCount()).toBe(0);
  });

  it('replays a push whose answer was lost without doing it twice', async () => {
    const server = modelServer();
    const a = device(server);
    await a.engine.create('dailyLog', log(8));
    a.faults.loseNextPushAnswer = true;
    await expect(a.engine.sync()).rejects.toThrow('lost');
    await a.engine.sync();
    expect(server.rows.size).toBe(1);
    expect(await a.engine.pendingCount()).toBe(0);
    expect((await a.records('dailyLog'))[0]).toMatchObject({ Version: 1, Pending: 0 });
  });

  it('never overwrites an unsynced edit with a pulled one; the stale push becomes a conflict', async () => {
    const server = modelServer();
    const a = device(server);
    const key = await a.engine.create('dailyLog', log(8));
    await a.engine.sync();
    const id = (await a.store.getRecord('dailyLog', key))!.Id!;
    a.faults.offline = true;
    await a.engine.update('dailyLog', key, log(9));
    server.edit('dailyLog', id, { Hours: 7 });
    a.faults.offline = false;
    await a.engine.pull();
    expect((await a.store.getRecord('dailyLog', key))!.Data).toEqual({ Hours: 9 });
    await a.engine.sync();
    const [review] = await a.store.reviews();
    expect(review).toMatchObject({ Kind: 'conflict', Mine: { Hours: 9 }, Theirs: { Hours: 7, Version: 2 } });
    expect(server.current('dailyLog', id)!.Data.Hours).toBe(7);
    expect((await a.store.getRecord('dailyLog', key))!.NeedsReview).toBe(true);
  });

  it('keep mine resubmits on the server Version; take theirs shows the server data', async () => {
    for (const choice of ['mine', 'theirs'] as const) {
      const server = modelServer();
      const a = device(server);
      const key = await a.engine.create('dailyLog', log(8));
      await a.engine.sync();
      const id = (await a.store.getRecord('dailyLog', key))!.Id!;
      server.edit('dailyLog', id, { Hours: 7 });
      await a.engine.update('dailyLog', key, log(9));
      await a.engine.sync();
      await a.engine.resolve('dailyLog', key, choice);
      await a.engine.sync();
      const expected = choice === 'mine' ? 9 : 7;
      expect(server.current('dailyLog', id)!.Data.Hours).toBe(expected);
      expect(await a.store.getRecord('dailyLog', key)).toMatchObject({
        Data: { Hours: expected },
        NeedsReview: false,
        Pending: 0,
      });
      expect(await a.store.reviews()).toEqual([]);
    }
  });

  it('shows an edit of a record deleted on the server as such, and keep mine brings it back', async () => {
    const server = modelServer();
    const a = device(server);
    const key = await a.engine.create('dailyLog', log(8));
    await a.engine.sync();
    const id = (await a.store.getRecord('dailyLog', key))!.Id!;
    server.remove('dailyLog', id);
    await a.engine.update('dailyLog', key, log(9));
    await a.engine.sync();
    const [review] = await a.store.reviews();
    expect(review).toMatchObject({ Kind: 'conflict', Theirs: null, Mine: { Hours: 9 } });
    await a.engine.resolve('dailyLog', key, 'mine');
    await a.engine.sync();
    const live = [...server.rows.values()].filter(Boolean);
    expect(live.map((r) => r!.Data.Hours)).toEqual([9]);
    expect((await a.records('dailyLog')).map((r) => r.Data)).toEqual([live[0]!.Data]);
  });

  it('keeps mine as the user corrected it in the review, and sends that', async () => {
    const server = modelServer();
    const a = device(server);
    const key = await a.engine.create('dailyLog', log(8));
    await a.engine.sync();
    const id = (await a.store.getRecord('dailyLog', key))!.Id!;
    server.edit('dailyLog', id, { Hours: 6 });
    await a.engine.update('dailyLog', key, log(9));
    await a.engine.sync();
    expect((await a.store.reviews())[0]).toMatchObject({ Kind: 'conflict', Mine: { Hours: 9 } });
    await a.engine.resolve('dailyLog', key, 'mine', log(7));
    await a.engine.sync();
    expect(server.rows.get(`dailyLog:${id}`)?.Data.Hours).toBe(7);
    expect(await a.store.reviews()).toEqual([]);
    expect((await a.records('dailyLog')).map((r) => r.Data)).toMatchObject([{ Hours: 7 }]);
  });

  it('restores a deleted record when the server refuses the delete and the user takes theirs', async () => {
    const server = modelServer();
    const a = device(server);
    const key = await a.engine.create('dailyLog', log(8));
    await a.engine.sync();
    const id = (await a.store.getRecord('dailyLog', key))!.Id!;
    server.edit('dailyLog', id, { Hours: 6 });
    await a.engine.remove('dailyLog', key);
    expect(await a.records('dailyLog')).toEqual([]);
    await a.engine.sync();
    expect((await a.store.reviews())[0]).toMatchObject({ Kind: 'conflict', Op: 'delete', Mine: null });
    await a.engine.resolve('dailyLog', key, 'theirs');
    expect((await a.records('dailyLog')).map((r) => r.Data)).toMatchObject([{ Hours: 6 }]);
  });

  it('forgets a record deleted before it was ever sent', async () => {
    const server = modelServer();
    const a = device(server);
    const key = await a.engine.create('dailyLog', log(8));
    await a.engine.remove('dailyLog', key);
    expect(await a.engine.pendingCount()).toBe(0);
    await a.engine.sync();
    expect(server.rows.size).toBe(0);
  });

  it('lists a rejected change for review with the server message; discard reverts', async () => {
    const server = modelServer();
    const a = device(server);
    const key = await a.engine.create('dailyLog', log(8));
    await a.engine.sync();
    await a.engine.update('dailyLog', key, log(9, { Bad: true }));
    await a.engine.sync();
    expect((await a.store.reviews())[0]).toMatchObject({ Kind: 'rejected', Message: 'Bad value' });
    await a.engine.resolve('dailyLog', key, 'theirs');
    expect((await a.store.getRecord('dailyLog', key))!.Data).toMatchObject({ Hours: 8 });
  });

  it('sends a scouting entry on a tree made offline with a reference the server resolves', async () => {
    const server = modelServer();
    const a = device(server);
    const tree = await a.engine.create('serviceItem', { view: { Name: 'Oak' }, body: { Name: 'Oak' } });
    await a.engine.create('scoutingReport', {
      view: { Notes: 'aphids' },
      body: { Notes: 'aphids', ServiceItemId: null },
      refs: { ServiceItemId: tree },
    });
    await a.engine.sync();
    const treeId = (await a.store.getRecord('serviceItem', tree))!.Id;
    const entry = [...server.rows.values()].find((r) => r?.Entity === 'scoutingReport');
    expect(entry!.Data.ServiceItemId).toBe(treeId);
  });

  it('ignores a late pull answer that arrives after a newer one', async () => {
    const server = modelServer(100);
    const store = memoryStore();
    let release: () => void = () => undefined;
    let holdNext = false;
    const { transport } = modelTransport(server);
    const slow = {
      ...transport,
      pull: async (req: Parameters<typeof transport.pull>[0]) => {
        const answer = await transport.pull(req);
        if (holdNext) {
          holdNext = false;
          await new Promise<void>((r) => (release = r));
        }
        return answer;
      },
    };
    const engine = createSyncEngine({ store, transport: slow, newId });
    const key = await engine.create('dailyLog', log(8));
    await engine.sync();
    const id = (await store.getRecord('dailyLog', key))!.Id!;
    holdNext = true;
    const late = engine.pull();
    await Promise.resolve();
    server.edit('dailyLog', id, { Hours: 9 });
    await engine.pull();
    release();
    await late;
    expect((await store.getRecord('dailyLog', key))!.Data).toMatchObject({ Hours: 9, Version: 2 });
  });

  it('uploads a photo in pieces, resumes after a dropped piece, and never holds back other records', async () => {
    const server = modelServer();
    const a = device(server);
    const bytes = new Uint8Array(BLOB_CHUNK_BYTES * 2 + 10).map((_, i) => i % 251);
    await a.store.putBlob({
      Hash: 'h1',
      Bytes: bytes.buffer,
      ContentType: 'image/jpeg',
      Uploaded: 0,
      Done: false,
    });
    await a.engine.create('workOrderImage', {
      view: { Caption: 'x' },
      body: { Caption: 'x' },
      blobHash: 'h1',
    });
    await a.engine.create('dailyLog', log(8));
    a.faults.failNextChunk = true;
    await expect(a.engine.sync()).rejects.toThrow('dropped');
    // The daily log did not wait; the photo waits for its bytes.
    expect(await a.engine.pendingCount()).toBe(1);
    expect([...server.rows.values()].map((r) => r!.Entity)).toEqual(['dailyLog']);
    await a.engine.sync();
    expect(server.blobs.get('h1')).toEqual([...bytes]);
    expect([...server.rows.values()].map((r) => r!.Entity).sort()).toEqual(['dailyLog', 'workOrderImage']);
    expect(await a.store.getBlob('h1')).toBeUndefined();
  });

  it('tells how far a pull of several pages has come, and when it is over', async () => {
    const server = modelServer();
    const { transport } = modelTransport(server);
    const pages = [
      { HasMore: true, Remaining: 5, ids: [1, 2, 3] },
      { HasMore: true, Remaining: 2, ids: [4, 5, 6] },
      { HasMore: false, ids: [7, 8] },
    ];
    let page = 0;
    const paged = {
      ...transport,
      pull: async () => {
        const p = pages[page++]!;
        return {
          Changes: p.ids.map((Id) => ({
            Entity: 'dailyLog' as const,
            Id,
            Version: 1,
            Deleted: false,
            Data: { Id },
          })),
          Cursor: `c${page}`,
          HasMore: p.HasMore,
          ServerTime: new Date().toISOString(),
          ...(p.Remaining === undefined ? {} : { Remaining: p.Remaining }),
        };
      },
    };
    const told: unknown[] = [];
    const engine = createSyncEngine({
      store: memoryStore(),
      transport: paged,
      newId,
      onPullProgress: (p) => told.push(p),
    });
    expect(await engine.pull()).toBe(8);
    expect(told).toEqual([
      { received: 3, remaining: 5, running: true },
      { received: 6, remaining: 2, running: true },
      { received: 8, remaining: 0, running: false },
    ]);
  });
});
