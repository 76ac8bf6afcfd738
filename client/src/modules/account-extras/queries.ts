import {
  ACCOUNT_SUMMARY_PAGE_SIZE,
  type OfficeComment,
  type OpenInvoice,
  type PurchaseOrder,
  type SummaryService,
} from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
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
  return (await api.get('/accounts/{id}', { path: { id: accountId } })).data.Name;
}

export async function fetchRecentComment(accountId: number): Promise<OfficeComment | null> {
  return (await api.get('/account-office-comments/recent/{id}', { path: { id: accountId } })).data ?? null;
}

/** Every comment of the account, newest first (the server's order). */
export async function fetchComments(accountId: number): Promise<OfficeComment[]> {
  return (await api.get('/account-office-comments/account/{id}', { path: { id: accountId } })).data;
}

export type PurchaseOrderFilters = { AccountId: number };

export async function fetchPurchaseOrders(
  req: ListRequest<PurchaseOrderFilters>,
): Promise<ListPage<PurchaseOrder>> {
  const { AccountId, Query, Skip, Take, IncludeArchived } = req;
  return toPage(
    await api.post('/accountPos/_search', { body: { AccountId, Query, Skip, Take, IncludeArchived } }),
  );
}

export type ServiceKind = 'upcoming' | 'completed';

/** One page (10) of a location's upcoming or completed services; the total comes in X-List-Count. */
export async function fetchServices(
  kind: ServiceKind,
  locationId: number,
  page: number,
): Promise<ListPage<SummaryService>> {
  const Skip = (page - 1) * ACCOUNT_SUMMARY_PAGE_SIZE;
  const init = { path: { id: locationId }, query: { Skip, Take: ACCOUNT_SUMMARY_PAGE_SIZE } };
  return toPage(await api.get(`/workOrders/idByLocationId/{id}/${kind}Services`, init));
}

/** All of the account's open invoices: the call takes no paging, so the panel pages them itself. */
export async function fetchOpenInvoices(accountId: number): Promise<OpenInvoice[]> {
  return (await api.get('/invoices/open/{id}', { path: { id: accountId } })).data;
}
