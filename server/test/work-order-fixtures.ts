import type { Db } from '../src/platform/db';

// Work orders straight into the database for the tests of the work-order modules: work orders are
// made by confirming work authorizations, a flow that does not exist yet.

export interface WorkOrderSeed {
  branchId?: number;
  salesRepId?: number | null;
  statusId?: number;
  serviceGroupId?: number;
  subTypeId?: number;
  description?: string;
}

/** A work order on the first location of the given branch (demo data has locations in every branch). */
export async function makeWorkOrder(db: Db, seed: WorkOrderSeed = {}): Promise<number> {
  const branchId = seed.branchId ?? 1;
  const loc = await db
    .selectFrom('account_locations')
    .select(['id', 'account_id'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('work_orders')
    .values({
      sub_type_id: seed.subTypeId ?? 1,
      status_id: seed.statusId ?? 3,
      service_group_id: seed.serviceGroupId ?? 1,
      account_id: loc.account_id,
      account_location_id: loc.id,
      branch_id: branchId,
      sales_rep_id: seed.salesRepId === undefined ? 6 : seed.salesRepId,
      description: seed.description ?? 'Prune the oaks',
      estimated_hours_hundredths: 400,
      estimated_value_cents: 85000,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Puts the work order on a schedule for one date with the employee as crew (foreman by default). */
export async function scheduleWorkOrder(
  db: Db,
  workOrderId: number,
  employeeId: number,
  date: string,
  opts: { isForeman?: boolean; jobTitleId?: number } = {},
): Promise<{ scheduleId: number; scheduleDateId: number; scheduleCrewId: number }> {
  const wo = await db
    .selectFrom('work_orders')
    .select('branch_id')
    .where('id', '=', workOrderId)
    .executeTakeFirstOrThrow();
  const schedule = await db
    .insertInto('schedules')
    .values({ branch_id: wo.branch_id, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const day = await db
    .insertInto('schedule_dates')
    .values({ schedule_id: schedule.id, schedule_date: date })
    .returning('id')
    .executeTakeFirstOrThrow();
  const isForeman = opts.isForeman ?? true;
  const crew = await db
    .insertInto('schedule_crews')
    .values({
      schedule_date_id: day.id,
      employee_id: employeeId,
      job_title_id: opts.jobTitleId ?? (isForeman ? 1 : 3),
      is_foreman: isForeman ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('schedule_work_orders')
    .values({ schedule_id: schedule.id, work_order_id: workOrderId })
    .execute();
  return { scheduleId: schedule.id, scheduleDateId: day.id, scheduleCrewId: crew.id };
}
