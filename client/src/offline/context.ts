import { create } from 'zustand';
import type { SyncEngine } from '@canopy/sync/engine-types';
import type { SyncStore } from '@canopy/sync/store';
import type { CrewDb } from './db';

/** The signed-in employee's offline world: their database, its store and the engine over it. */
export interface OfflineContext {
  employeeId: number;
  db: CrewDb;
  store: SyncStore;
  engine: SyncEngine;
}

interface OfflineState {
  ctx: OfflineContext | null;
  /** Asks the leader tab for a sync round soon (set by the lifecycle; a no-op when signed out). */
  requestSync: (opts?: { now?: boolean }) => void;
  /** Installed by a test (see testing.ts): the sign-in lifecycle leaves it alone. */
  external: boolean;
}

/** Screens read the context through this store, so they re-render when a user signs in or out. */
export const useOfflineContext = create<OfflineState>(() => ({
  ctx: null,
  requestSync: () => {},
  external: false,
}));

export const getOffline = (): OfflineContext | null => useOfflineContext.getState().ctx;

export const requestSync = (opts?: { now?: boolean }) => useOfflineContext.getState().requestSync(opts);

/**
 * The offline world once it is open: at once when it is, else when the sign-in lifecycle (loaded
 * after the first screen) has opened it. A change asked for on a first read waits for it.
 */
export function whenOffline(): Promise<OfflineContext> {
  const now = getOffline();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = useOfflineContext.subscribe((s) => {
      if (!s.ctx) return;
      stop();
      resolve(s.ctx);
    });
  });
}
