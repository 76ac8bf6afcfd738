/** The format page, its public links, the printed proposal and its e-mail. */
export const ProposalFormatMessages = {
  /** Ours: a public link whose id does not decrypt (altered, cut short or made up). */
  InvalidLink: 'This proposal link is not valid. Please ask for a new link.',
  /** Ours: approved-format opens only once the customer accepted or the proposal was confirmed. */
  NotApproved: 'This proposal has not been approved yet.',
  DoNotEmail: 'This account is marked Do Not Email.',
  /** Ours: nobody at the location receives proposals by e-mail. */
  NoRecipient: 'No contact of this location receives proposals by e-mail.',
  NotEditable:
    'The proposal format can be changed only with Full access to inventory items while no work authorization is confirmed.',
  SaveFailed: 'Save Failed',
  /** Spec §8: PDF print failure shows the status text plus a hint. */
  PdfHint: 'The PDF may be malformed.',
} as const;
