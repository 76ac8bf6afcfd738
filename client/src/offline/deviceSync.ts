import { createSyncEngine } from '@canopy/sync/engine';
import type { SyncTransport } from '@canopy/sync/engine-types';
import { openCrewDb } from './db';
import { createDexieStore } from './dexie-store';
import type { OfflineContext } from './context';
import { readPins } from './pins';
import { useSyncStatusStore } from './status';
import { createHttpTransport } from './transport';

/** Opens the employee's database on this device and the sync engine over it. */
export function createOfflineContext(
  employeeId: number,
  transport: SyncTransport = createHttpTransport(),
): OfflineContext {
  const db = openCrewDb(employeeId);
  const store = createDexieStore(db);
  const engine = createSyncEngine({
    store,
    transport,
    newId: () => crypto.randomUUID(),
    pins: () => readPins(db),
    onPullProgress: ({ received, remaining, running }) =>
      useSyncStatusStore.setState({ pull: running ? { received, remaining } : null }),
  });
  return { employeeId, db, store, engine };
}
