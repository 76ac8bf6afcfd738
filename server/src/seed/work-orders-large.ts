import {
  JobTitles,
  ScheduleStatuses,
  ServiceGroups as G,
  todayIsoDate,
  WorkOrderStatuses as S,
} from '@canopy/shared';
import type { Db } from '../platform/db';
import { rng, type Rng } from './random';
import { BRANCH_CREWS } from './work-orders-demo';
import { addDays, serviceCatalogue, workLocations, type CatalogueService } from './work-orders-parts';
import { refreshAsTablesGrow } from './statistics';

/** Work orders per unit of scale: --scale 100 gives 200,000. */
export const WORK_ORDERS_PER_SCALE = 2000;
const BATCH = 1000;

// [status, weight, first scheduled day relative to today: [from, to] or null]
const MIX: [number, number, [number, number] | null][] = [
  [S.Created, 10, null],
  [S.ReadyForScheduling, 10, null],
  [S.Scheduled, 20, [0, 30]],
  [S.InProgress, 8, [-1, 0]],
  [S.Completed, 42, [-365, -1]],
  [S.OnHold, 4, null],
  [S.Cancelled, 4, null],
  [S.PendingCancellation, 2, null],
];
const TREES = ['front-yard oaks', 'parkway maple', 'spruce row', 'ash by the drive', 'back-yard elm'];

/** Ids of a multi-row insert in row order: one statement numbers its rows in order on both engines. */
const inOrder = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

function pickStatus(r: Rng) {
  let n = r.int(1, 100);
  for (const m of MIX) if ((n -= m[1]) <= 0) return m;
  return MIX[0]!;
}

/**
 * Large data sets: work orders in every status over the customer locations, with services on their
 * inventory, schedules with the branch crew, and daily logs for started and finished work. Inserted in
 * batches; the same scale over the same locations always gives the same rows.
 */
export async function growWorkOrders(db: Db, scale: number): Promise<number> {
  const count = Math.max(1, Math.round(scale * WORK_ORDERS_PER_SCALE));
  const locations = (await workLocations(db)).filter((l) => l.tree.length || l.lawn.length);
  if (!locations.length) return 0;
  const catalogue = [...(await serviceCatalogue(db)).values()];
  const ofGroup = (g: number) => catalogue.filter((s) => s.groupId === g);
  const r = rng(2000 + scale);
  const today = todayIsoDate();
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += BATCH) {
    await refreshAsTablesGrow(db, start / BATCH);
    const plans = Array.from({ length: Math.min(BATCH, count - start) }, () => {
      const loc = r.pick(locations);
      const group = loc.tree.length
        ? r.pick([G.ArborCare, G.ArborCare, G.PlantHealthCare, G.Fertilization])
        : G.LawnCare;
      const [status, , window] = pickStatus(r);
      const services: CatalogueService[] = [r.pick(ofGroup(group))];
      if (r.chance(0.3)) services.push(r.pick(ofGroup(group)));
      const day = window ? addDays(today, r.int(window[0], window[1])) : null;
      return { loc, group, status, services, day, hours: r.int(2, 12) * 50 };
    });
    await db.transaction().execute(async (trx) => {
      const woIds = inOrder(
        await trx
          .insertInto('work_orders')
          .values(
            plans.map((p, i) => ({
              status_id: p.status,
              service_group_id: p.group,
              account_id: p.loc.accountId,
              account_location_id: p.loc.id,
              branch_id: p.loc.branchId,
              sales_territory_id: p.loc.territoryId,
              sales_rep_id: p.loc.arboristId,
              description: `${p.services[0]!.name}: ${p.group === G.LawnCare ? 'back-yard lawn' : TREES[(start + i) % TREES.length]}`,
              estimated_crew: 2,
              estimated_hours_hundredths: p.hours,
              estimated_value_cents: p.hours * 95,
              priority_id: 1 + ((start + i) % 4),
              wo_schedule_status_id: p.day ? 2 : 1,
              date_completed: p.status === S.Completed ? `${p.day}T21:00:00.000Z` : null,
              created_at: now,
            })),
          )
          .returning('id')
          .execute(),
      );
      await addServices(trx, plans, woIds, now);
      await addSchedules(trx, plans, woIds, today, now);
    });
  }
  return count;
}

type Plan = {
  loc: { branchId: number; tree: number[]; lawn: number[] };
  group: number;
  status: number;
  services: CatalogueService[];
  day: string | null;
};

