import { addCalendarDays, type IsoDate } from '../format/dates';
import { PROPOSAL_NUMBER_DIGITS, ProposalStatuses, ProposalStatusList } from './enums';

/** Spec §3, §9: proposal numbers are shown padded to 11 digits. */
export const padProposalNumber = (n: number | null | undefined): string =>
  n == null ? '' : String(n).padStart(PROPOSAL_NUMBER_DIGITS, '0');

export const proposalStatusName = (id: number): string =>
  ProposalStatusList.find((s) => s.Id === id)?.Name ?? '';

/**
 * The payroll week holding `today` (accounts-finance-people.md §9): it starts on a Thursday and runs
 * seven days, so its start is the latest Thursday not after today.
 */
export function payrollWeek(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const from = addCalendarDays(today, -((weekday - 4 + 7) % 7));
  return { from, to: addCalendarDays(from, 6) };
}

/** Spec §4: a cancelled proposal takes no more edits. */
export const proposalIsEditable = (statusId: number): boolean => statusId !== ProposalStatuses.Cancelled;

/** Spec §4: confirmable with an id, status Created and at least one service group. */
export function confirmProblem(p: { Id: number; StatusId: number }, serviceGroups: number): string | null {
  if (!p.Id) return 'Save the proposal before confirming it.';
  if (p.StatusId !== ProposalStatuses.Created) return 'Only a proposal in status Created can be confirmed.';
  if (serviceGroups < 1) return 'Add at least one service group before confirming the proposal.';
  return null;
}

/** The cover letter of a proposal whose rep has not written one. */
export const defaultCoverLetter = (accountName: string, repName: string): string =>
  `Dear ${accountName},\n\nThank you for the opportunity to care for your trees and landscape. ` +
  `Please find our proposal enclosed.\n\nSincerely,\n${repName}`;
