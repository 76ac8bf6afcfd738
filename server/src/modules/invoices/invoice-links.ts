import type { EncryptedIds } from '../../platform/encrypted-ids';

/**
 * What an invoice's customer link names. The customer page, its PDF and "email me a copy", and the
 * card payable of an invoice (`inv:<link>`) all open links of this purpose.
 */
export const INVOICE_LINK = 'invoice';

export const sealInvoiceLink = (ids: EncryptedIds, invoiceId: number) => ids.seal(INVOICE_LINK, invoiceId);

/** The invoice id a link names, or null when it is altered, made up or sealed for another record. */
export const openInvoiceLink = (ids: EncryptedIds, text: string) => ids.open(INVOICE_LINK, text);

/** The customer page of an invoice, as mailed. */
export const invoicePageUrl = (publicUrl: string, link: string) => `${publicUrl}/invoiceview?id=${link}`;
