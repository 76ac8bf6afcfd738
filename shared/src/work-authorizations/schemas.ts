import { Type, type Static } from 'typebox';
import { Bounds, MAX_DECIMAL } from '../platform/bounds';
import { Nullable } from '../platform/nullable';

const Ids = Type.Array(Bounds.Id(), { maxItems: 500 });
const StatusIds = Type.Array(Type.Integer({ minimum: 0, maximum: 20 }), { maxItems: 20 });
/** Dollars; exactness (at most 2 decimals) is checked by the service. */
const Dollars = Type.Number({ minimum: 0, maximum: MAX_DECIMAL / 100 });

/** POST workAuthorization/_search (spec §7); 12 a page, total in X-List-Count. */
export const WorkAuthorizationSearch = Type.Object({
  Query: Type.Optional(Type.String({ maxLength: 200 })),
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take()),
  StatusIds: Type.Optional(StatusIds),
  TypeIds: Type.Optional(StatusIds),
  ApprovalByTypeIds: Type.Optional(StatusIds),
  ApprovalStatusIds: Type.Optional(StatusIds),
  SalesRepIds: Type.Optional(Ids),
  AccountIds: Type.Optional(Ids),
  BranchIds: Type.Optional(Ids),
});
export type WorkAuthorizationSearch = Static<typeof WorkAuthorizationSearch>;

export const WorkAuthorizationListItem = Type.Object({
  Id: Type.Integer(),
  ProposalId: Type.Integer(),
  ProposalNumber: Type.String(),
  StatusId: Type.Integer(),
  Status: Type.String(),
  TypeId: Type.Integer(),
  Type: Type.String(),
  ApprovalStatusId: Type.Integer(),
  ApprovalStatus: Type.String(),
  ApprovedByTypeId: Nullable(Type.Integer()),
  AccountId: Type.Integer(),
  AccountName: Type.String(),
  Address: Type.String(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  SalesRepId: Nullable(Type.Integer()),
  SalesRepName: Type.String(),
  DateApproved: Nullable(Type.String()),
  CreatedDate: Type.String(),
});
export type WorkAuthorizationListItem = Static<typeof WorkAuthorizationListItem>;

export const WaVisit = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  IncludeInProgram: Type.Boolean(),
  IncludeThisYear: Type.Boolean(),
  Approved: Type.Boolean(),
});
export const WaService = Type.Object({
  Id: Type.Integer(),
  ServiceId: Type.Integer(),
  ServiceName: Type.String(),
  Description: Nullable(Type.String()),
  Cost: Type.Number(),
  PerVisitCost: Nullable(Type.Number()),
  ApproveStatusId: Type.Integer(),
  Approved: Type.Boolean(),
  Visits: Type.Array(WaVisit),
});
export type WaService = Static<typeof WaService>;
export const WaMaterial = Type.Object({
  Id: Type.Integer(),
  MaterialName: Type.String(),
  Description: Nullable(Type.String()),
  Cost: Type.Number(),
  ApproveStatusId: Type.Integer(),
  Approved: Type.Boolean(),
});
export type WaMaterial = Static<typeof WaMaterial>;
export const WaOption = Type.Object({
  Id: Type.Integer(),
  ProposalItemServices: Type.Array(WaService),
  ProposalItemMaterials: Type.Array(WaMaterial),
});
export const WaGroup = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ServiceGroupId: Type.Integer(),
  SeparateWorkOrderGroup: Type.Boolean(),
  ProposalOptionGroups: Type.Array(
    Type.Object({ Id: Type.Integer(), ProposalOptions: Type.Array(WaOption) }),
  ),
});
export type WaGroup = Static<typeof WaGroup>;

export const CustomerPayment = Type.Object({
  Id: Type.Integer(),
  Amount: Type.Number(),
  IsDeposit: Type.Boolean(),
  CheckNumber: Nullable(Type.String()),
  DateCreated: Type.String(),
  PaymentMethodId: Type.Integer(),
  CreatedBy: Nullable(Type.Integer()),
  AuthorizeTransactionId: Nullable(Type.String()),
});
export type CustomerPayment = Static<typeof CustomerPayment>;

/** GET workAuthorization/{id}: the info screen's whole record, figures computed by the server. */
export const WorkAuthorization = Type.Object({
  ...WorkAuthorizationListItem.properties,
  ...Type.Object({
    Version: Type.Integer(),
    /** Proposal 1 or Contract 2: a contract opens in the contract view, visit by visit. */
    ProposalTypeId: Type.Integer(),
    ApprovedSalesRepId: Nullable(Type.Integer()),
    PaymentMethodId: Nullable(Type.Integer()),
    Signed: Type.Boolean(),
    AutoRenew: Type.Boolean(),
    IsPaid: Type.Boolean(),
    IsPromotionalDiscountApplied: Type.Boolean(),
    DoNotEmail: Type.Boolean(),
    Promotions: Type.Array(Type.Object({ Name: Type.String(), DiscountPercentage: Type.Number() })),
    ApprovedSubtotal: Type.Number(),
    PromotionSavings: Type.Number(),
    TotalApprovedCost: Type.Number(),
    TaxRate: Type.Number(),
    EstimatedTax: Type.Number(),
    MinimumDownPayment: Type.Number(),
    DefaultDeposit: Type.Number(),
    Deposits: Type.Number(),
    MeetsDownPayment: Type.Boolean(),
    CustomerPayments: Type.Array(CustomerPayment),
    ProposalGroups: Type.Array(WaGroup),
    WorkOrderIds: Type.Array(Type.Integer()),
    CanEdit: Type.Boolean(),
    CanPay: Type.Boolean(),
    CanConfirmWithoutDownPayment: Type.Boolean(),
    HasInvoices: Type.Boolean(),
    EncryptedId: Nullable(Type.String()),
  }).properties,
});
export type WorkAuthorization = Static<typeof WorkAuthorization>;

