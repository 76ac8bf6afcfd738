import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';
import { Choice } from '../proposals/schemas';

/** Spec §9: contracts list 10 a page. */
export const CONTRACT_PAGE_SIZE = 10;
/** Bulk actions take at most this many contracts at once. */
export const CONTRACT_BULK_MAX = 500;
/** Up to this many work authorizations print at once in the answer; more print in the background. */
export const CONTRACT_PRINT_INLINE_MAX = 10;

export const ContractStatusList = [
  { Id: 1, Name: 'Created' },
  { Id: 2, Name: 'Arborist Approved' },
  { Id: 3, Name: 'Pending' },
  { Id: 4, Name: 'Sent To Client' },
  { Id: 5, Name: 'Active' },
  { Id: 6, Name: 'Rejected' },
  { Id: 7, Name: 'Expired' },
] as const;
export const contractStatusName = (id: number | null | undefined): string =>
  ContractStatusList.find((s) => s.Id === id)?.Name ?? '';

/** GET proposals/contracts: what the contract list opens with (its filters' choices and rights). */
export const ContractListHeader = Type.Object({
  PageSize: Type.Integer(),
  Statuses: Type.Array(Choice),
  Branches: Type.Array(Choice),
  WorkAuthorizationStatuses: Type.Array(Choice),
  ApprovedValues: Type.Array(Choice),
  Classifications: Type.Array(Choice),
  /** Personal or Full: the bulk actions and add contract are offered. */
  CanEdit: Type.Boolean(),
});
export type ContractListHeader = Static<typeof ContractListHeader>;

/** Spec §3 bulk contract actions: confirmContracts, emailContracts. sendEmails defaults to true. */
export const BulkContracts = Type.Object({
  proposalIds: Type.Array(Bounds.Id(), { maxItems: CONTRACT_BULK_MAX }),
  sendEmails: Type.Optional(Type.Boolean()),
});
export type BulkContracts = Static<typeof BulkContracts>;

/** What a bulk action did at once; mail goes out in the background job named by JobId. */
export const BulkContractsResult = Type.Object({
  Confirmed: Type.Integer(),
  JobId: Nullable(Type.Integer()),
});
export type BulkContractsResult = Static<typeof BulkContractsResult>;

/** POST proposals/print-contract-wa-bulk. */
export const PrintContracts = Type.Object({
  proposalIds: Type.Array(Bounds.Id(), { maxItems: CONTRACT_BULK_MAX }),
});
export type PrintContracts = Static<typeof PrintContracts>;

/** The mail job's result: how many went out and which could not, with why. */
export const ContractMailResult = Type.Object({
  Sent: Type.Integer(),
  Failed: Type.Array(Type.Object({ ProposalNumber: Type.String(), Message: Type.String() })),
});
export type ContractMailResult = Static<typeof ContractMailResult>;

/** The print job's result: one PDF, opened by a signed link. */
export const ContractPrintResult = Type.Object({ FileId: Type.Integer(), Url: Type.String() });
export type ContractPrintResult = Static<typeof ContractPrintResult>;

export const ContractServiceItem = Type.Object({ Id: Type.Integer(), Name: Type.String() });
export type ContractServiceItem = Static<typeof ContractServiceItem>;

export const ContractServiceLine = Type.Object({
  Id: Type.Integer(),
  GroupName: Type.String(),
  ServiceName: Type.String(),
  ClassificationName: Type.String(),
  /** The line's price by the builder's precedence, in dollars to the cent. */
  Cost: Type.Number(),
  ServiceItems: Type.Array(ContractServiceItem),
});
export type ContractServiceLine = Static<typeof ContractServiceLine>;

/** GET proposals/contracts/{id}: the contract detail screen in one read. */
export const ContractDetail = Type.Object({
  Id: Type.Integer(),
  ProposalNumber: Type.String(),
  StatusId: Type.Integer(),
  ProposalStatus: Type.String(),
  ContractStatusId: Nullable(Type.Integer()),
  ContractStatus: Type.String(),
  AccountId: Type.Integer(),
  AccountName: Type.String(),
  AccountLocationId: Type.Integer(),
  Address: Type.String(),
  BranchName: Type.String(),
  SalesRepName: Type.String(),
  YearOfWork: Nullable(Type.Integer()),
  Legacy: Type.Boolean(),
  WorkAuthorizationId: Nullable(Type.Integer()),
  WorkAuthorizationStatus: Type.String(),
  Total: Type.Number(),
  Services: Type.Array(ContractServiceLine),
  CanEdit: Type.Boolean(),
});
export type ContractDetail = Static<typeof ContractDetail>;

/** PUT proposals/{id}/update-legacy-contract-service-item. */
export const UpdateLegacyServiceItem = Type.Object({
  ProposalItemServiceId: Bounds.Id(),
  NewServiceItemIds: Type.Array(Bounds.Id(), { maxItems: 200 }),
});
export type UpdateLegacyServiceItem = Static<typeof UpdateLegacyServiceItem>;
