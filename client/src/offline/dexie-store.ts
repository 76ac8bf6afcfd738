import type { SyncEntity } from '@canopy/sync/protocol';
import type { OutboxEntry, SyncStore } from '@canopy/sync/store';
import type { Table } from 'dexie';
import type { CrewDb } from './db';
import { toLocal, toStored, type StoredRecord } from './storedRecord';

const ORDER_COUNTER = 'outboxOrder';

/**
 * The records with these server ids. A pulled page's ids mostly lie close together, and reading
 * their whole span of the Id index is one request, where looking them up one by one walks the
 * index a step (a round trip to the browser's database) per id; the span is read only when it
 * holds few records besides the wanted ones.
 */
async function withIds(table: Table<StoredRecord, string>, ids: number[]): Promise<StoredRecord[]> {
  const wanted = new Set(ids);
  const span = table.where('Id').between(Math.min(...ids), Math.max(...ids), true, true);
  if ((await span.count()) > 2 * wanted.size) return table.where('Id').anyOf(ids).toArray();
  return (await span.toArray()).filter((r) => r.Id !== null && wanted.has(r.Id));
}

/**
 * The sync engine's store over the crew database. Every method joins the surrounding
 * `transaction` when there is one (Dexie reuses a parent transaction over the same tables), so the
 * engine's merge steps are atomic across records, outbox, reviews, blobs and meta.
 */
export function createDexieStore(db: CrewDb): SyncStore {
  const all = () => db.tables;

  return {
    transaction: (body) => db.transaction('rw', all(), body),

    getRecord: async (entity: SyncEntity, key: string) => toLocal(await db.records(entity).get(key)),
    findRecordById: async (entity, id) => toLocal(await db.records(entity).where('Id').equals(id).first()),
    putRecord: async (record) => {
      await db.records(record.Entity).put(toStored(record));
    },
    deleteRecord: (entity, key) => db.records(entity).delete(key),
    recordsFor: async (entity, keys, ids) => {
      const table = db.records(entity);
      // One read after the other: a native Promise.all would leave Dexie's transaction zone.
      const byKey = keys.length ? await table.bulkGet(keys) : [];
      const byId = ids.length ? await withIds(table, ids) : [];
      const found = new Map<string, StoredRecord>();
      for (const r of [...byKey, ...byId]) if (r) found.set(r.Key, r);
      return [...found.values()].map((r) => toLocal(r));
    },
    putRecords: async (records) => {
      const byEntity = new Map<SyncEntity, StoredRecord[]>();
      for (const r of records) {
        const rows = byEntity.get(r.Entity) ?? [];
        rows.push(toStored(r));
        byEntity.set(r.Entity, rows);
      }
      for (const [entity, rows] of byEntity) await db.records(entity).bulkPut(rows);
    },
    deleteRecords: async (entity, keys) => {
      if (keys.length) await db.records(entity).bulkDelete(keys);
    },
    allRecords: async (entity) => (await db.records(entity).toArray()).map((r) => toLocal(r)),

    outbox: () => db.outbox.orderBy('Order').toArray(),
    // The counter lives in meta rather than in an auto-increment key: the outbox is keyed by
    // MutationId, and the counter must never go back even when the outbox empties.
    addOutbox: (entry) =>
      db.transaction('rw', [db.outbox, db.meta], async () => {
        const last = ((await db.meta.get(ORDER_COUNTER))?.Value as number | undefined) ?? 0;
        const added: OutboxEntry = { ...entry, Order: last + 1 };
        await db.meta.put({ Name: ORDER_COUNTER, Value: added.Order });
        await db.outbox.add(added);
        return added;
      }),
    putOutbox: async (entry) => {
      await db.outbox.put(entry);
    },
    deleteOutbox: (mutationId) => db.outbox.delete(mutationId),

    reviews: () => db.reviews.toArray(),
    getReview: (entity, key) => db.reviews.get([entity, key]),
    putReview: async (review) => {
      await db.reviews.put(review);
    },
    deleteReview: (entity, key) => db.reviews.delete([entity, key]),

    getBlob: (hash) => db.blobs.get(hash),
    putBlob: async (blob) => {
      await db.blobs.put(blob);
    },
    deleteBlob: (hash) => db.blobs.delete(hash),

    getMeta: async <T>(name: string) => (await db.meta.get(name))?.Value as T | undefined,
    setMeta: async (name, value) => {
      await db.meta.put({ Name: name, Value: value });
    },
  };
}
