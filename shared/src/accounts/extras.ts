import { Type, type Static } from 'typebox';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const NullableIn = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([Type.Null(), t]);

/** Account purchase orders list 12 a page; the account summary lists 10. */
export const PURCHASE_ORDER_PAGE_SIZE = 12;
export const ACCOUNT_SUMMARY_PAGE_SIZE = 10;
export const OFFICE_COMMENT_MAX = 4000;
export const PURCHASE_ORDER_NUMBER_MAX = 100;

export const OfficeComment = Type.Object({
  Id: Type.Integer(),
  AccountId: Type.Integer(),
  NoteText: Type.String(),
  /** An instant (ISO 8601). */
  DateCreated: Type.String(),
  CreatedById: Nullable(Type.Integer()),
  /** The name of the employee who wrote it. */
  CreatedBy: Nullable(Type.String()),
});
export type OfficeComment = Static<typeof OfficeComment>;

export const NewOfficeComment = Type.Object({
  AccountId: Bounds.Id(),
  NoteText: Type.String({ maxLength: OFFICE_COMMENT_MAX }),
});
export type NewOfficeComment = Static<typeof NewOfficeComment>;

export const PurchaseOrder = Type.Object({
  Id: Type.Integer(),
  AccountId: Type.Integer(),
  Po: Type.String(),
  /** Calendar dates, 'yyyy-MM-dd'. */
  EffectiveStartDate: Nullable(Type.String()),
  EffectiveEndDate: Nullable(Type.String()),
  Archived: Type.Boolean(),
});
export type PurchaseOrder = Static<typeof PurchaseOrder>;

/** PUT accountPos/save: Id 0 (or none) adds. Dates in any accepted format (M/d/yyyy, yyyy-MM-dd …). */
export const SavePurchaseOrder = Type.Object({
  Id: Type.Optional(Type.Integer({ minimum: 0 })),
  AccountId: Bounds.Id(),
  Po: Type.String({ maxLength: PURCHASE_ORDER_NUMBER_MAX }),
  EffectiveStartDate: Type.Optional(NullableIn(Type.String({ maxLength: 30 }))),
  EffectiveEndDate: Type.Optional(NullableIn(Type.String({ maxLength: 30 }))),
  Archived: Type.Optional(Type.Boolean()),
});
export type SavePurchaseOrder = Static<typeof SavePurchaseOrder>;

export const PurchaseOrderSearch = Type.Object({
  ...SearchRequest.properties,
  AccountId: Bounds.Id(),
});
export type PurchaseOrderSearch = Static<typeof PurchaseOrderSearch>;

/** skip/take of the account summary lists (the spec's upcoming and completed services take Skip, Take). */
export const SummaryPageQuery = Type.Object({
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take(999)),
  LocationId: Type.Optional(Bounds.Id()),
});
export type SummaryPageQuery = Static<typeof SummaryPageQuery>;

/** A service of the account summary (upcoming or completed), as the work orders module will give it. */
export const SummaryService = Type.Object({
  WorkOrderId: Type.Integer(),
  ServiceId: Type.Integer(),
  ServiceName: Type.String(),
  StatusId: Type.Integer(),
  /** 'yyyy-MM-dd': the scheduled date of an upcoming service, the completion date of a completed one. */
  Date: Nullable(Type.String()),
  /** Dollars; null for a caller without WorkOrders_Pricing. */
  TotalCost: Nullable(Type.Number()),
});
export type SummaryService = Static<typeof SummaryService>;

/** An open invoice of the account summary, as the invoices module will give it. */
export const OpenInvoice = Type.Object({
  Id: Type.Integer(),
  InvoiceDate: Nullable(Type.String()),
  /** Dollars. */
  TotalDue: Type.Number(),
  AmountDue: Type.Number(),
});
export type OpenInvoice = Static<typeof OpenInvoice>;
