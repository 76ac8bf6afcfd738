import type { UserRole, UserRoleRow } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { ClaimTypeInfo } from './claimTree';

export const roleKeys = {
  all: ['userRoles'] as const,
  list: ['userRoles', 'list'] as const,
  detail: (id: number) => ['userRoles', 'detail', id] as const,
  claimTypes: ['userRoles', 'claimTypes'] as const,
  landingPages: ['userRoles', 'landingPages'] as const,
};

/** The server pages claim types by 10 (the spec's size); the editor needs every one. */
const CLAIM_TYPE_PAGE = 10;

export async function fetchRoles(req: ListRequest): Promise<ListPage<UserRoleRow>> {
  const { Query, Skip, Take } = req;
  return toPage(await api.post('/userRoles/_search', { body: { Query, Skip, Take } }));
}

export async function fetchRole(id: number): Promise<UserRole> {
  return (await api.get('/userRoles/{id}', { path: { id } })).data;
}

export type LandingPageOption = UserRole['LandingPage'];

export async function fetchLandingPages(): Promise<LandingPageOption[]> {
  return (await api.get('/userRoles/landingPages')).data;
}

/** Every claim type, page after page until the X-List-Count total is reached. */
export async function fetchAllClaimTypes(): Promise<ClaimTypeInfo[]> {
  const all: ClaimTypeInfo[] = [];
  for (;;) {
    const { data, total } = await api.post('/userRoles/claimTypes', {
      body: { Skip: all.length, Take: CLAIM_TYPE_PAGE },
    });
    all.push(...data);
    // A short page ends the list even if the total header is missing or stale.
    if (data.length < CLAIM_TYPE_PAGE || (total !== undefined && all.length >= total)) return all;
  }
}
