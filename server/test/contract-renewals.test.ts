import fc from 'fast-check';
import { expect, it } from 'vitest';
import { ContractStatuses, increased, ProposalTypes } from '@canopy/shared';
import { RENEWAL_JOB, runRenewals } from '../src/modules/contracts/renewals';
import { tableQueue } from '../src/platform/jobs/table-queue';
import { renewalCatalogue, seedRenewableContracts } from '../src/seed/contracts-demo';
import { describeEngines, type TestCtx } from './harness';

const thisYear = new Date().getUTCFullYear();
const url = '/api/v1/proposals/genRenewables';

// The app's own runner is off (JOBS_POLL_MS=0); each test drains a runner over the same table, so
// what a job did is known when the test looks.
function runner(ctx: TestCtx) {
  const q = tableQueue(ctx.dbh, { pollMs: 0, leaseSeconds: 60 });
  q.register(RENEWAL_JOB, runRenewals);
  return q;
}

const contractsOf = (ctx: TestCtx, year: number) =>
  ctx.dbh.db
    .selectFrom('proposals')
    .select(['id', 'account_location_id', 'contract_status_id'])
    .where('proposal_type_id', '=', ProposalTypes.Contract)
    .where('year_of_work', '=', year)
    .execute();

const linesOf = (ctx: TestCtx, proposalIds: number[]) =>
  proposalIds.length
    ? ctx.dbh.db
        .selectFrom('proposal_item_services')
        .select(['proposal_id', 'service_id', 'total_cost_cents'])
        .where('proposal_id', 'in', proposalIds)
        .orderBy('proposal_id')
        .orderBy('service_id')
        .execute()
    : Promise.resolve([]);

