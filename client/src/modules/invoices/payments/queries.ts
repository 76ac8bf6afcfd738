import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { CSRF_HEADER, type ApplyOverage, type InvoicePaymentEntry, type PaymentEntry } from '@canopy/shared';
import { api, IDEMPOTENCY_KEY_HEADER } from '../../../kernel/api/client';
import { useSessionStore } from '../../../kernel/session/sessionStore';
import { invoiceKeys } from '../queries';

export const paymentKeys = {
  account: (id: number) => ['invoices', 'payment-account', id] as const,
  accounts: (q: string) => ['invoices', 'payment-accounts', q] as const,
};

export const paymentAccountQuery = (accountId: number) =>
  queryOptions({
    queryKey: paymentKeys.account(accountId),
    queryFn: async () =>
      (await api.get('/invoiceTransactions/payment-account/{accountId}', { path: { accountId } })).data,
  });

export const paymentAccountsQuery = (q: string) =>
  queryOptions({
    queryKey: paymentKeys.accounts(q),
    queryFn: async () =>
      (await api.get('/invoiceTransactions/payment-accounts', { query: { q: q || undefined } })).data,
  });

/** One key per payment being entered: a resend of the same payment records it once. */
export const newPaymentKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

export const postMultiple = async (body: PaymentEntry, key: string) =>
  (await api.post('/invoiceTransactions/add-multiple', { body, headers: keyed(key) })).data;

export const postInvoicePayment = async (id: number, body: InvoicePaymentEntry, key: string) =>
  (await api.post('/invoices/{id}/add-payment', { path: { id }, body, headers: keyed(key) })).data;

export const postOverage = async (body: ApplyOverage, key: string) =>
  (await api.post('/invoiceTransactions/apply-overage', { body, headers: keyed(key) })).data;

/** The signed-in user's credentials for the card form's token call, made outside the API client. */
export function staffCredentials(): Record<string, string> {
  const s = useSessionStore.getState().session?.LoginResult;
  return s ? { Authorization: `Bearer ${s.Jwt}`, [CSRF_HEADER]: s.CsrfToken } : {};
}

/** After money moves: the invoices it touched, their lists and the account's payment view. */
export function refreshAfterPayment(queryClient: QueryClient, accountId: number, invoiceIds: number[]) {
  for (const id of invoiceIds) {
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.transactions(id) });
  }
  for (const key of [invoiceKeys.list, invoiceKeys.totals, paymentKeys.account(accountId)])
    void queryClient.invalidateQueries({ queryKey: key });
}
