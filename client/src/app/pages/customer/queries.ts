import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../kernel/api/client';

/**
 * The customer pages read records by the encrypted id of an e-mailed link, with no sign-in. The
 * invoice route is not served yet (it is not in the API document), so its answer is typed here by
 * hand until its module serves it. The work authorization has its own page (public-pages.html).
 */
export interface CustomerInvoice {
  Id: number;
  InvoiceDate?: string;
  TotalCost?: number;
  TotalTax?: number;
  AmountDue?: number;
}

const byEncryptedId = async <T>(root: string, id: string | undefined) =>
  (
    await request<T>('GET', `${root}/getByEncryptedId/${encodeURIComponent(id ?? '')}`, undefined, {
      anonymous: true,
    })
  ).data;

export const customerInvoiceQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: ['customer', 'invoice', id],
    enabled: !!id,
    retry: false,
    queryFn: () => byEncryptedId<CustomerInvoice>('/invoices', id),
  });
