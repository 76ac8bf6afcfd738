import { expect, it } from 'vitest';
import type { ApplicationHistory, WorkOrderChemical, WorkOrderService } from '@canopy/shared';
import { describeEngines } from './harness';
import { catalogueIds, phcService } from './work-order-chemicals.fixtures';

// An application record is an audit record: whatever happens to its service, it must stay.

describeEngines('application records outlive their service', (ctx) => {
  it('keeps the records when the service is archived, and refuses to delete a service or line that has them', async () => {
    const db = ctx().dbh.db;
    const manager = await ctx().login('branchmanager');
    const ids = await catalogueIds(db);
    const { serviceId } = await phcService(db);
    const added = await ctx().call(manager, 'POST', '/api/v1/workOrders/chemicals/add', {
      WorkOrderServiceId: serviceId,
      ChemicalId: ids.oil,
      CarrierId: ids.per100,
      UnitId: ids.gal,
      ActualGallonsUsed: 12.5,
    });
    expect(added.statusCode, added.body).toBe(200);
    const line = added.json<WorkOrderChemical>();
    const recorded = await ctx().call(
      manager,
      'POST',
      `/api/v1/workOrders/chemicals/${line.Id}/applications`,
      {
        ApplicatorId: 5,
        TargetPest: 'Scale',
        AppliedAt: '2026-04-02T14:30:00.000Z',
      },
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    const recordIds = recorded.json<ApplicationHistory>().Revisions.map((r) => r.Id);
    // The table's rebuild kept its change-log trigger: devices still hear of each revision.
    const logged = await db
      .selectFrom('sync_changes')
      .select('entity')
      .where('record_id', '=', line.Id)
      .where('entity', '=', 'applicationRecord')
      .execute();
    expect(logged.length).toBeGreaterThan(0);
    const records = () =>
      db
        .selectFrom('chemical_application_records')
        .select('id')
        .where('work_order_chemical_id', '=', line.Id)
        .execute();

    const admin = await ctx().login('admin');
    const archived = await ctx().call(
      admin,
      'POST',
      `/api/v1/workOrders/services/${serviceId}/toggleArchived`,
    );
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<WorkOrderService>().Archived).toBe(true);
    expect((await records()).map((r) => r.id)).toEqual(recordIds);

    // Whatever deletes the service or its line, the database refuses (the line alone had nothing
    // else holding it: only its records do).
    await db.deleteFrom('work_order_service_items').where('work_order_service_id', '=', serviceId).execute();
    await expect(
      db.deleteFrom('work_order_services').where('id', '=', serviceId).execute(),
    ).rejects.toThrow();
    await expect(
      db.deleteFrom('work_order_service_chemicals').where('id', '=', line.Id).execute(),
    ).rejects.toThrow();
    expect((await records()).map((r) => r.id)).toEqual(recordIds);
    const history = await ctx().call(admin, 'GET', `/api/v1/workOrders/chemicals/${line.Id}/applications`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<ApplicationHistory>().Revisions.map((r) => r.Id)).toEqual(recordIds);
  });

  it('still deletes a service whose chemical lines have no application record', async () => {
    const db = ctx().dbh.db;
    const manager = await ctx().login('branchmanager');
    const ids = await catalogueIds(db);
    const { serviceId } = await phcService(db);
    const added = await ctx().call(manager, 'POST', '/api/v1/workOrders/chemicals/add', {
      WorkOrderServiceId: serviceId,
      ChemicalId: ids.oil,
      CarrierId: ids.per100,
      UnitId: ids.gal,
      ActualGallonsUsed: 3,
    });
    expect(added.statusCode, added.body).toBe(200);
    await db.deleteFrom('work_order_service_items').where('work_order_service_id', '=', serviceId).execute();
    await db.deleteFrom('work_order_services').where('id', '=', serviceId).execute();
    const left = await db
      .selectFrom('work_order_service_chemicals')
      .select('id')
      .where('work_order_service_id', '=', serviceId)
      .execute();
    expect(left).toEqual([]);
  });
});
