import { createHmac, timingSafeEqual } from 'node:crypto';

/** A hosted payment form asked for: the amount is ours, never the browser's. */
export interface PaymentFormRequest {
  amountCents: number;
  /** Our reference as the provider keeps it on the transaction (order invoice number, ≤ 20 chars). */
  invoiceNumber: string;
  description: string;
  showCreditCard: boolean;
  showBankAccount: boolean;
  /** The page of ours the provider's form talks to from inside its frame. */
  communicatorUrl: string;
}

export interface PaymentForm {
  token: string;
  /** The browser posts `token` here, in a frame, to show the form. */
  formUrl: string;
}

/** A transaction as the provider reports it when asked by id. */
export interface GatewayTransaction {
  transactionId: string;
  /** The provider's word (capturedPendingSettlement, settledSuccessfully, declined, …). */
  status: string;
  /** Approved and not voided, refunded or held for review: money that will reach us. */
  approved: boolean;
  amountCents: number;
  invoiceNumber: string | null;
}

/**
 * The card payment provider, as the product needs it: a form token for an amount, a transaction by
 * id, and the check of a webhook's signature. Authorize.Net's Accept Hosted in production; a built-in
 * sandbox for the embedded default.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'authorize-net';
  createPaymentForm(request: PaymentFormRequest): Promise<PaymentForm>;
  /** null: the provider does not know the id. */
  getTransaction(transactionId: string): Promise<GatewayTransaction | null>;
  verifyWebhookSignature(rawBody: string, header: string | undefined): boolean;
}

/** The provider did not answer in time, or answered something that is not its API. */
export class GatewayUnavailableError extends Error {}
/** The provider answered with an error of its own (bad credentials, bad request). */
export class GatewayRefusedError extends Error {}

/** Statuses of a transaction whose money is ours (captured now or later in the day's batch). */
export const APPROVED_STATUSES = new Set([
  'authorizedPendingCapture',
  'capturedPendingSettlement',
  'settledSuccessfully',
]);

/**
 * `X-ANET-Signature: sha512=<hex>`: the HMAC-SHA512 of the raw body under the signature key. The
 * comparison takes constant time, and a missing key refuses every notification.
 */
export function verifyHmacSha512(
  rawBody: string,
  header: string | undefined,
  key: string | undefined,
): boolean {
  if (!key || !header) return false;
  const match = /^sha512=([0-9a-f]{128})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha512', key).update(rawBody, 'utf8').digest();
  const given = Buffer.from(match[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function signHmacSha512(rawBody: string, key: string): string {
  return `sha512=${createHmac('sha512', key).update(rawBody, 'utf8').digest('hex').toUpperCase()}`;
}

/** Provider amounts are decimal dollars (a JSON number or a string); ours are integer cents. */
export function dollarsToCents(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  if (!Number.isFinite(n)) return NaN;
  return Math.round(n * 100);
}

export const centsToDollarString = (cents: number): string => (cents / 100).toFixed(2);

/**
 * The security policy of a page that holds the payment form: as the app's own, but the provider's
 * form may be posted to and framed (the sandbox's form is ours, so 'self' covers it).
 */
export function paymentPageCsp(formUrl: string): string {
  const origin = /^https?:\/\//.test(formUrl) ? new URL(formUrl).origin : '';
  const extra = origin ? ` ${origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self'${extra}`,
    `form-action 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
