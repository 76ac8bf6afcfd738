import type { QueryClient } from '@tanstack/react-query';
import type { Account, NewAccount, SaveAccount, SaveBillingAddress, SavedAccount } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { recordCache } from '../../kernel/api/recordCache';
import { accountKeys } from './queries';

const accounts = recordCache<Account>(accountKeys);

/** A saved account replaces the cached one (its one-time Warning left out) and the list shows it. */
function accountChanged(queryClient: QueryClient, account: Account | SavedAccount) {
  const { Warning: _w, ...fresh } = account as SavedAccount;
  accounts.changed(queryClient, fresh);
}

export async function createAccount(queryClient: QueryClient, body: NewAccount): Promise<Account> {
  const { data } = await api.post('/accounts/create', { body });
  accountChanged(queryClient, data);
  return data;
}

/** A stale save (409) shows the server's account before the error goes on to the form. */
export async function saveAccount(queryClient: QueryClient, body: SaveAccount): Promise<SavedAccount> {
  try {
    const { data } = await api.put('/accounts/save', { body });
    accountChanged(queryClient, data);
    return data;
  } catch (error) {
    accounts.conflicted(queryClient, body.Id, error);
    throw error;
  }
}

export async function saveBillingAddress(
  queryClient: QueryClient,
  id: number,
  body: SaveBillingAddress,
): Promise<Account> {
  try {
    const { data } = await api.put('/accounts/{id}/billingAddress', { path: { id }, body });
    accountChanged(queryClient, data);
    return data;
  } catch (error) {
    accounts.conflicted(queryClient, id, error);
    throw error;
  }
}

export const deleteAccount = async (id: number) => api.del('/accounts/{id}', { path: { id } });

/** After the screen of a deleted account is left: it leaves the cache and the list is read again. */
export const accountDeleted = (queryClient: QueryClient, id: number) => accounts.deleted(queryClient, id);
