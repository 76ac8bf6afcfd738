import type { QueryClient } from '@tanstack/react-query';
import type { Contact, ContactFields } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { accountKeys } from '../accounts/queries';
import { contactKeys } from './queries';

/**
 * After a contact changes: the list, and the account, whose name follows a residential account's
 * primary contact and whose row shows that contact's phone.
 */
async function contactsChanged(queryClient: QueryClient, accountId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contactKeys.list(accountId) }),
    queryClient.invalidateQueries({ queryKey: accountKeys.detail(accountId) }),
    queryClient.invalidateQueries({ queryKey: accountKeys.list }),
  ]);
}

/** Each write resolves once the lists show its effect. */
export async function createContact(
  queryClient: QueryClient,
  accountId: number,
  fields: ContactFields,
): Promise<Contact> {
  const { data } = await api.post('/accounts/accountContacts', { body: { ...fields, AccountId: accountId } });
  await contactsChanged(queryClient, accountId);
  return data;
}

export async function saveContact(
  queryClient: QueryClient,
  accountId: number,
  id: number,
  version: number,
  fields: ContactFields,
): Promise<Contact> {
  const body = { ...fields, Id: id, Version: version };
  const { data } = await api.put('/accounts/accountContacts', { body });
  await contactsChanged(queryClient, accountId);
  return data;
}

export async function deleteContact(queryClient: QueryClient, accountId: number, id: number): Promise<void> {
  await api.del('/accounts/accountContacts/{id}', { path: { id } });
  await contactsChanged(queryClient, accountId);
}
