import { ProposalStatuses } from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import {
  inProposalScope,
  mayEdit,
  proposalAccess,
  proposalEditScope,
  reachProposal as reachOne,
  reachProposalToEdit as reachOneToEdit,
  type ProposalRow,
} from '../proposals/proposals.access';

// The builder is part of the proposal: it opens and edits by the proposals module's rules (spec §2,
// §6), through the same reach and the same cancelled check, so both screens refuse alike.
export const builderAccess = { view: proposalAccess.view, edit: proposalAccess.edit };
export type BuilderProposalRow = ProposalRow;

/** The proposal if the caller reaches it (else 404), and whether they may change it now. */
export async function reachProposal(db: Db, auth: AuthContext, id: number) {
  const row = await reachOne(db, auth, id);
  return { row, editable: mayEdit(auth, row) };
}

export const reachProposalToEdit = reachOneToEdit;

/** Whether the caller may change some live proposal at the location (the builder's N/A item is made for one). */
export async function mayBuildAtLocation(db: Db, auth: AuthContext, locationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('proposals')
    .select('id')
    .where('account_location_id', '=', locationId)
    .where('status_id', '<>', ProposalStatuses.Cancelled)
    .where(inProposalScope(proposalEditScope(auth)))
    .executeTakeFirst();
  return row !== undefined;
}
