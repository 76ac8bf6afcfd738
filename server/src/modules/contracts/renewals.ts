import {
  ContractMessages as M,
  isRenewalYear,
  percentToE2,
  type GenerateRenewals,
  type RenewalsResult,
  type RenewalsStarted,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { ValidationError } from '../../platform/errors';
import type { JobContext, JobQueue } from '../../platform/jobs/queue';
import { companySettings } from '../services/company-settings';
import { contractAccess as access } from './contracts.access';
import { dueSources, renewBatch, type Increases } from './renewal-copy';

export const RENEWAL_JOB = 'contracts.renew';
// Each batch is one transaction: a crash loses at most one batch, which the next attempt redoes.
const BATCH = 250;

interface RenewalPayload {
  year: number;
  increases: Increases;
  employeeId: number | null;
}

/** The renewal job: renews every due contract, batch by batch, reporting progress. */
export async function runRenewals({
  db,
  payload,
  jobId,
  progress,
}: JobContext<RenewalPayload>): Promise<RenewalsResult> {
  const { year, increases, employeeId } = payload;
  const maxRecurrence = await companySettings(db).recurrenceMax();
  const countMine = async () =>
    Number(
      (
        await db
          .selectFrom('contract_renewals')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('job_id', '=', jobId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  let done = await countMine();
  const left = Number(
    (
      await dueSources(db, year, maxRecurrence)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const total = done + left;
  await progress(done, total);
  for (;;) {
    const batch = await dueSources(db, year, maxRecurrence)
      .select('p.id')
      .orderBy('p.id')
      .limit(BATCH)
      .execute();
    if (!batch.length) break;
    await db.transaction().execute(async (trx) => {
      await renewBatch(
        trx,
        batch.map((b) => b.id),
        year,
        increases,
        jobId,
        employeeId,
      );
    });
    done += batch.length;
    await progress(done, Math.max(total, done));
  }
  return { NumProposals: await countMine(), Year: year };
}

export function renewalsService(db: Db, jobs: JobQueue) {
  return {
    /**
     * POST proposals/genRenewables: checks the input and queues the run; the answer names the job,
     * whose result carries NumProposals.
     */
    async start(auth: AuthContext, body: GenerateRenewals): Promise<RenewalsStarted> {
      requireClaim(auth, access.renewals);
      if (!isRenewalYear(body.year, new Date().getUTCFullYear()))
        throw new ValidationError({ year: [M.InvalidValue] }, M.InvalidValue);
      const payload: RenewalPayload = {
        year: body.year,
        increases: {
          plantHealthCare: percentToE2(body.plantHealthCareIncrease ?? 0),
          fertilization: percentToE2(body.fertilizationIncrease ?? 0),
          lawnCare: percentToE2(body.lawnCareIncrease ?? 0),
        },
        employeeId: auth.employeeId,
      };
      const JobId = await db
        .transaction()
        .execute((trx) =>
          jobs.enqueue(trx, RENEWAL_JOB, payload, { requestedByUserId: auth.userId, claimType: 'Contracts' }),
        );
      return { JobId };
    },
  };
}
export type RenewalsService = ReturnType<typeof renewalsService>;
