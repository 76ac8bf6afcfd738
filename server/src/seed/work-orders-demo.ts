import {
  JobTitles,
  ScheduleStatuses,
  ServiceGroups as G,
  todayIsoDate,
  WorkOrderStatuses as S,
} from '@canopy/shared';
import type { Db } from '../platform/db';
import {
  addDays,
  insertSchedule,
  serviceCatalogue,
  workLocations,
  type WorkLocation,
} from './work-orders-parts';

/** The work order the browser journey opens: Scheduled today in North Shore, crewed by 'foreman'. */
export const DEMO_JOURNEY_DESCRIPTION = 'Demo: crown clean and scouting';

/** Who works each branch's schedules: a foreman (or lead) and crew. Fox Valley's lead is its arborist. */
export const BRANCH_CREWS: Record<number, { lead: number; leadTitle: number; crew: number[] }> = {
  1: { lead: 5, leadTitle: JobTitles.Foreman, crew: [8] },
  2: { lead: 9, leadTitle: JobTitles.Foreman, crew: [12] },
  3: { lead: 11, leadTitle: JobTitles.Arborist, crew: [] },
};

// [status, group, description, services, first scheduled day from today (null: not scheduled), sub type]
type Plan = [number, number, string, string[], number | null, number?];
const PLANS: Plan[] = [
  [S.Created, G.ArborCare, 'Prune the parkway oak away from the service drop', ['Structural Pruning'], null],
  [
    S.ReadyForScheduling,
    G.ArborCare,
    'Remove the dead ash and grind the stump',
    ['Tree Removal', 'Stump Grinding'],
    null,
  ],
  [S.Scheduled, G.PlantHealthCare, 'Dormant oil on the spruces', ['Dormant Oil Spray'], 3],
  [S.Scheduled, G.ArborCare, 'Raise the canopy over the driveway', ['Structural Pruning'], 1],
  [S.InProgress, G.ArborCare, 'Cable the split-trunk maple', ['Cabling and Bracing'], -1],
  [S.InProgress, G.PlantHealthCare, 'Apple scab sprays on the crabapples', ['Apple Scab Program'], 0],
  [S.Completed, G.ArborCare, 'Crown clean the back-yard trees', ['Crown Cleaning'], -12],
  [S.Completed, G.PlantHealthCare, 'EAB trunk injection on the ash', ['Emerald Ash Borer Treatment'], -7],
  [S.OnHold, G.ArborCare, 'Customer asked to wait until after the wedding', ['Structural Pruning'], null],
  [S.Cancelled, G.ArborCare, 'Removal no longer wanted', ['Tree Removal'], null],
  [
    S.PendingCancellation,
    G.LawnCare,
    'Lawn rounds; customer is selling the house',
    ['Lawn Care Rounds'],
    null,
  ],
  [S.Created, G.LawnCare, 'Spring lawn rounds', ['Lawn Care Rounds'], null],
  [S.Scheduled, G.Fertilization, 'Deep-root feed for the new plantings', ['Deep-Root Fertilization'], 5],
];
// The coming days' routes: with the plans above, every crew has three or four stops today and on each of
// the next two days, so the daily schedule shows a real day.
const DAY_PLANS: Plan[] = [
  [S.Scheduled, G.ArborCare, 'Prune the street-side maples clear of the sidewalk', ['Structural Pruning'], 0],
  [S.Scheduled, G.PlantHealthCare, 'Dormant oil on the yews by the entrance', ['Dormant Oil Spray'], 0],
  [S.Scheduled, G.ArborCare, 'Take down the storm-broken limb over the patio', ['Tree Removal'], 1],
  [S.Scheduled, G.ArborCare, 'Crown clean the front-yard linden', ['Crown Cleaning'], 1],
  [S.Scheduled, G.ArborCare, 'Grind the two stumps along the fence', ['Stump Grinding'], 2],
  [S.Scheduled, G.PlantHealthCare, 'Scab sprays on the flowering crabs', ['Apple Scab Program'], 2],
  [S.Scheduled, G.ArborCare, 'Thin the silver maple over the roof', ['Structural Pruning'], 2],
];
// Branch 1 also gets a damage repair and a correction of its first completed order.
const EXTRA: Plan[] = [
  [S.Created, G.ArborCare, 'Damage: rake out the ruts the loader left', ['Crown Cleaning'], null, 2],
  [
    S.ReadyForScheduling,
    G.ArborCare,
    'Correction: deadwood missed over the garage',
    ['Crown Cleaning'],
    null,
    3,
  ],
];

