import type { Db } from '../src/platform/db';
import type { Session, TestCtx } from './harness';
import { makeWorkOrder, scheduleWorkOrder, type WorkOrderSeed } from './work-order-fixtures';

// What the equipment problem and damage suites share: a work order with the demo foreman on its crew
// and a piece of the branch's equipment on its schedule, and calls by path.

export const FOREMAN = 5;
export const PROBLEMS = '/api/v1/workOrders/equipmentproblems';
export const DAMAGES = '/api/v1/workOrders/workOrderDamages';
export const DAMAGE_SERVICES = '/api/v1/workOrders/workOrderDamageServices';

/** An equipment resource of the branch (demo data gives every branch some). */
export async function equipmentOfBranch(db: Db, branchId: number, nth = 0): Promise<number> {
  const rows = await db
    .selectFrom('equipment_resources')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('archived', '=', 0)
    .orderBy('id')
    .execute();
  return rows[nth]!.id;
}

/** A work order crewed by `employeeId` today with one piece of its branch's equipment on the day. */
export async function equippedOrder(db: Db, seed: WorkOrderSeed = {}, employeeId = FOREMAN) {
  const id = await makeWorkOrder(db, seed);
  const today = new Date().toISOString().slice(0, 10);
  const { scheduleDateId } = await scheduleWorkOrder(db, id, employeeId, today);
  const equipmentId = await equipmentOfBranch(db, seed.branchId ?? 1);
  await db
    .insertInto('schedule_equipment')
    .values({ schedule_date_id: scheduleDateId, equipment_resource_id: equipmentId })
    .execute();
  return { id, equipmentId };
}

export function problemCalls(ctx: () => TestCtx) {
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    ctx().call(s, method, url, body);
  return { call, post: (s: Session, path: string, body?: unknown) => call(s, 'POST', path, body) };
}
