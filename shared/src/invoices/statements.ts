import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';

/** Spec §9: statement aging options, and statements 10 a page. */
export const STATEMENT_AGING_DAYS = [30, 60, 90, 120, 150] as const;
export const STATEMENT_PAGE_SIZE = 10;
/** A selection of more statements than a screen holds goes through the background job. */
export const STATEMENT_SELECTION_MAX = 10_000;
/** Up to this many statements print in the answer; more print in a background job. */
export const STATEMENT_PRINT_INLINE_MAX = 50;

/** Spec §5 and §8 (statements), verbatim. */
export const StatementMessages = {
  InvalidPaymentAmount: 'Please enter a valid payment amount',
  NoneSelected: 'No statements selected',
  NoInvoices: 'At least one invoice must be selected to print/email',
  NotRetrieved: 'Could not retrieve statement',
  SendFailed: 'Failed To Send Selected Statements',
  GenerateFailed: 'Failed to generate statement(s)',
  PaymentFailed: 'Failed To Save Payment',
  /** Designed: why one account's statement was not mailed. */
  DoNotEmail: 'This account does not receive e-mail.',
  NoRecipient: 'This account has no billing or primary contact with an e-mail.',
  TooMany: 'More than 10,000 statements match: narrow the filters to send them in parts.',
} as const;

/** The aging report's buckets (spec §9), by the lowest age in days each holds. */
export const AGING_BUCKETS = [
  { Label: '0-29', From: 0 },
  { Label: '30-59', From: 30 },
  { Label: '60-89', From: 60 },
  { Label: '90-119', From: 90 },
  { Label: '120+', From: 120 },
] as const;

const dayNumber = (isoDate: string) =>
  Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** Whole days from an invoice's date to the statement's date (0 when the invoice is newer). */
export const daysOld = (invoiceDate: string, statementDate: string) =>
  Math.max(0, dayNumber(statementDate) - dayNumber(invoiceDate));

/** The latest invoice date at least `days` before the statement date: the aging filter's bound. */
export function agedOnOrBefore(statementDate: string, days: number): string {
  return new Date((dayNumber(statementDate) - days) * 86_400_000).toISOString().slice(0, 10);
}

/** Each bucket's balance in cents, in AGING_BUCKETS order. */
export function agingCents(invoices: readonly { ageDays: number; balanceCents: number }[]): number[] {
  const out = AGING_BUCKETS.map(() => 0);
  for (const i of invoices) {
    let at = AGING_BUCKETS.length - 1;
    while (at > 0 && i.ageDays < AGING_BUCKETS[at]!.From) at--;
    out[at]! += i.balanceCents;
  }
  return out;
}

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const AgingDays = Type.Union([
  Type.Literal(30),
  Type.Literal(60),
  Type.Literal(90),
  Type.Literal(120),
  Type.Literal(150),
]);
const Ids = (maxItems: number) => Type.Array(Bounds.Id(), { maxItems });

/** The statements' filters (spec §2): account, aging, statement date (today if left out), e-mail only. */
const StatementFilters = {
  AccountIds: Type.Optional(Ids(500)),
  AgingDays: Type.Optional(AgingDays),
  StatementDate: Type.Optional(IsoDate),
  EmailOnly: Type.Optional(Type.Boolean()),
};
export const StatementSearch = Type.Object({
  ...StatementFilters,
  /** Words of the account's name, address or number: the account filter as typed. */
  Query: Type.Optional(Type.String({ maxLength: 200 })),
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take(100)),
});
export type StatementSearch = Static<typeof StatementSearch>;

/** GET statements/{id}: the account's statement on this date, of invoices this old. */
export const StatementQuery = Type.Object({
  AgingDays: Type.Optional(AgingDays),
  StatementDate: Type.Optional(IsoDate),
});
export type StatementQuery = Static<typeof StatementQuery>;

/**
 * The statements to mail or print; InvoiceIds, when sent, narrows them to those invoices. With
 * AllMatching the selection is every statement the filters (Query, EmailOnly, aging, date) find.
 */
export const StatementSelection = Type.Object({
  AccountIds: Ids(STATEMENT_SELECTION_MAX),
  AllMatching: Type.Optional(Type.Boolean()),
  Query: Type.Optional(Type.String({ maxLength: 200 })),
  EmailOnly: Type.Optional(Type.Boolean()),
  InvoiceIds: Type.Optional(Ids(STATEMENT_SELECTION_MAX)),
  AgingDays: Type.Optional(AgingDays),
  StatementDate: Type.Optional(IsoDate),
});
export type StatementSelection = Static<typeof StatementSelection>;

/** Spec §3 Statement: one line per open invoice, in dollars. */
export const StatementInvoice = Type.Object({
  InvoiceId: Type.Integer(),
  InvoiceDate: Type.String(),
  DaysOld: Type.Integer(),
  InvoiceTotal: Type.Number(),
  TotalAdjustments: Type.Number(),
  TotalCredits: Type.Number(),
  AmountDue: Type.Number(),
  BalanceDue: Type.Number(),
});
export type StatementInvoice = Static<typeof StatementInvoice>;

export const Statement = Type.Object({
  /** The account's id: a statement is one account's open invoices. */
  Id: Type.Integer(),
  Account: Type.Object({ Id: Type.Integer(), Name: Type.String(), DoNotEmail: Type.Boolean() }),
  StatementDate: Type.String(),
  BillingAddress: Nullable(
    Type.Object({
      Address1: Type.String(),
      Address2: Nullable(Type.String()),
      City: Type.String(),
      State: Type.String(),
      Zip: Type.String(),
    }),
  ),
  Email: Nullable(Type.String()),
  Invoices: Type.Array(StatementInvoice),
  Aging: Type.Array(Type.Object({ Label: Type.String(), Amount: Type.Number() })),
  BalanceDue: Type.Number(),
});
export type Statement = Static<typeof Statement>;

export const StatementJob = Type.Object({ JobId: Type.Integer() });
export type StatementJob = Static<typeof StatementJob>;

/** The mail job's result: how many went, and which accounts did not and why. */
export const StatementMailResult = Type.Object({
  Sent: Type.Integer(),
  Failed: Type.Array(
    Type.Object({ AccountId: Type.Integer(), AccountName: Type.String(), Message: Type.String() }),
  ),
});
export type StatementMailResult = Static<typeof StatementMailResult>;

/** The print job's result: one PDF, opened by a signed link. */
export const StatementPrintResult = Type.Object({ FileId: Type.Integer(), Url: Type.String() });
export type StatementPrintResult = Static<typeof StatementPrintResult>;

/**
 * A statement payment spread over its invoices newest first (the order the statement lists them):
 * each takes up to its balance; what is left over stays with the payment, on account.
 */
export function allocateNewestFirst(
  invoices: readonly { invoiceId: number; balanceCents: number }[],
  amountCents: number,
): { invoiceId: number; cents: number }[] {
  const out: { invoiceId: number; cents: number }[] = [];
  let left = amountCents;
  for (const i of invoices) {
    if (left <= 0) break;
    const cents = Math.min(left, Math.max(0, i.balanceCents));
    if (cents > 0) out.push({ invoiceId: i.invoiceId, cents });
    left -= cents;
  }
  return out;
}
