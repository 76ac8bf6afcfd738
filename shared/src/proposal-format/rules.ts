import { ProposalStatuses } from '../proposals/enums';

/** Spec §4 Work authorization statuses that matter to the format page. */
export const WorkAuthorizationConfirmed = 4;

/**
 * Spec §4: the proposal format is editable only with InventoryItems Full, by someone who may change
 * the proposal, while none of its work authorizations is Confirmed.
 */
export function formatEditable(p: {
  inventoryItemsFull: boolean;
  mayEditProposal: boolean;
  workAuthorizationStatusIds: readonly number[];
}): boolean {
  return (
    p.inventoryItemsFull &&
    p.mayEditProposal &&
    !p.workAuthorizationStatusIds.includes(WorkAuthorizationConfirmed)
  );
}

/** approved-format shows a proposal the customer accepted, or one already confirmed. */
export const isApprovedProposal = (statusId: number): boolean =>
  statusId === ProposalStatuses.Accepted || statusId === ProposalStatuses.Confirmed;

/**
 * Tax on an amount in cents at a rate in ten-thousandths of a percent (1 % = 10,000), rounded half
 * up once, in integers only.
 */
export function taxCents(amountCents: number, rateE4: number): number {
  if (amountCents <= 0 || rateE4 <= 0) return 0;
  // BigInt: a large amount times a rate can pass 2^53, where floats stop being exact.
  return Number((BigInt(amountCents) * BigInt(rateE4) + 500_000n) / 1_000_000n);
}

/** 'Option 1', 'Option 2' … for a choice of several; a lone option needs no label. */
export const optionLabel = (index: number, count: number): string => (count > 1 ? `Option ${index + 1}` : '');

/** The printed proposal's file name. */
export const proposalPdfName = (proposalNumber: string): string => `Proposal-${proposalNumber}.pdf`;
