import { ApprovedStatuses, WorkAuthorizationStatuses } from '@canopy/shared';
import { inIds, type Db } from '../../platform/db';

/**
 * Whether any of these contracts has an approved work authorization, which fixes its promotions
 * (spec §4): the authorization as a whole is Approved or Partially Approved, what a customer's
 * submission or the office's toggles leave once any service is approved. A cancelled one no longer
 * binds the contract.
 */
export async function hasApprovedWorkAuthorization(db: Db, proposalIds: readonly number[]): Promise<boolean> {
  if (!proposalIds.length) return false;
  const hit = await db
    .selectFrom('work_authorizations')
    .select('id')
    .where(inIds(db, 'proposal_id', proposalIds))
    .where('approval_status_id', 'in', [ApprovedStatuses.Approved, ApprovedStatuses.PartiallyApproved])
    .where('status_id', '<>', WorkAuthorizationStatuses.Cancelled)
    .limit(1)
    .executeTakeFirst();
  return hit !== undefined;
}
