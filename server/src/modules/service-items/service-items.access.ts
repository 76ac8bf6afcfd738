import { B, claim, F, P, R, type Scope } from '@canopy/shared';
import { scope, widestOf, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { inReach } from '../locations/locations.access';
import { locationsRepo } from '../locations/locations.repo';
import { workOrderScope } from '../work-orders/work-orders.access';

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

/**
 * Where the lookups reach: the widest of the lookup claims, Personal meaning the caller's branches.
 * The scouting claim's level says what may be done with a work order's report, not which work orders:
 * its reach is the caller's reach over work orders, so a Full scouting claim on a branch manager
 * still stops at their branches.
 */
export function lookupReach(auth: AuthContext): Scope {
  const scopes = (['Account', 'Proposals', 'Contracts'] as const).map((t) => scope(auth, t));
  if (scope(auth, 'WorkOrders_ScoutingReport').kind !== 'none') scopes.push(workOrderScope(auth));
  const widest = widestOf(auth, scopes);
  return widest.kind === 'personal' ? { kind: 'branch', branchIds: auth.branchIds } : widest;
}

/** A lookup of a location's inventory answers 404 beyond lookupReach. */
export async function reachForLookup(db: Db, auth: AuthContext, locationId: number): Promise<void> {
  const loc = await locationsRepo(db).ref(locationId);
  if (!loc || !inReach(lookupReach(auth), loc.branch_id)) throw notFound();
}
