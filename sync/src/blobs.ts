import { BLOB_CHUNK_BYTES } from './protocol';
import type { SyncTransport } from './engine-types';
import type { SyncStore } from './store';

/** A refusal the server will repeat however often we ask (not a network, session or server fault). */
export function isPermanent(e: unknown): boolean {
  const status = (e as { status?: number })?.status;
  return (
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    status !== 401 &&
    status !== 409 &&
    status !== 429
  );
}

/**
 * Uploads the photos queued entries wait for, each resuming where the server's copy ends. A photo
 * the server refuses for good withdraws its entry into review; other failures are retried on the
 * next round, and never hold back records without photos.
 */
export async function uploadBlobs(
  store: SyncStore,
  transport: SyncTransport,
  now: () => string,
): Promise<void> {
  const waiting = (await store.outbox()).filter((e) => e.BlobHash);
  let failure: unknown = null;
  for (const hash of new Set(waiting.map((e) => e.BlobHash!))) {
    const blob = await store.getBlob(hash);
    if (!blob || blob.Done) continue;
    try {
      let status = await transport.blobStatus(hash);
      let offset = status.Received;
      while (!status.Complete) {
        const end = Math.min(offset + BLOB_CHUNK_BYTES, blob.Bytes.byteLength);
        status = await transport.putBlobChunk(
          hash,
          offset,
          blob.Bytes.slice(offset, end),
          end >= blob.Bytes.byteLength,
        );
        offset = status.Received;
        await store.putBlob({ ...blob, Uploaded: offset, Done: status.Complete });
      }
      await store.putBlob({ ...blob, Uploaded: blob.Bytes.byteLength, Done: true });
    } catch (e) {
      if (!isPermanent(e)) {
        failure ??= e;
        continue;
      }
      await refuse(store, hash, e, now());
    }
  }
  if (failure) throw failure;
}

async function refuse(store: SyncStore, hash: string, e: unknown, at: string): Promise<void> {
  const message = (e as { message?: string })?.message ?? 'The photo could not be uploaded.';
  await store.transaction(async () => {
    for (const entry of (await store.outbox()).filter((x) => x.BlobHash === hash)) {
      await store.deleteOutbox(entry.MutationId);
      const rec = await store.getRecord(entry.Entity, entry.Key);
      await store.putReview({
        Entity: entry.Entity,
        Key: entry.Key,
        Kind: 'rejected',
        Op: entry.Op,
        Mine: rec?.Data ?? null,
        MineBody: entry.Data,
        Theirs: null,
        TheirsId: null,
        TheirsVersion: null,
        Message: message,
        ModelState: {},
        At: at,
      });
      if (rec) await store.putRecord({ ...rec, Pending: 0, NeedsReview: true });
    }
    await store.deleteBlob(hash);
  });
}
