import { payrollWeek, ProposalStatuses as S, todayIsoDate } from '@canopy/shared';
import type { Db } from '../platform/db';
import { builderCatalogue, growProposalItems, seedProposalBuilderDemo } from './proposal-builder-demo';
import { rng } from './random';
import { refreshAsTablesGrow } from './statistics';

interface DemoProposal {
  rep: number;
  branch: number;
  status: number;
  /** Days after the start of this payroll week (negative: earlier weeks). */
  day: number;
  note?: string;
  letter?: string;
}

// Each demo arborist has proposals in the list's opening week and before it, in the statuses a
// sales rep meets: new, waiting on review or the customer, won, lost, confirmed and cancelled.
const PROPOSALS: DemoProposal[] = [
  { rep: 6, branch: 1, status: S.Created, day: 0, note: 'Customer asked about the two oaks by the drive.' },
  { rep: 6, branch: 1, status: S.PendingReview, day: 0 },
  {
    rep: 6,
    branch: 1,
    status: S.SentToClient,
    day: -3,
    letter: 'Thank you for walking the property with us. Our recommendations follow.',
  },
  { rep: 6, branch: 1, status: S.Confirmed, day: -10 },
  { rep: 6, branch: 1, status: S.Cancelled, day: -12 },
  { rep: 7, branch: 2, status: S.Created, day: 0 },
  { rep: 7, branch: 2, status: S.Accepted, day: -5 },
  { rep: 7, branch: 2, status: S.Rejected, day: -20 },
  { rep: 11, branch: 3, status: S.Reviewed, day: 0 },
  { rep: 11, branch: 3, status: S.Confirmed, day: -8 },
];

const dayIso = (from: string, days: number, hour: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000 + hour * 3_600_000).toISOString();

/** Demo proposals on the demo accounts' locations, after the accounts and locations exist. */
export async function seedProposalsDemo(db: Db): Promise<void> {
  const week = payrollWeek(todayIsoDate());
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const catalogue = await builderCatalogue(trx);
    const used = new Map<number, number>();
    for (const p of PROPOSALS) {
      const locations = await trx
        .selectFrom('account_locations')
        .select(['id', 'account_id'])
        .where('branch_id', '=', p.branch)
        .orderBy('id')
        .limit(5)
        .execute();
      const n = used.get(p.branch) ?? 0;
      used.set(p.branch, n + 1);
      const loc = locations[n % locations.length];
      if (!loc) continue;
      // A day later than now would be a proposal from the future: keep it at now.
      const at = [dayIso(week.from, p.day, 9 + n), now].sort()[0]!;
      const { id } = await trx
        .insertInto('proposals')
        .values({
          status_id: p.status,
          sales_rep_id: p.rep,
          created_by_id: p.rep,
          account_id: loc.account_id,
          account_location_id: loc.id,
          branch_id: p.branch,
          year_of_work: Number(week.from.slice(0, 4)),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('proposals').set({ proposal_number: id }).where('id', '=', id).execute();
      if (p.status === S.Confirmed)
        await trx
          .insertInto('proposal_service_groups')
          .values({ proposal_id: id, service_group_id: 1 })
          .execute();
      if (catalogue) await seedProposalBuilderDemo(trx, catalogue, { id, locationId: loc.id });
      if (p.note)
        await trx
          .insertInto('proposal_notes')
          .values({ proposal_id: id, notes: p.note, created_by_id: p.rep, created_at: at })
          .execute();
      if (p.letter)
        await trx
          .insertInto('proposal_cover_letters')
          .values({ proposal_id: id, text: p.letter, updated_at: at })
          .execute();
    }
  });
}

/** Proposals per unit of scale: --scale 100 gives 100,000. */
const PROPOSALS_PER_SCALE = 1000;
const BATCH = 500;
const STATUSES = [
  S.Created,
  S.PendingReview,
  S.Reviewed,
  S.SentToClient,
  S.Accepted,
  S.Rejected,
  S.Confirmed,
  S.Cancelled,
];

/** Grows the proposals list for benchmarks: spread over two years, every status, every arborist. */
export async function growProposals(db: Db, scale: number, reps: { id: number; branch: number }[]) {
  const count = Math.max(1, Math.round(scale * PROPOSALS_PER_SCALE));
  const locations = await db
    .selectFrom('account_locations')
    .select(['id', 'account_id', 'branch_id'])
    .orderBy('id')
    .execute();
  if (!locations.length || !reps.length) return 0;
  const r = rng(3000 + scale);
  const today = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    await refreshAsTablesGrow(db, start / BATCH);
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, () => {
      const loc = r.pick(locations);
      const own = reps.filter((x) => x.branch === loc.branch_id);
      const at = new Date(today - r.int(0, 730) * 86_400_000).toISOString();
      return {
        status_id: r.pick(STATUSES),
        sales_rep_id: r.pick(own.length ? own : reps).id,
        account_id: loc.account_id,
        account_location_id: loc.id,
        branch_id: loc.branch_id,
        year_of_work: Number(at.slice(0, 4)),
        created_at: at,
        updated_at: at,
      };
    });
    await db.transaction().execute(async (trx) => {
      const made = await trx.insertInto('proposals').values(rows).returning('id').execute();
      await trx
        .updateTable('proposals')
        .set((eb) => ({ proposal_number: eb.ref('id') }))
        .where('proposal_number', 'is', null)
        .execute();
      // A pruning of $150 to $2,400 in whole dollars, so each generated proposal has a builder and a total.
      await growProposalItems(
        trx,
        made.map((m) => ({ id: m.id, cents: r.int(150, 2400) * 100 })),
      );
    });
  }
  return count;
}
