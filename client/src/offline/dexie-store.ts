import type { SyncEntity } from '@canopy/sync/protocol';
import type { OutboxEntry, SyncStore } from '@canopy/sync/store';
import type { CrewDb } from './db';
import { toLocal, toStored, type StoredRecord } from './storedRecord';

const ORDER_COUNTER = 'outboxOrder';

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
    findRecordById: async (entity, id) => toLocal(await db.records(entity).byId(id)),
    putRecord: (record) => db.records(record.Entity).put([toStored(record)]),
    deleteRecord: (entity, key) => db.records(entity).delete([key]),
    recordsFor: async (entity, keys, ids) =>
      (await db.records(entity).find(keys, ids)).map((r) => toLocal(r)),
    putRecords: async (records) => {
      const byEntity = new Map<SyncEntity, StoredRecord[]>();
      for (const r of records) {
        const rows = byEntity.get(r.Entity) ?? [];
        rows.push(toStored(r));
        byEntity.set(r.Entity, rows);
      }
      for (const [entity, rows] of byEntity) await db.records(entity).put(rows);
    },
    deleteRecords: (entity, keys) => db.records(entity).delete(keys),
    allRecords: async (entity) => (await db.records(entity).all()).map((r) => toLocal(r)),

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
