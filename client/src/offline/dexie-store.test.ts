import { installFakeIndexedDb } from '../test/fakeIndexedDb';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { createSyncEngine } from '@canopy/sync/engine';
import { applyPullPage } from '@canopy/sync/pull-rules';
import type { LocalRecord, OutboxEntry, Review } from '@canopy/sync/store';
import { modelServer, modelTransport } from '@canopy/sync/testing/model-server';
import { CrewDb, crewDbName, SCHEMA_V1 } from './db';
import { createDexieStore } from './dexie-store';

installFakeIndexedDb();

const opened: Dexie[] = [];
let seq = 0;
function freshDb(): CrewDb {
  const db = new CrewDb(`${crewDbName(7)}-${++seq}`);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

const record = (over: Partial<LocalRecord> = {}): LocalRecord => ({
  Entity: 'dailyLog',
  Key: 'k-1',
  Id: 41,
  Version: 3,
  Data: { Id: 41, WorkOrderId: 501, Notes: 'Pruned the oak' },
  Base: { Id: 41, Version: 3, Data: { Id: 41, WorkOrderId: 501, Notes: 'Pruned the oak' } },
  Pending: 0,
  NeedsReview: false,
  ...over,
});

const entry = (mutationId: string, key = 'k-1'): Omit<OutboxEntry, 'Order'> => ({
  MutationId: mutationId,
  Entity: 'dailyLog',
  Op: 'update',
  Key: key,
  Id: 41,
  BaseVersion: 3,
  Data: { Notes: mutationId },
  Refs: {},
  BlobHash: null,
  Sent: false,
  CreatedAt: '2026-11-21T10:00:00.000Z',
});

const review = (entity: Review['Entity'], key: string): Review => ({
  Entity: entity,
  Key: key,
  Kind: 'conflict',
  Op: 'update',
  Mine: { Notes: 'mine' },
  MineBody: { Notes: 'mine' },
  Theirs: { Notes: 'theirs' },
  TheirsId: 41,
  TheirsVersion: 4,
  Message: null,
  ModelState: {},
  At: '2026-11-21T10:00:00.000Z',
});

describe('the Dexie sync store', () => {
  it('keeps records per entity, found by key and by server id, exactly as put', async () => {
    const store = createDexieStore(freshDb());
    const log = record();
    const tree = record({ Entity: 'serviceItem', Key: 's:41', Data: { Id: 41, AccountLocationId: 12 } });
    await store.putRecord(log);
    await store.putRecord(tree);

    expect(await store.getRecord('dailyLog', 'k-1')).toEqual(log);
    expect(await store.findRecordById('dailyLog', 41)).toEqual(log);
    expect(await store.findRecordById('serviceItem', 41)).toEqual(tree);
    expect(await store.getRecord('serviceItem', 'k-1')).toBeUndefined();
    expect(await store.allRecords('dailyLog')).toEqual([log]);

    await store.deleteRecord('dailyLog', 'k-1');
    expect(await store.getRecord('dailyLog', 'k-1')).toBeUndefined();
    expect(await store.allRecords('serviceItem')).toEqual([tree]);
  });

  it('hands out the outbox in the order entries were added, and never reuses an order', async () => {
    const store = createDexieStore(freshDb());
    const a = await store.addOutbox(entry('m-a'));
    const b = await store.addOutbox(entry('m-b'));
    const c = await store.addOutbox(entry('m-c', 'k-2'));
    expect([a.Order, b.Order, c.Order]).toEqual([1, 2, 3]);

    await store.putOutbox({ ...a, Sent: true });
    await store.deleteOutbox('m-b');
    expect((await store.outbox()).map((e) => [e.MutationId, e.Sent])).toEqual([
      ['m-a', true],
      ['m-c', false],
    ]);

    for (const e of await store.outbox()) await store.deleteOutbox(e.MutationId);
    expect((await store.addOutbox(entry('m-d'))).Order).toBe(4);
  });

  it('keeps one review per entity and key', async () => {
    const store = createDexieStore(freshDb());
    await store.putReview(review('dailyLog', 's:41'));
    await store.putReview(review('serviceItem', 's:41'));
    await store.putReview({ ...review('dailyLog', 's:41'), TheirsVersion: 5 });

    expect(await store.reviews()).toHaveLength(2);
    expect((await store.getReview('dailyLog', 's:41'))?.TheirsVersion).toBe(5);
    await store.deleteReview('dailyLog', 's:41');
    expect(await store.getReview('dailyLog', 's:41')).toBeUndefined();
    expect(await store.getReview('serviceItem', 's:41')).toBeDefined();
  });

  it('keeps photo bytes as bytes, and meta values', async () => {
    const store = createDexieStore(freshDb());
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).buffer;
    await store.putBlob({ Hash: 'ab12', Bytes: bytes, ContentType: 'image/jpeg', Uploaded: 0, Done: false });
    const back = await store.getBlob('ab12');
    // Checked by tag: fake-indexeddb's structured clone makes buffers of Node's realm, not the test DOM's.
    expect(Object.prototype.toString.call(back?.Bytes)).toBe('[object ArrayBuffer]');
    expect([...new Uint8Array(back!.Bytes)]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await store.deleteBlob('ab12');
    expect(await store.getBlob('ab12')).toBeUndefined();

    await store.setMeta('cursor', 'v1.40');
    await store.setMeta('pins', { WorkOrders: { 501: '2026-12-05T00:00:00.000Z' } });
    expect(await store.getMeta('cursor')).toBe('v1.40');
    expect(await store.getMeta('pins')).toEqual({ WorkOrders: { 501: '2026-12-05T00:00:00.000Z' } });
    expect(await store.getMeta('missing')).toBeUndefined();
  });

  it('undoes every write of a transaction that fails', async () => {
    const store = createDexieStore(freshDb());
    await store.putRecord(record());
    await expect(
      store.transaction(async () => {
        await store.putRecord(record({ Data: { Notes: 'half done' }, Pending: 1 }));
        await store.addOutbox(entry('m-a'));
        await store.setMeta('cursor', 'v1.99');
        throw new Error('crash in the middle');
      }),
    ).rejects.toThrow('crash in the middle');

    expect(await store.getRecord('dailyLog', 'k-1')).toEqual(record());
    expect(await store.outbox()).toEqual([]);
    expect(await store.getMeta('cursor')).toBeUndefined();
    // The order counter rolled back too: the next entry is still the first.
    expect((await store.addOutbox(entry('m-b'))).Order).toBe(1);
  });

  it('runs the sync engine: an offline edit is sent once, and a server change meanwhile waits for review', async () => {
    const server = modelServer();
    const { transport, faults } = modelTransport(server);
    const store = createDexieStore(freshDb());
    const engine = createSyncEngine({ store, transport, newId: () => crypto.randomUUID() });

    faults.offline = true;
    const key = await engine.create('dailyLog', { view: { Hours: 8 }, body: { Hours: 8 } });
    await expect(engine.sync()).rejects.toThrow();
    expect(await store.getRecord('dailyLog', key)).toMatchObject({ Id: null, Pending: 1 });

    faults.offline = false;
    await engine.sync();
    const saved = await store.getRecord('dailyLog', key);
    expect(saved).toMatchObject({ Version: 1, Pending: 0, Data: { Hours: 8 } });
    expect(server.rows.size).toBe(1);

    server.edit('dailyLog', saved!.Id!, { Hours: 7 });
    await engine.update('dailyLog', key, { view: { Hours: 9 }, body: { Hours: 9 } });
    await engine.sync();
    expect(await store.reviews()).toEqual([
      expect.objectContaining({ Key: key, Kind: 'conflict', Mine: { Hours: 9 } }),
    ]);
    expect(await store.getRecord('dailyLog', key)).toMatchObject({ NeedsReview: true, Data: { Hours: 9 } });
  });
});

describe('the crew database upgrade', () => {
  it('keeps version 1 data and indexes which records are unsynced', async () => {
    const name = `${crewDbName(7)}-upgrade-${++seq}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_V1);
    await v1
      .table('dailyLogs')
      .bulkPut([
        record({ Key: 'synced' }),
        record({ Key: 'edited', Id: 42, Pending: 1 }),
        record({ Key: 'disputed', Id: 43, NeedsReview: true }),
      ]);
    await v1
      .table('serviceItems')
      .put(record({ Entity: 'serviceItem', Key: 'new-tree', Id: null, Pending: 1 }));
    await v1.table('outbox').put({ ...entry('m-a', 'edited'), Order: 1 });
    await v1.table('meta').put({ Name: 'cursor', Value: 'v1.40' });
    v1.close();

    const db = new CrewDb(name);
    opened.push(db);
    expect(db.verno).toBe(8);
    const store = createDexieStore(db);
    expect((await store.allRecords('dailyLog')).map((r) => r.Key).sort()).toEqual([
      'disputed',
      'edited',
      'synced',
    ]);
    expect(await store.getRecord('dailyLog', 'edited')).toEqual(
      record({ Key: 'edited', Id: 42, Pending: 1 }),
    );
    expect((await store.outbox()).map((e) => e.MutationId)).toEqual(['m-a']);
    expect(await store.getMeta('cursor')).toBe('v1.40');

    const unsynced = await db.dailyLogs.where('Unsynced').equals(1).primaryKeys();
    expect(unsynced.sort()).toEqual(['disputed', 'edited']);
    // The inventory moved into chunks (version 7) with its unsent record.
    expect(await db.records('serviceItem').countUnsynced()).toBe(1);
    expect(await store.getRecord('serviceItem', 'new-tree')).toMatchObject({ Key: 'new-tree', Pending: 1 });
    expect(db.tables.map((t) => t.name)).not.toContain('serviceItems');
  });

  it('applies a pulled page of thousands of records in one transaction, in bulk, and keeps unsynced edits', async () => {
    const db = freshDb();
    const store = createDexieStore(db);
    await store.putRecord(record({ Entity: 'serviceItem', Key: 'mine', Id: 7, Pending: 1 }));
    await store.addOutbox({ ...entry('m-mine', 'mine'), Entity: 'serviceItem' });
    const page = Array.from({ length: 5000 }, (_, i) => ({
      Entity: 'serviceItem' as const,
      Id: i + 1,
      Version: 4,
      Deleted: false,
      Data: { Id: i + 1, Notes: `Tree ${i + 1}` },
    }));
    // As the engine applies a page: in one transaction.
    await store.transaction(async () => {
      await applyPullPage(store, page);
    });
    expect(await db.records('serviceItem').count()).toBe(5000);
    expect(await store.getRecord('serviceItem', 's:8')).toMatchObject({
      Version: 4,
      Data: { Notes: 'Tree 8' },
    });
    // Id 7 is the user's record with an edit queued: the server's state becomes its Base only.
    expect(await store.getRecord('serviceItem', 'mine')).toMatchObject({
      Pending: 1,
      Data: record().Data,
      Base: { Version: 4 },
    });
    expect(await db.records('serviceItem').countUnsynced()).toBe(1);
    expect((await db.inventory.toArray()).flatMap((c) => c.Unsynced)).toEqual(['mine']);
  });
});
