import { SyncMessages, type SyncEntity, type SyncMutation } from '@canopy/sync/protocol';
import type { Db } from '../../../platform/db';
import { ruleFailed } from '../../../platform/errors';
import { syncPushRepo } from './sync-push.repo';

// Records pulled to a device carry the key `s:<Id>`; records made on the device carry a UUID the
// server learns when it saves the record (sync_keys, read by the pull to tell the device its record).
const SERVER_KEY = /^s:(\d{1,9})$/;

async function idOfKey(trx: Db, key: string, entity?: SyncEntity): Promise<number | null> {
  const server = SERVER_KEY.exec(key);
  if (server) return Number(server[1]);
  return syncPushRepo(trx).idOfKey(key, entity);
}

/** The server id of the record an update or delete is about: sent, or found by its Key. */
export async function recordId(trx: Db, m: SyncMutation): Promise<number> {
  if (m.Id != null) return m.Id;
  const id = await idOfKey(trx, m.Key, m.Entity);
  if (id === null) throw ruleFailed(SyncMessages.UnknownReference);
  return id;
}

/** Data with each Refs field set to the id of the record its Key names (made earlier, maybe in this push). */
export async function resolveRefs(trx: Db, m: SyncMutation): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> =
    m.Data && typeof m.Data === 'object' && !Array.isArray(m.Data) ? { ...(m.Data as object) } : {};
  for (const [field, key] of Object.entries(m.Refs ?? {})) {
    const id = await idOfKey(trx, key);
    if (id === null) throw ruleFailed(SyncMessages.UnknownReference);
    data[field] = id;
  }
  return data;
}

/** Remembers the key a device made a record under; a key the server knows already stays as it is. */
export async function rememberKey(trx: Db, m: SyncMutation, id: number): Promise<void> {
  if (SERVER_KEY.test(m.Key)) return;
  await syncPushRepo(trx).rememberKey(m.Key, m.Entity, id);
}
