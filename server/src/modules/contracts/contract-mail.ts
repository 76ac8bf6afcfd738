import { ContractStatuses, padProposalNumber, type ContractMailResult } from '@canopy/shared';
import { nowIso } from '../../platform/db';
import type { JobContext } from '../../platform/jobs/queue';
import { eachItem } from '../../platform/jobs/job-items';
import { mailWorkAuthorization, type WaMailDeps } from '../work-authorizations/work-authorization-mail';

export const CONTRACT_MAIL_JOB = 'contracts.mail';

const NOT_YET_SENT = [ContractStatuses.Created, ContractStatuses.ArboristApproved, ContractStatuses.Pending];

/** Mails one contract (spec §4: the contract mail) and marks a contract not yet sent Sent To Client. */
export async function mailContract(deps: WaMailDeps, proposalId: number) {
  const sent = await mailWorkAuthorization(deps, proposalId, 'contract');
  await deps.db
    .updateTable('proposals')
    .set((eb) => ({
      contract_status_id: ContractStatuses.SentToClient,
      updated_at: nowIso(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', proposalId)
    .where('contract_status_id', 'in', NOT_YET_SENT)
    .execute();
  return sent;
}

interface MailPayload {
  proposalIds: number[];
}

/**
 * The bulk mail job. A contract that cannot be mailed (no recipient, do-not-email, the mail server
 * refusing) is reported in the result and the others still go; a run retried after a crash mails
 * only the contracts it had not reached.
 */
export const runContractMail =
  (deps: WaMailDeps) =>
  async (ctx: JobContext<MailPayload>): Promise<ContractMailResult> => {
    const ids = ctx.payload.proposalIds;
    const outcomes = await eachItem(ctx, ids, (id) => mailContract(deps, Number(id)).then(() => {}));
    const numbers = new Map(
      (
        await deps.db
          .selectFrom('proposals')
          .select(['id', 'proposal_number'])
          .where('id', 'in', ids.length ? ids : [0])
          .execute()
      ).map((r) => [r.id, padProposalNumber(r.proposal_number)]),
    );
    const result: ContractMailResult = { Sent: 0, Failed: [] };
    for (const id of ids) {
      const outcome = outcomes.get(String(id));
      if (outcome?.ok) result.Sent++;
      else if (outcome)
        result.Failed.push({ ProposalNumber: numbers.get(id) ?? String(id), Message: outcome.message });
    }
    return result;
  };
