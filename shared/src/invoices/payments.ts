import { Type, type Static } from 'typebox';
import { PaymentMethods, TransactionTypes } from '../enums';
import { Bounds, MAX_DECIMAL } from '../platform/bounds';
import { Nullable } from '../platform/nullable';
import { InvoiceMessages as M } from './messages';

/** Dollars as sent; the sign and the 2 decimals are the service's to refuse with the spec's words. */
const AnyDollars = Type.Number({ minimum: -MAX_DECIMAL / 100, maximum: MAX_DECIMAL / 100 });
const Method = Type.Integer({ minimum: 1, maximum: 6 });
const CheckNumber = Type.Optional(Nullable(Type.String({ maxLength: 50 })));
const TransactionId = Type.Optional(Nullable(Type.String({ maxLength: 60 })));

/** One invoice of a payment (spec §3 Payment.InvoiceTransactions); no amount: spread newest first. */
export const PaymentInvoiceLine = Type.Object({
  InvoiceId: Bounds.Id(),
  TransactionTypeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 })),
  Amount: Type.Optional(Nullable(AnyDollars)),
  CreatedBy: Type.Optional(Nullable(Type.Integer())),
  CustomerNotified: Type.Optional(Type.Boolean()),
});

/** POST invoiceTransactions/add-multiple: spec §3 Payment. CreatedBy is the caller, whatever is sent. */
export const PaymentEntry = Type.Object({
  AccountId: Bounds.Id(),
  Amount: AnyDollars,
  PaymentMethodId: Method,
  CheckNumber,
  AuthorizeTransactionId: TransactionId,
  CreatedBy: Type.Optional(Nullable(Type.Integer())),
  InvoiceTransactions: Type.Array(PaymentInvoiceLine, { maxItems: 500 }),
});
export type PaymentEntry = Static<typeof PaymentEntry>;

/** POST invoices/{id}/add-payment: one payment on one invoice; what it does not take stays on account. */
export const InvoicePaymentEntry = Type.Object({
  Amount: AnyDollars,
  PaymentMethodId: Method,
  CheckNumber,
  AuthorizeTransactionId: TransactionId,
  CustomerNotified: Type.Optional(Type.Boolean()),
});
export type InvoicePaymentEntry = Static<typeof InvoicePaymentEntry>;

/**
 * POST invoices/getByEncryptedId/{id}/payment (designed): the customer's card payment from the
 * invoice page, once the secure form reports it approved. The server asks the provider before
 * recording it, and one transaction records one payment.
 */
export const CustomerInvoicePayment = Type.Object({
  Amount: AnyDollars,
  AuthorizeTransactionId: Type.String({ minLength: 1, maxLength: 60 }),
});
export type CustomerInvoicePayment = Static<typeof CustomerInvoicePayment>;

export const AccountBalance = Type.Object({ Balance: Type.Number() });

export const PaymentResult = Type.Object({
  PaymentId: Type.Integer(),
  AccountId: Type.Integer(),
  Amount: Type.Number(),
  /** What went to dollars on account. */
  OnAccount: Type.Number(),
  AccountBalance,
  Invoices: Type.Array(
    Type.Object({ InvoiceId: Type.Integer(), Amount: Type.Number(), AmountDue: Type.Number() }),
  ),
});
export type PaymentResult = Static<typeof PaymentResult>;

export const PayableInvoice = Type.Object({
  Id: Type.Integer(),
  InvoiceDate: Type.String(),
  BranchName: Type.String(),
  InvoiceAmount: Type.Number(),
  AmountDue: Type.Number(),
});
export type PayableInvoice = Static<typeof PayableInvoice>;

/** A payment with money on account, named by the transaction that brought it (overageTransactionId). */
export const Overage = Type.Object({
  TransactionId: Type.Integer(),
  PaymentId: Type.Integer(),
  InvoiceId: Type.Integer(),
  DateCreated: Type.String(),
  PaymentMethod: Type.String(),
  Amount: Type.Number(),
  Balance: Type.Number(),
});
export type Overage = Static<typeof Overage>;

/** What the multiple payment screen needs of one account. */
export const PaymentAccount = Type.Object({
  AccountId: Type.Integer(),
  AccountName: Type.String(),
  AccountBalance,
  Invoices: Type.Array(PayableInvoice),
  Overages: Type.Array(Overage),
});
export type PaymentAccount = Static<typeof PaymentAccount>;

export const PaymentAccountMatch = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  OpenInvoices: Type.Integer(),
  Balance: Type.Number(),
});
export type PaymentAccountMatch = Static<typeof PaymentAccountMatch>;
export const PaymentAccountQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) });

