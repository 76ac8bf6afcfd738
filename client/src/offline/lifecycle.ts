import type { LoginResponse } from '@canopy/shared';
import { useSessionStore } from '../kernel/session/sessionStore';
import { useOfflineContext, type OfflineContext } from './context';
import { createOfflineContext } from './deviceSync';
import { prefetchLookups } from './lookups';
import { askPersistentStorage, refreshStorageEstimate } from './status';
import { trackClosing } from './settle';
import { startSyncLoop, type LockRequester, type SyncLoop } from './syncLoop';

export const syncLockName = (employeeId: number) => `canopy-sync-${employeeId}`;

/** One sync round: the engine's, then the lookups the crew screens need, then the storage figure. */
export async function syncRound(ctx: OfflineContext): Promise<void> {
  await ctx.engine.sync();
  await prefetchLookups(ctx.db);
  await refreshStorageEstimate();
}

export interface OfflineLifecycleOptions {
  createContext?: (employeeId: number) => OfflineContext;
  locks?: LockRequester | null;
}

interface Running {
  ctx: OfflineContext;
  loop: SyncLoop;
  channel: BroadcastChannel | null;
}

type KickMessage = { type: 'kick'; now: boolean };

/**
 * Opens the signed-in employee's database and sync loop, and closes them at sign-out (the data
 * stays: unsynced work must survive until that employee signs in here again). Tabs that do not
 * hold the sync lock pass their "sync soon" requests to the one that does.
 */
export function startOffline(opts: OfflineLifecycleOptions = {}): () => void {
  const create = opts.createContext ?? ((id: number) => createOfflineContext(id));
  let running: Running | null = null;

  function open(employeeId: number) {
    const ctx = create(employeeId);
    const loop = startSyncLoop({
      lockName: syncLockName(employeeId),
      run: () => syncRound(ctx),
      ...(opts.locks !== undefined ? { locks: opts.locks } : {}),
    });
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(syncLockName(employeeId));
    if (channel)
      channel.onmessage = (e: MessageEvent<KickMessage>) => {
        if (e.data?.type === 'kick') loop.kick({ now: e.data.now });
      };
    running = { ctx, loop, channel };
    useOfflineContext.setState({
      ctx,
      requestSync: ({ now = false } = {}) => {
        if (loop.isLeader()) loop.kick({ now });
        else channel?.postMessage({ type: 'kick', now } satisfies KickMessage);
      },
    });
    void askPersistentStorage();
    void refreshStorageEstimate();
  }

  function close(): Promise<void> {
    const current = running;
    // Nothing of ours is open: a context installed by someone else (a test) stays theirs.
    if (!current) return Promise.resolve();
    running = null;
    useOfflineContext.setState({ ctx: null, requestSync: () => {} });
    current.channel?.close();
    // A round in flight finishes before the database closes, so its answers are not lost.
    return trackClosing(current.loop.stop().then(() => current.ctx.db.close()));
  }

  function follow(session: LoginResponse | null) {
    // Browsers without IndexedDB (or a test that installed its own context) get no offline side.
    if (typeof indexedDB === 'undefined' || useOfflineContext.getState().external) return;
    const employeeId = session?.Employee.Id ?? null;
    if (running && running.ctx.employeeId === employeeId) {
      // A new token (sign-in again, refresh): a loop stopped by a refused session may go on.
      running.loop.resume();
      return;
    }
    void close();
    if (employeeId !== null) open(employeeId);
  }

  follow(useSessionStore.getState().session);
  const unsubscribe = useSessionStore.subscribe((s, prev) => {
    if (s.session !== prev.session) follow(s.session);
  });

  return () => {
    unsubscribe();
    void close();
  };
}
