import { Type, type Static } from 'typebox';
import { MAX_INT } from '../platform/bounds';

/** The largest single card payment taken through the hosted form, in dollars. */
export const MAX_CARD_PAYMENT = 1_000_000;
export const PAYMENT_REFERENCE_MAX = 200;

/** The spec's words (§5 Work authorization and customer signing) and the gateway's own failures. */
export const PaymentMessages = {
  EnterAmount: 'Please enter Amount',
  AmountOverDue: 'Amount cannot be greater than Amount Due',
  AmountAboveZero: 'Amount should be greater than zero',
  SelectPaymentType: 'Please select Payment Type',
  SignFirst: 'Please sign before submitting approval',
  InvalidValues: 'Please make sure values entered are valid',
  NothingDue: 'Nothing is due on this record.',
  UnknownReference: 'This payment link is not valid.',
  GatewayUnavailable: 'The card payment service did not answer. No payment was recorded; please try again.',
  GatewayRefused: 'The card payment service refused the request. No payment was recorded.',
  NotApproved: 'The card payment was not approved. No payment was recorded.',
  NotOurs: 'This card payment does not belong to this record. No payment was recorded.',
  AmountMismatch: 'The card payment amount does not match the amount requested. No payment was recorded.',
  UnknownTransaction:
    'The card payment could not be found with the payment service. No payment was recorded.',
  AlreadyRecorded: 'This card payment has already been recorded.',
  TooManyRequests: 'Too many payment requests. Please wait a minute and try again.',
} as const;

/**
 * POST authorize-net/payment-token. The spec's fields plus Reference, which names what is paid
 * (`wa:<id or link id>`, `inv:<id>`): the server answers the amount due from the reference, and
 * Amount, when given, may only be part of it (a deposit).
 */
export const PaymentTokenRequest = Type.Object({
  Reference: Type.String({ minLength: 1, maxLength: PAYMENT_REFERENCE_MAX }),
  Amount: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_CARD_PAYMENT, multipleOf: 0.01 })),
  AccountId: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: MAX_INT })])),
  ShowCreditCard: Type.Optional(Type.Boolean()),
  ShowBankAccount: Type.Optional(Type.Boolean()),
});
export type PaymentTokenRequest = Static<typeof PaymentTokenRequest>;

export const PaymentTokenResponse = Type.Object({
  Token: Type.String(),
  /** Where the browser posts the token (in a frame) to show the provider's form. */
  FormUrl: Type.String(),
  /** What the form charges, decided by the server. */
  Amount: Type.Number(),
  /** Our reference as the provider keeps it on the transaction. */
  InvoiceNumber: Type.String(),
});
export type PaymentTokenResponse = Static<typeof PaymentTokenResponse>;

/** GET authorize-net/payable?Reference=: what the pay form offers before a token is asked for. */
export const PayableQuery = Type.Object({
  Reference: Type.String({ minLength: 1, maxLength: PAYMENT_REFERENCE_MAX }),
});
export const PayableAnswer = Type.Object({ AmountDue: Type.Number(), Description: Type.String() });
export type PayableAnswer = Static<typeof PayableAnswer>;

export const WebhookAnswer = Type.Object({ Received: Type.Boolean() });

/** Dollars as typed or sent (at most two decimals) to exact integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;

/**
 * The pay action's amount rules (§5): zero asks for an amount; more than is due is refused. Whole
 * cents make the spec's 0.005 tolerance exact.
 */
export function payAmountProblem(amountCents: number, dueCents: number): string | null {
  if (!Number.isFinite(amountCents) || amountCents < 0) return PaymentMessages.InvalidValues;
  if (amountCents === 0) return PaymentMessages.EnterAmount;
  if (amountCents > dueCents) return PaymentMessages.AmountOverDue;
  return null;
}
