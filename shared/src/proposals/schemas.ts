import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { SearchRequest } from '../platform/http';
import { Nullable } from '../platform/nullable';

const Ids = Type.Array(Bounds.Id(), { maxItems: 500 });
// A calendar day; months and days in range, so a filter never becomes an invalid instant.
const Day = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' });
const Year = Type.Integer({ minimum: 1900, maximum: 9999 });

/** POST proposals/_search (spec §7). FromDate/ToDate bound the day a proposal was made (ours). */
export const ProposalSearch = Type.Object({
  Query: Type.Optional(Type.String({ maxLength: 200 })),
  ProposalTypeId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2 }))),
  BranchIds: Type.Optional(Ids),
  StatusIds: Type.Optional(Ids),
  EmployeeIds: Type.Optional(Ids),
  AccountIds: Type.Optional(Ids),
  SalesRepId: Type.Optional(Nullable(Bounds.Id())),
  YearOfWork: Type.Optional(Nullable(Year)),
  FromDate: Type.Optional(Nullable(Day)),
  ToDate: Type.Optional(Nullable(Day)),
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take()),
  // Spec §7: contract searches add these; a proposal search ignores them.
  WAStatusIds: Type.Optional(Ids),
  WAApprovedValues: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 3 }), { maxItems: 4 })),
  ClassificationIds: Type.Optional(Ids),
  ShowLegacyContract: Type.Optional(Nullable(Type.Boolean())),
});
export type ProposalSearch = Static<typeof ProposalSearch>;

/** GET proposals/_search?q&skip&take. */
export const ProposalQuickSearch = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  skip: Type.Optional(Bounds.Skip()),
  take: Type.Optional(Bounds.Take()),
});

export const ProposalListItem = Type.Object({
  Id: Type.Integer(),
  ProposalNumber: Type.String(),
  ProposalTypeId: Type.Integer(),
  StatusId: Type.Integer(),
  ProposalStatus: Type.String(),
  AccountId: Type.Integer(),
  AccountName: Type.String(),
  AccountLocationId: Type.Integer(),
  Address: Type.String(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  SalesRepId: Nullable(Type.Integer()),
  SalesRepName: Type.String(),
  YearOfWork: Nullable(Type.Integer()),
  CreatedDate: Type.String(),
  // Spec §3 contract list item: a contract search answers these as well.
  ContractStatus: Type.Optional(Type.String()),
  WorkAuthorizationId: Type.Optional(Nullable(Type.Integer())),
  WorkAuthorizationStatus: Type.Optional(Type.String()),
  ServiceClassificationNames: Type.Optional(Type.String()),
  Legacy: Type.Optional(Type.Boolean()),
});
export type ProposalListItem = Static<typeof ProposalListItem>;

export const ProposalSearchResult = Type.Object({
  Proposals: Type.Array(ProposalListItem),
  Total: Type.Integer(),
});
export type ProposalSearchResult = Static<typeof ProposalSearchResult>;

/** GET proposals/header: what the list opens with. */
export const ProposalListHeader = Type.Object({
  PageSize: Type.Integer(),
  FromDate: Type.String(),
  ToDate: Type.String(),
  /** Whether the caller may add proposals (Personal or Full). */
  CanAdd: Type.Boolean(),
});
export type ProposalListHeader = Static<typeof ProposalListHeader>;

export const Choice = Type.Object({ Id: Type.Integer(), Name: Type.String() });
export type Choice = Static<typeof Choice>;

export const ProposalPromotion = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  DiscountPercentage: Type.Number(),
});
export const ProposalPo = Type.Object({ Id: Type.Integer(), Po: Type.String() });

