import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BLOB_MAX_BYTES, SyncMessages, type BlobStatus } from '@canopy/sync/protocol';
import { requireClaim, type AuthContext } from '../../../platform/auth/context';
import type { Db } from '../../../platform/db';
import { HttpError, ValidationError } from '../../../platform/errors';
import type { FilesService } from '../../../platform/files/files';
import { IMAGE_KINDS } from '../../../platform/files/sniff';
import { syncPushRepo } from './sync-push.repo';
import { workOrderImageAccess } from '../../work-order-images/work-order-images.access';

/** The name a photo is stored under until the image that shows it names it. */
const UNNAMED = 'photo';

/**
 * Photos from the crew app, uploaded by their sha256 in pieces so a dropped connection resumes where
 * it stopped. The pieces gather in a file of the files store's temp area; the whole photo is checked
 * (its hash, and that it is an image) and stored through the files service, once per hash.
 */
export function blobsService(deps: { db: Db; files: FilesService; tempDir: string }) {
  const { db, files, tempDir } = deps;
  const partial = (hash: string) => join(tempDir, hash);
  // Pieces of one photo are taken one at a time (a device retrying while its first try still runs).
  const queues = new Map<string, Promise<unknown>>();

  function oneAtATime<T>(hash: string, work: () => Promise<T>): Promise<T> {
    const run = (queues.get(hash) ?? Promise.resolve()).then(work, work);
    const settled = run.catch(() => undefined);
    queues.set(hash, settled);
    void settled.then(() => {
      if (queues.get(hash) === settled) queues.delete(hash);
    });
    return run;
  }

  async function received(hash: string): Promise<number> {
    return stat(partial(hash)).then(
      (s) => s.size,
      () => 0,
    );
  }

  const stored = (on: Db, hash: string) => syncPushRepo(on).storedBlob(hash);

  async function status(hash: string): Promise<BlobStatus> {
    const done = await stored(db, hash);
    if (done) return { Hash: hash, Received: done.size_bytes, Complete: true };
    return { Hash: hash, Received: await received(hash), Complete: false };
  }

  async function discard(hash: string): Promise<void> {
    await rm(partial(hash), { force: true });
  }

  /** The gathered photo checked and stored; a copy stored meanwhile (another device) is reused. */
  async function complete(auth: AuthContext, hash: string): Promise<void> {
    const bytes = await readFile(partial(hash));
    if (createHash('sha256').update(bytes).digest('hex') !== hash) {
      await discard(hash);
      throw new ValidationError({ Service: [SyncMessages.HashMismatch] });
    }
    const fileId = await files
      .save({ buffer: bytes, filename: UNNAMED, fields: {} }, IMAGE_KINDS, auth.userId)
      .catch(async (e: unknown) => {
        await discard(hash);
        throw e;
      });
    if (!(await syncPushRepo(db).keepBlob(hash, fileId, auth.employeeId))) await files.remove(fileId);
    await discard(hash);
  }

  return {
    async status(auth: AuthContext, hash: string): Promise<BlobStatus> {
      requireClaim(auth, workOrderImageAccess.edit);
      return status(hash);
    },

    /**
     * Appends the piece at `offset`, which must be where the server's copy ends (else 409 with the
     * status, to resume from). A piece the server holds already changes nothing. `final` completes it.
     */
    put(auth: AuthContext, hash: string, offset: number, chunk: Buffer, final: boolean): Promise<BlobStatus> {
      requireClaim(auth, workOrderImageAccess.edit);
      return oneAtATime(hash, async () => {
        const now = await status(hash);
        if (now.Complete) return now;
        const end = offset + chunk.length;
        if (end > BLOB_MAX_BYTES)
          throw new ValidationError({
            File: [`The photo is larger than ${Math.round(BLOB_MAX_BYTES / 1048576)} MB.`],
          });
        if (offset > now.Received || (offset < now.Received && end > now.Received))
          throw new HttpError(409, `The upload continues from byte ${now.Received}.`, now);
        if (offset === now.Received && chunk.length) {
          await mkdir(tempDir, { recursive: true });
          await appendFile(partial(hash), chunk);
        }
        if (final) await complete(auth, hash);
        return status(hash);
      });
    },

    /** The stored file of a completely uploaded photo, if there is one. */
    async storedFile(on: Db, hash: string): Promise<number | null> {
      return (await stored(on, hash))?.file_id ?? null;
    },

    /** Gives the photo the name the device knows it by (the image shows it as its FileName). */
    async name(on: Db, fileId: number, fileName: string): Promise<void> {
      const name = fileName.trim().slice(0, 255);
      if (name) await syncPushRepo(on).nameFile(fileId, name);
    },
  };
}
export type BlobsService = ReturnType<typeof blobsService>;
