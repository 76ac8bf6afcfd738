import { describe, expect, it } from 'vitest';
import { memoryStore } from './memory-store';
import { countWithin, PULL_PAGE_BYTES } from './page-size';
import type { SyncChange } from './protocol';
import { applyPullPage } from './pull-rules';
import type { LocalRecord, SyncStore } from './store';

const change = (Id: number, Version: number, Data: unknown, extra: Partial<SyncChange> = {}): SyncChange => ({
  Entity: 'serviceItem',
  Id,
  Version,
  Deleted: Data === null,
  Data,
  ...extra,
});

/** A store that counts its record reads and writes, to see a page applied in bulk. */
function countingStore() {
  const store = memoryStore();
  const calls = { single: 0, bulk: 0 };
  const counted: SyncStore = {
    ...store,
    getRecord: (...a) => (calls.single++, store.getRecord(...a)),
    findRecordById: (...a) => (calls.single++, store.findRecordById(...a)),
    putRecord: (...a) => (calls.single++, store.putRecord(...a)),
    deleteRecord: (...a) => (calls.single++, store.deleteRecord(...a)),
    recordsFor: (...a) => (calls.bulk++, store.recordsFor(...a)),
    putRecords: (...a) => (calls.bulk++, store.putRecords(...a)),
    deleteRecords: (...a) => (calls.bulk++, store.deleteRecords(...a)),
  };
  return { store, counted, calls };
}

describe('a pulled page', () => {
  it('is applied with one read and one write per entity, whatever its length', async () => {
    const { store, counted, calls } = countingStore();
    const page = Array.from({ length: 2000 }, (_, i) => change(i + 1, 1, { Id: i + 1 }));
    await counted.transaction(() => applyPullPage(counted, page));
    expect(calls.single).toBe(0);
    expect(calls.bulk).toBe(3);
    expect(await store.allRecords('serviceItem')).toHaveLength(2000);
  });

  it('ends as the changes applied one by one would: later changes win, deletes remove, edits are kept', async () => {
    const store = memoryStore();
    const mine: LocalRecord = {
      Entity: 'serviceItem',
      Key: 'device-made',
      Id: 3,
      Version: 1,
      Data: { Name: 'My edit' },
      Base: { Id: 3, Version: 1, Data: { Name: 'Old' } },
      Pending: 1,
      NeedsReview: false,
    };
    await store.putRecord(mine);
    await store.addOutbox({
      MutationId: 'm-1',
      Entity: 'serviceItem',
      Op: 'update',
      Key: 'device-made',
      Id: 3,
      BaseVersion: 1,
      Data: { Name: 'My edit' },
      Refs: {},
      BlobHash: null,
      Sent: false,
      CreatedAt: '2026-11-26T10:00:00Z',
    });
    await applyPullPage(store, [
      change(1, 1, { Name: 'Oak' }),
      change(2, 1, { Name: 'Elm' }),
      change(1, 2, { Name: 'Oak, cabled' }),
      change(2, 0, null),
      change(3, 2, { Name: 'Theirs' }),
      change(4, 1, { Name: 'Gone then back' }),
      change(4, 0, null),
      change(4, 2, { Name: 'Back' }),
    ]);
    const held = new Map((await store.allRecords('serviceItem')).map((r) => [r.Id, r]));
    expect([...held.keys()].sort()).toEqual([1, 3, 4]);
    expect(held.get(1)).toMatchObject({ Key: 's:1', Version: 2, Data: { Name: 'Oak, cabled' } });
    expect(held.get(3)).toMatchObject({
      Key: 'device-made',
      Data: { Name: 'My edit' },
      Base: { Version: 2 },
    });
    expect(held.get(4)).toMatchObject({ Version: 2, Data: { Name: 'Back' } });
  });
});

describe('pull pages by bytes', () => {
  it('takes the records that fit, at least one, at most all', () => {
    expect(countWithin([400, 400, 400], 1000)).toBe(2);
    expect(countWithin([400, 400, 400], 1200)).toBe(3);
    expect(countWithin([5000, 10], 1000)).toBe(1);
    expect(countWithin([], 1000)).toBe(0);
    expect(countWithin(Array(3000).fill(500), PULL_PAGE_BYTES)).toBe(2000);
  });
});
