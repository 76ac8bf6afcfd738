/** Spec §4 Proposals. */
export const ProposalStatuses = {
  Created: 1,
  PendingReview: 2,
  Reviewed: 3,
  SentToClient: 4,
  Accepted: 5,
  Rejected: 6,
  Confirmed: 7,
  Cancelled: 8,
} as const;

export const ProposalStatusList = [
  { Id: 1, Name: 'Created' },
  { Id: 2, Name: 'Pending Review' },
  { Id: 3, Name: 'Reviewed' },
  { Id: 4, Name: 'Sent To Client' },
  { Id: 5, Name: 'Accepted' },
  { Id: 6, Name: 'Rejected' },
  { Id: 7, Name: 'Confirmed' },
  { Id: 8, Name: 'Cancelled' },
] as const;

export const ContractStatuses = {
  Created: 1,
  ArboristApproved: 2,
  Pending: 3,
  SentToClient: 4,
  Active: 5,
  Rejected: 6,
  Expired: 7,
} as const;

export const ProposalTypes = { Proposal: 1, Contract: 2 } as const;

/** Note types and statuses of the proposal notes list; the spec names neither, these are ours. */
export const ProposalNoteTypeList = [
  { Id: 1, Name: 'General' },
  { Id: 2, Name: 'Customer' },
  { Id: 3, Name: 'Crew' },
  { Id: 4, Name: 'Follow Up' },
] as const;
export const ProposalNoteStatusList = [
  { Id: 1, Name: 'Open' },
  { Id: 2, Name: 'Closed' },
] as const;

/** Spec §9. */
export const PROPOSAL_PAGE_SIZE = 10;
export const PROPOSAL_NOTE_PAGE_SIZE = 12;
export const PROPOSAL_DOCUMENT_PAGE_SIZE = 12;
export const PROPOSAL_TEMPLATE_PAGE_SIZE = 12;
export const PROPOSAL_NUMBER_DIGITS = 11;
