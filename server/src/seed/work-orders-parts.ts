import { AccountTypes, addCalendarDays, JobTitles } from '@canopy/shared';
import type { Db } from '../platform/db';

// Pieces the demo and the large data set share when they build work orders.

/** A calendar date moved by whole days, kept as 'yyyy-MM-dd'. */
export const addDays = addCalendarDays;

export interface CatalogueService {
  id: number;
  name: string;
  groupId: number;
  rateCents: number;
  visitId: number | null;
  reportOptionId: number | null;
}

/** The service catalogue by name, each with its first visit. */
export async function serviceCatalogue(db: Db): Promise<Map<string, CatalogueService>> {
  const rows = await db
    .selectFrom('services as s')
    .select((eb) => [
      's.id',
      's.name',
      's.service_group_id',
      's.pricing_unit_of_measure_rate_cents',
      's.report_option_id',
      eb
        .selectFrom('service_visits as v')
        .select((x) => x.fn.min('v.id').as('m'))
        .whereRef('v.service_id', '=', 's.id')
        .as('visit_id'),
    ])
    .orderBy('s.id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.name,
      {
        id: r.id,
        name: r.name,
        groupId: r.service_group_id,
        rateCents: Number(r.pricing_unit_of_measure_rate_cents ?? 0),
        visitId: r.visit_id ?? null,
        reportOptionId: r.report_option_id,
      },
    ]),
  );
}

export interface WorkLocation {
  id: number;
  accountId: number;
  branchId: number;
  arboristId: number | null;
  territoryId: number | null;
  /** Customer inventory: trees (of any kind) and lawns, by service item id. */
  tree: number[];
  lawn: number[];
  /** What the first tree is called, for service descriptions. */
  label: string | null;
}

/** Locations of customers (prospects have no work yet), in id order, with their trees and lawns. */
export async function workLocations(db: Db): Promise<WorkLocation[]> {
  const locs = await db
    .selectFrom('account_locations as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select(['l.id', 'l.account_id', 'l.branch_id', 'l.sales_territory_id', 'a.arborist_id'])
    .where('a.account_type_id', '<>', AccountTypes.Prospect)
    .orderBy('l.id')
    .execute();
  const items = await db
    .selectFrom('service_items as i')
    .leftJoin('inventory_item_types as t', 't.id', 'i.type_id')
    .leftJoin('inventory_other_item_types as o', 'o.id', 'i.other_item_type_id')
    .select(['i.id', 'i.account_location_id', 't.name as type_name', 'o.name as other_name'])
    .orderBy('i.id')
    .execute();
  const byLoc = new Map<number, WorkLocation>(
    locs.map((l) => [
      l.id,
      {
        id: l.id,
        accountId: l.account_id,
        branchId: l.branch_id,
        arboristId: l.arborist_id,
        territoryId: l.sales_territory_id,
        tree: [],
        lawn: [],
        label: null,
      },
    ]),
  );
  for (const i of items) {
    const loc = byLoc.get(i.account_location_id);
    if (!loc) continue;
    if (i.other_name || i.type_name === 'Tree') {
      loc.tree.push(i.id);
      loc.label ??= i.other_name ?? 'parkway tree';
    } else if (i.type_name === 'Lawn') loc.lawn.push(i.id);
  }
  return [...byLoc.values()];
}

export interface ScheduleDay {
  id: number;
  date: string;
  crewIds: { id: number; employeeId: number }[];
}

/** A schedule of the branch carrying the work orders on the dates, each date with the same crew. */
export async function insertSchedule(
  db: Db,
  s: {
    branchId: number;
    workOrderIds: number[];
    dates: string[];
    crew: { lead: number; leadTitle: number; crew: number[] };
    now: number;
    statusId?: number;
    /** Equipment on every date, at its type's daily rate. */
    equipment?: { id: number; dailyRateCents: number }[];
  },
): Promise<ScheduleDay[]> {
  const schedule = await db
    .insertInto('schedules')
    .values({ branch_id: s.branchId, status_id: s.statusId ?? 1, created_at: new Date(s.now).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('schedule_work_orders')
    .values(
      s.workOrderIds.map((w, i) => ({
        schedule_id: schedule.id,
        work_order_id: w,
        route_order_id: i + 1,
        estimated_hours_hundredths: 800,
      })),
    )
    .execute();
  const days: ScheduleDay[] = [];
  for (const date of s.dates) {
    const day = await db
      .insertInto('schedule_dates')
      .values({ schedule_id: schedule.id, schedule_date: date, start_time: '07:30', end_time: '16:00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const people = [
      { employee_id: s.crew.lead, job_title_id: s.crew.leadTitle, is_foreman: 1 },
      ...s.crew.crew.map((e) => ({ employee_id: e, job_title_id: JobTitles.Crew, is_foreman: 0 })),
    ];
    const crew = await db
      .insertInto('schedule_crews')
      .values(people.map((p) => ({ ...p, schedule_date_id: day.id })))
      .returning(['id', 'employee_id'])
      .execute();
    if (s.equipment?.length)
      await db
        .insertInto('schedule_equipment')
        .values(
          s.equipment.map((e) => ({
            schedule_date_id: day.id,
            equipment_resource_id: e.id,
            daily_rate_cents: e.dailyRateCents,
          })),
        )
        .execute();
    days.push({ id: day.id, date, crewIds: crew.map((c) => ({ id: c.id, employeeId: c.employee_id })) });
  }
  return days;
}