describeEngines(
  'contract renewals',
  (ctx) => {
    it('renews last year’s contracts into this year, raising each line by its classification’s increase', async () => {
      const office = await ctx().login('officemanager');
      const cat = await renewalCatalogue(ctx().dbh.db);
      const last = await contractsOf(ctx(), thisYear - 1);
      expect(last.length).toBeGreaterThanOrEqual(12);
      const before = await linesOf(
        ctx(),
        last.map((c) => c.id),
      );

      const res = await ctx().call(office, 'POST', url, {
        year: thisYear,
        plantHealthCareIncrease: 4,
        fertilizationIncrease: 2.5,
        lawnCareIncrease: 10,
      });
      expect(res.statusCode).toBe(200);
      const { JobId } = res.json();
      expect((await ctx().call(office, 'GET', `/api/v1/jobs/${JobId}`)).json().State).toBe('queued');
      await runner(ctx()).drain();
      const job = (await ctx().call(office, 'GET', `/api/v1/jobs/${JobId}`)).json();
      expect(job).toMatchObject({
        State: 'done',
        Error: null,
        Result: { NumProposals: last.length, Year: thisYear },
      });
      expect(job.ProgressDone).toBe(last.length);
      expect(job.ProgressTotal).toBe(last.length);

      const made = await contractsOf(ctx(), thisYear);
      const renewed = await ctx()
        .dbh.db.selectFrom('contract_renewals')
        .selectAll()
        .where('year', '=', thisYear)
        .execute();
      expect(renewed.map((r) => r.source_proposal_id).sort()).toEqual(last.map((c) => c.id).sort());
      const after = await linesOf(
        ctx(),
        renewed.map((r) => r.proposal_id),
      );
      // The yearly programs come along raised; the two-yearly aeration waits a year; pruning never renews.
      const expected = renewed.flatMap((r) =>
        before
          .filter((l) => l.proposal_id === r.source_proposal_id)
          .filter((l) => l.service_id === cat.phc || l.service_id === cat.fertilization)
          .map((l) => ({
            proposal_id: r.proposal_id,
            service_id: l.service_id,
            total_cost_cents: increased(l.total_cost_cents!, l.service_id === cat.phc ? 400 : 250),
          })),
      );
      const key = (l: { proposal_id: number; service_id: number }) => `${l.proposal_id}:${l.service_id}`;
      expect(after.map((l) => ({ ...l })).sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
        expected.sort((a, b) => key(a).localeCompare(key(b))),
      );
      const newOnes = made.filter((m) => renewed.some((r) => r.proposal_id === m.id));
      expect(newOnes.every((m) => m.contract_status_id === ContractStatuses.Created)).toBe(true);

      const again = await ctx().call(office, 'POST', url, { year: thisYear, plantHealthCareIncrease: 4 });
      await runner(ctx()).drain();
      const second = (await ctx().call(office, 'GET', `/api/v1/jobs/${again.json().JobId}`)).json();
      expect(second).toMatchObject({ State: 'done', Result: { NumProposals: 0 } });
      expect(await contractsOf(ctx(), thisYear)).toHaveLength(made.length);
    });

    it('refuses a year before this one or past 9999 with the spec’s message, queuing nothing', async () => {
      const office = await ctx().login('officemanager');
      const jobs = async () => (await ctx().dbh.db.selectFrom('jobs').select('id').execute()).length;
      const had = await jobs();
      for (const year of [thisYear - 1, 10000, -5]) {
        const res = await ctx().call(office, 'POST', url, { year, lawnCareIncrease: 3 });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ Message: 'Invalid value', ModelState: { year: ['Invalid value'] } });
      }
      const bad = await ctx().call(office, 'POST', url, { year: thisYear, lawnCareIncrease: 101 });
      expect(bad.statusCode).toBe(400);
      expect(await jobs()).toBe(had);
    });

    it('needs Contracts Full to start, and shows a job only to its requester or a Full holder', async () => {
      const arborist = await ctx().login('arborist');
      const refused = await ctx().call(arborist, 'POST', url, { year: thisYear });
      expect(refused.statusCode).toBe(403);
      const office = await ctx().login('officemanager');
      const { JobId } = (await ctx().call(office, 'POST', url, { year: thisYear + 1 })).json();
      expect((await ctx().call(arborist, 'GET', `/api/v1/jobs/${JobId}`)).statusCode).toBe(404);
      const admin = await ctx().login('admin');
      expect((await ctx().call(admin, 'GET', `/api/v1/jobs/${JobId}`)).json().Id).toBe(JobId);
      expect((await ctx().call(office, 'GET', `/api/v1/jobs/999999`)).statusCode).toBe(404);
      await runner(ctx()).drain();
    });

    it('renews each due service line exactly once, per its recurrence, whatever the contracts hold', async () => {
      const db = ctx().dbh.db;
      const cat = await renewalCatalogue(db);
      const recurrence = new Map([
        [cat.phc, 1],
        [cat.fertilization, 1],
        [cat.lawnAeration, 2],
      ]);
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({ back: fc.integer({ min: 1, max: 3 }), count: fc.integer({ min: 1, max: 3 }) }),
            {
              minLength: 1,
              maxLength: 3,
            },
          ),
          fc.integer({ min: 0, max: 2000 }),
          async (sets, pct) => {
            // Each run renews its own far-off year, so runs never meet.
            const year = 3000 + 20 * run++;
            const sources: { id: number; year: number }[] = [];
            for (const s of sets) {
              const ids = await seedRenewableContracts(db, {
                count: s.count,
                year: year - s.back,
                catalogue: cat,
              });
              sources.push(...ids.map((id) => ({ id, year: year - s.back })));
            }
            const office = await ctx().login('officemanager');
            const start = await ctx().call(office, 'POST', url, {
              year,
              plantHealthCareIncrease: pct / 100,
              fertilizationIncrease: pct / 100,
              lawnCareIncrease: pct / 100,
            });
            expect(start.statusCode).toBe(200);
            await runner(ctx()).drain();
            const before = await linesOf(
              ctx(),
              sources.map((s) => s.id),
            );
            const due = before.filter((l) => {
              const from = sources.find((s) => s.id === l.proposal_id)!.year;
              const r = recurrence.get(l.service_id);
              return r !== undefined && from + r === year;
            });
            const renewed = await db
              .selectFrom('contract_renewals')
              .selectAll()
              .where('year', '=', year)
              .execute();
            const after = await linesOf(
              ctx(),
              renewed.map((r) => r.proposal_id),
            );
            const sourceOf = new Map(renewed.map((r) => [r.proposal_id, r.source_proposal_id]));
            const seen = after.map((l) => `${sourceOf.get(l.proposal_id)}:${l.service_id}`).sort();
            expect(seen).toEqual(due.map((l) => `${l.proposal_id}:${l.service_id}`).sort());
            for (const l of after) {
              const was = due.find(
                (d) => d.proposal_id === sourceOf.get(l.proposal_id) && d.service_id === l.service_id,
              )!;
              expect(l.total_cost_cents).toBe(increased(was.total_cost_cents!, pct));
            }
            const count = (await contractsOf(ctx(), year)).length;
            await ctx().call(office, 'POST', url, { year, plantHealthCareIncrease: 50 });
            await runner(ctx()).drain();
            expect(await contractsOf(ctx(), year)).toHaveLength(count);
            expect(
              await linesOf(
                ctx(),
                renewed.map((r) => r.proposal_id),
              ),
            ).toEqual(after);
          },
        ),
        { numRuns: 6 },
      );
    });
  },
  { env: { JOBS_POLL_MS: '0' } },
);
