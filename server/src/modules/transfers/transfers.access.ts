import { claim, F, R } from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';

// Spec §2, §6: Transfers ReadOnly or Full view every request; sending and approving need Full.
// Approving (confirm, deny, returned) is the lending branch's: a Full holder who works in the
// branch asked to lend. Cancelling is the asking branch's. An administrator working in every
// branch acts for both sides.
export const transferAccess = {
  view: { access: { claim: claim('Transfers', R | F) } },
  edit: { access: { claim: claim('Transfers', F) } },
};

/** The sides of a transfer the caller works on, by the branches they work in. */
export function sidesOf(auth: AuthContext, t: { from_branch_id: number; to_branch_id: number }) {
  return {
    lending: auth.branchIds.includes(t.from_branch_id),
    borrowing: auth.branchIds.includes(t.to_branch_id),
  };
}
