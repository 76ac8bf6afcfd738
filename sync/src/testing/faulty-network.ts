import type { SyncTransport } from '../engine-types';

/** What the network does to one call. */
export type Fault = 'ok' | 'lose-request' | 'lose-answer' | 'duplicate' | 'replay-5' | 'delay';

/** Thrown (and never swallowed by the sync loop's retry) when a replay got another answer. */
export class ReplayMismatch extends Error {
  constructor(
    readonly first: unknown,
    readonly again: unknown,
  ) {
    super(`A replayed call got a different answer: ${JSON.stringify(first)} then ${JSON.stringify(again)}`);
  }
}

const lost = () => Object.assign(new Error('Error connecting. Check your connection.'), { status: 0 });

/**
 * Wraps a transport so each push or pull meets the next fault from a script: lost on the way in,
 * lost on the way back, delivered twice, or held and delivered later out of order (the device
 * sees a failure and retries meanwhile). `flushDelayed` delivers what was held, in a given order.
 */
export function faultyNetwork(inner: SyncTransport, script: () => Fault) {
  const held: (() => Promise<unknown>)[] = [];
  async function call<T>(send: () => Promise<T>, sameAnswer: boolean): Promise<T> {
    const fault = script();
    if (fault === 'lose-request') throw lost();
    if (fault === 'delay') {
      held.push(send);
      throw lost();
    }
    const answer = await send();
    if (fault === 'duplicate') return send();
    if (fault === 'replay-5') {
      // A replayed push must change nothing and get the very same answer (a pull's clock moves on).
      for (let i = 0; i < 4; i++) {
        const again = await send();
        if (sameAnswer && JSON.stringify(again) !== JSON.stringify(answer))
          throw new ReplayMismatch(answer, again);
      }
    }
    if (fault === 'lose-answer') throw lost();
    return answer;
  }
  const transport: SyncTransport = {
    pull: (req) => call(() => inner.pull(req), false),
    push: (req) => call(() => inner.push(req), true),
    blobStatus: (hash) => inner.blobStatus(hash),
    putBlobChunk: (hash, offset, chunk, final) => inner.putBlobChunk(hash, offset, chunk, final),
  };
  return {
    transport,
    /** Delivers the held calls (their answers go nowhere), in the order `pick` chooses. */
    async flushDelayed(pick: (n: number) => number = () => 0): Promise<void> {
      while (held.length) {
        const [send] = held.splice(pick(held.length) % held.length, 1);
        await send!().catch(() => undefined);
      }
    },
  };
}
