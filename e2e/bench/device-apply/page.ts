// Runs in Chromium: the crew app's own database and sync store, fed pulled pages as a first sync is.
import { applyPullPage } from '@canopy/sync/pull-rules';
import { serverKey, type SyncChange } from '@canopy/sync/protocol';
import Dexie from 'dexie';
import { CHUNKED, CrewDb, SCHEMA_V6 } from '../../../client/src/offline/db';
import { createDexieStore } from '../../../client/src/offline/dexie-store';
import { chunksOf } from '../../../client/src/offline/recordRows';
import { toStored, type StoredRecord } from '../../../client/src/offline/storedRecord';

/** A tree of a location's inventory, shaped and sized as the server sends one (about 700 bytes). */
function serviceItem(id: number, version: number): SyncChange {
  return {
    Entity: 'serviceItem',
    Id: id,
    Version: version,
    Deleted: false,
    Data: {
      Id: id,
      Version: version,
      AccountLocationId: 1000 + (id % 250),
      TypeId: 1 + (id % 40),
      TypeName: 'Quercus rubra (Northern red oak)',
      OtherItemTypeId: null,
      SizeId: 3,
      SizeName: '12-18 in DBH',
      SizeUnitId: 1,
      SizeUnitName: 'Inches',
      ItemLocationId: 2,
      ItemLocationName: 'Back yard, by the fence',
      ConditionId: 1,
      ConditionName: 'Good',
      Latitude: 44.97 + id / 1e6,
      Longitude: -93.26 - id / 1e6,
      Notes: `Tree ${id}: crown raised in spring, watch the included bark at the main union.`,
      ServiceGroupIds: [1, 4],
      CreatedAt: '2026-03-02T14:05:00.000Z',
      UpdatedAt: '2026-10-12T09:41:00.000Z',
    },
  };
}

export interface PassResult {
  changes: number;
  pages: number;
  ms: number;
}

function pagesOf(total: number, perPage: number, version: number): SyncChange[][] {
  const pages: SyncChange[][] = [];
  for (let at = 0; at < total; at += perPage)
    pages.push(
      Array.from({ length: Math.min(perPage, total - at) }, (_, i) => serviceItem(at + i + 1, version)),
    );
  return pages;
}

/** Applies `total` changes in pages of `perPage`, each page in one transaction with the cursor. */
async function apply(db: CrewDb, total: number, perPage: number, version: number): Promise<PassResult> {
  const store = createDexieStore(db);
  const pages = pagesOf(total, perPage, version);
  const started = performance.now();
  for (const [n, page] of pages.entries())
    await store.transaction(async () => {
      await applyPullPage(store, page);
      await store.setMeta('cursor', `bench.${version}.${n}`);
    });
  return { changes: total, pages: pages.length, ms: performance.now() - started };
}

function storedPages(total: number, perPage: number): StoredRecord[][] {
  return pagesOf(total, perPage, 1).map((page) =>
    page.map((c) =>
      toStored({
        Entity: c.Entity,
        Key: serverKey(c.Id),
        Id: c.Id,
        Version: c.Version,
        Data: c.Data,
        Base: { Id: c.Id, Version: c.Version, Data: c.Data },
        Pending: 0,
        NeedsReview: false,
      }),
    ),
  );
}

/**
 * The same records written as the apply stores them (`toStored`: a clean record keeps no second copy
 * of its server state; in chunks), with no reads and no merging: what IndexedDB itself allows.
 */
async function floor(db: CrewDb, total: number, perPage: number): Promise<PassResult> {
  const pages = storedPages(total, perPage);
  const started = performance.now();
  for (const rows of pages)
    await db.transaction('rw', db.tables, () => db.inventory.bulkAdd(chunksOf(rows, CHUNKED.serviceItem!)));
  return { changes: total, pages: pages.length, ms: performance.now() - started };
}

/** The same with a row per record, as the crew database kept the inventory before version 7. */
async function rowPerRecord(total: number, perPage: number): Promise<PassResult> {
  const name = `canopy-apply-bench-rows-${Date.now()}`;
  const db = new Dexie(name);
  db.version(6).stores(SCHEMA_V6);
  const pages = storedPages(total, perPage);
  try {
    const started = performance.now();
    for (const rows of pages)
      await db.transaction('rw', db.tables, () => db.table('serviceItems').bulkPut(rows));
    return { changes: total, pages: pages.length, ms: performance.now() - started };
  } finally {
    db.close();
    await Dexie.delete(name);
  }
}

async function withDb<T>(fn: (db: CrewDb) => Promise<T>): Promise<T> {
  const name = `canopy-apply-bench-${Date.now()}`;
  const db = new CrewDb(name);
  await db.open();
  try {
    return await fn(db);
  } finally {
    db.close();
    await CrewDb.delete(name);
  }
}

/** A first sync into an empty database, the same records again (each found and replaced), the floor. */
async function run(total: number, perPage: number) {
  const synced = await withDb(async (db) => {
    const first = await apply(db, total, perPage, 1);
    const again = await apply(db, total, perPage, 2);
    return { first, again, stored: await db.records('serviceItem').count() };
  });
  return {
    ...synced,
    floor: await withDb((db) => floor(db, total, perPage)),
    rows: await rowPerRecord(total, perPage),
  };
}

(window as unknown as { applyBench: typeof run }).applyBench = run;
