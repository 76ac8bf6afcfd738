import { Messages } from '@canopy/shared';
import { ApiError } from '../kernel/api/errors';
import { useSyncStatusStore, type SyncStatusState } from './status';

export const SYNC_INTERVAL_MS = 60_000;
/** A burst of edits (a form saving several records) goes out in one round. */
export const WRITE_DEBOUNCE_MS = 300;
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/** Full jitter: a random wait up to the doubled ceiling, so many devices coming back do not stampede. */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.floor(random() * ceiling);
}

/** The part of the Web Locks API the loop uses (tests pass their own). */
export interface LockRequester {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

export interface SyncLoopOptions {
  /** One sync round. */
  run: () => Promise<void>;
  lockName: string;
  /** Defaults to navigator.locks; null (or a browser without locks) makes this tab sync alone. */
  locks?: LockRequester | null;
  random?: () => number;
  isOnline?: () => boolean;
  onStatus?: (patch: Partial<SyncStatusState>) => void;
}

export interface SyncLoop {
  /** A round soon: after a short debounce (local writes), or at once with `now` (online, "Sync now"). */
  kick(opts?: { now?: boolean }): void;
  /** After a sign-in that follows a refused session: start syncing again. */
  resume(): void;
  /** Stops, releases the lock, and waits for a round in flight. */
  stop(): Promise<void>;
  isLeader(): boolean;
}

const defaultLocks = (): LockRequester | null =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;

function messageOf(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return err instanceof Error && err.message ? err.message : Messages.ServerError;
}

/**
 * Runs sync rounds in the one tab holding the lock: at start, on 'online', when the page becomes
 * visible, every minute, and shortly after local writes. Failures wait with exponential backoff
 * and full jitter; a refused session (401) stops until `resume`, keeping the outbox as it is.
 */
export function startSyncLoop(opts: SyncLoopOptions): SyncLoop {
  const locks = opts.locks === undefined ? defaultLocks() : opts.locks;
  const random = opts.random ?? Math.random;
  const isOnline = opts.isOnline ?? (() => navigator.onLine);
  const report = opts.onStatus ?? ((patch) => useSyncStatusStore.setState(patch));

  let leader = false;
  let stopped = false;
  let halted = false;
  let failures = 0;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let releaseLock: (() => void) | undefined;
  const abort = new AbortController();

  const active = () => leader && !stopped && !halted;

  function schedule(delay: number) {
    clearTimeout(timer);
    if (active()) timer = setTimeout(() => void round(), delay);
  }

  async function round(): Promise<void> {
    if (!active()) return;
    if (running) {
      again = true;
      return;
    }
    // Without a network a round can only fail; 'online' brings the next one.
    if (!isOnline()) {
      schedule(SYNC_INTERVAL_MS);
      return;
    }
    report({ syncing: true });
    running = (async () => {
      try {
        await opts.run();
        failures = 0;
        report({ lastError: null, halted: false });
        schedule(SYNC_INTERVAL_MS);
      } catch (err) {
        if (err instanceof ApiError && err.isNetwork && !isOnline()) {
          // The signal went while the round ran: the status already reads Offline, and 'online'
          // brings the next round. Flagging it as a failed sync would only alarm the crew.
          schedule(SYNC_INTERVAL_MS);
        } else if (err instanceof ApiError && err.status === 401) {
          halted = true;
          clearTimeout(timer);
          report({ lastError: messageOf(err), halted: true });
        } else {
          failures += 1;
          report({ lastError: messageOf(err) });
          schedule(backoffDelay(failures, random));
        }
      } finally {
        report({ syncing: false });
      }
    })();
    await running;
    running = null;
    if (again && active()) {
      again = false;
      schedule(WRITE_DEBOUNCE_MS);
    }
  }

  function kick({ now = false }: { now?: boolean } = {}) {
    if (!active()) return;
    // A round already running may have read the outbox before this write: run another after it
    // (its own success would otherwise replace the debounce with the minute's poll).
    if (running) {
      again = true;
      return;
    }
    if (now) schedule(0);
    // While backing off, edits wait for the retry rather than hammering a failing server.
    else if (failures === 0) schedule(WRITE_DEBOUNCE_MS);
  }

  const onOnline = () => kick({ now: true });
  const onVisible = () => {
    if (document.visibilityState === 'visible') kick({ now: true });
  };

  function becomeLeader() {
    leader = true;
    report({ leader: true });
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    schedule(0);
  }

  if (locks) {
    // The callback's promise holds the lock for the life of the tab; a closed tab frees it.
    locks
      .request(opts.lockName, { signal: abort.signal }, () => {
        if (stopped) return Promise.resolve();
        becomeLeader();
        return new Promise<void>((resolve) => (releaseLock = resolve));
      })
      .catch(() => {
        // Aborted by stop() while another tab held the lock.
      });
  } else {
    becomeLeader();
  }

  return {
    kick,
    resume() {
      if (!halted) return;
      halted = false;
      failures = 0;
      report({ halted: false, lastError: null });
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      releaseLock?.();
      if (leader) report({ leader: false });
      leader = false;
      await running;
    },
    isLeader: () => leader,
  };
}
