import type { QueryClient } from '@tanstack/react-query';
import type { NewOfficeComment, OfficeComment, PurchaseOrder, SavePurchaseOrder } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { accountExtrasKeys } from './queries';

/** Resolves once the account's newest comment and its history are read again. */
export async function addComment(queryClient: QueryClient, body: NewOfficeComment): Promise<OfficeComment> {
  const { data } = await api.post('/account-office-comments', { body });
  await queryClient.invalidateQueries({ queryKey: accountExtrasKeys.comments(body.AccountId) });
  return data;
}

/** Adds (no Id) or saves a purchase order; the account's list is read again. */
export async function savePurchaseOrder(
  queryClient: QueryClient,
  body: SavePurchaseOrder,
): Promise<PurchaseOrder> {
  const { data } = await api.put('/accountPos/save', { body });
  void queryClient.invalidateQueries({ queryKey: accountExtrasKeys.purchaseOrders(body.AccountId) });
  return data;
}

/** The list toggles from its own rows and reads itself again. */
export async function togglePurchaseOrderArchived(id: number): Promise<PurchaseOrder> {
  return (await api.put('/accountPos/{id}/toggleArchived', { path: { id } })).data;
}
