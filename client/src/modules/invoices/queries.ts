import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  Invoice,
  InvoiceListItem,
  InvoiceSearch,
  InvoiceTransaction,
  PendingTransactionSearch,
} from '@canopy/shared';
import { api, toPage } from '../../kernel/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: ['invoices', 'list'] as const,
  totals: ['invoices', 'totals'] as const,
  detail: (id: number) => ['invoices', 'detail', id] as const,
  transactions: (id: number) => ['invoices', 'transactions', id] as const,
  notes: (id: number) => ['invoices', 'notes', id] as const,
  pending: ['invoices', 'pending'] as const,
  lookups: ['invoices', 'lookups'] as const,
};

export type InvoiceFilters = Omit<InvoiceSearch, 'Query' | 'Skip' | 'Take'>;
export type PendingFilters = Omit<PendingTransactionSearch, 'Query' | 'Skip' | 'Take'>;

/** One scroll's worth of the list; the total comes in X-List-Count. */
export async function fetchInvoices(req: ListRequest<InvoiceFilters>): Promise<ListPage<InvoiceListItem>> {
  return toPage(await api.post('/invoices/_search', { body: req }));
}

/** The totals row of every invoice the same words and filters match. */
export const invoiceTotalsQuery = (query: string, filters: InvoiceFilters) =>
  queryOptions({
    queryKey: [...invoiceKeys.totals, query, filters] as const,
    queryFn: async () =>
      (await api.post('/invoices/_totals', { body: { Query: query || undefined, ...filters } })).data,
  });

export async function fetchPending(req: ListRequest<PendingFilters>): Promise<ListPage<InvoiceTransaction>> {
  return toPage(await api.post('/invoiceTransactions/pending-transactions', { body: req }));
}

export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: async ({ signal }): Promise<Invoice> =>
      (await api.get('/invoices/{id}', { path: { id }, signal })).data,
  });

export const transactionsQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.transactions(id),
    queryFn: async () =>
      (await api.get('/invoiceTransactions/{invoiceId}/transactions', { path: { invoiceId: id } })).data,
  });

export const notesQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.notes(id),
    queryFn: async () => (await api.get('/invoices/{id}/notes', { path: { id } })).data,
  });

const lookup = (
  name: string,
  path:
    | '/transactionTypes/all'
    | '/printStatuses/all'
    | '/invoiceStatuses/all-approved-statuses'
    | '/invoiceStatuses/all-statues',
) =>
  queryOptions({
    queryKey: [...invoiceKeys.lookups, name] as const,
    queryFn: async () => (await api.get(path)).data,
    staleTime: 5 * 60_000,
  });
export const transactionTypesQuery = lookup('transactionTypes', '/transactionTypes/all');
export const printStatusesQuery = lookup('printStatuses', '/printStatuses/all');
export const approvedStatusesQuery = lookup('approved', '/invoiceStatuses/all-approved-statuses');
export const paymentStatusesQuery = lookup('payment', '/invoiceStatuses/all-statues');

/** A change answers the whole invoice: it replaces the cached one; lists and totals are refetched. */
export function keepInvoice(queryClient: QueryClient, inv: Invoice): Invoice {
  queryClient.setQueryData(invoiceKeys.detail(inv.Id), inv);
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.list });
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.totals });
  return inv;
}

/** After a transaction is added or approved: the invoice's sums, its transactions and the lists move. */
export function refreshAfterTransaction(queryClient: QueryClient, invoiceId: number) {
  for (const key of [
    invoiceKeys.detail(invoiceId),
    invoiceKeys.transactions(invoiceId),
    invoiceKeys.list,
    invoiceKeys.totals,
    invoiceKeys.pending,
  ])
    void queryClient.invalidateQueries({ queryKey: key });
}
