import { installFakeIndexedDb } from '../test/fakeIndexedDb';
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncEngine } from '@canopy/sync/engine';
import { applyPullPage } from '@canopy/sync/pull-rules';
import type { SyncChange } from '@canopy/sync/protocol';
import { modelServer, modelTransport } from '@canopy/sync/testing/model-server';
import { CrewDb, crewDbName } from './db';
import { createDexieStore } from './dexie-store';

installFakeIndexedDb();

const opened: CrewDb[] = [];
let seq = 0;
function freshDb(): CrewDb {
  const db = new CrewDb(`${crewDbName(9)}-stored-${++seq}`);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

function setup() {
  const server = modelServer();
  const { transport, faults } = modelTransport(server);
  const db = freshDb();
  const store = createDexieStore(db);
  const engine = createSyncEngine({ store, transport, newId: () => crypto.randomUUID() });
  return { server, faults, db, store, engine };
}

const unsynced = async (db: CrewDb) => (await db.inventory.toArray()).flatMap((c) => c.Unsynced);

const change = (id: number, version: number, data: Record<string, unknown>): SyncChange => ({
  Entity: 'serviceItem',
  Id: id,
  Version: version,
  Deleted: false,
  Data: { Id: id, Version: version, ...data },
});

describe('records as kept in the crew database', () => {
  it('keeps a record in step with the server once, and reads it back with its server state as Base', async () => {
    const { server, db, store, engine } = setup();
    server.edit('serviceItem', 1, { Name: 'Oak' });
    await engine.sync();

    const row = await db.records('serviceItem').get('s:1');
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty('Base');
    expect(row).not.toHaveProperty('Unsynced');
    const data = { Id: 1, Version: 1, Name: 'Oak' };
    expect(await store.getRecord('serviceItem', 's:1')).toEqual({
      Entity: 'serviceItem',
      Key: 's:1',
      Id: 1,
      Version: 1,
      Data: data,
      Base: { Id: 1, Version: 1, Data: data },
      Pending: 0,
      NeedsReview: false,
    });
    expect(await store.findRecordById('serviceItem', 1)).toMatchObject({ Key: 's:1', Base: { Version: 1 } });
    expect(await unsynced(db)).toEqual([]);
  });

  it('keeps the server state apart once edited, sends it as the base, and shows the server version in a conflict', async () => {
    const { server, faults, db, store, engine } = setup();
    server.edit('serviceItem', 1, { Name: 'Oak' });
    await engine.sync();

    faults.offline = true;
    await engine.update('serviceItem', 's:1', { view: { Name: 'Maple' }, body: { Name: 'Maple' } });
    expect(await db.records('serviceItem').get('s:1')).toMatchObject({
      Data: { Name: 'Maple' },
      Base: { Id: 1, Version: 1, Data: { Name: 'Oak' } },
      Unsynced: 1,
    });
    expect((await store.outbox()).map((e) => e.BaseVersion)).toEqual([1]);
    expect(await unsynced(db)).toEqual(['s:1']);

    server.edit('serviceItem', 1, { Name: 'Elm' });
    faults.offline = false;
    await engine.sync();
    expect(await store.reviews()).toEqual([
      expect.objectContaining({
        Key: 's:1',
        Kind: 'conflict',
        Mine: { Name: 'Maple' },
        Theirs: expect.objectContaining({ Name: 'Elm' }),
        TheirsVersion: 2,
      }),
    ]);
    expect(await store.getRecord('serviceItem', 's:1')).toMatchObject({
      NeedsReview: true,
      Data: { Name: 'Maple' },
      Base: { Version: 2, Data: { Name: 'Elm' } },
    });

    await engine.resolve('serviceItem', 's:1', 'theirs');
    expect(await store.getRecord('serviceItem', 's:1')).toMatchObject({
      NeedsReview: false,
      Version: 2,
      Data: { Name: 'Elm' },
      Base: { Version: 2, Data: { Name: 'Elm' } },
    });
    expect(await db.records('serviceItem').get('s:1')).not.toHaveProperty('Base');
    expect(await unsynced(db)).toEqual([]);
  });

  it('keeps a Base that is not the record’s own server state, a null one included', async () => {
    const { store } = setup();
    const gone = {
      Entity: 'serviceItem' as const,
      Key: 's:9',
      Id: 9,
      Version: 3,
      Data: { Name: 'Oak' },
      Base: null,
      Pending: 0,
      NeedsReview: false,
    };
    const behind = { ...gone, Key: 's:10', Id: 10, Base: { Id: 10, Version: 2, Data: { Name: 'Ash' } } };
    await store.putRecords([gone, behind]);
    expect(await store.getRecord('serviceItem', 's:9')).toEqual(gone);
    expect(await store.getRecord('serviceItem', 's:10')).toEqual(behind);
  });

  it('merges records kept before with their Base and a 0 flag, as the newer ones', async () => {
    const { db, store } = setup();
    const stored = (id: number, version: number) => {
      const data = { Id: id, Version: version, Name: `Tree ${id}` };
      return {
        Entity: 'serviceItem' as const,
        Key: `s:${id}`,
        Id: id,
        Version: version,
        Data: data,
        Base: { Id: id, Version: version, Data: { ...data } },
        Pending: 0,
        NeedsReview: false,
        Unsynced: 0 as const,
      };
    };
    await db.records('serviceItem').put([stored(5, 1), stored(6, 3)]);
    expect(await unsynced(db)).toEqual([]);

    await store.transaction(async () => {
      await applyPullPage(store, [change(5, 2, { Name: 'Tree 5, pruned' }), change(6, 2, { Name: 'stale' })]);
    });
    expect(await store.getRecord('serviceItem', 's:5')).toMatchObject({
      Version: 2,
      Data: { Name: 'Tree 5, pruned' },
      Base: { Version: 2, Data: { Name: 'Tree 5, pruned' } },
    });
    expect(await db.records('serviceItem').get('s:5')).not.toHaveProperty('Base');
    // A page older than what the device holds changes nothing.
    expect(await store.getRecord('serviceItem', 's:6')).toMatchObject({
      Version: 3,
      Data: { Name: 'Tree 6' },
      Base: { Version: 3 },
    });
  });
});
