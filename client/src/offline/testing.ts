import { cleanup } from '@testing-library/react';
import { installFakeIndexedDb } from '../test/fakeIndexedDb';
import { createSyncEngine } from '@canopy/sync/engine';
import type { SyncTransport } from '@canopy/sync/engine-types';
import { Messages } from '@canopy/shared';
import { ApiError } from '../kernel/api/errors';
import { openCrewDb } from './db';
import { createDexieStore } from './dexie-store';
import { useOfflineContext, type OfflineContext } from './context';

/** A transport with no network: every call fails as the API client does offline. */
export const offlineTransport = (): SyncTransport => {
  const fail = () => Promise.reject(new ApiError(0, Messages.ConnectionError));
  return { pull: fail, push: fail, blobStatus: fail, putBlobChunk: fail };
};

export interface TestOffline extends OfflineContext {
  /** The "sync soon" requests the screens made. */
  syncRequests: { now?: boolean }[];
}

/**
 * For component tests (on fake-indexeddb, installed here): installs an employee's database and a
 * real engine over it, with a transport of the test's choosing, and keeps the sign-in lifecycle
 * from replacing it. Call `removeTestOffline` after each test.
 */
export function installTestOffline(
  opts: { employeeId?: number; transport?: SyncTransport } = {},
): TestOffline {
  installFakeIndexedDb();
  const employeeId = opts.employeeId ?? 7;
  const db = openCrewDb(employeeId);
  const store = createDexieStore(db);
  const engine = createSyncEngine({
    store,
    transport: opts.transport ?? offlineTransport(),
    newId: () => crypto.randomUUID(),
  });
  const syncRequests: { now?: boolean }[] = [];
  const ctx: TestOffline = { employeeId, db, store, engine, syncRequests };
  useOfflineContext.setState({ ctx, external: true, requestSync: (o) => void syncRequests.push(o ?? {}) });
  return ctx;
}

/** Drops the test's database, so the next test starts empty. */
export async function removeTestOffline(): Promise<void> {
  // Screens still reading the database would fail on it once closed: they go first.
  cleanup();
  const ctx = useOfflineContext.getState().ctx;
  useOfflineContext.setState({ ctx: null, external: false, requestSync: () => {} });
  if (ctx) await ctx.db.delete();
}
