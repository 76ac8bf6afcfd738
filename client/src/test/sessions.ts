import { DefaultRoles, UserRoles, type ClaimFlags, type LoginResponse } from '@canopy/shared';

export const claimsOf = (roleId: number): ClaimFlags => {
  const role = DefaultRoles.find((r) => r.Id === roleId);
  if (!role) throw new Error(`No default role ${roleId}`);
  return role.Claims;
};

export const adminClaims = claimsOf(UserRoles.Administrator);
export const foremanClaims = claimsOf(UserRoles.Foreman);

/** A sign-in answer as the server sends it, for a role's default claims. */
export function loginResponse(
  overrides: { claims?: ClaimFlags; jwt?: string; landing?: string; ttlMs?: number } = {},
) {
  const issued = Date.now();
  const response: LoginResponse = {
    Employee: { Id: 7, FirstName: 'Ada', LastName: 'Oak', ThumbnailImage: null },
    LoginResult: {
      Jwt: overrides.jwt ?? 'jwt-1',
      IssuedUtc: new Date(issued).toISOString(),
      ExpiresUtc: new Date(issued + (overrides.ttlMs ?? 15 * 60_000)).toISOString(),
      RefreshTokenIdentifier: 'rt-id',
      AuthUserId: 3,
      ClaimFlags: (overrides.claims ?? adminClaims) as Record<string, number>,
      CsrfToken: 'csrf-1',
    },
    PrimaryBranchId: 1,
    BranchIds: [1],
    UserRoleId: UserRoles.Administrator,
    LandingPage: { Path: overrides.landing ?? '/accounts' },
  };
  return response;
}
