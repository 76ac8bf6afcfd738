import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';
import { CompanyBranding } from '../work-authorizations/schemas';

/**
 * An invoice laid out for reading or printing (GET invoices/formatted/{id}, the customer page, the
 * PDF): the same figures the invoice keeps, as the customer sees them, money already written out.
 */
export const FormattedInvoiceLine = Type.Object({
  WorkOrderId: Type.Integer(),
  ServiceAddress: Type.String(),
  Services: Type.Array(Type.Object({ Description: Type.String(), Amount: Type.String() })),
  Net: Type.String(),
});
export type FormattedInvoiceLine = Static<typeof FormattedInvoiceLine>;

export const FormattedInvoice = Type.Object({
  Id: Type.Integer(),
  InvoiceNumber: Type.String(),
  InvoiceDate: Type.String(),
  Company: Type.Object({
    ...CompanyBranding.properties,
    Address: Nullable(Type.String()),
  }),
  BillTo: Type.Object({ Name: Type.String(), Lines: Type.Array(Type.String()) }),
  Lines: Type.Array(FormattedInvoiceLine),
  Net: Type.String(),
  Tax: Type.String(),
  InvoiceAmount: Type.String(),
  /** Payments, credits and adjustments as they count on the invoice: each with its sign. */
  Transactions: Type.Array(Type.Object({ Date: Type.String(), Type: Type.String(), Amount: Type.String() })),
  Payments: Type.String(),
  Adjustments: Type.String(),
  AmountDue: Type.String(),
  AmountDueCents: Type.Integer(),
  PaymentStatus: Type.String(),
  ApprovedStatus: Type.String(),
});
export type FormattedInvoice = Static<typeof FormattedInvoice>;

/** The customer page's first call, by the link's encrypted id (the server preloads it with the page). */
export const customerInvoicePath = (link: string): string =>
  `/invoices/getByEncryptedId/${encodeURIComponent(link)}`;

/** GET invoices/getByEncryptedId/{id}: the customer's invoice, with the link to name it by. */
export const CustomerInvoice = Type.Object({
  ...FormattedInvoice.properties,
  EncryptedId: Type.String(),
});
export type CustomerInvoice = Static<typeof CustomerInvoice>;

/** GET invoices/{id}/details: the spec's InvoiceDetails, each with its work order. */
export const InvoiceDetailWithWorkOrder = Type.Object({
  Id: Type.Integer(),
  InvoiceId: Type.Integer(),
  WorkOrderId: Type.Integer(),
  NetAmount: Type.Number(),
  TaxRate: Type.Number(),
  WorkOrder: Type.Object({
    Id: Type.Integer(),
    Description: Nullable(Type.String()),
    ServiceAddress: Type.String(),
    BranchId: Type.Integer(),
    Branch: Type.Object({
      Id: Type.Integer(),
      Name: Type.String(),
      BranchManagerId: Nullable(Type.Integer()),
    }),
    SalesRepId: Nullable(Type.Integer()),
    SalesRepName: Type.String(),
    Services: Type.Array(
      Type.Object({ Id: Type.Integer(), Description: Type.String(), TotalCost: Type.Number() }),
    ),
  }),
});
export type InvoiceDetailWithWorkOrder = Static<typeof InvoiceDetailWithWorkOrder>;

/** POST invoices/print-invoices and email-selected: the ticked invoices. */
export const SelectedInvoices = Type.Object({
  InvoiceIds: Type.Array(Bounds.Id(), { minItems: 1, maxItems: 200 }),
});
export type SelectedInvoices = Static<typeof SelectedInvoices>;

/** What an email call did: the invoices mailed, and why each other one was skipped. */
export const InvoiceEmailAnswer = Type.Object({
  Message: Type.String(),
  SentInvoiceIds: Type.Array(Type.Integer()),
  Warnings: Type.Array(Type.String()),
});
export type InvoiceEmailAnswer = Static<typeof InvoiceEmailAnswer>;

/** The customer page's "Email me a copy": who it went to, by name only. */
export const CustomerInvoiceEmailAnswer = Type.Object({ Message: Type.String() });
export type CustomerInvoiceEmailAnswer = Static<typeof CustomerInvoiceEmailAnswer>;

/** Spec §5 Emailing: the skips, each named with its invoice (wording ours, the reasons the spec's). */
export const InvoiceEmailMessages = {
  DoNotEmail: (id: number, account: string) =>
    `Invoice ${id} (${account}) was not sent: the account is flagged do not email.`,
  NoBillingContact: (id: number, account: string) =>
    `Invoice ${id} (${account}) was not sent: the account has no valid billing contact.`,
  BranchPhone: (id: number, branch: string) =>
    `Invoice ${id} was not sent: the ${branch} branch is missing a phone number.`,
  PendingApproval: (id: number, account: string) =>
    `Invoice ${id} (${account}) was skipped: it is pending approval.`,
  /** Spec §8, verbatim. */
  Failed: 'Failed to Send Email(s)',
  Sent: (n: number) => (n === 1 ? '1 invoice emailed.' : `${n} invoices emailed.`),
  NoneSent: 'No invoice was emailed.',
  CopySent: 'A copy of the invoice was emailed to the billing contact on file.',
  TooMany: 'Too many requests. Please wait a minute and try again.',
  /** Spec §8: a failed PDF print shows the status plus a note that the pdf may be malformed. */
  PrintFailed: (status: string) => `${status}: the pdf may be malformed.`,
} as const;
