import { useEffect, useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncEntity } from '@canopy/sync/protocol';
import type { LocalRecord, Review } from '@canopy/sync/store';
import type { CrewDb } from './db';
import { ENTITY_TABLES, toLocal, visible } from './storedRecord';
import { useOfflineContext } from './context';
import { fetchLookup, isStale, lookupKey, type Lookup } from './lookups';
import { useSyncStatusStore, type SyncStatusState } from './status';
import { useClaims } from '../kernel/session/sessionStore';

export { useOfflineWriter, type OfflineWriter } from './writer';

const useDb = (): CrewDb | null => useOfflineContext((s) => s.ctx?.db ?? null);

/**
 * Runs a live query, reading a closed database (the moment of sign-out, before the screens let
 * go of it) as "nothing yet" rather than an error thrown into the screen.
 */
async function whileOpen<T, F>(fn: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await fn();
  } catch (err) {
    if ((err as Error | undefined)?.name === 'DatabaseClosedError') return fallback;
    throw err;
  }
}

async function recordsWhere<T>(
  db: CrewDb,
  entity: SyncEntity,
  index: string,
  value: number | string,
): Promise<LocalRecord<T>[]> {
  const rows = await db.records(entity).where(index, value);
  return rows.map((r) => visible<T>(toLocal(r))).filter((r) => r !== undefined);
}

/** The entity's records whose `index` (e.g. 'Data.WorkOrderId') equals `value`; undefined while loading. */
export function useOfflineRecords<T>(
  entity: SyncEntity,
  index: string,
  value: number | string,
): LocalRecord<T>[] | undefined {
  const db = useDb();
  return useLiveQuery(
    async () => (db ? recordsWhere<T>(db, entity, index, value) : undefined),
    [db, entity, index, value],
  );
}

/** An answer of `useOfflineRecordsFor`, with the value it was read for. */
export interface RecordsFor<T> {
  value: number | string;
  records: LocalRecord<T>[];
}

/**
 * The same with the value each answer is for: when `value` changes, a live query goes on answering
 * with the last value's records until the new ones are read, and a caller that shows something else
 * meanwhile (a first read) must tell them apart.
 */
export function useOfflineRecordsFor<T>(
  entity: SyncEntity,
  index: string,
  value: number | string,
): RecordsFor<T> | undefined {
  const db = useDb();
  return useLiveQuery(
    async () => (db ? { value, records: await recordsWhere<T>(db, entity, index, value) } : undefined),
    [db, entity, index, value],
  );
}

/** One record by its key; undefined while loading, null when the device does not have it. */
export function useOfflineRecord<T>(entity: SyncEntity, key: string | null | undefined) {
  const db = useDb();
  return useLiveQuery(async (): Promise<LocalRecord<T> | null | undefined> => {
    if (!db) return undefined;
    if (!key) return null;
    return visible<T>(toLocal(await db.records(entity).get(key))) ?? null;
  }, [db, entity, key]);
}

/** One record by its server id; undefined while loading, null when the device does not have it. */
export function useOfflineRecordById<T>(entity: SyncEntity, id: number | null | undefined) {
  const db = useDb();
  return useLiveQuery(async (): Promise<LocalRecord<T> | null | undefined> => {
    if (!db) return undefined;
    if (!id) return null;
    return visible<T>(toLocal(await db.records(entity).byId(id))) ?? null;
  }, [db, entity, id]);
}

/**
 * A lookup's answer as last fetched (kept in the database for offline use). When it is missing or
 * stale and the device is online it is fetched and stored; the live query then shows it. With
 * `enabled` false only what the device holds is read (the user may not ask the server for it).
 */
export function useLookup<T>(spec: Lookup<T>, enabled = true): T | undefined {
  const db = useDb();
  const online = useSyncStatusStore((s) => s.online);
  const key = lookupKey(spec);
  // The spec object may be rebuilt on every render; its key is what identifies it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => spec, [key]);
  const claims = useClaims();
  const mayAsk = enabled && (!spec.allowed || spec.allowed(claims));
  const entry = useLiveQuery(
    async () =>
      db
        ? whileOpen(async () => {
            const kept = (await db.lookups.get(key)) ?? null;
            const held = await stable.held?.(db, kept?.Data as T | undefined);
            return { kept, held };
          }, undefined)
        : undefined,
    [db, key],
  );

  useEffect(() => {
    if (!db || !online || !mayAsk || entry === undefined) return;
    // Kept current by sync: nothing to ask for unless a kept answer has gone stale.
    if (entry.held !== undefined && !entry.kept) return;
    if (entry.kept && !isStale(entry.kept.FetchedAt)) return;
    fetchLookup(db, stable).catch(() => {
      // Offline, or not allowed for this role: the screen works with what it has.
    });
  }, [db, online, mayAsk, entry, stable]);

  return entry?.held ?? (entry?.kept?.Data as T | undefined) ?? undefined;
}

export interface SyncStatus extends SyncStatusState {
  /** Records with changes not yet accepted by the server (waiting, or needing review). */
  unsynced: number;
  reviews: number;
  lastSyncedAt: string | null;
}

/** The sync status of the signed-in employee's device, shared by every open tab. */
export function useSyncStatus(): SyncStatus {
  const db = useDb();
  const state = useSyncStatusStore();
  const counts = useLiveQuery(async () => {
    if (!db) return undefined;
    return whileOpen(() => countsOf(db), undefined);
  }, [db]);
  return { ...state, unsynced: 0, reviews: 0, lastSyncedAt: null, ...counts };
}

async function countsOf(db: CrewDb) {
  const perTable = await Promise.all(
    (Object.keys(ENTITY_TABLES) as SyncEntity[]).map((e) => db.records(e).countUnsynced()),
  );
  return {
    unsynced: perTable.reduce((a, b) => a + b, 0),
    reviews: await db.reviews.count(),
    lastSyncedAt: ((await db.meta.get('lastSyncedAt'))?.Value as string | undefined) ?? null,
  };
}

/** The records waiting for the user's choice, oldest first. */
export function useReviews(): Review[] | undefined {
  const db = useDb();
  return useLiveQuery(
    async () =>
      db
        ? whileOpen(
            async () => (await db.reviews.toArray()).sort((a, b) => a.At.localeCompare(b.At)),
            undefined,
          )
        : undefined,
    [db],
  );
}
