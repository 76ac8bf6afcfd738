import { queryOptions } from '@tanstack/react-query';
import type { Contact } from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const contactKeys = {
  list: (accountId: number) => ['contacts', accountId] as const,
  titles: ['contacts', 'titles'] as const,
};

export async function fetchContacts(accountId: number, req: ListRequest): Promise<ListPage<Contact>> {
  const body = { ...req, Query: req.Query || '*' };
  return toPage(await api.post('/accounts/{id}/contacts/_search', { path: { id: accountId }, body }));
}

export const contactTitlesQuery = queryOptions({
  queryKey: contactKeys.titles,
  queryFn: async () => (await api.get('/accounts/contactTitles')).data,
  staleTime: 5 * 60_000,
});
