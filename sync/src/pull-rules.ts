import { serverKey, type SyncChange, type SyncEntity } from './protocol';
import type { LocalRecord, SyncStore } from './store';

/**
 * What one pulled change makes of the record the device holds: the record to store, null to delete
 * it, undefined to leave it. The server's state always becomes the record's Base; it replaces what
 * the user sees only when nothing of theirs is queued or waiting for review (`busy`), so an unsynced
 * edit is never overwritten (the push that carries it meets the new Version and becomes a conflict).
 */
function merged(rec: LocalRecord | undefined, c: SyncChange, busy: boolean): LocalRecord | null | undefined {
  if (c.Deleted) {
    if (!rec) return undefined;
    return busy ? { ...rec, Base: null } : null;
  }
  const base = { Id: c.Id, Version: c.Version, Data: c.Data };
  if (!rec)
    return {
      Entity: c.Entity,
      Key: c.Key ?? serverKey(c.Id),
      Id: c.Id,
      Version: c.Version,
      Data: c.Data,
      Base: base,
      Pending: 0,
      NeedsReview: false,
    };
  // A push answer may already have brought a newer Version than this page was read at.
  if (rec.Base && c.Version < rec.Base.Version) return undefined;
  if (busy) return { ...rec, Id: c.Id, Base: base };
  return { ...rec, Id: c.Id, Version: c.Version, Data: c.Data, Base: base };
}

/**
 * Applies a page of pulled changes, in order, with one read and one write of each entity's records
 * (bulk, inside the caller's transaction) rather than a round of reads and a write per change: a
 * first sync of thousands of records is bound by those round trips on IndexedDB.
 */
export async function applyPullPage(store: SyncStore, changes: readonly SyncChange[]): Promise<void> {
  if (!changes.length) return;
  const queued = new Set((await store.outbox()).map((e) => `${e.Entity}:${e.Key}`));
  const byEntity = new Map<SyncEntity, SyncChange[]>();
  for (const c of changes) {
    const list = byEntity.get(c.Entity) ?? [];
    list.push(c);
    byEntity.set(c.Entity, list);
  }

  for (const [entity, list] of byEntity) {
    const found = await store.recordsFor(
      entity,
      list.flatMap((c) => (c.Key ? [c.Key] : [])),
      list.map((c) => c.Id),
    );
    const byKey = new Map(found.map((r) => [r.Key, r]));
    const keyById = new Map(found.flatMap((r) => (r.Id === null ? [] : [[r.Id, r.Key] as const])));
    const puts = new Map<string, LocalRecord>();
    const deletes = new Set<string>();
    for (const c of list) {
      const key = c.Key && byKey.has(c.Key) ? c.Key : keyById.get(c.Id);
      const rec = key === undefined ? undefined : byKey.get(key);
      if (rec?.NeedsReview) await refreshReview(store, rec.Key, c);
      const next = merged(rec, c, (rec && queued.has(`${entity}:${rec.Key}`)) || !!rec?.NeedsReview);
      if (next === undefined) continue;
      if (next === null) {
        byKey.delete(rec!.Key);
        keyById.delete(c.Id);
        puts.delete(rec!.Key);
        deletes.add(rec!.Key);
        continue;
      }
      byKey.set(next.Key, next);
      if (next.Id !== null) keyById.set(next.Id, next.Key);
      deletes.delete(next.Key);
      puts.set(next.Key, next);
    }
    await store.deleteRecords(entity, [...deletes]);
    await store.putRecords([...puts.values()]);
  }
}

/** Applies one pulled change (see applyPullPage). */
export const applyPull = (store: SyncStore, c: SyncChange): Promise<void> => applyPullPage(store, [c]);

/** "Take theirs" must take the server's record as it is now, not as it was when the review was made. */
async function refreshReview(store: SyncStore, key: string, c: SyncChange): Promise<void> {
  const review = await store.getReview(c.Entity, key);
  if (!review || (!c.Deleted && review.TheirsVersion !== null && c.Version < review.TheirsVersion)) return;
  await store.putReview({
    ...review,
    Theirs: c.Deleted ? null : c.Data,
    TheirsId: c.Deleted ? null : c.Id,
    TheirsVersion: c.Deleted ? null : c.Version,
  });
}
