import type { AccountRow } from '@canopy/shared';
import { api } from '../../app/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import type { AccountFilters } from './search';

export const accountKeys = { list: ['accounts', 'list'] as const };

export async function fetchAccounts(req: ListRequest<AccountFilters>): Promise<ListPage<AccountRow>> {
  const { data, total } = await api.post<AccountRow[]>('/accounts/_search', req);
  return { rows: data, total: total ?? data.length };
}
