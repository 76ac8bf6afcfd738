import type { MutationResult } from './protocol';
import type { LocalRecord, Review, SyncStore } from './store';

/**
 * Applies the server's answer to one sent entry. Answers to entries no longer queued (a duplicated
 * or late response) change nothing. Applied: the record takes the server's Id and Version, and its
 * server data unless newer edits are queued (those are rebased on the new Version). Conflict or
 * rejection: the record's queued entries are withdrawn and a review waits for the user's choice.
 */
export async function applyPushResult(store: SyncStore, r: MutationResult, at: string): Promise<void> {
  const sent = (await store.outbox()).find((e) => e.MutationId === r.MutationId);
  if (!sent) return;
  await store.deleteOutbox(sent.MutationId);
  const rest = (await store.outbox()).filter((e) => e.Entity === sent.Entity && e.Key === sent.Key);
  const rec = await store.getRecord(sent.Entity, sent.Key);

  if (r.Status === 'applied') {
    if (sent.BlobHash) await store.deleteBlob(sent.BlobHash);
    for (const e of rest) await store.putOutbox({ ...e, Id: r.Id, BaseVersion: r.Version });
    if (r.Deleted) {
      if (rest.length === 0) await store.deleteRecord(sent.Entity, sent.Key);
      return;
    }
    if (!rec) return;
    // A replayed answer may be older than what a pull already brought: never roll the record back.
    const gone = rec.Id !== null && rec.Base === null;
    if (gone && rest.length === 0 && !rec.NeedsReview) return store.deleteRecord(sent.Entity, sent.Key);
    const server =
      rec.Base && rec.Base.Version > r.Version ? rec.Base : { Id: r.Id, Version: r.Version, Data: r.Data };
    const quiet = rest.length === 0 && !rec.NeedsReview && rec.Data !== null;
    await store.putRecord({
      ...rec,
      Id: r.Id,
      Version: server.Version,
      Data: quiet ? server.Data : rec.Data,
      Base: gone ? null : server,
      Pending: rest.length,
    });
    return;
  }

  // The latest body the user queued for this record is what "keep mine" resubmits.
  const latest = rest.length ? rest[rest.length - 1]! : sent;
  for (const e of rest) await store.deleteOutbox(e.MutationId);
  const mineDeleted = latest.Op === 'delete' || rec?.Data === null;
  const review: Review = {
    Entity: sent.Entity,
    Key: sent.Key,
    Kind: r.Status,
    Op: mineDeleted ? 'delete' : sent.Op,
    Mine: mineDeleted ? null : (rec?.Data ?? null),
    MineBody: mineDeleted ? null : latest.Data,
    Theirs: null,
    TheirsId: null,
    TheirsVersion: null,
    Message: null,
    ModelState: {},
    At: at,
  };
  if (r.Status === 'conflict') {
    review.Theirs = r.Current;
    review.TheirsId = r.Current === null ? null : r.Id;
    review.TheirsVersion = r.CurrentVersion;
    // A replayed conflict carries the server's record as it was then; a later pull knows better.
    if (rec && rec.Id !== null && rec.Base === null) {
      review.Theirs = null;
      review.TheirsId = null;
      review.TheirsVersion = null;
    } else if (rec?.Base && rec.Base.Version > (r.CurrentVersion ?? 0)) {
      review.Theirs = rec.Base.Data;
      review.TheirsId = rec.Base.Id;
      review.TheirsVersion = rec.Base.Version;
    }
  } else {
    review.Theirs = rec?.Base?.Data ?? null;
    review.TheirsId = rec?.Base?.Id ?? null;
    review.TheirsVersion = rec?.Base?.Version ?? null;
    review.Message = r.Message;
    review.ModelState = r.ModelState;
  }
  await store.putReview(review);
  if (rec) await store.putRecord(withReview(rec, review));
}

function withReview(rec: LocalRecord, review: Review): LocalRecord {
  const base =
    review.Theirs !== null && review.TheirsId !== null
      ? { Id: review.TheirsId, Version: review.TheirsVersion ?? 0, Data: review.Theirs }
      : null;
  // A deleted record comes back into view while its review waits, showing what the user had.
  return { ...rec, Data: rec.Data ?? review.Theirs, Base: base, Pending: 0, NeedsReview: true };
}
