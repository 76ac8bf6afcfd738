import { Type, type Static } from 'typebox';
import { Bounds, MAX_DECIMAL } from '../platform/bounds';
import { Nullable } from '../platform/nullable';

const Ids = Type.Array(Bounds.Id(), { maxItems: 500 });
const SmallIds = Type.Array(Type.Integer({ minimum: 0, maximum: 20 }), { maxItems: 20 });
/** Dollars; at most 2 decimals, checked by the service. */
const Dollars = Type.Number({ minimum: 0, maximum: MAX_DECIMAL / 100 });
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** POST invoices/_search: the filters of invoices.list (spec §2) and its dashboard presets (§4). */
export const InvoiceSearch = Type.Object({
  Query: Type.Optional(Type.String({ maxLength: 200 })),
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take()),
  ArboristIds: Type.Optional(Ids),
  BranchIds: Type.Optional(Ids),
  AccountIds: Type.Optional(Ids),
  InvoiceApprovedStatusIds: Type.Optional(SmallIds),
  PrintStatusIds: Type.Optional(SmallIds),
  PaymentStatusIds: Type.Optional(SmallIds),
  InvoiceDateFrom: Type.Optional(IsoDate),
  InvoiceDateTo: Type.Optional(IsoDate),
});
export type InvoiceSearch = Static<typeof InvoiceSearch>;

export const InvoiceTotals = Type.Object({
  NetAmountTotal: Type.Number(),
  TaxTotal: Type.Number(),
  InvoiceAmountTotal: Type.Number(),
  PaymentTotal: Type.Number(),
  AdjustmentTotal: Type.Number(),
  BalanceDueTotal: Type.Number(),
});
export type InvoiceTotals = Static<typeof InvoiceTotals>;

