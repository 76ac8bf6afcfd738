import { installFakeIndexedDb } from '../test/fakeIndexedDb';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { CrewDb, crewDbName, SCHEMA_V6 } from './db';
import { CHUNK_RECORDS } from './recordRows';
import type { StoredRecord } from './storedRecord';

installFakeIndexedDb();

const opened: Dexie[] = [];
let seq = 0;
function freshDb(name = `${crewDbName(11)}-rows-${++seq}`): CrewDb {
  const db = new CrewDb(name);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

/** A tree of the inventory as the device keeps it, in step with the server unless said otherwise. */
const tree = (id: number, location: number, over: Partial<StoredRecord> = {}): StoredRecord => ({
  Entity: 'serviceItem',
  Key: `s:${id}`,
  Id: id,
  Version: 1,
  Data: { Id: id, AccountLocationId: location, Name: `Tree ${id}` },
  Pending: 0,
  NeedsReview: false,
  ...over,
});

const ids = (rows: StoredRecord[]) => rows.map((r) => r.Id).sort((a, b) => a! - b!);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the inventory, kept in chunks of records', () => {
  it('keeps a pulled page in few rows and finds each record by key, by id and by its location', async () => {
    const db = freshDb();
    const inventory = db.records('serviceItem');
    // Three locations' trees, interleaved as a page of the change feed brings them.
    const page = range(1, 300).map((id) => tree(id, 10 + (id % 3)));
    await db.transaction('rw', db.tables, async () => {
      await inventory.put(page);
    });

    expect(await db.inventory.count()).toBe(Math.ceil(300 / CHUNK_RECORDS));
    expect(await inventory.count()).toBe(300);
    // A location's trees sit side by side: reading one location touches at most one chunk more than
    // its trees fill (here three of the five; interleaved as they came, every chunk would hold some).
    expect(await db.inventory.where('Groups').equals(11).count()).toBe(Math.ceil(100 / CHUNK_RECORDS) + 1);
    expect(ids(await inventory.where('Data.AccountLocationId', 11))).toEqual(
      range(1, 300).filter((id) => id % 3 === 1),
    );
    expect(await inventory.get('s:250')).toEqual(page[249]);
    expect(await inventory.byId(17)).toEqual(page[16]);
    expect(ids(await inventory.find(['s:3', 's:299'], [150, 151, 9999]))).toEqual([3, 150, 151, 299]);
    expect(await inventory.get('s:301')).toBeUndefined();
    await expect(inventory.where('Data.WorkOrderId', 1)).rejects.toThrow(/not found by Data.WorkOrderId/);
  });

  it('replaces an edited record in its chunk, and finds a moved tree at its new location only', async () => {
    const db = freshDb();
    const inventory = db.records('serviceItem');
    await inventory.put(range(1, 100).map((id) => tree(id, 10)));
    const chunks = await db.inventory.count();

    await inventory.put([
      tree(5, 10, { Version: 2, Data: { Id: 5, AccountLocationId: 10, Name: 'Pruned' } }),
    ]);
    await inventory.put([tree(6, 20)]);

    expect(await db.inventory.count()).toBe(chunks);
    expect(await inventory.get('s:5')).toMatchObject({ Version: 2, Data: { Name: 'Pruned' } });
    expect(ids(await inventory.where('Data.AccountLocationId', 20))).toEqual([6]);
    expect(ids(await inventory.where('Data.AccountLocationId', 10))).not.toContain(6);
    expect(await inventory.count()).toBe(100);
  });

  it("puts a few new trees into their location's chunk with room, and a page of them into chunks of their own", async () => {
    const db = freshDb();
    const inventory = db.records('serviceItem');
    await inventory.put(range(1, 10).map((id) => tree(id, 10)));
    expect(await db.inventory.count()).toBe(1);

    await inventory.put([tree(11, 10)]);
    await inventory.put([tree(12, 20)]);
    expect(await db.inventory.count()).toBe(2);
    expect(ids(await inventory.where('Data.AccountLocationId', 10))).toEqual(range(1, 11));

    // An edit and a new tree of the same chunk in one put: both kept.
    await inventory.put([tree(3, 10, { Version: 2 }), tree(13, 10)]);
    expect(await db.inventory.count()).toBe(2);
    expect(await inventory.get('s:3')).toMatchObject({ Version: 2 });
    expect(ids(await inventory.where('Data.AccountLocationId', 10))).toEqual(
      range(1, 13).filter((id) => id !== 12),
    );

    await inventory.put(range(100, 119).map((id) => tree(id, 10)));
    expect(await db.inventory.count()).toBe(3);
    expect(await inventory.where('Data.AccountLocationId', 10)).toHaveLength(32);
  });

  it('finds a tree made on the device by its own key, before and after the server gives it an id', async () => {
    const db = freshDb();
    const inventory = db.records('serviceItem');
    await inventory.put(range(1, 40).map((id) => tree(id, 10)));
    const mine = tree(0, 10, { Key: 'new-oak', Id: null, Pending: 1, Unsynced: 1 });
    await inventory.put([mine]);
    expect(await inventory.get('new-oak')).toEqual(mine);
    expect(await inventory.countUnsynced()).toBe(1);

    const { Unsynced: _sent, ...rest } = mine;
    const accepted = { ...rest, Id: 55, Pending: 0 };
    await inventory.put([accepted]);
    expect(await inventory.get('new-oak')).toEqual(accepted);
    expect(await inventory.byId(55)).toEqual(accepted);
    expect(await inventory.find([], [55])).toEqual([accepted]);
    expect(await inventory.find(['new-oak'], [])).toEqual([accepted]);
    expect(await inventory.get('s:55')).toBeUndefined();
    expect(await inventory.countUnsynced()).toBe(0);
    expect(await inventory.count()).toBe(41);
  });

  it('counts unsynced records, not chunks, and drops a chunk once its last record is deleted', async () => {
    const db = freshDb();
    const inventory = db.records('serviceItem');
    await inventory.put(range(1, CHUNK_RECORDS + 2).map((id) => tree(id, 10)));
    await inventory.put([
      tree(1, 10, { Pending: 1, Unsynced: 1 }),
      tree(2, 10, { NeedsReview: true, Unsynced: 1 }),
    ]);
    expect(await inventory.countUnsynced()).toBe(2);
    expect(await db.inventory.count()).toBe(2);

    await inventory.delete(['s:1', `s:${CHUNK_RECORDS + 1}`, `s:${CHUNK_RECORDS + 2}`]);
    expect(await db.inventory.count()).toBe(1);
    expect(await inventory.countUnsynced()).toBe(1);
    expect(await inventory.count()).toBe(CHUNK_RECORDS - 1);
    expect(await inventory.get('s:1')).toBeUndefined();
    expect(await inventory.all()).toHaveLength(CHUNK_RECORDS - 1);
  });

  it('moves a device’s inventory kept a row per record (version 6) into chunks, unsent edits included', async () => {
    const name = `${crewDbName(11)}-v6-${++seq}`;
    const v6 = new Dexie(name);
    v6.version(6).stores(SCHEMA_V6);
    const held = range(1, 150).map((id) => tree(id, 10 + (id % 2)));
    held[9] = tree(10, 10, {
      Pending: 1,
      Unsynced: 1,
      Data: { Id: 10, AccountLocationId: 10, Name: 'Mine' },
    });
    await v6.table('serviceItems').bulkPut(held);
    await v6.table('workOrders').put({ Key: 's:1', Id: 1, Version: 1, Data: { Id: 1 } });
    v6.close();

    const db = freshDb(name);
    await db.open();
    expect(db.verno).toBe(8);
    expect(db.tables.map((t) => t.name)).not.toContain('serviceItems');
    const inventory = db.records('serviceItem');
    expect(await db.inventory.count()).toBe(Math.ceil(150 / CHUNK_RECORDS));
    expect(await inventory.get('s:10')).toEqual(held[9]);
    expect(await inventory.countUnsynced()).toBe(1);
    expect(ids(await inventory.where('Data.AccountLocationId', 11))).toEqual(
      range(1, 150).filter((id) => id % 2 === 1),
    );
    expect(await db.records('workOrder').get('s:1')).toMatchObject({ Id: 1 });
  });
});
