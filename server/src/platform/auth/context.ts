import { allows, scopeOf, type ClaimFlags, type ClaimRule, type ClaimType, type Scope } from '@canopy/shared';
import { forbidden } from '../errors';

/** Who is calling, resolved from the access token and fresh from the database on every call. */
export interface AuthContext {
  userId: number;
  employeeId: number;
  roleId: number;
  sessionId: string;
  primaryBranchId: number | null;
  branchIds: number[];
  claims: ClaimFlags;
}

/** Who may do an action: a claim rule (any of a list), any signed-in user, or anyone. */
export type RouteAccess = { claim: ClaimRule | ClaimRule[] } | { signedIn: true } | { public: true };

/**
 * One action's rule, as a module's `*.access.ts` declares it: the same object is the route's
 * `config` and what the service checks with `requireClaim`.
 */
export interface ActionAccess {
  access: RouteAccess;
}

/**
 * The action's claim rule, checked where the work is done: a service calls this first, so a route,
 * a sync push and a background job are held to the same rule. Signed-in and public rules ask nothing
 * more of a caller that has an AuthContext.
 */
export function requireClaim(auth: AuthContext, rule: ActionAccess): void {
  if (!mayDo(auth, rule)) throw forbidden();
}

/** Whether the caller's claims meet the action's rule (for choosing what to show, not to refuse). */
export function mayDo(auth: AuthContext, rule: ActionAccess): boolean {
  const access = rule.access;
  return !('claim' in access) || allows(auth.claims, access.claim);
}

export function scope(auth: AuthContext, type: ClaimType): Scope {
  return scopeOf(auth.claims, type, { employeeId: auth.employeeId, branchIds: auth.branchIds });
}

/** The widest reach any of these claim types gives: all beats branch (branches united) beats personal. */
export function widestScope(auth: AuthContext, types: readonly ClaimType[]): Scope {
  return widestOf(
    auth,
    types.map((t) => scope(auth, t)),
  );
}

/** The widest of these reaches, by the same order as widestScope. */
export function widestOf(auth: AuthContext, scopes: readonly Scope[]): Scope {
  if (scopes.some((s) => s.kind === 'all')) return { kind: 'all' };
  const branches = scopes.flatMap((s) => (s.kind === 'branch' ? s.branchIds : []));
  if (scopes.some((s) => s.kind === 'branch')) return { kind: 'branch', branchIds: [...new Set(branches)] };
  if (scopes.some((s) => s.kind === 'personal')) return { kind: 'personal', employeeId: auth.employeeId };
  return { kind: 'none' };
}