/**
 * The company as the customer page heads it: the name the printed proposal carries, a logo when one
 * is configured (else the page draws the initials, as the PDF does), the proposal's branch and the
 * branch's preferred phone.
 */
export const CompanyBranding = Type.Object({
  Name: Type.String(),
  LogoUrl: Nullable(Type.String()),
  BranchName: Type.String(),
  Phone: Nullable(Type.String()),
});
export type CompanyBranding = Static<typeof CompanyBranding>;

/** The customer page's first answer: the authorization and, in the same answer, its branding. */
export const CustomerWorkAuthorization = Type.Object({
  ...WorkAuthorization.properties,
  Company: CompanyBranding,
});
export type CustomerWorkAuthorization = Static<typeof CustomerWorkAuthorization>;

/** PUT workAuthorization/save: the status (Confirm, Not Approved, On Hold …) on the shown Version. */
export const SaveWorkAuthorization = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  StatusId: Type.Integer({ minimum: 1, maximum: 8 }),
});
export type SaveWorkAuthorization = Static<typeof SaveWorkAuthorization>;

/** PUT workAuthorization/service/UpdateApproveStatus: a service, or one of its visits when VisitId is set. */
export const ServiceApproveUpdate = Type.Object({
  WorkAuthorizationId: Bounds.Id(),
  ProposalItemServiceId: Bounds.Id(),
  VisitId: Type.Optional(Nullable(Bounds.Id())),
  Approved: Type.Boolean(),
});
export type ServiceApproveUpdate = Static<typeof ServiceApproveUpdate>;

export const MaterialApproveUpdate = Type.Object({
  WorkAuthorizationId: Bounds.Id(),
  ProposalItemMaterialId: Bounds.Id(),
  Approved: Type.Boolean(),
});
export type MaterialApproveUpdate = Static<typeof MaterialApproveUpdate>;

/** Deposit or promotion payload (spec §3); CreatedBy is always the caller on the server. */
export const PaymentInput = Type.Object({
  Amount: Dollars,
  PaymentMethodId: Type.Integer({ minimum: 0, maximum: 6 }),
  AuthorizeTransactionId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  CheckNumber: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  CreatedBy: Type.Optional(Nullable(Bounds.Id())),
  IsDeposit: Type.Optional(Type.Boolean()),
});
export type PaymentInput = Static<typeof PaymentInput>;

/** PUT customerPayments/save: the customer's submission from the public page. */
export const CustomerSubmission = Type.Object({
  EncryptedId: Type.String({ maxLength: 500 }),
  Amount: Dollars,
  PaymentMethodId: Type.Integer({ minimum: 0, maximum: 6 }),
  Signature: Type.String({ maxLength: 500_000 }),
  AuthorizeTransactionId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
});
export type CustomerSubmission = Static<typeof CustomerSubmission>;

export const AutoRenewParams = Type.Object({
  a: Bounds.Id(),
  b: Bounds.Version(),
  c: Type.Boolean(),
});
export const DiscountParams = Type.Object({ id: Bounds.Id(), x: Type.Boolean() });
export const BoolAnswer = Type.Object({ Value: Type.Boolean() });
export const IdAnswer = Type.Object({ Id: Nullable(Type.Integer()) });

const LinkText = Type.String({ minLength: 1, maxLength: 500 });

/** PUT workAuthorization/customer/service/UpdateApproveStatus: the customer's toggle, by the link. */
export const CustomerServiceApprove = Type.Object({
  EncryptedId: LinkText,
  ProposalItemServiceId: Bounds.Id(),
  VisitId: Type.Optional(Nullable(Bounds.Id())),
  Approved: Type.Boolean(),
});
export type CustomerServiceApprove = Static<typeof CustomerServiceApprove>;

/** PUT workAuthorization/customer/material/UpdateApproveStatus: the customer's toggle of a material. */
export const CustomerMaterialApprove = Type.Object({
  EncryptedId: LinkText,
  ProposalItemMaterialId: Bounds.Id(),
  Approved: Type.Boolean(),
});
export type CustomerMaterialApprove = Static<typeof CustomerMaterialApprove>;

/** POST proposals/confirmWorkAuthorizations: the selected proposals' authorizations, e-mailed by default. */
export const ConfirmWorkAuthorizations = Type.Object({
  ProposalIds: Type.Array(Bounds.Id(), { maxItems: 200 }),
  SendEmails: Type.Optional(Type.Boolean({ default: true })),
});
export type ConfirmWorkAuthorizations = Static<typeof ConfirmWorkAuthorizations>;

/** What became of each selected proposal: confirmed (and mailed), or why not. */
export const ConfirmWorkAuthorizationsAnswer = Type.Object({
  Confirmed: Type.Array(Type.Object({ ProposalId: Type.Integer(), WorkAuthorizationId: Type.Integer() })),
  Emailed: Type.Array(Type.Integer()),
  Failed: Type.Array(Type.Object({ ProposalId: Type.Integer(), Message: Type.String() })),
});
export type ConfirmWorkAuthorizationsAnswer = Static<typeof ConfirmWorkAuthorizationsAnswer>;

/**
 * PUT workAuthorization/saveBasicInfo: the record's own fields on the shown Version: its type (New or
 * Renewal), the customer's payment type, and whether it renews by itself.
 */
export const SaveWaBasicInfo = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  TypeId: Type.Integer({ minimum: 1, maximum: 2 }),
  PaymentMethodId: Nullable(Type.Integer({ minimum: 1, maximum: 6 })),
  AutoRenew: Type.Boolean(),
});
export type SaveWaBasicInfo = Static<typeof SaveWaBasicInfo>;
