import { EquipmentProblemStatuses as P, OTHER_DESCRIPTION_ID, WorkOrderSubTypes } from '@canopy/shared';
import type { Db } from '../platform/db';

const DAY = 86_400_000;

/**
 * Equipment problems in every status on scheduled work orders of each branch (reported by the day's
 * foreman, about equipment on the schedule), and in branch 1 a damage whose repair is the Damages
 * work order of the demo.
 */
export async function seedWorkOrderProblemsDemo(db: Db, now = Date.now()): Promise<void> {
  const equipped = await db
    .selectFrom('schedule_work_orders as swo')
    .innerJoin('work_orders as wo', 'wo.id', 'swo.work_order_id')
    .innerJoin('schedule_dates as sd', 'sd.schedule_id', 'swo.schedule_id')
    .innerJoin('schedule_equipment as se', 'se.schedule_date_id', 'sd.id')
    .innerJoin('schedule_crews as sc', 'sc.schedule_date_id', 'sd.id')
    .select(['wo.id as work_order_id', 'wo.branch_id', 'se.equipment_resource_id', 'sc.employee_id'])
    .where('sc.is_foreman', '=', 1)
    .where('wo.sub_type_id', '=', WorkOrderSubTypes.Original)
    .orderBy('wo.id')
    .orderBy('se.equipment_resource_id')
    .execute();
  const firstOfBranch = new Map<number, (typeof equipped)[number]>();
  for (const row of equipped) if (!firstOfBranch.has(row.branch_id)) firstOfBranch.set(row.branch_id, row);

  const problems: [number, number | null, string | null, number][] = [
    [P.Open, 2, null, 1],
    [P.Pending, 1, null, 3],
    [P.Resolved, OTHER_DESCRIPTION_ID, 'Chipper feed roller jams', 6],
  ];
  for (const on of firstOfBranch.values()) {
    for (const [status, descriptionId, other, daysAgo] of problems) {
      const reported = now - daysAgo * DAY;
      await db
        .insertInto('equipment_problems')
        .values({
          work_order_id: on.work_order_id,
          equipment_resource_id: on.equipment_resource_id,
          status_id: status,
          description_id: descriptionId === OTHER_DESCRIPTION_ID ? null : descriptionId,
          other_description: other,
          reported_by: on.employee_id,
          date_reported: new Date(reported).toISOString(),
          resolution_date: status === P.Resolved ? new Date(reported + DAY).toISOString() : null,
        })
        .execute();
    }
  }

  const damaged = firstOfBranch.get(1);
  if (!damaged) return;
  const damage = await db
    .insertInto('work_order_damages')
    .values({
      work_order_id: damaged.work_order_id,
      description: 'Loader left ruts across the front lawn',
      notes: 'Customer shown the ruts before the crew left',
      reported_by: damaged.employee_id,
      date_reported: new Date(now - 2 * DAY).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const repair = await db
    .selectFrom('work_orders')
    .select('id')
    .where('branch_id', '=', 1)
    .where('sub_type_id', '=', WorkOrderSubTypes.Damages)
    .orderBy('id')
    .executeTakeFirst();
  if (repair)
    await db
      .insertInto('work_order_damage_services')
      .values({ damage_id: damage.id, damage_work_order_id: repair.id, notes: 'Rake out and reseed' })
      .execute();
}
