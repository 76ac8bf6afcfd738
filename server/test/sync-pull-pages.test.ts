import { expect, it } from 'vitest';
import { PULL_PAGE_BYTES } from '@canopy/sync/page-size';
import { describeEngines } from './harness';
import { statementsOf } from './support';
import { crewedWorkOrder, keyOf, pullAll, withRole } from './sync-fixtures';

describeEngines('sync pull: pages sized by bytes', (ctx) => {
  /** A foreman whose one crewed work order's location holds `count` trees with these notes. */
  async function foremanWithTrees(username: string, count: number, notes: string) {
    const db = ctx().dbh.db;
    const { session, employeeId } = await withRole(ctx(), username, 'Foreman');
    const wo = await crewedWorkOrder(db, employeeId);
    for (let at = 0; at < count; at += 500)
      await db
        .insertInto('service_items')
        .values(
          Array.from({ length: Math.min(500, count - at) }, (_, i) => ({
            account_location_id: wo.locationId,
            notes: `${at + i} ${notes}`,
            created_at: new Date().toISOString(),
          })),
        )
        .execute();
    return session;
  }

  it('sends a large scope in pages of about a megabyte, each record once', async () => {
    const notes = 'Crown lifted, deadwood removed, cable checked. '.repeat(20);
    const session = await foremanWithTrees('pages-foreman', 2500, notes);

    const { changes, pages } = await pullAll(ctx(), session);
    const bytes = pages.map((p) => JSON.stringify(p.Changes).length);
    expect(pages.length).toBeGreaterThan(2);
    // A page stops at the first record past the budget: never more than one record over.
    for (const b of bytes) expect(b).toBeLessThan(PULL_PAGE_BYTES + 5_000);
    expect(bytes.slice(0, -1).every((b) => b > PULL_PAGE_BYTES * 0.9)).toBe(true);
    const items = changes.filter((c) => c.Entity === 'serviceItem');
    expect(items).toHaveLength(2500);
    expect(new Set(items.map(keyOf)).size).toBe(2500);
  });

  it('loads a page of small records in two reads of the inventory, not one per five hundred', async () => {
    const session = await foremanWithTrees('chunks-foreman', 3000, 'Deadwood removed. '.repeat(5));

    let pulled: Awaited<ReturnType<typeof pullAll>> | undefined;
    const statements = await statementsOf(ctx(), async () => (pulled = await pullAll(ctx(), session)));
    const { changes, pages } = pulled!;
    expect(changes.filter((c) => c.Entity === 'serviceItem')).toHaveLength(3000);
    const full = pages.filter((p) => p.HasMore);
    // Each full page holds well over a thousand of these records…
    expect(full.length).toBeGreaterThan(0);
    for (const p of full) expect(p.Changes.length).toBeGreaterThan(1_000);
    // …read in two loads: the first five hundred tell the size of the rest.
    const loads = statements.filter((q) => /from "service_items" as "i"/.test(q));
    expect(loads.length, `${loads.length} loads for ${pages.length} pages`).toBeLessThanOrEqual(
      2 * pages.length,
    );
  });
});
