import { installFakeIndexedDb } from '../test/fakeIndexedDb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSyncEngine } from '@canopy/sync/engine';
import type { SyncTransport } from '@canopy/sync/engine-types';
import { modelServer, modelTransport } from '@canopy/sync/testing/model-server';
import { Messages } from '@canopy/shared';
import { ApiError } from '../kernel/api/errors';
import { CrewDb } from './db';
import { createDexieStore } from './dexie-store';
import type { SyncStatusState } from './status';
import {
  BACKOFF_CAP_MS,
  backoffDelay,
  startSyncLoop,
  SYNC_INTERVAL_MS,
  type LockRequester,
  type SyncLoop,
} from './syncLoop';

installFakeIndexedDb();

/** Web Locks as the browser grants them: one holder per name, the others queue in order. */
function fakeLocks(): LockRequester {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, { signal }, callback) {
      const granted = (tails.get(name) ?? Promise.resolve()).then(() => {
        if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
        return callback();
      });
      tails.set(
        name,
        granted.catch(() => undefined),
      );
      return granted;
    },
  };
}

const loops: SyncLoop[] = [];
function loop(run: () => Promise<void>, over: Partial<Parameters<typeof startSyncLoop>[0]> = {}) {
  const statuses: Partial<SyncStatusState>[] = [];
  const l = startSyncLoop({
    run,
    lockName: 'canopy-sync-7',
    locks: null,
    random: () => 1,
    isOnline: () => true,
    onStatus: (p) => statuses.push(p),
    ...over,
  });
  loops.push(l);
  return { loop: l, statuses, last: () => Object.assign({}, ...statuses) as Partial<SyncStatusState> };
}

beforeEach(() => {
  // Only the timers the loop uses: fake-indexeddb runs on setImmediate and must keep running.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(async () => {
  for (const l of loops.splice(0)) await l.stop();
  vi.useRealTimers();
});

const offline = () => new ApiError(0, Messages.ConnectionError);

describe('backoff', () => {
  it('doubles its ceiling from 2 s up to 5 minutes and waits a random part of it', () => {
    const ceilings = [1, 2, 3, 4, 8, 9, 20].map((n) => backoffDelay(n, () => 0.999999));
    expect(ceilings.map((d) => Math.round(d / 1000))).toEqual([2, 4, 8, 16, 256, 300, 300]);
    expect(backoffDelay(3, () => 0.5)).toBe(4_000);
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(50, () => 0.5)).toBe(BACKOFF_CAP_MS / 2);
  });
});

describe('the sync loop', () => {
  it('retries failures after growing, jittered waits and goes back to the minute once a round succeeds', async () => {
    const outcomes = [offline(), offline(), offline(), null, offline()];
    const run = vi.fn(async () => {
      const next = outcomes.shift();
      if (next) throw next;
    });
    const { last } = loop(run, { random: () => 0.5 });

    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(last().lastError).toBe(Messages.ConnectionError);
    // Waits of half the ceiling: 1 s, 2 s, 4 s.
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(run).toHaveBeenCalledTimes(4);
    expect(last().lastError).toBeNull();

    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS - 1);
    expect(run).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(5);
    // The success reset the backoff: the next failure waits 1 s again, not 8.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(6);
  });

  it('sends a burst of local writes in one round after a short pause', async () => {
    const run = vi.fn(async () => {});
    const { loop: l } = loop(run);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);

    l.kick();
    await vi.advanceTimersByTimeAsync(200);
    l.kick();
    await vi.advanceTimersByTimeAsync(200);
    l.kick();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does not try while offline and syncs as soon as the connection is back', async () => {
    let online = false;
    const run = vi.fn(async () => {});
    loop(run, { isOnline: () => online });
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS * 3);
    expect(run).not.toHaveBeenCalled();

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not call a round cut by losing the signal a failed sync, and syncs as soon as it is back', async () => {
    let online = true;
    const outcomes: (Error | null)[] = [null, offline(), null];
    const run = vi.fn(async () => {
      const next = outcomes.shift();
      if (next) {
        online = false;
        throw next;
      }
    });
    const { loop: l, last } = loop(run, { isOnline: () => online });
    await vi.advanceTimersByTimeAsync(0);
    l.kick({ now: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    expect(last().lastError).toBeNull();
    expect(last().syncing).toBe(false);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(3);
    expect(last().lastError).toBeNull();
  });

  it('stops on a refused session keeping the queued change, and sends it after the next sign-in', async () => {
    const db = new CrewDb('canopy-crew-7-loop');
    const store = createDexieStore(db);
    const server = modelServer();
    const working = modelTransport(server).transport;
    let refused = true;
    const transport: SyncTransport = {
      pull: (r) => (refused ? Promise.reject(new ApiError(401, Messages.SessionExpired)) : working.pull(r)),
      push: (r) => (refused ? Promise.reject(new ApiError(401, Messages.SessionExpired)) : working.push(r)),
      blobStatus: working.blobStatus,
      putBlobChunk: working.putBlobChunk,
    };
    const engine = createSyncEngine({ store, transport, newId: () => crypto.randomUUID() });
    const key = await engine.create('dailyLog', { view: { Hours: 8 }, body: { Hours: 8 } });
    const sync = vi.fn(() => engine.sync().then(() => undefined));
    const { loop: l, last } = loop(sync);

    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(last().halted).toBe(true));
    expect(last().lastError).toBe(Messages.SessionExpired);
    l.kick({ now: true });
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS * 2);
    expect(sync).toHaveBeenCalledTimes(1);
    expect((await store.outbox()).map((e) => e.Key)).toEqual([key]);

    refused = false;
    l.resume();
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(async () => expect(await store.outbox()).toEqual([]));
    expect(server.rows.size).toBe(1);
    expect(last()).toMatchObject({ halted: false, lastError: null });
    await db.delete();
  });

  it('syncs in one tab only; another tab takes over when the first one closes', async () => {
    const locks = fakeLocks();
    const first = vi.fn(async () => {});
    const second = vi.fn(async () => {});
    const a = loop(first, { locks });
    const b = loop(second, { locks });
    await vi.advanceTimersByTimeAsync(0);
    expect(a.loop.isLeader()).toBe(true);
    expect(b.loop.isLeader()).toBe(false);

    a.loop.kick({ now: true });
    b.loop.kick({ now: true });
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS);
    expect(first).toHaveBeenCalledTimes(3);
    expect(second).not.toHaveBeenCalled();

    await a.loop.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(b.loop.isLeader()).toBe(true);
    expect(second).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS);
    expect(first).toHaveBeenCalledTimes(3);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
