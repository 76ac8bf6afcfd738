import { SYNC_ENTITIES, type PullRequest, type PushRequest, type PushResponse } from '@canopy/sync/protocol';
import type { SyncTransport } from '@canopy/sync/engine-types';
import { createSyncEngine } from '@canopy/sync/engine';
import { memoryStore } from '@canopy/sync/memory-store';
import { faultyNetwork, type Fault } from '@canopy/sync/testing/faulty-network';
import type { Session, TestCtx } from './harness';

// A simulated crew device for the server's sync tests: the real engine over an in-memory store,
// reaching the app through inject, optionally behind the fault-injecting network.

/** The server answered something other than 200: a bug to report, never a network hiccup to retry. */
export class ServerError extends Error {}

/** A push as the server received it and answered it (whatever the network then did with the answer). */
export interface DeliveredPush {
  session: Session;
  request: PushRequest;
  response: PushResponse;
}

export function serverTransport(
  ctx: TestCtx,
  session: Session,
  delivered: DeliveredPush[] = [],
): SyncTransport {
  const post = async <T>(url: string, body: unknown): Promise<T> => {
    const res = await ctx.call(session, 'POST', url, body);
    if (res.statusCode !== 200) throw new ServerError(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  const noBlobs = () => Promise.reject(new ServerError('These devices take no photos'));
  return {
    pull: (req: PullRequest) => post('/api/v1/sync/pull', req),
    async push(req) {
      const response = await post<PushResponse>('/api/v1/sync/push', req);
      delivered.push({ session, request: structuredClone(req), response: structuredClone(response) });
      return response;
    },
    blobStatus: noBlobs,
    putBlobChunk: noBlobs,
  };
}

export interface DeviceOptions {
  newId: () => string;
  pins: PullRequest['Pins'];
  /** The network's next fault; a healthy network when left out. */
  script?: () => Fault;
  delivered?: DeliveredPush[];
}

export function simulatedDevice(ctx: TestCtx, session: Session, opts: DeviceOptions) {
  const store = memoryStore();
  const net = faultyNetwork(serverTransport(ctx, session, opts.delivered), opts.script ?? (() => 'ok'));
  const engine = createSyncEngine({
    store,
    transport: net.transport,
    newId: opts.newId,
    pins: async () => opts.pins,
  });
  return { session, store, engine, net };
}
export type SimulatedDevice = ReturnType<typeof simulatedDevice>;

/** Lost calls are the network's doing (the device retries later); anything else fails the test. */
export function rethrowUnlessLost(e: unknown): void {
  if ((e as { status?: number } | null)?.status === 0) return;
  throw e;
}

/** What the device holds, keyed by entity and server id, as the screens show it. */
export async function holdings(device: Pick<SimulatedDevice, 'store'>) {
  const out = new Map<string, { Version: number; Data: unknown }>();
  for (const entity of SYNC_ENTITIES)
    for (const r of await device.store.allRecords(entity))
      out.set(`${entity}:${r.Id ?? `unsaved ${r.Key}`}`, { Version: r.Version, Data: r.Data });
  return out;
}
