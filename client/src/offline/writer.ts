import { useMemo } from 'react';
import type { LocalChange } from '@canopy/sync/engine-types';
import type { SyncEntity } from '@canopy/sync/protocol';
import { getOffline, useOfflineContext, type OfflineContext } from './context';

// Apart from the live queries (hooks.ts): a screen may hold a writer before Dexie has loaded.

export interface OfflineWriter {
  create(entity: SyncEntity, change: LocalChange): Promise<string>;
  update(entity: SyncEntity, key: string, change: LocalChange): Promise<void>;
  remove(entity: SyncEntity, key: string): Promise<void>;
  resolve(entity: SyncEntity, key: string, choice: 'mine' | 'theirs', corrected?: LocalChange): Promise<void>;
}

function engineOf(): OfflineContext {
  const ctx = getOffline();
  if (!ctx) throw new Error('Sign in to save changes on this device.');
  return ctx;
}

/** Writes go to the device first and are queued for the server; each asks for a sync soon. */
export function useOfflineWriter(): OfflineWriter {
  const requestSync = useOfflineContext((s) => s.requestSync);
  return useMemo(
    () => ({
      async create(entity, change) {
        const key = await engineOf().engine.create(entity, change);
        requestSync();
        return key;
      },
      async update(entity, key, change) {
        await engineOf().engine.update(entity, key, change);
        requestSync();
      },
      async remove(entity, key) {
        await engineOf().engine.remove(entity, key);
        requestSync();
      },
      async resolve(entity, key, choice, corrected) {
        const { engine } = engineOf();
        if (corrected) await engine.resolve(entity, key, choice, corrected);
        else await engine.resolve(entity, key, choice);
        requestSync();
      },
    }),
    [requestSync],
  );
}
