import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSyncEngine } from './engine';
import { memoryStore } from './memory-store';
import { faultyNetwork, ReplayMismatch, type Fault } from './testing/faulty-network';
import { modelServer, modelTransport } from './testing/model-server';

const faults = fc.constantFrom<Fault>(
  'ok',
  'ok',
  'ok',
  'lose-request',
  'lose-answer',
  'duplicate',
  'replay-5',
  'delay',
);
const op = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), client: fc.nat(2), value: fc.nat(99) }),
  fc.record({ kind: fc.constant('update' as const), client: fc.nat(2), pick: fc.nat(), value: fc.nat(99) }),
  fc.record({ kind: fc.constant('delete' as const), client: fc.nat(2), pick: fc.nat() }),
  fc.record({ kind: fc.constant('sync' as const), client: fc.nat(2) }),
  fc.record({ kind: fc.constant('flush' as const), pick: fc.nat() }),
);

describe('sync convergence against the model server', () => {
  it('ends with the same records on every device and the server, whatever the network did', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { maxLength: 40 }),
        fc.infiniteStream(faults),
        fc.array(fc.boolean(), { minLength: 1 }),
        async (ops, faultStream, choices) => {
          let n = 0;
          const newId = () => `m-${++n}`;
          const server = modelServer(4);
          const it = faultStream[Symbol.iterator]();
          let healed = false;
          const script = (): Fault => (healed ? 'ok' : it.next().value);
          const nets = [0, 1, 2].map(() => faultyNetwork(modelTransport(server).transport, script));
          const devices = nets.map((net) => {
            const store = memoryStore();
            return { store, engine: createSyncEngine({ store, transport: net.transport, newId }) };
          });
          for (const o of ops) {
            if (o.kind === 'flush') {
              for (const net of nets) await net.flushDelayed(() => o.pick);
              continue;
            }
            const d = devices[o.client]!;
            const live = (await d.store.allRecords('dailyLog')).filter(
              (r) => r.Data !== null && !r.NeedsReview,
            );
            const target = live.length ? live[('pick' in o ? o.pick : 0) % live.length] : undefined;
            if (o.kind === 'create')
              await d.engine.create('dailyLog', { view: { V: o.value }, body: { V: o.value } });
            if (o.kind === 'update' && target)
              await d.engine.update('dailyLog', target.Key, { view: { V: o.value }, body: { V: o.value } });
            if (o.kind === 'delete' && target) await d.engine.remove('dailyLog', target.Key);
            if (o.kind === 'sync') await d.engine.sync().catch(rethrowMismatch);
          }
          // The network heals; every device settles what waits for review, then syncs to rest.
          for (const net of nets) await net.flushDelayed();
          healed = true;
          let c = 0;
          for (let round = 0; round < 3; round++) {
            for (const d of devices) {
              for (const r of await d.store.reviews())
                await d.engine.resolve(r.Entity, r.Key, choices[c++ % choices.length] ? 'mine' : 'theirs');
            }
            for (const d of devices) await d.engine.sync().catch(rethrowMismatch);
          }
          const truth = [...server.rows.values()].filter(Boolean).map((r) => r!.Data);
          for (const d of devices) {
            await d.engine.sync();
            expect(await d.engine.pendingCount()).toBe(0);
            expect(await d.store.reviews()).toEqual([]);
            const mine = (await d.store.allRecords('dailyLog')).map((r) => r.Data);
            expect(sortById(mine)).toEqual(sortById(truth));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

const sortById = (rows: unknown[]) =>
  [...rows].sort((a, b) => (a as { Id: number }).Id - (b as { Id: number }).Id);

function rethrowMismatch(e: unknown): void {
  if (e instanceof ReplayMismatch) throw e;
}
