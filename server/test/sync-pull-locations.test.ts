import { expect, it } from 'vitest';
import type { OtherItemType } from '@canopy/shared';
import type { SyncLocation } from '@canopy/sync/protocol';
import { describeEngines } from './harness';
import { changeOf, crewedWorkOrder, newLocation, pullAll, tombstone, withRole } from './sync-fixtures';

describeEngines('sync pull: work locations', (ctx) => {
  const db = () => ctx().dbh.db;

  it("gives a crew member their work orders' locations with the plant kinds recorded there, and keeps them current", async () => {
    const { session, employeeId } = await withRole(ctx(), 'location-foreman', 'Foreman');
    const wo = await crewedWorkOrder(db(), employeeId);
    const elsewhere = await newLocation(db(), 1, 'Elsewhere Road');
    const admin = await ctx().login('admin');
    const add = async (AccountLocationId: number, Name: string) => {
      const res = await ctx().call(admin, 'POST', '/api/v1/serviceItems/addAccountLocationOtherItemType', {
        AccountLocationId,
        Name,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<OtherItemType>();
    };
    const fig = await add(wo.locationId, 'Fig');
    await add(elsewhere, 'Olive');

    const first = await pullAll(ctx(), session);
    const site = changeOf(first.changes, 'location', wo.locationId);
    expect(site?.Data).toMatchObject({
      Id: wo.locationId,
      BranchId: 1,
      OtherItemTypes: [fig],
    } satisfies Partial<SyncLocation>);
    expect(changeOf(first.changes, 'location', elsewhere)).toBeUndefined();

    const quince = await add(wo.locationId, 'Quince');
    await db()
      .updateTable('account_locations')
      .set({ city: 'Skokie' })
      .where('id', '=', wo.locationId)
      .execute();
    const next = await pullAll(ctx(), session, first.cursor);
    const moved = changeOf(next.changes, 'location', wo.locationId);
    expect(moved?.Data).toMatchObject({ City: 'Skokie', OtherItemTypes: [fig, quince] });

    const account = (moved!.Data as SyncLocation).AccountId;
    await db().updateTable('accounts').set({ name: 'Renamed Estates' }).where('id', '=', account).execute();
    const renamed = await pullAll(ctx(), session, next.cursor);
    expect(changeOf(renamed.changes, 'location', wo.locationId)?.Data).toMatchObject({
      AccountName: 'Renamed Estates',
    });

    // Off the crew, the location leaves the device with the work order.
    await db().updateTable('schedule_crews').set({ active: 0 }).where('id', '=', wo.scheduleCrewId).execute();
    const gone = await pullAll(ctx(), session, renamed.cursor);
    expect(gone.changes).toEqual(
      expect.arrayContaining([tombstone('workOrder', wo.id), tombstone('location', wo.locationId)]),
    );
  });
});
