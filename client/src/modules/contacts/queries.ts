import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Contact, ContactFields, ListItem } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';
import { accountKeys } from '../accounts/queries';

export const contactKeys = {
  list: (accountId: number) => ['contacts', accountId] as const,
  titles: ['contacts', 'titles'] as const,
};

export async function fetchContacts(accountId: number, req: ListRequest): Promise<ListPage<Contact>> {
  const { data, total } = await api.post<Contact[]>(`/accounts/${accountId}/contacts/_search`, {
    ...req,
    Query: req.Query || '*',
  });
  return { rows: data, total: total ?? data.length };
}

export const contactTitlesQuery = queryOptions({
  queryKey: contactKeys.titles,
  queryFn: async () => (await api.get<ListItem[]>('/accounts/contactTitles')).data,
  staleTime: 5 * 60_000,
});

export const createContact = async (accountId: number, body: ContactFields) =>
  (await api.post<Contact>('/accounts/accountContacts', { ...body, AccountId: accountId })).data;

export const saveContact = async (id: number, version: number, body: ContactFields) =>
  (await api.put<Contact>('/accounts/accountContacts', { ...body, Id: id, Version: version })).data;

export const deleteContact = async (id: number) => api.del(`/accounts/accountContacts/${id}`);

/**
 * After a contact changes: the list, and the account, whose name follows a residential account's
 * primary contact and whose row shows that contact's phone.
 */
export async function contactsChanged(queryClient: QueryClient, accountId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contactKeys.list(accountId) }),
    queryClient.invalidateQueries({ queryKey: accountKeys.detail(accountId) }),
    queryClient.invalidateQueries({ queryKey: accountKeys.list }),
  ]);
}
