import { http, HttpResponse } from 'msw';
import { ClaimTypeList, ClaimValues, LandingPages, LIST_COUNT_HEADER, type UserRole } from '@canopy/shared';

/** Claim types as the server lists them, every one offering the four flags. */
export const claimTypeRows = ClaimTypeList.map((c) => ({
  ...c,
  ClaimValues: Object.entries(ClaimValues).map(([Name, Id]) => ({ Id, Name })),
}));

export const landingPageRows = LandingPages.map(({ Id, Name, Path }) => ({ Id, Name, Path }));

export function roleFixture(overrides: Partial<UserRole> = {}): UserRole {
  return {
    Id: 7,
    Name: 'Estimator',
    LandingPageId: 6,
    LandingPage: { Id: 6, Name: 'Proposals', Path: '/proposals' },
    Version: 3,
    UserRoleClaims: [{ ClaimTypeId: 4, ClaimValueId: 1, UserRoleId: 7 }],
    ...overrides,
  };
}

/** The lookups every role screen reads; `claimTypePages` records each page asked for. */
export function lookupHandlers(claimTypePages: number[] = []) {
  return [
    http.post('/api/v1/userRoles/claimTypes', async ({ request }) => {
      const { Skip = 0, Take = 10 } = (await request.json()) as { Skip?: number; Take?: number };
      claimTypePages.push(Skip);
      return HttpResponse.json(claimTypeRows.slice(Skip, Skip + Take), {
        headers: { [LIST_COUNT_HEADER]: String(claimTypeRows.length) },
      });
    }),
    http.get('/api/v1/userRoles/landingPages', () => HttpResponse.json(landingPageRows)),
  ];
}
