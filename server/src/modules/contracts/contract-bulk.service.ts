import {
  confirmProblem,
  ContractMessages as M,
  CONTRACT_PRINT_INLINE_MAX,
  padProposalNumber,
  ProposalStatuses,
  todayIsoDate,
  WorkAuthorizationMessages,
  type BulkContracts,
  type BulkContractsResult,
  type PrintContracts,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { ruleFailed, ValidationError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/queue';
import { proposalsRepo } from '../proposals/proposals.repo';
import { latestWa, type WaMailDeps } from '../work-authorizations/work-authorization-mail';
import { createWorkAuthorization } from '../work-authorizations/work-authorizations.lines';
import { waRepo } from '../work-authorizations/work-authorizations.repo';
import { CONTRACT_MAIL_JOB, mailContract } from './contract-mail';
import { CONTRACT_PRINT_JOB, printWorkAuthorizations, type PrintDeps } from './contract-print';
import {
  contractAccess as access,
  reachContracts,
  reachContractsToEdit,
  type ContractRow,
} from './contracts.access';

/** Spec §5: every bulk action needs a selection. */
function selection(ids: readonly number[]): number[] {
  if (!ids.length) throw ruleFailed(M.SelectContracts);
  return [...new Set(ids)];
}

/** The selected contracts' latest work authorizations; spec §5: every one must have one. */
async function authorizations(db: Db, rows: ContractRow[]): Promise<number[]> {
  const was = await Promise.all(rows.map((r) => latestWa(db, r.id)));
  if (was.some((w) => !w)) throw ruleFailed(M.NoWorkAuthorization);
  return was.map((w) => w!.id);
}

/** Bulk confirm and mail, one contract's mail, and the work authorizations' print. */
export function contractBulkService(deps: { db: Db; jobs: JobQueue; mail: WaMailDeps; print: PrintDeps }) {
  const { db, jobs } = deps;
  const enqueueMail = (trx: Db, auth: AuthContext, proposalIds: number[]) =>
    jobs.enqueue(
      trx,
      CONTRACT_MAIL_JOB,
      { proposalIds },
      {
        requestedByUserId: auth.userId,
        claimType: 'Contracts',
      },
    );

  /** Why each contract cannot be confirmed (spec §4, §5), by its number; empty when all can. */
  async function confirmProblems(rows: ContractRow[]): Promise<string[]> {
    const repo = proposalsRepo(db);
    const today = todayIsoDate();
    const out: string[] = [];
    for (const r of rows) {
      const problem =
        confirmProblem({ Id: r.id, StatusId: r.status_id }, await repo.serviceGroupCount(r.id)) ??
        ((await waRepo(db).hasTaxRate(await repo.locationZip(r.account_location_id), today))
          ? null
          : WorkAuthorizationMessages.NoTaxRate);
      if (problem) out.push(`${padProposalNumber(r.proposal_number)}: ${problem}`);
    }
    return out;
  }

  return {
    /**
     * POST proposals/confirmContracts: confirms every selected contract and makes its work
     * authorization, all or none; with sendEmails (the default) the mails are queued in the same
     * transaction, so they go exactly when the confirmation was kept.
     */
    async confirm(auth: AuthContext, body: BulkContracts): Promise<BulkContractsResult> {
      requireClaim(auth, access.edit);
      const rows = await reachContractsToEdit(db, auth, selection(body.proposalIds));
      const problems = await confirmProblems(rows);
      if (problems.length) throw new ValidationError({ Service: problems }, M.UpdateFailed);
      const now = nowIso();
      const JobId = await db.transaction().execute(async (trx) => {
        const ids = rows.map((r) => r.id);
        // Still Created at the write: two confirms at once cannot both make authorizations.
        const res = await trx
          .updateTable('proposals')
          .set((eb) => ({
            status_id: ProposalStatuses.Confirmed,
            updated_at: now,
            version: eb('version', '+', 1),
          }))
          .where('id', 'in', ids)
          .where('status_id', '=', ProposalStatuses.Created)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== ids.length) throw ruleFailed(M.UpdateFailed);
        for (const id of ids) await createWorkAuthorization(trx, id, now);
        return body.sendEmails === false ? null : enqueueMail(trx, auth, ids);
      });
      return { Confirmed: rows.length, JobId };
    },

    /** POST proposals/emailContracts: queues the contract mail of every selected contract. */
    async email(auth: AuthContext, body: BulkContracts): Promise<BulkContractsResult> {
      requireClaim(auth, access.edit);
      const rows = await reachContractsToEdit(db, auth, selection(body.proposalIds));
      await authorizations(db, rows);
      if (body.sendEmails === false) return { Confirmed: 0, JobId: null };
      const JobId = await db.transaction().execute((trx) =>
        enqueueMail(
          trx,
          auth,
          rows.map((r) => r.id),
        ),
      );
      return { Confirmed: 0, JobId };
    },

    /** POST proposals/emailContract/{id}: one contract's mail, sent now. */
    async emailOne(auth: AuthContext, id: number): Promise<{ Message: string; SentTo: string[] }> {
      requireClaim(auth, access.edit);
      const rows = await reachContractsToEdit(db, auth, [id]);
      await authorizations(db, rows);
      const { SentTo } = await mailContract(deps.mail, id);
      return { Message: M.EmailSent, SentTo };
    },

    /**
     * POST proposals/print-contract-wa-bulk: one PDF of the selected contracts' work authorizations,
     * refused unless every one has one (spec §5). A page's worth prints in the answer; more print in
     * a background job whose result links the PDF.
     */
    async print(
      auth: AuthContext,
      body: PrintContracts,
    ): Promise<{ pdf: Buffer; jobId?: undefined } | { jobId: number; pdf?: undefined }> {
      requireClaim(auth, access.view);
      const ids = selection(body.proposalIds);
      const rows = await reachContracts(db, auth, ids);
      const waIds = await authorizations(db, rows);
      if (waIds.length <= CONTRACT_PRINT_INLINE_MAX)
        return { pdf: await printWorkAuthorizations(deps.print, waIds) };
      const jobId = await db.transaction().execute((trx) =>
        jobs.enqueue(
          trx,
          CONTRACT_PRINT_JOB,
          { waIds, userId: auth.userId },
          {
            requestedByUserId: auth.userId,
            claimType: 'Contracts',
          },
        ),
      );
      return { jobId };
    },
  };
}
export type ContractBulkService = ReturnType<typeof contractBulkService>;
