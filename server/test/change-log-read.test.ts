import { expect, it } from 'vitest';
import { logAfter, logHead, type LogFilter } from '../src/platform/db/change-log';
import { describeEngines } from './harness';
import { crewedWorkOrder, withRole } from './sync-fixtures';

// A page of the log is read one of two ways: walking the log in seq order (a device close behind the
// head) or through the scope's own indexes (a first sync over a long log). Both must give the same page.
describeEngines('change log: a page read by seq or by the scope’s indexes', (ctx) => {
  it('gives the same records, each at its last change, in seq order, for any start and limit', async () => {
    const db = ctx().dbh.db;
    const { employeeId } = await withRole(ctx(), 'log-foreman', 'Foreman');
    const mine = await crewedWorkOrder(db, employeeId);
    const other = await crewedWorkOrder(db, employeeId);
    const stranger = await crewedWorkOrder(db, employeeId);
    const items: number[] = [];
    for (const place of [mine.locationId, other.locationId, stranger.locationId])
      for (let i = 0; i < 4; i++) {
        const row = await db
          .insertInto('service_items')
          .values({ account_location_id: place, notes: `tree ${i}`, created_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        items.push(row.id);
      }
    // Records changed again move to their last change; the stranger's changes are outside the scope.
    for (const id of [items[0]!, items[5]!, items[9]!, items[1]!])
      await db.updateTable('service_items').set({ notes: 'pruned' }).where('id', '=', id).execute();
    await db.updateTable('work_orders').set({ description: 'again' }).where('id', '=', mine.id).execute();

    const f: LogFilter = {
      roots: {
        workOrderIds: [mine.id, other.id],
        locationIds: [mine.locationId, other.locationId],
        branchIds: [],
      },
      entities: ['workOrder', 'serviceItem', 'location', 'scheduleDay'],
    };
    const head = await logHead(db);
    const whole = await logAfter(db, f, 0, 1000, true);
    expect(whole.map((r) => `${r.entity}:${r.record_id}`)).toEqual(
      expect.arrayContaining([
        `workOrder:${mine.id}`,
        `serviceItem:${items[5]}`,
        `location:${other.locationId}`,
      ]),
    );
    expect(whole.some((r) => r.record_id === items[9] && r.entity === 'serviceItem')).toBe(false);
    const seqs = whole.map((r) => r.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(whole.map((r) => `${r.entity}:${r.record_id}`)).size).toBe(whole.length);

    for (const after of [0, whole[2]!.seq, whole.at(-3)!.seq, head])
      for (const limit of [1, 3, 1000])
        expect(await logAfter(db, f, after, limit, false)).toEqual(await logAfter(db, f, after, limit, true));
  });
});