/** POST invoiceTransactions/apply-overage: spec §3 Overage application; employeeId is the caller. */
export const ApplyOverage = Type.Object({
  InvoiceId: Bounds.Id(),
  OverageTransactionId: Bounds.Id(),
  Note: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  EmployeeId: Type.Optional(Nullable(Type.Integer())),
});
export type ApplyOverage = Static<typeof ApplyOverage>;
export const AppliedOverage = Type.Object({
  Amount: Type.Number(),
  InvoiceId: Type.Integer(),
  TransactionId: Type.Integer(),
  AccountBalance,
});
export type AppliedOverage = Static<typeof AppliedOverage>;

const P = PaymentMethods;
export const isCardMethod = (method: number) => method === P.CreditCard || method === P.ACH;
/** Spec §5: money on account, card and ACH pay invoices only; cash, check and promotion may leave a remainder. */
export const needsInvoice = (method: number) => isCardMethod(method) || method === P.MoneyOnAccount;
export const keepsRemainder = (method: number) => !needsInvoice(method);
/** "Promotion is the same as PromotionalDiscount in payment entry": a discount, not a payment. */
export const paymentTransactionType = (method: number) =>
  method === P.PromotionalDiscount ? TransactionTypes.PromotionalDiscount : TransactionTypes.Payment;

/** The card form's reference for a set of invoices, the same whatever order they were picked in. */
export const invoicesReference = (ids: readonly number[]) =>
  `inv:${[...new Set(ids)].sort((a, b) => a - b).join('-')}`;

export interface SpreadInvoice {
  id: number;
  invoiceDate: string;
  dueCents: number;
}

/**
 * Spec §4: payments are applied to the newest invoice first. Each invoice takes up to its balance
 * due; what none takes is the leftover. Newest is the later invoice date, then the higher number.
 */
export function spreadNewestFirst(amountCents: number, invoices: readonly SpreadInvoice[]) {
  const newest = [...invoices].sort((a, b) =>
    a.invoiceDate === b.invoiceDate ? b.id - a.id : a.invoiceDate < b.invoiceDate ? 1 : -1,
  );
  let left = Math.max(0, amountCents);
  const parts: { id: number; cents: number }[] = [];
  for (const inv of newest) {
    const cents = Math.min(left, Math.max(0, inv.dueCents));
    if (cents > 0) parts.push({ id: inv.id, cents });
    left -= cents;
  }
  return { parts, leftoverCents: left };
}

export interface PaymentLine extends SpreadInvoice {
  /** The amount entered for this invoice; null: its share is spread newest first. */
  givenCents: number | null;
}

export type Allocation =
  | { ok: true; parts: { id: number; cents: number }[]; leftoverCents: number }
  | { ok: false; message: string };

/**
 * The payment entry rules of spec §5, in the order the screen and the server check them, so both
 * refuse a payment with the same words: an invoice for money on account, card and ACH (whose amount
 * comes from the invoices); amount above zero; no invoice over its balance due; the invoices not over the payment; the rest spread newest
 * first; card, ACH and money on account exactly the invoices' sum; money on account within the
 * account's balance.
 */
export function allocatePayment(
  method: number,
  amountCents: number,
  lines: readonly PaymentLine[],
  accountBalanceCents: number,
): Allocation {
  const no = (message: string): Allocation => ({ ok: false, message });
  if (needsInvoice(method) && !lines.length) return no(M.InvoiceRequired);
  if (!(amountCents > 0)) return no(M.AmountAboveZero);
  if (new Set(lines.map((l) => l.id)).size !== lines.length) return no(M.ValuesInvalid);
  const given = lines.filter((l) => l.givenCents !== null);
  if (given.some((l) => l.givenCents! < 0)) return no(M.ValuesInvalid);
  const over = given.find((l) => l.givenCents! > l.dueCents);
  if (over) return no(M.OverBalanceDue(over.id));
  const givenSum = given.reduce((s, l) => s + l.givenCents!, 0);
  if (givenSum > amountCents) return no(M.InvoicesOver);
  const spread = spreadNewestFirst(
    amountCents - givenSum,
    lines.filter((l) => l.givenCents === null),
  );
  const parts = [
    ...given.filter((l) => l.givenCents! > 0).map((l) => ({ id: l.id, cents: l.givenCents! })),
    ...spread.parts,
  ];
  if (needsInvoice(method) && spread.leftoverCents > 0) return no(M.InvoicesUnder);
  if (method === P.MoneyOnAccount && accountBalanceCents <= 0) return no(M.NoMoneyOnAccount);
  if (method === P.MoneyOnAccount && amountCents > accountBalanceCents)
    return no(M.OverMoneyOnAccount((accountBalanceCents / 100).toFixed(2)));
  return { ok: true, parts, leftoverCents: spread.leftoverCents };
}
