import type { QueryClient } from '@tanstack/react-query';
import type { NewUserRole, SaveUserRole, UserRole } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { recordCache } from '../../kernel/api/recordCache';
import { roleKeys } from './queries';

const roles = recordCache<UserRole>(roleKeys);

/**
 * A role as saved (or as the server has it after a stale save) replaces the cached one, and the
 * list is read again. Editing one's own role: the next call brings X-Update-Roles and the api
 * client takes a token with the new claims (menu and guards follow); that call is made now.
 */
export function roleChanged(queryClient: QueryClient, role: UserRole, ownRoleId: number | undefined): void {
  roles.changed(queryClient, role);
  if (role.Id === ownRoleId) void queryClient.invalidateQueries({ queryKey: roleKeys.detail(role.Id) });
}

/** After a delete: the role leaves the cache and the list is read again. */
export const roleDeleted = (queryClient: QueryClient, id: number) => void roles.deleted(queryClient, id);

export async function createRole(queryClient: QueryClient, body: NewUserRole): Promise<UserRole> {
  return roles.changed(queryClient, (await api.post('/userRoles', { body })).data);
}

/** Saves name and landing page; the caller moves the cache (roleChanged), a 409 included. */
export async function saveRole(body: SaveUserRole): Promise<UserRole> {
  return (await api.put('/userRoles', { body })).data;
}

export async function saveRoleClaims(
  id: number,
  body: { Version: number; UserRoleClaims: { ClaimTypeId: number; ClaimValueId: number }[] },
): Promise<UserRole> {
  return (await api.put('/userRoles/{id}/updateClaims', { path: { id }, body })).data;
}

export async function deleteRole(id: number): Promise<void> {
  await api.del('/userRoles/{id}', { path: { id } });
}
