import { serverKey, type SyncChange } from './protocol';
import type { SyncStore } from './store';

/**
 * Applies one pulled change. The server's state always becomes the record's Base; it replaces what
 * the user sees only when nothing of theirs is queued or waiting for review, so an unsynced edit is
 * never overwritten (the push that carries it meets the new Version and becomes a conflict).
 */
export async function applyPull(store: SyncStore, c: SyncChange): Promise<void> {
  const rec =
    (c.Key ? await store.getRecord(c.Entity, c.Key) : undefined) ??
    (await store.findRecordById(c.Entity, c.Id));
  const queued = rec ? (await store.outbox()).some((e) => e.Entity === c.Entity && e.Key === rec.Key) : false;
  const busy = queued || (rec?.NeedsReview ?? false);

  if (c.Deleted) {
    if (!rec) return;
    if (rec.NeedsReview) await refreshReview(store, rec.Key, c);
    if (busy) await store.putRecord({ ...rec, Base: null });
    else await store.deleteRecord(c.Entity, rec.Key);
    return;
  }
  if (!rec) {
    await store.putRecord({
      Entity: c.Entity,
      Key: c.Key ?? serverKey(c.Id),
      Id: c.Id,
      Version: c.Version,
      Data: c.Data,
      Base: { Id: c.Id, Version: c.Version, Data: c.Data },
      Pending: 0,
      NeedsReview: false,
    });
    return;
  }
  // A push answer may already have brought a newer Version than this page was read at.
  if (rec.Base && c.Version < rec.Base.Version) return;
  const base = { Id: c.Id, Version: c.Version, Data: c.Data };
  if (rec.NeedsReview) await refreshReview(store, rec.Key, c);
  if (busy) await store.putRecord({ ...rec, Id: c.Id, Base: base });
  else await store.putRecord({ ...rec, Id: c.Id, Version: c.Version, Data: c.Data, Base: base });
}

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
