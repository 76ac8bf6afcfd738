import { scopeOf, type ClaimFlags, type ClaimType, type Scope } from '@canopy/shared';

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

export function scope(auth: AuthContext, type: ClaimType): Scope {
  return scopeOf(auth.claims, type, { employeeId: auth.employeeId, branchIds: auth.branchIds });
}

/** The widest reach any of these claim types gives: all beats branch (branches united) beats personal. */
export function widestScope(auth: AuthContext, types: readonly ClaimType[]): Scope {
  const scopes = types.map((t) => scope(auth, t));
  if (scopes.some((s) => s.kind === 'all')) return { kind: 'all' };
  const branches = scopes.flatMap((s) => (s.kind === 'branch' ? s.branchIds : []));
  if (scopes.some((s) => s.kind === 'branch')) return { kind: 'branch', branchIds: [...new Set(branches)] };
  if (scopes.some((s) => s.kind === 'personal')) return { kind: 'personal', employeeId: auth.employeeId };
  return { kind: 'none' };
}
