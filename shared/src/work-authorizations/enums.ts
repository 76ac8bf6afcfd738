/** Spec §4 Work authorization. */
export const WorkAuthorizationStatuses = {
  Created: 1,
  SentToClient: 2,
  ReceivedFromClient: 3,
  Confirmed: 4,
  OnHold: 5,
  Cancelled: 6,
  Printed: 7,
  NotApproved: 8,
} as const;
export const WorkAuthorizationStatusList = [
  { Id: 1, Name: 'Created' },
  { Id: 2, Name: 'Sent To Client' },
  { Id: 3, Name: 'Received From Client' },
  { Id: 4, Name: 'Confirmed' },
  { Id: 5, Name: 'On Hold' },
  { Id: 6, Name: 'Cancelled' },
  { Id: 7, Name: 'Printed' },
  { Id: 8, Name: 'Not Approved' },
] as const;
export const WorkAuthorizationTypes = { New: 1, Renewal: 2 } as const;
export const WorkAuthorizationTypeList = [
  { Id: 1, Name: 'New' },
  { Id: 2, Name: 'Renewal' },
] as const;
/** The authorization's approval as a whole, derived from its lines. */
export const ApprovedStatuses = { None: 0, Approved: 1, NotApproved: 2, PartiallyApproved: 3 } as const;
export const ApprovedStatusList = [
  { Id: 0, Name: 'None' },
  { Id: 1, Name: 'Approved' },
  { Id: 2, Name: 'Not Approved' },
  { Id: 3, Name: 'Partially Approved' },
] as const;
export const ApprovalByTypes = { Customer: 1, AutoApproved: 2, AutoRenewed: 3, SalesRep: 4 } as const;
export const ApprovalByTypeList = [
  { Id: 1, Name: 'Customer' },
  { Id: 2, Name: 'Auto Approved' },
  { Id: 3, Name: 'Auto Renewed' },
  { Id: 4, Name: 'Sales Rep' },
] as const;
/** Spec §9: work authorizations list 12 a page. */
export const WORK_AUTHORIZATION_PAGE_SIZE = 12;
/** Spec §7: the documents list fetches 999. */
export const WORK_AUTHORIZATION_DOCS_TAKE = 999;
/** The documents dialog fetches every document at once (spec: 999). */
export const WORK_AUTHORIZATION_DOCUMENT_PAGE_SIZE = 999;
