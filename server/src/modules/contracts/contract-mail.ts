import { ContractStatuses, padProposalNumber, type ContractMailResult } from '@canopy/shared';
import { nowIso } from '../../platform/db';
import type { JobContext } from '../../platform/jobs/queue';
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
 * refusing) is reported in the result and the others still go: failing the whole job would retry
 * and mail the rest twice.
 */
export const runContractMail =
  (deps: WaMailDeps) =>
  async ({ payload, progress }: JobContext<MailPayload>): Promise<ContractMailResult> => {
    const result: ContractMailResult = { Sent: 0, Failed: [] };
    const ids = payload.proposalIds;
    const numbers = new Map(
      (
        await deps.db
          .selectFrom('proposals')
          .select(['id', 'proposal_number'])
          .where('id', 'in', ids.length ? ids : [0])
          .execute()
      ).map((r) => [r.id, padProposalNumber(r.proposal_number)]),
    );
    await progress(0, ids.length);
    for (const [i, id] of ids.entries()) {
      try {
        await mailContract(deps, id);
        result.Sent++;
      } catch (e) {
        result.Failed.push({ ProposalNumber: numbers.get(id) ?? String(id), Message: (e as Error).message });
      }
      await progress(i + 1, ids.length);
    }
    return result;
  };
