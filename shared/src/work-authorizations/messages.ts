/** Spec §5 and §8 Work authorization, verbatim; the ones marked "ours" the spec implies but does not word. */
export const WorkAuthorizationMessages = {
  NoTaxRate:
    "Work authorization cannot be created without a tax rate for the zip code. Enter a tax rate for the proposal's service address.",
  NotApprovedWithApprovedServices: 'Cannot set status to Not Approved when any services are approved',
  DownPaymentTooLow: 'Down Payment is less than the required amount',
  TaxRateCheckFailed: "Failed to validate if tax rate exists for proposal's service address.",
  UpdateFailed: 'Unable to update the proposal. Please try again.',
  SomethingWrong: 'Something went wrong',
  DepositFailed: 'Deposit Payment has Failed!',
  PromotionFailed: 'Promotion Payment has Failed!',
  DocumentUploadFailed: 'Document Upload Failed',
  DocumentDeletionFailed: 'Document Deletion Failed',
  NotFound: 'Failed to find work authorization',
  AmountZero: 'Amount should be greater than zero',
  SignBeforeSubmitting: 'Please sign before submitting approval',
  SelectPaymentType: 'Please select Payment Type',
  EnterAmount: 'Please enter Amount',
  EmailSent: 'Email Sent Successfully',
  EmailFailed: 'Error sending email',
  /** Ours: the gateway that verifies a card or bank transaction is not connected yet. */
  /** Ours: spec §4 allows payments only while no invoice exists for the authorization. */
  HasInvoices: 'Payments cannot be taken once the work authorization has invoices.',
  /** Ours: a payment with the Payments claim's refusal reads as 403; this is for a settled authorization. */
  NothingApproved: 'Nothing is approved. Set the work authorization to Not Approved instead.',
  /** Ours: the statuses a confirmed or closed authorization no longer leaves. */
  Closed: 'This work authorization is closed and can no longer be changed.',
  /** Ours: an office payment needs a method the office can take. */
  MethodNotAccepted: 'Payments here are taken by cash, check or promotional discount.',
  /** Ours: an idempotency key is what makes a double-clicked payment record once. */
  KeyRequired: 'A payment must carry an Idempotency-Key header.',
  InvalidLink: 'This work authorization link is not valid',
  /** Ours: once signed and sent, the customer's approvals are what the office reviews. */
  /** Ours: spec §5, bulk actions require a selection. */
  SelectSome: 'Please select at least one work authorization.',
  /** Ours: a confirmation was made but its e-mail could not be sent. */
  ConfirmedNotEmailed: 'Confirmed, but the e-mail to the customer could not be sent.',
  /** Ours: a signature taken on a device names the person who signed. */
  SignerRequired: 'Enter the name of the person signing.',
  /** Issue 20: a device's signature is never applied to terms the customer did not see. */
  ProposalChanged: 'The proposal changed after the customer signed.',
  /** Ours: the device's clock reading of the signing is not a date. */
  SignedAtInvalid: 'The time of signing is not valid.',
  AlreadySubmitted: 'This work authorization has already been submitted.',
  /** Ours: spec §2 and §6, the admin view acts as sales rep and needs an office sign-in. */
  AdminSignIn: 'Sign in to Canopy in this browser to act as the sales rep, then open this page again.',
  /** Ours: signed in, but without edit rights on this work authorization. */
  NotAllowed: 'You cannot act as the sales rep on this work authorization.',
  /** Ours: what the admin view records. */
  ActingAsRep: 'Admin view: you are acting as the sales rep. The approval is recorded as yours.',
} as const;
