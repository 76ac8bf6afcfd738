import { B, claim, F, P, R, type Scope } from '@canopy/shared';
import { widestScope, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { inReach } from '../locations/locations.access';
import { locationsRepo } from '../locations/locations.repo';

/**
 * Customer inventory screens (/serviceitem/): Account ReadOnly, Branch or Full view. Adding, editing
 * and deleting follow the location rule of §6 (Account Full, or Branch on the caller's branches):
 * a location's trees are part of the location, and arborists record them on site with Account Branch
 * (screens.tsv's note of Account Full for the add screen is read as "the location's edit claim").
 * The lookups are read by the proposal builder, legacy contracts and work-order scouting reports, so
 * their claims open them too.
 */
export const serviceItemAccess = {
  view: { access: { claim: claim('Account', R | B | F) } },
  add: { access: { claim: claim('Account', B | F) } },
  edit: { access: { claim: claim('Account', B | F) } },
  lookup: {
    access: {
      claim: [
        claim('Account', R | B | F),
        claim('WorkOrders_ScoutingReport', R | F),
        claim('Proposals', R | P | F),
        claim('Contracts', R | P | F),
      ],
    },
  },
};

const LOOKUP_TYPES = ['Account', 'WorkOrders_ScoutingReport', 'Proposals', 'Contracts'] as const;

/**
 * A lookup reaches the location if any of those claims does. Personal access (an arborist's own
 * proposals) reaches the locations of the caller's branches.
 */
export async function reachForLookup(db: Db, auth: AuthContext, locationId: number): Promise<void> {
  const widest = widestScope(auth, LOOKUP_TYPES);
  const scope: Scope = widest.kind === 'personal' ? { kind: 'branch', branchIds: auth.branchIds } : widest;
  const loc = await locationsRepo(db).ref(locationId);
  if (!loc || !inReach(scope, loc.branch_id)) throw notFound();
}
