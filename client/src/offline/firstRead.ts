import { useEffect, useState } from 'react';
import type { SyncEntity } from '@canopy/sync/protocol';
import type { LocalRecord } from '@canopy/sync/store';
import { crewDbName, ENTITY_TABLES, toLocal, visible, type StoredRecord } from './storedRecord';

/**
 * A crew screen's first read, with the browser's own IndexedDB rather than Dexie: the screen shows
 * what the device holds without waiting for Dexie's download, and the live query (hooks.ts) takes
 * over once it has loaded. The database is opened without a version, so whatever layout Dexie last
 * gave it is read as it is; the connection closes as soon as the read is done and at once when Dexie
 * asks to upgrade.
 *
 * Null when the device cannot answer this way: no IndexedDB, no database for this employee yet (none
 * is made), an older layout without the table or the index, or any failure. The caller then waits
 * for the live query, as it would without a first read.
 */
export function readRecordsAtOnce<T>(
  employeeId: number,
  entity: SyncEntity,
  index: string,
  value: number | string,
): Promise<LocalRecord<T>[] | null> {
  return new Promise((resolve) => {
    const table = ENTITY_TABLES[entity];
    let open: IDBOpenDBRequest;
    try {
      open = indexedDB.open(crewDbName(employeeId));
    } catch {
      return resolve(null);
    }
    // Asked to upgrade from nothing: this employee has no database on the device yet. Aborting
    // leaves none behind for Dexie to find, and fails the request (onerror below).
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(null);
    open.onblocked = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      db.onversionchange = () => db.close();
      try {
        if (!db.objectStoreNames.contains(table)) return resolve(null);
        const store = db.transaction(table, 'readonly').objectStore(table);
        if (!store.indexNames.contains(index)) return resolve(null);
        const read = store.index(index).getAll(value);
        read.onsuccess = () =>
          resolve(
            (read.result as StoredRecord[])
              .map((r) => visible<T>(toLocal(r)))
              .filter((r): r is LocalRecord<T> => r !== undefined),
          );
        read.onerror = () => resolve(null);
      } catch {
        resolve(null);
      } finally {
        // Closes once the read's transaction is done; another open (Dexie's) is never held up.
        db.close();
      }
    };
  });
}

/** A first read's answer, with the value it was read for. */
export interface FirstRead<T> {
  value: number | string;
  /** Null when the device could not answer this way (see `readRecordsAtOnce`). */
  records: LocalRecord<T>[] | null;
}

/**
 * `readRecordsAtOnce` for a screen: undefined until the first answer, then the latest answer (which
 * may be of an earlier `value` for a moment; compare its `value`). Nothing is read while `skip`
 * (the live query has answered already) or without a signed-in employee.
 */
export function useFirstRead<T>(
  employeeId: number | null,
  entity: SyncEntity,
  index: string,
  value: number | string,
  skip = false,
): FirstRead<T> | undefined {
  const [answer, setAnswer] = useState<FirstRead<T>>();
  useEffect(() => {
    if (employeeId === null || skip || typeof indexedDB === 'undefined') return;
    let live = true;
    void readRecordsAtOnce<T>(employeeId, entity, index, value).then(
      (records) => live && setAnswer({ value, records }),
    );
    return () => {
      live = false;
    };
  }, [employeeId, entity, index, value, skip]);
  return answer;
}
