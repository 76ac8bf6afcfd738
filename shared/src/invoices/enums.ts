import { TransactionTypes } from '../enums';

/** Spec §3 enumerations of invoicing, with the labels the screens show. */
export const InvoiceApprovedStatuses = { PendingApproval: 1, Approved: 2 } as const;
export const InvoiceApprovedStatusList = [
  { Id: 1, Name: 'Pending Approval' },
  { Id: 2, Name: 'Approved' },
] as const;
export const PrintStatuses = { NotSent: 0, Emailed: 1, Printed: 2 } as const;
export const PrintStatusList = [
  { Id: 0, Name: 'Not Sent' },
  { Id: 1, Name: 'Emailed' },
  { Id: 2, Name: 'Printed' },
] as const;
export const TransactionPendingTypes = { PendingMyApproval: 1, WaitingOnApproval: 2 } as const;
export const TransactionPendingTypeList = [
  { Id: 1, Name: 'Pending My Approval' },
  { Id: 2, Name: 'Waiting On Approval' },
] as const;
export const TransactionTypeList = [
  { Id: 1, Name: 'Payment' },
  { Id: 2, Name: 'Credit' },
  { Id: 3, Name: 'Adjustment Invoice' },
  { Id: 4, Name: 'Service Charge' },
  { Id: 5, Name: 'Promotional Discount' },
  { Id: 6, Name: 'Write Off' },
  { Id: 7, Name: 'Tax Adjustment' },
] as const;
export const PaymentMethodList = [
  { Id: 1, Name: 'Cash' },
  { Id: 2, Name: 'Credit Card' },
  { Id: 3, Name: 'Check' },
  { Id: 4, Name: 'ACH' },
  { Id: 5, Name: 'Promotional Discount' },
  { Id: 6, Name: 'Money On Account' },
] as const;
/** Spec §4: the derived payment status. */
export const PaymentStatuses = { Open: 1, PartiallyPaid: 2, Paid: 3 } as const;
export const PaymentStatusList = [
  { Id: 1, Name: 'Open' },
  { Id: 2, Name: 'Partially Paid' },
  { Id: 3, Name: 'Paid' },
] as const;

const T = TransactionTypes;
/**
 * Kinds that change what the customer owes on the office's word, so someone with
 * Invoices_TransactionApproval must approve them before they count. Payments, service charges and
 * promotional discounts count when recorded.
 */
export const APPROVABLE_TYPES: readonly number[] = [
  T.Credit,
  T.AdjustmentInvoice,
  T.WriteOff,
  T.TaxAdjustment,
];
/** Kinds that raise the amount due; every other kind lowers it. */
export const RAISING_TYPES: readonly number[] = [T.ServiceCharge, T.AdjustmentInvoice];
/** Kinds that must be spread over the invoice's work orders (spec §5). */
export const SPREAD_TYPES: readonly number[] = [T.Credit, T.AdjustmentInvoice, T.WriteOff];
/** Kinds the transaction dialog offers; payments come through payment entry. */
export const DIALOG_TYPES: readonly number[] = [
  T.Credit,
  T.AdjustmentInvoice,
  T.ServiceCharge,
  T.PromotionalDiscount,
  T.WriteOff,
  T.TaxAdjustment,
];

export const invoiceLabel = (list: readonly { Id: number; Name: string }[], id: number) =>
  list.find((x) => x.Id === id)?.Name ?? String(id);
