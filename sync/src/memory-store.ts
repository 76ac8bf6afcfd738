import type { SyncEntity } from './protocol';
import type { LocalRecord, OutboxEntry, Review, StoredBlob, SyncStore } from './store';

interface State {
  records: Map<string, LocalRecord>;
  outbox: Map<string, OutboxEntry>;
  reviews: Map<string, Review>;
  blobs: Map<string, StoredBlob>;
  meta: Map<string, unknown>;
  order: number;
}

const id = (entity: SyncEntity, key: string) => `${entity}\u0000${key}`;
const copy = <T>(v: T): T => structuredClone(v);

/**
 * A SyncStore in memory, with IndexedDB's copy-on-read and copy-on-write semantics and
 * all-or-nothing transactions. The engine's tests and the convergence test run devices on it.
 */
export function memoryStore(): SyncStore & { snapshot(): State } {
  let s: State = {
    records: new Map(),
    outbox: new Map(),
    reviews: new Map(),
    blobs: new Map(),
    meta: new Map(),
    order: 0,
  };
  let depth = 0;
  return {
    snapshot: () => copy(s),
    async transaction<T>(body: () => Promise<T>): Promise<T> {
      if (depth > 0) return body();
      const before = copy(s);
      depth++;
      try {
        return await body();
      } catch (e) {
        s = before;
        throw e;
      } finally {
        depth--;
      }
    },
    getRecord: async (entity, key) => copy(s.records.get(id(entity, key))),
    findRecordById: async (entity, recordId) =>
      copy([...s.records.values()].find((r) => r.Entity === entity && r.Id === recordId)),
    putRecord: async (r) => void s.records.set(id(r.Entity, r.Key), copy(r)),
    deleteRecord: async (entity, key) => void s.records.delete(id(entity, key)),
    recordsFor: async (entity, keys, ids) => {
      const wantedKeys = new Set(keys);
      const wantedIds = new Set(ids);
      return copy(
        [...s.records.values()].filter(
          (r) => r.Entity === entity && (wantedKeys.has(r.Key) || (r.Id !== null && wantedIds.has(r.Id))),
        ),
      );
    },
    putRecords: async (records) => {
      for (const r of records) s.records.set(id(r.Entity, r.Key), copy(r));
    },
    deleteRecords: async (entity, keys) => {
      for (const key of keys) s.records.delete(id(entity, key));
    },
    allRecords: async (entity) => copy([...s.records.values()].filter((r) => r.Entity === entity)),
    outbox: async () => copy([...s.outbox.values()].sort((a, b) => a.Order - b.Order)),
    addOutbox: async (entry) => {
      const full = { ...copy(entry), Order: ++s.order };
      s.outbox.set(full.MutationId, full);
      return copy(full);
    },
    putOutbox: async (e) => void s.outbox.set(e.MutationId, copy(e)),
    deleteOutbox: async (mutationId) => void s.outbox.delete(mutationId),
    reviews: async () => copy([...s.reviews.values()]),
    getReview: async (entity, key) => copy(s.reviews.get(id(entity, key))),
    putReview: async (r) => void s.reviews.set(id(r.Entity, r.Key), copy(r)),
    deleteReview: async (entity, key) => void s.reviews.delete(id(entity, key)),
    getBlob: async (hash) => copy(s.blobs.get(hash)),
    putBlob: async (b) => void s.blobs.set(b.Hash, copy(b)),
    deleteBlob: async (hash) => void s.blobs.delete(hash),
    getMeta: async <T>(name: string) => copy(s.meta.get(name)) as T | undefined,
    setMeta: async (name, value) => void s.meta.set(name, copy(value)),
  };
}
