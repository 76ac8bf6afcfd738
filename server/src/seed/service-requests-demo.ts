import type { Db } from '../platform/db';
import { rng } from './random';
import { refreshAsTablesGrow } from './statistics';

interface DemoRequest {
  rep: number;
  branch: number;
  /** Days after this week's Monday. */
  day: number;
  /** Local hours from and to (UTC here: the demo has no time zone of its own). */
  from: number;
  to: number;
  typeId: number;
  statusId: number;
  note?: string;
}

// Each demo arborist has appointments and call-backs in the list's opening week (This Week), some done
// already, so a sales rep's first look at the list shows the week's bookings.
const REQUESTS: DemoRequest[] = [
  {
    rep: 6,
    branch: 1,
    day: 0,
    from: 9,
    to: 10,
    typeId: 1,
    statusId: 2,
    note: 'Oak by the drive drops limbs.',
  },
  { rep: 6, branch: 1, day: 1, from: 13, to: 14, typeId: 1, statusId: 1 },
  {
    rep: 6,
    branch: 1,
    day: 3,
    from: 10,
    to: 11,
    typeId: 2,
    statusId: 1,
    note: 'Call back about the spray quote.',
  },
  { rep: 6, branch: 1, day: 4, from: 15, to: 16, typeId: 1, statusId: 1 },
  { rep: 7, branch: 2, day: 1, from: 9, to: 10, typeId: 1, statusId: 1 },
  { rep: 7, branch: 2, day: 2, from: 14, to: 15, typeId: 2, statusId: 1 },
  { rep: 11, branch: 3, day: 2, from: 11, to: 12, typeId: 1, statusId: 1 },
  { rep: 11, branch: 3, day: 4, from: 9, to: 10, typeId: 1, statusId: 1, note: 'New customer, two lots.' },
];

const mondayOf = (now: Date) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000;
};

/** Demo service requests this week, after the accounts and locations exist. */
export async function seedServiceRequestsDemo(db: Db): Promise<void> {
  const monday = mondayOf(new Date());
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const used = new Map<number, number>();
    for (const r of REQUESTS) {
      const locations = await trx
        .selectFrom('account_locations')
        .select('id')
        .where('branch_id', '=', r.branch)
        .orderBy('id')
        .limit(6)
        .execute();
      const n = used.get(r.branch) ?? 0;
      used.set(r.branch, n + 1);
      const loc = locations[n % Math.max(1, locations.length)];
      if (!loc) continue;
      const at = (h: number) => new Date(monday + r.day * 86_400_000 + h * 3_600_000).toISOString();
      await trx
        .insertInto('service_requests')
        .values({
          type_id: r.typeId,
          status_id: r.statusId,
          appointment_type_id: 2,
          appointment_date: at(r.from),
          appointment_date_end: at(r.to),
          sales_rep_id: r.rep,
          account_location_id: loc.id,
          branch_id: r.branch,
          notes: r.note ?? null,
          created_by_id: 2,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await trx
      .insertInto('estimate_types')
      .values(
        ['Pruning', 'Removal', 'Plant Health Care', 'Lawn Care'].map((name, i) => ({
          name,
          sort_order: i + 1,
        })),
      )
      .execute();
    await trx
      .insertInto('service_request_sources')
      .values(['Phone', 'Website', 'Referral', 'Yard Sign'].map((name, i) => ({ name, sort_order: i + 1 })))
      .execute();
  });
}

/** Requests per unit of scale: --scale 20 gives 20,000. */
const REQUESTS_PER_SCALE = 1000;
const BATCH = 500;

/** Grows the request list for benchmarks: a year back and a month ahead, every arborist, both types. */
export async function growServiceRequests(db: Db, scale: number, reps: { id: number; branch: number }[]) {
  const count = Math.max(1, Math.round(scale * REQUESTS_PER_SCALE));
  const locations = await db
    .selectFrom('account_locations')
    .select(['id', 'branch_id'])
    .orderBy('id')
    .execute();
  if (!locations.length || !reps.length) return 0;
  const r = rng(4000 + scale);
  const today = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    await refreshAsTablesGrow(db, start / BATCH);
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, () => {
      const loc = r.pick(locations);
      const own = reps.filter((x) => x.branch === loc.branch_id);
      const from = Math.floor((today + r.int(-365, 30) * 86_400_000) / 900_000) * 900_000;
      const at = new Date(from).toISOString();
      return {
        type_id: r.int(1, 2),
        status_id: from < today ? 2 : 1,
        appointment_type_id: 2,
        appointment_date: at,
        appointment_date_end: new Date(from + 3_600_000).toISOString(),
        sales_rep_id: r.pick(own.length ? own : reps).id,
        account_location_id: loc.id,
        branch_id: loc.branch_id,
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('service_requests').values(rows).execute();
  }
  return count;
}
