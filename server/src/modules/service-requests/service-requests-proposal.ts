import { F } from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import type { ProposalsService } from '../proposals/proposals.service';
import { serviceRequestAccess as access, reachRequest } from './service-requests.access';
import { requestLinksRepo } from './service-requests-mail.repo';

/**
 * Generate a proposal from a request (spec §2, Proposals access): a Created proposal at the request's
 * location that records the request. The proposal keeps the request's arborist when the caller may give
 * a proposal to another rep (Proposals Full); with Personal it is the caller's own, as any proposal is.
 */
export function requestProposalMaker(db: Db, proposals: ProposalsService) {
  return async function generate(auth: AuthContext, requestId: number) {
    requireClaim(auth, access.proposal);
    requireClaim(auth, access.view);
    const request = await reachRequest(db, auth, requestId);
    const full = ((auth.claims.Proposals ?? 0) & F) !== 0;
    const p = await proposals.create(
      auth,
      { AccountLocationId: request.account_location_id, SalesRepId: full ? request.sales_rep_id : null },
      async (trx, proposalId) => {
        await requestLinksRepo(trx).linkProposal(proposalId, request.id);
      },
    );
    return { Id: p.Id, ProposalNumber: p.ProposalNumber };
  };
}
