import type { Db } from '../src/platform/db';
import { addWorkOrderService, makeWorkOrder, type WorkOrderSeed } from './work-order-fixtures';

// A Plant Health Care work order with one service and the catalogue ids a chemical line names.

export async function catalogueIds(db: Db) {
  const id = async (table: 'chemicals' | 'chemical_carriers' | 'chemical_units', name: string) =>
    (await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  return {
    oil: await id('chemicals', 'Horticultural Oil'),
    mectin: await id('chemicals', 'Arbor-Mectin (emamectin benzoate)'),
    per100: await id('chemical_carriers', '100 gal'),
    gal: await id('chemical_units', 'gal'),
    ml: await id('chemical_units', 'ml'),
  };
}

/** A work order (Plant Health Care, branch 1 unless told) with a Dormant Oil Spray service. */
export async function phcService(db: Db, seed: WorkOrderSeed = {}) {
  const workOrderId = await makeWorkOrder(db, { serviceGroupId: 2, ...seed });
  const serviceId = await addWorkOrderService(db, workOrderId, 'Dormant Oil Spray');
  return { workOrderId, serviceId };
}

/** The state of the work order's location. */
export async function stateOf(db: Db, workOrderId: number) {
  const r = await db
    .selectFrom('work_orders as w')
    .innerJoin('account_locations as l', 'l.id', 'w.account_location_id')
    .select(['l.state', 'l.address', 'l.city', 'l.zip'])
    .where('w.id', '=', workOrderId)
    .executeTakeFirstOrThrow();
  return r;
}
