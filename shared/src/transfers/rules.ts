import { TransferStatuses as T } from './schemas';

/** Spec §5, §8 wording where the spec has it; our own, plain, where it does not. */
export const TransferMessages = {
  Sent: 'Transfer request sent. Please refer to Transfer Request screen to know the status',
  SendFailed: 'Transfer request failed to be sent',
  EnterDates: 'Please enter start and end dates',
  FromBranchRequired: 'Please choose the branch to borrow from',
  ToBranchRequired: 'Please choose the branch the resources are for',
  SameBranch: 'The branch to borrow from must differ from the branch the resources are for',
  DateRequired: 'Please select at least one date',
  DatesOutOfRange: 'Selected dates must be between the start and end dates',
  RangeReversed: 'The start date must be on or before the end date',
  RangeTooLong: 'Please choose at most 62 days',
  JobTitleRequired: 'Please choose a crew type',
  EquipmentTypeRequired: 'Please choose an equipment type',
  QtyInvalid: 'Quantity must be at least 1',
  NotOwnBranch: 'You can request resources only for your own branches',
  StatusChangeNotAllowed: 'This status change is not allowed',
  LendingSideOnly: 'Only the lending branch can confirm, deny or mark a transfer returned',
  BorrowingSideOnly: 'Only the requesting branch can cancel a transfer request',
  ChooseQty: (qty: number) => `Please choose exactly ${qty} resource${qty === 1 ? '' : 's'}`,
  NotAvailable: 'These resources are not available on the requested dates',
  EquipmentStatusRequired: 'Please enter the equipment status',
  StatusUpdated: 'Transfer request updated',
  StatusUpdateFailed: 'Transfer request update failed',
} as const;

/**
 * Spec §4: a request starts Pending; from Pending it is Cancelled (by the branch that asked),
 * Denied or Confirmed (by the branch that lends); a Confirmed one is Returned. Nothing leaves
 * Cancelled, Denied or Returned.
 */
export const TRANSFER_NEXT: Record<number, readonly number[]> = {
  [T.Pending]: [T.Cancelled, T.Denied, T.Confirmed],
  [T.Confirmed]: [T.Returned],
};

/** Which side of the transfer takes each step. */
export const stepIsBorrowers = (statusId: number) => statusId === T.Cancelled;

/** The steps a caller may take, given the sides of the transfer they work in. */
export function transferNextSteps(
  statusId: number,
  side: { lending: boolean; borrowing: boolean },
): number[] {
  return (TRANSFER_NEXT[statusId] ?? []).filter((s) => (stepIsBorrowers(s) ? side.borrowing : side.lending));
}
