/** Spec §8 Proposals, verbatim. */
export const ProposalMessages = {
  SaveFailed: 'Save Failed',
  NoteSaveFailed: 'Note Save Failed',
  CoverLetterSaveFailed: 'Cover Letter Save Failed',
  DocumentUploadFailed: 'Document Upload Failed',
  Added: 'Added Successfully',
  Deleted: 'Deleted successfully',
  Created: 'Proposal Created Successfully',
  Saved: 'Proposal Saved Successfully',
  ConfirmSendWorkAuthorization: 'Proposal Confirmed. Do you want to send Work Authorization to customer?',
  ConfirmViewWorkAuthorization: 'Proposal Confirmed. Do you want to view Work Authorization?',
  ConfirmSendProposal: 'Are you sure you want to send this Proposal to the Customer?',
  EmailSent: 'Email Sent Successfully',
  EmailFailed: 'Error sending email',
  /** Ours: the spec says a cancelled proposal takes no edits, not how the refusal reads. */
  Cancelled: 'This proposal is cancelled and can no longer be changed.',
  LocationRequired: 'Please select an account location',
  SalesRepRequired: 'Please select a sales rep',
  NoteRequired: 'Please enter a note',
  /** Ours: an expired promotion is kept where applied, but cannot be newly applied. */
  PromotionExpired: 'This promotion has expired.',
} as const;