async function addServices(trx: Db, plans: Plan[], woIds: number[], now: string) {
  const rows = plans.flatMap((p, i) =>
    p.services.map((s) => ({
      plan: p,
      woId: woIds[i]!,
      s,
      items: p.group === G.LawnCare ? p.loc.lawn.slice(0, 1) : p.loc.tree.slice(0, 2),
    })),
  );
  const ids = inOrder(
    await trx
      .insertInto('work_order_services')
      .values(
        rows.map((x) => ({
          work_order_id: x.woId,
          service_id: x.s.id,
          service_visit_id: x.s.visitId,
          description: x.s.name,
          total_cost_cents: x.s.rateCents * 18 * Math.max(1, x.items.length),
          completed: x.plan.status === S.Completed ? 1 : 0,
          date_completed: x.plan.status === S.Completed ? `${x.plan.day}T21:00:00.000Z` : null,
          created_at: now,
        })),
      )
      .returning('id')
      .execute(),
  );
  const links = rows.flatMap((x, k) =>
    x.items.map((item) => ({
      work_order_service_id: ids[k]!,
      service_item_id: item,
      pricing_units_hundredths: 1800,
      service_units_hundredths: 1800,
    })),
  );
  if (links.length) await trx.insertInto('work_order_service_items').values(links).execute();
  await addEquipmentNeeds(
    trx,
    rows.map((x) => x.plan.group),
    ids,
  );
}

// The equipment each service needs, by its group: tree work a bucket truck and a chipper, the rest a
// spray rig. Gives the to-schedule list's equipment filter something to find.
const NEEDS: Record<'tree' | 'other', string[]> = {
  tree: ['Bucket Truck 60 ft', 'Chipper 12 in'],
  other: ['Spray Rig'],
};
async function addEquipmentNeeds(trx: Db, groups: number[], serviceIds: number[]) {
  const types = await trx.selectFrom('equipment_types').select(['id', 'name']).execute();
  const idOf = new Map(types.map((t) => [t.name, t.id]));
  const rows = serviceIds.flatMap((id, k) =>
    NEEDS[groups[k] === G.ArborCare ? 'tree' : 'other']
      .filter((name) => idOf.has(name))
      .map((name) => ({ work_order_service_id: id, equipment_type_id: idOf.get(name)! })),
  );
  if (rows.length) await trx.insertInto('work_order_service_equipment').values(rows).execute();
}

/** One schedule and day per scheduled order, with the branch crew; logs for started and finished work. */
async function addSchedules(trx: Db, plans: Plan[], woIds: number[], today: string, now: string) {
  const on = plans.map((p, i) => ({ p, woId: woIds[i]! })).filter((x) => x.p.day);
  if (!on.length) return;
  const scheduleStatus = (s: number) =>
    s === S.Completed
      ? ScheduleStatuses.Ended
      : s === S.InProgress
        ? ScheduleStatuses.InProgress
        : ScheduleStatuses.Open;
  const scheduleIds = inOrder(
    await trx
      .insertInto('schedules')
      .values(
        on.map((x) => ({
          branch_id: x.p.loc.branchId,
          status_id: scheduleStatus(x.p.status),
          created_at: now,
        })),
      )
      .returning('id')
      .execute(),
  );
  await trx
    .insertInto('schedule_work_orders')
    .values(
      on.map((x, k) => ({
        schedule_id: scheduleIds[k]!,
        work_order_id: x.woId,
        route_order_id: 1,
        estimated_hours_hundredths: 800,
      })),
    )
    .execute();
  const dayIds = inOrder(
    await trx
      .insertInto('schedule_dates')
      .values(
        on.map((x, k) => ({
          schedule_id: scheduleIds[k]!,
          schedule_date: x.p.day!,
          start_time: '07:30',
          end_time: '16:00',
        })),
      )
      .returning('id')
      .execute(),
  );
  const crew = on.flatMap((x, k) => {
    const c = BRANCH_CREWS[x.p.loc.branchId] ?? BRANCH_CREWS[1]!;
    return [
      { x, dayId: dayIds[k]!, employee_id: c.lead, job_title_id: c.leadTitle, is_foreman: 1 },
      ...c.crew.map((e) => ({
        x,
        dayId: dayIds[k]!,
        employee_id: e,
        job_title_id: JobTitles.Crew,
        is_foreman: 0,
      })),
    ];
  });
  const crewIds = inOrder(
    await trx
      .insertInto('schedule_crews')
      .values(
        crew.map((c) => ({
          schedule_date_id: c.dayId,
          employee_id: c.employee_id,
          job_title_id: c.job_title_id,
          is_foreman: c.is_foreman,
        })),
      )
      .returning('id')
      .execute(),
  );
  const logs = crew
    .map((c, k) => ({ c, crewId: crewIds[k]! }))
    .filter(({ c }) => c.x.p.status === S.Completed || c.x.p.status === S.InProgress)
    .map(({ c, crewId }) => {
      const open = c.x.p.status === S.InProgress && c.x.p.day === today;
      return {
        work_order_id: c.x.woId,
        schedule_crew_id: crewId,
        employee_id: c.employee_id,
        log_date: c.x.p.day!,
        time_in: '07:30',
        time_out: open ? null : '16:00',
        hours_worked_hundredths: open ? 0 : 850,
        created_at: now,
      };
    });
  if (logs.length) await trx.insertInto('daily_logs').values(logs).execute();
}