export const InvoiceListItem = Type.Object({
  Id: Type.Integer(),
  AccountId: Type.Integer(),
  AccountName: Type.String(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  ArboristId: Nullable(Type.Integer()),
  ArboristName: Type.String(),
  InvoiceDate: Type.String(),
  ApprovedStatusId: Type.Integer(),
  ApprovedStatus: Type.String(),
  PrintStatusId: Type.Integer(),
  PrintStatus: Type.String(),
  PaymentStatusId: Type.Integer(),
  PaymentStatus: Type.String(),
  TotalCost: Type.Number(),
  TotalTax: Type.Number(),
  InvoiceAmount: Type.Number(),
  Payments: Type.Number(),
  Adjustments: Type.Number(),
  AmountDue: Type.Number(),
});
export type InvoiceListItem = Static<typeof InvoiceListItem>;

export const InvoiceAddress = Type.Object({
  Address1: Type.String(),
  Address2: Nullable(Type.String()),
  City: Type.String(),
  State: Type.String(),
  Zip: Type.String(),
});

export const InvoiceDetail = Type.Object({
  Id: Type.Integer(),
  WorkOrderId: Type.Integer(),
  Description: Nullable(Type.String()),
  ServiceAddress: Type.String(),
  NetAmount: Type.Number(),
  TaxRate: Type.Number(),
});
export type InvoiceDetail = Static<typeof InvoiceDetail>;

export const Invoice = Type.Object({
  Id: Type.Integer(),
  AccountId: Type.Integer(),
  AccountName: Type.String(),
  TaxExempt: Type.Boolean(),
  DoNotEmail: Type.Boolean(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  ArboristId: Nullable(Type.Integer()),
  ArboristName: Type.String(),
  BillingAddressId: Nullable(Type.Integer()),
  BillingAddress: Nullable(InvoiceAddress),
  ScheduleId: Nullable(Type.Integer()),
  InvoiceDate: Type.String(),
  TotalCost: Type.Number(),
  TotalTax: Type.Number(),
  InvoiceAmount: Type.Number(),
  Payments: Type.Number(),
  Adjustments: Type.Number(),
  AmountDue: Type.Number(),
  MaxAdjustment: Type.Number(),
  ApprovedStatusId: Type.Integer(),
  ApprovedStatus: Type.String(),
  DateApproved: Nullable(Type.String()),
  PrintStatusId: Type.Integer(),
  PrintStatus: Type.String(),
  PaymentStatusId: Type.Integer(),
  PaymentStatus: Type.String(),
  CommissionOverride: Type.Boolean(),
  PurchaseOrderIds: Type.Array(Type.Integer()),
  InvoiceDetails: Type.Array(InvoiceDetail),
  /** Spec §3: the account's money on account (dollars on account) beside its flags. */
  Account: Type.Object({
    TaxExempt: Type.Boolean(),
    DoNotEmail: Type.Boolean(),
    AccountBalance: Type.Object({ Balance: Type.Number() }),
  }),
  Version: Type.Integer(),
});
export type Invoice = Static<typeof Invoice>;

export const InvoiceTransactionWorkOrder = Type.Object({
  WorkOrderId: Bounds.Id(),
  Amount: Dollars,
});

export const InvoiceTransaction = Type.Object({
  Id: Type.Integer(),
  InvoiceId: Type.Integer(),
  AccountName: Type.String(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  TransactionTypeId: Type.Integer(),
  TransactionType: Type.String(),
  Amount: Type.Number(),
  DateCreated: Type.String(),
  Approved: Type.Boolean(),
  DateApproved: Nullable(Type.String()),
  ApprovedBy: Nullable(Type.String()),
  CreatedById: Nullable(Type.Integer()),
  CreatedBy: Type.String(),
  Reason: Nullable(Type.String()),
  IsPrepayment: Type.Boolean(),
  CustomerNotified: Type.Boolean(),
  ReduceFromCommissions: Type.Boolean(),
  InvoiceTransactionWorkOrders: Type.Array(
    Type.Object({ WorkOrderId: Type.Integer(), Amount: Type.Number() }),
  ),
});
export type InvoiceTransaction = Static<typeof InvoiceTransaction>;

/** POST invoiceTransactions/{invoiceId}/transactions/add: one transaction of the dialog. */
export const AddInvoiceTransaction = Type.Object({
  TransactionTypeId: Type.Integer({ minimum: 1, maximum: 7 }),
  Amount: Dollars,
  Reason: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  CustomerNotified: Type.Optional(Type.Boolean()),
  ReduceFromCommissions: Type.Optional(Type.Boolean()),
  InvoiceTransactionWorkOrders: Type.Optional(Type.Array(InvoiceTransactionWorkOrder, { maxItems: 500 })),
});
export type AddInvoiceTransaction = Static<typeof AddInvoiceTransaction>;

export const PendingTransactionSearch = Type.Object({
  Query: Type.Optional(Type.String({ maxLength: 200 })),
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take()),
  BranchIds: Type.Optional(Ids),
  TransactionTypeIds: Type.Optional(SmallIds),
  TransactionPendingTypeIds: Type.Optional(SmallIds),
});
export type PendingTransactionSearch = Static<typeof PendingTransactionSearch>;

export const InvoiceNote = Type.Object({
  Id: Type.Integer(),
  InvoiceId: Type.Integer(),
  NoteText: Type.String(),
  CreatedById: Nullable(Type.Integer()),
  CreatedBy: Type.String(),
  DateCreated: Type.String(),
});
export type InvoiceNote = Static<typeof InvoiceNote>;

export const AddInvoiceNote = Type.Object({
  NoteText: Type.String({ maxLength: 4000 }),
  InvoiceId: Type.Optional(Bounds.Id()),
  CreatedBy: Type.Optional(Type.Integer()),
});
export type AddInvoiceNote = Static<typeof AddInvoiceNote>;

export const CommissionOverride = Type.Object({ CommissionOverride: Type.Boolean() });
export type CommissionOverride = Static<typeof CommissionOverride>;
export const PurchaseOrderIds = Type.Array(Bounds.Id(), { maxItems: 200 });
