import fc from 'fast-check';
import { expect, it } from 'vitest';
import { F, type DailyLog, type ServiceItem } from '@canopy/shared';
import type { SyncEntity } from '@canopy/sync/protocol';
import { ReplayMismatch, type Fault } from '@canopy/sync/testing/faulty-network';
import { CREW, day, FOREMAN } from './daily-logs-fixtures';
import { describeEngines, type Session, type TestCtx } from './harness';
import {
  holdings,
  rethrowUnlessLost,
  simulatedDevice,
  type DeliveredPush,
  type SimulatedDevice,
} from './sync-device';
import { crewedWorkOrder } from './sync-fixtures';
import { signInWith } from './support';
import { addDailyLog } from './work-order-fixtures';
import { addInventoryItem } from './work-order-services.fixtures';

// Issue 8's property: whatever the network does to pushes and pulls (lost either way, doubled,
// replayed five times, held and delivered late out of order), once it heals and every review is
// settled, all devices hold what a fresh device pulls and what the online screens show.

const CLAIMS = { WorkOrders: F, WorkOrders_DailyLogs: F, Employee_ManageHours: F, Account: F };

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

const device = fc.nat(2);
const op = fc.oneof(
  // Three employees on two days: adds of the same employee and day meet the once-a-day rule.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('addLog' as const),
      device,
      employee: fc.nat(2),
      date: fc.nat(1),
      time: fc.nat(3),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('editLog' as const),
      device,
      pick: fc.nat(),
      time: fc.nat(3),
      note: fc.nat(9),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteLog' as const), device, pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('addItem' as const), device, note: fc.nat(9) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('editItem' as const),
      device,
      pick: fc.nat(),
      note: fc.nat(9),
      condition: fc.nat(5),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteItem' as const), device, pick: fc.nat() }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('sync' as const), device }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('flush' as const), pick: fc.nat() }) },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const TIMES = ['6:00', '7:00', '7:30', '8:15'];

interface World {
  ctx: TestCtx;
  workOrderId: number;
  locationId: number;
  employees: number[];
  treeTypeId: number;
  conditionIds: number[];
}

/** Records the user may still change on this device (not deleted, not waiting for their review). */
async function editable(d: SimulatedDevice, entity: SyncEntity, pick: number) {
  const live = (await d.store.allRecords(entity)).filter((r) => r.Data !== null && !r.NeedsReview);
  return live.length ? live[pick % live.length] : undefined;
}

async function apply(w: World, d: SimulatedDevice, o: Exclude<Op, { kind: 'flush' }>): Promise<void> {
  const { engine } = d;
  if (o.kind === 'sync') {
    await engine.sync().catch(rethrowIfBug);
  } else if (o.kind === 'addLog') {
    const body = {
      WorkOrderId: w.workOrderId,
      EmployeeId: w.employees[o.employee],
      Date: day(-o.date),
      TimeIn: TIMES[o.time],
      TimeOut: '16:30',
    };
    await engine.create('dailyLog', { view: body, body });
  } else if (o.kind === 'editLog') {
    const log = await editable(d, 'dailyLog', o.pick);
    if (!log) return;
    const { Date } = log.Data as Pick<DailyLog, 'Date'>;
    const body = { Date, TimeIn: TIMES[o.time], TimeOut: '16:30', Notes: `note ${o.note}` };
    await engine.update('dailyLog', log.Key, { view: { ...(log.Data as object), ...body }, body });
  } else if (o.kind === 'addItem') {
    const body = { AccountLocationId: w.locationId, TypeId: w.treeTypeId, Notes: `tree ${o.note}` };
    await engine.create('serviceItem', { view: body, body });
  } else if (o.kind === 'editItem') {
    const item = await editable(d, 'serviceItem', o.pick);
    if (!item) return;
    const body = {
      Notes: `checked ${o.note}`,
      ConditionId: w.conditionIds[o.condition % w.conditionIds.length],
    };
    await engine.update('serviceItem', item.Key, { view: { ...(item.Data as object), ...body }, body });
  } else {
    const entity = o.kind === 'deleteLog' ? 'dailyLog' : 'serviceItem';
    const target = await editable(d, entity, o.pick);
    if (target) await engine.remove(entity, target.Key);
  }
}

function rethrowIfBug(e: unknown): void {
  if (e instanceof ReplayMismatch) throw e;
  rethrowUnlessLost(e);
}

/** Settles every review (keep mine or take theirs as chosen) and syncs until no device has work left. */
async function settle(devices: SimulatedDevice[], choices: boolean[]): Promise<void> {
  let c = 0;
  for (let round = 0; round < 10; round++) {
    let busy = false;
    for (const d of devices) {
      for (const r of await d.store.reviews()) {
        // "Keep mine" of a refused add is refused again; after a few rounds the user gives in.
        const mine = round < 3 && choices[c++ % choices.length];
        await d.engine.resolve(r.Entity, r.Key, mine ? 'mine' : 'theirs');
      }
      await d.engine.sync();
      busy ||= (await d.engine.pendingCount()) > 0 || (await d.store.reviews()).length > 0;
    }
    if (!busy) break;
  }
  // The last device's pushes came after the others had pulled.
  for (const d of devices) await d.engine.sync();
}

describeEngines('sync convergence against the server', (ctx) => {
  const get = async <T>(s: Session, method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await ctx().call(s, method, url, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const byId = <T extends { Id: number }>(rows: T[]) => [...rows].sort((a, b) => a.Id - b.Id);

  it('brings every device to the server state after a faulty network, each push having one effect', async () => {
    const db = ctx().dbh.db;
    // Two crew members with the same claims: the first on a phone and a tablet, the second on one.
    const first = await signInWith(ctx(), 'converge-1', CLAIMS, 1);
    const second = await signInWith(ctx(), 'converge-2', CLAIMS, 1);
    const sessions = [first.session, first.session, second.session];
    const { id: treeTypeId } = await db
      .selectFrom('inventory_item_types')
      .select('id')
      .where('name', '=', 'Tree')
      .executeTakeFirstOrThrow();
    const conditionIds = (await db.selectFrom('inventory_conditions').select('id').execute()).map(
      (r) => r.id,
    );
    let ids = 0;
    const newId = () => `conv-${String(++ids).padStart(6, '0')}`;

    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 15, maxLength: 25 }),
        fc.infiniteStream(faults),
        fc.array(fc.boolean(), { minLength: 1 }),
        fc.nat(),
        async (ops, faultStream, choices, replayPick) => {
          // A work order of its own per run (crewed by the foreman, so its logs are editable),
          // pinned by every device, at a new location with two trees and two earlier logs on it.
          const wo = await crewedWorkOrder(db, FOREMAN);
          for (let i = 0; i < 2; i++) await addInventoryItem(db, wo.locationId, { type: 'Tree' });
          for (const employeeId of [FOREMAN, CREW])
            await addDailyLog(db, wo.id, { employeeId, date: day(-2), hours: 8.5 });
          const pins = { WorkOrderIds: [wo.id], LocationIds: [wo.locationId] };
          const w: World = {
            ctx: ctx(),
            workOrderId: wo.id,
            locationId: wo.locationId,
            employees: [first.employeeId, FOREMAN, CREW],
            treeTypeId,
            conditionIds,
          };
          const stream = faultStream[Symbol.iterator]();
          let healed = true;
          const script = (): Fault => (healed ? 'ok' : stream.next().value);
          const delivered: DeliveredPush[] = [];
          const devices = sessions.map((s) => simulatedDevice(ctx(), s, { newId, pins, script, delivered }));
          // The crew load their work in the yard before driving out of signal.
          for (const d of devices) await d.engine.sync();
          healed = false;

          for (const o of ops) {
            if (o.kind === 'flush') {
              for (const d of devices) await d.net.flushDelayed(() => o.pick);
            } else await apply(w, devices[o.device]!, o);
          }
          for (const d of devices) await d.net.flushDelayed();
          healed = true;
          await settle(devices, choices);

          const fresh = async (s: Session) => {
            const d = simulatedDevice(ctx(), s, { newId, pins });
            await d.engine.pull();
            return holdings(d);
          };
          const truth = new Map(sessions.map((s) => [s, fresh(s)]));
          for (const d of devices) {
            expect(await d.engine.pendingCount()).toBe(0);
            expect(await d.store.reviews()).toEqual([]);
            expect(await holdings(d)).toEqual(await truth.get(d.session));
          }

          // The online screens show the same: the work order's daily logs, the location's inventory.
          const held = await holdings(devices[0]!);
          const heldOf = (entity: SyncEntity) =>
            [...held].filter(([k]) => k.startsWith(`${entity}:`)).map(([, r]) => r.Data as never);
          const logs = await get<DailyLog[]>(first.session, 'GET', `/api/v1/workOrders/${wo.id}/daily-logs`);
          expect(byId(heldOf('dailyLog'))).toEqual(byId(logs));
          const items = await get<ServiceItem[]>(first.session, 'POST', '/api/v1/serviceItems/_search', {
            AccountLocationId: wo.locationId,
            Take: 10000,
          });
          expect(byId(heldOf('serviceItem'))).toEqual(byId(items));

          // A whole earlier push sent again five times gets its first answers and changes nothing.
          const rows = () =>
            Promise.all([
              db
                .selectFrom('daily_logs')
                .select(['id', 'version'])
                .where('work_order_id', '=', wo.id)
                .orderBy('id')
                .execute(),
              db
                .selectFrom('service_items')
                .select(['id', 'version'])
                .where('account_location_id', '=', wo.locationId)
                .orderBy('id')
                .execute(),
              db
                .selectFrom('sync_changes')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow(),
            ]);
          const before = await rows();
          if (delivered.length) {
            const again = delivered[replayPick % delivered.length]!;
            for (let i = 0; i < 5; i++)
              expect(await get(again.session, 'POST', '/api/v1/sync/push', again.request)).toEqual(
                again.response,
              );
          }
          expect(await rows()).toEqual(before);
        },
      ),
      // A failure is reported as found: shrinking against a real server would take many minutes.
      { numRuns: 12, endOnFailure: true },
    );
  }, 300_000);
});
