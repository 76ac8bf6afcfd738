import { useCallback, useEffect, useState } from 'react';
import {
  API_BASE,
  customerInvoicePath,
  InvoiceMessages,
  toCents,
  type CustomerInvoice,
  type CustomerInvoiceEmailAnswer,
  type PayableAnswer,
  type PaymentResult,
} from '@canopy/shared';
import { PublicApiError, publicCall } from '../publicApi';

export type InvoiceLoad =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ok'; invoice: CustomerInvoice };

const firstCalls = new Map<string, Promise<CustomerInvoice>>();

/**
 * Starts the page's first call before React: the server preloads it with the page, so the entry
 * waits a moment for it and the first render is the whole invoice. The page takes it once.
 */
export function firstInvoice(link: string): Promise<CustomerInvoice> {
  let call = firstCalls.get(link);
  if (!call) {
    call = publicCall<CustomerInvoice>('GET', customerInvoicePath(link));
    call.catch(() => undefined);
    firstCalls.set(link, call);
  }
  return call;
}

/** The card payable of an invoice's link (`inv:<link>`), named the way the server resolves it. */
export const invoiceReference = (link: string) => `inv:${link}`;

const failure = (e: unknown) =>
  e instanceof PublicApiError && e.status === 404
    ? 'This invoice link is not valid. Please use the link in your latest e-mail.'
    : e instanceof Error
      ? e.message
      : InvoiceMessages.NotRetrieved;

/**
 * The customer's invoice by its link, what a card may pay on it (none when the server offers no
 * card payment for it), and the page's "Email me a copy".
 */
export function useCustomerInvoice(link: string | null) {
  const [load, setLoad] = useState<InvoiceLoad>(
    link ? { state: 'loading' } : { state: 'failed', message: InvoiceMessages.NotRetrieved },
  );
  const [payableCents, setPayableCents] = useState(0);

  const read = useCallback(
    async (fresh: boolean) => {
      if (!link) return;
      const call = fresh ? publicCall<CustomerInvoice>('GET', customerInvoicePath(link)) : firstInvoice(link);
      try {
        setLoad({ state: 'ok', invoice: await call });
      } catch (e) {
        setLoad({ state: 'failed', message: failure(e) });
        return;
      }
      // Pay is offered only when the server answers what a card may pay on this invoice.
      const reference = encodeURIComponent(invoiceReference(link));
      publicCall<PayableAnswer>('GET', `/authorize-net/payable?Reference=${reference}`).then(
        (p) => setPayableCents(toCents(p.AmountDue)),
        () => setPayableCents(0),
      );
    },
    [link],
  );

  useEffect(() => {
    void read(false);
  }, [read]);

  const emailCopy = useCallback(async () => {
    if (!link) return '';
    const path = `${customerInvoicePath(link)}/email`;
    return (await publicCall<CustomerInvoiceEmailAnswer>('POST', path, {})).Message;
  }, [link]);

  /** Records the card payment the secure form reported; the server asks the provider first. */
  const recordPayment = useCallback(
    async (transactionId: string, cents: number) => {
      if (!link) return;
      await publicCall<PaymentResult>('POST', `${customerInvoicePath(link)}/payment`, {
        Amount: cents / 100,
        AuthorizeTransactionId: transactionId,
      });
    },
    [link],
  );

  return {
    load,
    payableCents,
    reload: () => read(true),
    emailCopy,
    recordPayment,
    pdfUrl: link ? `${API_BASE}${customerInvoicePath(link)}/pdf` : '',
  };
}
