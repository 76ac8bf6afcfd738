import { expect, it } from 'vitest';
import { describeEngines } from './harness';
import { crewedWorkOrder, pullAll, withRole } from './sync-fixtures';

describeEngines('sync pull: how far a first sync has come', (ctx) => {
  it('says about how many changes still wait after each page but the last', async () => {
    const db = ctx().dbh.db;
    const { session, employeeId } = await withRole(ctx(), 'progress-foreman', 'Foreman');
    const wo = await crewedWorkOrder(db, employeeId);
    const notes = 'Crown lifted, deadwood removed, cable checked. '.repeat(20);
    await db
      .insertInto('service_items')
      .values(
        Array.from({ length: 1500 }, (_, i) => ({
          account_location_id: wo.locationId,
          notes: `${i} ${notes}`,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();

    const { changes, pages } = await pullAll(ctx(), session);
    expect(pages.length).toBeGreaterThan(1);
    const total = changes.length;
    let received = 0;
    for (const page of pages.slice(0, -1)) {
      received += page.Changes.length;
      // Every record here was written once, so "about" is exact.
      expect(page.Remaining).toBe(total - received);
    }
    expect(pages.at(-1)!.Remaining).toBeUndefined();
  });
});