/** About 40 work orders in every status over the three branches, with services, schedules and logs. */
export async function seedWorkOrdersDemo(db: Db): Promise<void> {
  const today = todayIsoDate();
  const now = Date.now();
  const services = await serviceCatalogue(db);
  const locations = await workLocations(db);
  const byBranch = (b: number) => locations.filter((l) => l.branchId === b);
  let completedInBranch1: number | null = null;
  const journey: Plan = [
    S.Scheduled,
    G.ArborCare,
    DEMO_JOURNEY_DESCRIPTION,
    ['Crown Cleaning', 'Emerald Ash Borer Treatment'],
    0,
  ];
  await db.transaction().execute(async (trx) => {
    // Today's and later work of a branch is one schedule a day (a crew is on one schedule a day);
    // past work keeps a schedule of its own, as it was when it was done.
    const days = new Map<string, { branchId: number; date: string; orders: [number, number][] }>();
    for (const branchId of [1, 2, 3]) {
      const plans = branchId === 1 ? [journey, ...PLANS, ...EXTRA, ...DAY_PLANS] : [...PLANS, ...DAY_PLANS];
      const here = byBranch(branchId);
      for (const [i, [status, group, description, names, day, subType]] of plans.entries()) {
        const wants = group === G.LawnCare ? 'lawn' : 'tree';
        const fits = here.filter((l) => l[wants].length > 0);
        const loc: WorkLocation = fits[i % fits.length] ?? here[i % here.length]!;
        const picked = names.map((n) => services.get(n)!);
        const items = group === G.LawnCare ? loc.lawn.slice(0, 1) : loc.tree.slice(0, 2);
        const units = group === G.LawnCare ? 4500 : 1800;
        const costs = picked.map((s) => Math.round((s.rateCents * units * Math.max(items.length, 1)) / 100));
        const dates = day === null ? [] : [addDays(today, day)];
        const finished = status === S.Completed;
        const wo = await trx
          .insertInto('work_orders')
          .values({
            sub_type_id: subType ?? 1,
            status_id: status,
            service_group_id: group,
            account_id: loc.accountId,
            account_location_id: loc.id,
            branch_id: branchId,
            sales_territory_id: loc.territoryId,
            sales_rep_id: loc.arboristId,
            description,
            estimated_crew: 1 + BRANCH_CREWS[branchId]!.crew.length,
            estimated_hours_hundredths: 400 + (i % 4) * 200,
            estimated_value_cents: costs.reduce((a, b) => a + b, 0),
            priority_id: 1 + (i % 3),
            wo_schedule_status_id: dates.length ? 2 : 1,
            original_wo_id: subType === 3 ? completedInBranch1 : null,
            date_completed: finished ? `${dates[0]}T21:00:00.000Z` : null,
            archived: branchId === 2 && i === 6 ? 1 : 0,
            created_at: new Date(now - (40 - i) * 86_400_000).toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (finished && branchId === 1) completedInBranch1 ??= wo.id;
        for (const [k, s] of picked.entries()) {
          const ws = await trx
            .insertInto('work_order_services')
            .values({
              work_order_id: wo.id,
              service_id: s.id,
              service_visit_id: s.visitId,
              description: `${s.name}${loc.label ? ` of the ${loc.label}` : ''}`,
              total_cost_cents: costs[k]!,
              completed: finished ? 1 : 0,
              date_completed: finished ? `${dates[0]}T21:00:00.000Z` : null,
              created_at: new Date(now - (40 - i) * 86_400_000).toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (items.length)
            await trx
              .insertInto('work_order_service_items')
              .values(
                items.map((it) => ({
                  work_order_service_id: ws.id,
                  service_item_id: it,
                  pricing_units_hundredths: units,
                  service_units_hundredths: units,
                })),
              )
              .execute();
        }
        if (day !== null && day >= 0) {
          const key = `${branchId}:${dates[0]}`;
          if (!days.has(key)) days.set(key, { branchId, date: dates[0]!, orders: [] });
          days.get(key)!.orders.push([wo.id, status]);
        } else if (dates.length) await schedule(trx, [[wo.id, status]], branchId, dates, now);
        if (finished && picked.some((s) => s.reportOptionId) && loc.tree.length)
          await trx
            .insertInto('scouting_reports')
            .values({
              work_order_id: wo.id,
              service_item_id: loc.tree[0]!,
              notes: 'A few D-shaped exit holes on the north side; canopy still full. Treated.',
              created_at: `${dates[0]}T20:00:00.000Z`,
            })
            .execute();
      }
    }
    for (const d of days.values()) await schedule(trx, d.orders, d.branchId, [d.date], now);
  });
}

/**
 * A schedule of the work orders ([id, status]) on the dates with the branch's crew and its first two
 * pieces of equipment; started work has today's daily logs and finished work its logs.
 */
async function schedule(trx: Db, orders: [number, number][], branchId: number, dates: string[], now: number) {
  const crew = BRANCH_CREWS[branchId]!;
  const statuses = orders.map(([, s]) => s);
  const statusId = statuses.every((s) => s === S.Completed)
    ? ScheduleStatuses.Ended
    : statuses.some((s) => s === S.InProgress)
      ? ScheduleStatuses.InProgress
      : ScheduleStatuses.Open;
  const equipment = await trx
    .selectFrom('equipment_resources as r')
    .innerJoin('equipment_types as t', 't.id', 'r.equipment_type_id')
    .select(['r.id', 't.daily_rate_cents'])
    .where('r.current_branch_id', '=', branchId)
    .orderBy('r.id')
    .limit(2)
    .execute();
  const days = await insertSchedule(trx, {
    branchId,
    workOrderIds: orders.map(([id]) => id),
    dates,
    crew,
    now,
    statusId,
    equipment: equipment.map((e) => ({ id: e.id, dailyRateCents: Number(e.daily_rate_cents) })),
  });
  for (const [workOrderId, status] of orders) {
    if (status !== S.Completed && status !== S.InProgress) continue;
    for (const d of days) {
      const inProgressToday = status === S.InProgress && d.date === todayIsoDate();
      await trx
        .insertInto('daily_logs')
        .values(
          d.crewIds.map((c) => ({
            work_order_id: workOrderId,
            schedule_crew_id: c.id,
            employee_id: c.employeeId,
            log_date: d.date,
            time_in: '07:30',
            // Today's crew has clocked in but not out: a log without hours yet.
            time_out: inProgressToday ? null : '16:00',
            hours_worked_hundredths: inProgressToday ? 0 : 850,
            created_by: crew.lead,
            created_at: new Date(now).toISOString(),
          })),
        )
        .execute();
    }
  }
}
