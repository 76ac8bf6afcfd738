import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../kernel/api/client';

/**
 * The customer pages read records by the encrypted id of an e-mailed link, with no sign-in. The
 * invoice and work authorization routes are not served yet (they are not in the API document), so
 * these two answers are typed here by hand until their modules serve them.
 */
export interface CustomerInvoice {
  Id: number;
  InvoiceDate?: string;
  TotalCost?: number;
  TotalTax?: number;
  AmountDue?: number;
}

export interface CustomerWorkAuthorization {
  Id: number;
  ProposalId?: number;
  TotalApprovedCost?: number;
  EstimatedTax?: number;
  PromotionSavings?: number;
  Amount?: number;
  IsPaid?: boolean;
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

export const customerWorkAuthorizationQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: ['customer', 'workAuthorization', id],
    enabled: !!id,
    retry: false,
    queryFn: () => byEncryptedId<CustomerWorkAuthorization>('/workAuthorization', id),
  });
