import {
  ACCOUNT_SUMMARY_PAGE_SIZE,
  type Account,
  type NewOfficeComment,
  type OfficeComment,
  type OpenInvoice,
  type PurchaseOrder,
  type SavePurchaseOrder,
  type SummaryService,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const accountExtrasKeys = {
  account: (accountId: number) => ['account-extras', 'account', accountId] as const,
  /** Prefix of the widget's newest comment and the history, so one add refreshes both. */
  comments: (accountId: number) => ['account-extras', 'office-comments', accountId] as const,
  purchaseOrders: (accountId: number) => ['account-extras', 'purchase-orders', accountId] as const,
  services: (kind: ServiceKind, locationId: number) =>
    ['account-extras', 'services', kind, locationId] as const,
  openInvoices: (accountId: number) => ['account-extras', 'open-invoices', accountId] as const,
};

/** The account's name for the headings of the full-page screens. */
export async function fetchAccountName(accountId: number): Promise<string> {
  return (await api.get<Account>(`/accounts/${accountId}`)).data.Name;
}

export async function fetchRecentComment(accountId: number): Promise<OfficeComment | null> {
  return (await api.get<OfficeComment | null>(`/account-office-comments/recent/${accountId}`)).data ?? null;
}

/** Every comment of the account, newest first (the server's order). */
export async function fetchComments(accountId: number): Promise<OfficeComment[]> {
  return (await api.get<OfficeComment[]>(`/account-office-comments/account/${accountId}`)).data;
}

export async function addComment(body: NewOfficeComment): Promise<OfficeComment> {
  return (await api.post<OfficeComment>('/account-office-comments', body)).data;
}

export type PurchaseOrderFilters = { AccountId: number };

export async function fetchPurchaseOrders(
  req: ListRequest<PurchaseOrderFilters>,
): Promise<ListPage<PurchaseOrder>> {
  const { AccountId, Query, Skip, Take, IncludeArchived } = req;
  const { data, total } = await api.post<PurchaseOrder[]>('/accountPos/_search', {
    AccountId,
    Query,
    Skip,
    Take,
    IncludeArchived,
  });
  return { rows: data, total: total ?? data.length };
}

export async function savePurchaseOrder(body: SavePurchaseOrder): Promise<PurchaseOrder> {
  return (await api.put<PurchaseOrder>('/accountPos/save', body)).data;
}

export async function togglePurchaseOrderArchived(id: number): Promise<PurchaseOrder> {
  return (await api.put<PurchaseOrder>(`/accountPos/${id}/toggleArchived`)).data;
}

export type ServiceKind = 'upcoming' | 'completed';

/** One page (10) of a location's upcoming or completed services; the total comes in X-List-Count. */
export async function fetchServices(
  kind: ServiceKind,
  locationId: number,
  page: number,
): Promise<ListPage<SummaryService>> {
  const skip = (page - 1) * ACCOUNT_SUMMARY_PAGE_SIZE;
  const path = `/workOrders/idByLocationId/${locationId}/${kind}Services`;
  const { data, total } = await api.get<SummaryService[]>(
    `${path}?Skip=${skip}&Take=${ACCOUNT_SUMMARY_PAGE_SIZE}`,
  );
  return { rows: data, total: total ?? data.length };
}

/** All of the account's open invoices: the call takes no paging, so the panel pages them itself. */
export async function fetchOpenInvoices(accountId: number): Promise<OpenInvoice[]> {
  return (await api.get<OpenInvoice[]>(`/invoices/open/${accountId}`)).data;
}
