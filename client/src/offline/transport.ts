import type { BlobStatus, PullRequest, PushRequest } from '@canopy/sync/protocol';
import type { SyncTransport } from '@canopy/sync/engine-types';
import { api } from '../kernel/api/client';
import { ApiError } from '../kernel/api/errors';

const isBlobStatus = (v: unknown): v is BlobStatus =>
  typeof v === 'object' && v !== null && 'Received' in v && 'Complete' in v;

/**
 * The engine's way to the server, through the app's API client: it carries the token and the
 * anti-forgery header, renews the session on a 401 once, and fails with ApiError(0) offline.
 */
export function createHttpTransport(): SyncTransport {
  return {
    pull: async (req: PullRequest) => (await api.post('/sync/pull', { body: req })).data,
    push: async (req: PushRequest) => (await api.post('/sync/push', { body: req })).data,
    blobStatus: async (hash) => (await api.get('/sync/blobs/{hash}', { path: { hash } })).data,
    putBlobChunk: async (hash, offset, chunk, final) => {
      // The API client sends a Blob as is (an ArrayBuffer would be turned into JSON).
      const body = new Blob([chunk], { type: 'application/octet-stream' });
      try {
        const res = await api.put('/sync/blobs/{hash}', {
          path: { hash },
          query: { offset, final: final ? 1 : undefined },
          body,
          headers: { 'Content-Type': 'application/octet-stream' },
        });
        return res.data;
      } catch (err) {
        // A 409 says the server holds a different number of bytes: its status is where to resume.
        if (err instanceof ApiError && err.status === 409 && isBlobStatus(err.data)) return err.data;
        throw err;
      }
    },
  };
}
