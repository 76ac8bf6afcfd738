import { B, ClaimTypeList, F, has, R, type ClaimType } from '@canopy/shared';
import { scope, type AuthContext } from '../../platform/auth/context';
import { ValidationError } from '../../platform/errors';

export type BranchReach = { kind: 'all' } | { kind: 'some'; ids: number[] };

export interface BranchChoiceScope {
  reach: BranchReach;
  /** Pickers may offer "All branches" only to Branch or Full holders of the area's claim. */
  allBranchesOption: boolean;
}

const ALL: BranchReach = { kind: 'all' };

/** The claim type named by a `ClaimTypeId`, or none when no id was sent. */
export function areaOf(claimTypeId: number | undefined): ClaimType | undefined {
  if (claimTypeId === undefined) return undefined;
  const type = ClaimTypeList.find((c) => c.Id === claimTypeId);
  if (!type) throw new ValidationError({ ClaimTypeId: ['Unknown claim type.'] });
  return type.Name;
}

/**
 * Which branches a caller may pick. For an area (the claim type of the screen asking) the caller's
 * claim on it decides: ReadOnly or Full every branch, Branch their own branches, Personal their
 * primary branch, nothing else none. Without an area the Branch claim decides: ReadOnly or Full
 * every branch, otherwise the caller's own branches (anyone signed in works in some branch).
 */
export function branchChoiceScope(auth: AuthContext, area?: ClaimType): BranchChoiceScope {
  const own: BranchReach = { kind: 'some', ids: auth.branchIds };
  if (!area) {
    return {
      reach: has(auth.claims, 'Branch', R | F) ? ALL : own,
      allBranchesOption: has(auth.claims, 'Branch', B | F),
    };
  }
  const s = scope(auth, area);
  const reach: BranchReach =
    s.kind === 'all'
      ? ALL
      : s.kind === 'branch'
        ? { kind: 'some', ids: s.branchIds }
        : s.kind === 'personal'
          ? { kind: 'some', ids: auth.primaryBranchId ? [auth.primaryBranchId] : auth.branchIds }
          : { kind: 'some', ids: [] };
  return { reach, allBranchesOption: has(auth.claims, area, B | F) };
}

export const inReach = (reach: BranchReach, id: number) => reach.kind === 'all' || reach.ids.includes(id);
