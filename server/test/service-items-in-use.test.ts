import { expect, it } from 'vitest';
import { Messages } from '@canopy/shared';
import { describeEngines } from './harness';
import { addScoutingEntry, makeWorkOrder } from './work-order-fixtures';

describeEngines('customer inventory in use', (ctx) => {
  it('refuses to delete a tree that a scouting report names, with a message, and keeps it', async () => {
    const db = ctx().dbh.db;
    const tree = await db
      .selectFrom('service_items as i')
      .innerJoin('account_locations as l', 'l.id', 'i.account_location_id')
      .select('l.id')
      .where('l.branch_id', '=', 1)
      .executeTakeFirstOrThrow();
    const workOrderId = await makeWorkOrder(db, { locationId: tree.id });
    const entry = await db
      .selectFrom('scouting_reports')
      .select('service_item_id')
      .where('id', '=', await addScoutingEntry(db, workOrderId))
      .executeTakeFirstOrThrow();
    const admin = await ctx().login('admin');
    const res = await ctx().call(admin, 'DELETE', `/api/v1/serviceItems/${entry.service_item_id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.Service).toEqual([Messages.ServiceItemInUse]);
    const kept = await db.selectFrom('service_items').select('id').where('id', '=', entry.service_item_id);
    expect(await kept.executeTakeFirst()).toBeDefined();
  });
});
