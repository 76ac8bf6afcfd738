import type { UserRoleRow } from '@canopy/shared';
import { api } from '../../app/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const roleKeys = { list: ['userRoles', 'list'] as const };

export async function fetchRoles(req: ListRequest): Promise<ListPage<UserRoleRow>> {
  const { Query, Skip, Take } = req;
  const { data, total } = await api.post<UserRoleRow[]>('/userRoles/_search', { Query, Skip, Take });
  return { rows: data, total: total ?? data.length };
}
