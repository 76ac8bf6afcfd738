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
