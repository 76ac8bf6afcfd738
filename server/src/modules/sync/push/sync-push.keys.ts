import { SyncMessages, type SyncEntity, type SyncMutation } from '@canopy/sync/protocol';
import type { Db } from '../../../platform/db';
import { ruleFailed } from '../../../platform/errors';
import { syncPushRepo } from './sync-push.repo';

// Records pulled to a device carry the key `s:<Id>`; records made on the device carry a UUID the
// server learns when it saves the record (sync_keys, read by the pull to tell the device its record).
const SERVER_KEY = /^s:(\d{1,9})$/;

interface KeyedRecord {
  entity: SyncEntity;
  id: number;
}

/** Keys remembered at most, by the one book of a running server: a crew's week of pushes many times over. */
const KEYS_KEPT = 20_000;

/**
 * What the device's keys name, read once: a stored key never changes (the first record made under it
 * keeps it), so a key read or written by a committed group holds for every later push. The keys of a
 * group still running count only within that group until it commits.
 */
export function keyBook() {
  const committed = new Map<string, KeyedRecord>();

  return {
    /** The keys of one group's transaction; `commit` once that transaction committed. */
    group(trx: Db) {
      const seen = new Map<string, KeyedRecord>();
      /** Made in this group and not yet written (the group writes them together at its end). */
      const unwritten = new Map<string, KeyedRecord>();

      async function idOf(key: string, entity?: SyncEntity): Promise<number | null> {
        const server = SERVER_KEY.exec(key);
        if (server) return Number(server[1]);
        let found = seen.get(key) ?? committed.get(key);
        if (!found) {
          const row = await syncPushRepo(trx).keyOf(key);
          if (!row) return null;
          found = { entity: row.entity, id: row.record_id };
          seen.set(key, found);
        }
        return !entity || found.entity === entity ? found.id : null;
      }

      return {
        /** The server id of the record an update or delete is about: sent, or found by its Key. */
        async recordId(m: SyncMutation): Promise<number> {
          if (m.Id != null) return m.Id;
          const id = await idOf(m.Key, m.Entity);
          if (id === null) throw ruleFailed(SyncMessages.UnknownReference);
          return id;
        },

        /** Data with each Refs field set to the id of the record its Key names (made earlier, maybe in this push). */
        async resolveRefs(m: SyncMutation): Promise<Record<string, unknown>> {
          const data: Record<string, unknown> =
            m.Data && typeof m.Data === 'object' && !Array.isArray(m.Data) ? { ...(m.Data as object) } : {};
          for (const [field, key] of Object.entries(m.Refs ?? {})) {
            const id = await idOf(key);
            if (id === null) throw ruleFailed(SyncMessages.UnknownReference);
            data[field] = id;
          }
          return data;
        },

        /**
         * Remembers the key a device made a record under; a key the server knows already stays as it
         * is. `later` leaves the writing to `writeLater`, for a group that writes its keys at once.
         */
        async remember(m: SyncMutation, id: number, later = false): Promise<void> {
          if (SERVER_KEY.test(m.Key) || seen.has(m.Key) || committed.has(m.Key)) return;
          const made = { entity: m.Entity, id };
          if (later) {
            unwritten.set(m.Key, made);
            seen.set(m.Key, made);
          } else if (await syncPushRepo(trx).rememberKey(m.Key, m.Entity, id)) seen.set(m.Key, made);
        },

        /** Writes the keys left for later; false if one was stored meanwhile (its record is another). */
        async writeLater(): Promise<boolean> {
          const rows = [...unwritten].map(([key, r]) => ({ key, entity: r.entity, record_id: r.id }));
          unwritten.clear();
          return (await syncPushRepo(trx).rememberKeys(rows)) === rows.length;
        },

        commit() {
          for (const [key, r] of seen) {
            if (committed.size >= KEYS_KEPT) committed.delete(committed.keys().next().value!);
            committed.set(key, r);
          }
        },
      };
    },
  };
}
export type KeyBook = ReturnType<typeof keyBook>;
export type GroupKeys = ReturnType<KeyBook['group']>;