export const Proposal = Type.Object({
  Id: Type.Integer(),
  ProposalNumber: Type.String(),
  ProposalTypeId: Type.Integer(),
  StatusId: Type.Integer(),
  ProposalStatus: Type.String(),
  ContractStatusId: Nullable(Type.Integer()),
  Version: Type.Integer(),
  SalesRepId: Nullable(Type.Integer()),
  SalesRepName: Type.String(),
  CreatedById: Nullable(Type.Integer()),
  AccountId: Type.Integer(),
  AccountName: Type.String(),
  AccountLocationId: Type.Integer(),
  Address: Type.String(),
  Account: Type.Object({ DoNotEmail: Type.Boolean() }),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  ServiceRequestId: Nullable(Type.Integer()),
  Notes: Nullable(Type.String()),
  YearOfWork: Nullable(Type.Integer()),
  Crew: Nullable(Type.Integer()),
  Legacy: Type.Boolean(),
  Promotions: Type.Array(ProposalPromotion),
  AccountPOs: Type.Array(ProposalPo),
  CreatedDate: Type.String(),
  UpdatedDate: Type.String(),
  /** The caller may change it: their reach to edit, and not cancelled. */
  CanEdit: Type.Boolean(),
});
export type Proposal = Static<typeof Proposal>;

/** POST proposals: a new proposal for a location, status Created. */
export const CreateProposal = Type.Object({
  Id: Type.Optional(Bounds.IdOrNew()),
  SalesRepId: Type.Optional(Nullable(Bounds.Id())),
  StatusId: Type.Optional(Nullable(Type.Integer())),
  AccountLocationId: Type.Optional(Nullable(Bounds.Id())),
  AccountId: Type.Optional(Nullable(Bounds.Id())),
  YearOfWork: Type.Optional(Nullable(Year)),
  Notes: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
  /** Contract (2) makes a contract, by the Contracts claim (the add contract screen). */
  ProposalTypeId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2 }))),
});
export type CreateProposal = Static<typeof CreateProposal>;

/** PUT proposals (or proposals/{id}): the basic info, saved against Version. */
export const SaveProposal = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  SalesRepId: Type.Optional(Nullable(Bounds.Id())),
  ServiceRequestId: Type.Optional(Nullable(Bounds.Id())),
  Notes: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
  YearOfWork: Type.Optional(Nullable(Year)),
  Crew: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 99 }))),
});
export type SaveProposal = Static<typeof SaveProposal>;

/** PUT proposals/{id}/purchaseOrders and /promotions: the chosen ids, replacing the old list. */
export const IdList = Type.Array(Type.Object({ Id: Bounds.Id() }), { maxItems: 200 });
export type IdList = Static<typeof IdList>;

export const ProposalNote = Type.Object({
  Id: Type.Integer(),
  ProposalId: Type.Integer(),
  Notes: Type.String(),
  TypeId: Type.Integer(),
  StatusId: Type.Integer(),
  PrintOnWorkOrder: Type.Boolean(),
  CreatedDate: Type.String(),
  CreatedByName: Type.String(),
});
export type ProposalNote = Static<typeof ProposalNote>;

export const SaveProposalNote = Type.Object({
  Id: Type.Optional(Bounds.IdOrNew()),
  Notes: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
  TypeId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 99 }))),
  StatusId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 99 }))),
  PrintOnWorkOrder: Type.Optional(Type.Boolean()),
});
export type SaveProposalNote = Static<typeof SaveProposalNote>;
export const NoteIdQuery = Type.Object({ noteId: Bounds.Id() });

export const ProposalNoteSearch = SearchRequest;

export const CoverLetter = Type.Object({
  Id: Type.Integer(),
  ProposalId: Type.Integer(),
  Text: Type.String(),
});
export type CoverLetter = Static<typeof CoverLetter>;
export const SaveCoverLetter = Type.Object({
  Id: Type.Optional(Bounds.IdOrNew()),
  ProposalId: Type.Optional(Bounds.Id()),
  Text: Type.String({ maxLength: 20000 }),
});
export type SaveCoverLetter = Static<typeof SaveCoverLetter>;

/** POST proposals/confirmProposal/{id}: the status after, and where §4 sends the user next. */
export const ConfirmResult = Type.Object({
  Proposal: Proposal,
  /** Spec §4: do-not-email accounts are offered to view the work authorization, others to send it. */
  Offer: Type.Union([Type.Literal('view'), Type.Literal('send')]),
});
export type ConfirmResult = Static<typeof ConfirmResult>;

export const ProposalSubParams = Type.Object({
  target: Type.String({ maxLength: 60 }),
  id: Bounds.Id(),
});
