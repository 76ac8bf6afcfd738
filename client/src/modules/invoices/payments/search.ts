/** invoices.payments may open on an account (from an invoice, or after choosing one). */
export interface PaymentSearch {
  accountId?: number;
}
export const validatePaymentSearch = (s: Record<string, unknown>): PaymentSearch => {
  const n = Number(s.accountId);
  return { accountId: Number.isInteger(n) && n > 0 ? n : undefined };
};
