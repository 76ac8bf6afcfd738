import { B, claim, F, has, R, type Scope } from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import { locationsRepo, type LocationsRepo } from './locations.repo';

// Account ReadOnly, Branch or Full view locations and their notes, neighbors and documents; Full or
// Branch add and edit them (accounts-finance-people.md §6). Branch reaches its own branches only.
export const locationAccess = {
  view: { access: { claim: claim('Account', R | B | F) } },
  edit: { access: { claim: claim('Account', B | F) } },
};

/** Locations the caller may see: ReadOnly or Full every one, Branch those of the caller's branches. */
export function readReach(auth: AuthContext): Scope {
  if (has(auth.claims, 'Account', R | F)) return { kind: 'all' };
  if (has(auth.claims, 'Account', B)) return { kind: 'branch', branchIds: auth.branchIds };
  return { kind: 'none' };
}

/** Locations the caller may change: Full every one, Branch those of the caller's branches. */
export function writeReach(auth: AuthContext): Scope {
  if (has(auth.claims, 'Account', F)) return { kind: 'all' };
  if (has(auth.claims, 'Account', B)) return { kind: 'branch', branchIds: auth.branchIds };
  return { kind: 'none' };
}

export function inReach(scope: Scope, branchId: number): boolean {
  if (scope.kind === 'all') return true;
  return scope.kind === 'branch' && scope.branchIds.includes(branchId);
}

export type LocationRef = NonNullable<Awaited<ReturnType<LocationsRepo['ref']>>>;

/**
 * The location if the caller may see it (else 404, so another branch's ids give nothing away) and,
 * with `write`, change it (else 403: it is visible but not theirs to edit).
 */
export async function reachLocation(
  db: Db,
  auth: AuthContext,
  id: number,
  write = false,
): Promise<LocationRef> {
  const loc = await locationsRepo(db).ref(id);
  if (!loc || !inReach(readReach(auth), loc.branch_id)) throw notFound();
  if (write && !inReach(writeReach(auth), loc.branch_id)) throw forbidden();
  return loc;
}
