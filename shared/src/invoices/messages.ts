/** Spec §5 and §8 (Invoices), verbatim. */
export const InvoiceMessages = {
  WorkOrderAmounts: 'Amounts for each work order must add up to the total amount',
  AmountAboveZero: 'Payment amount must be greater than zero.',
  ValuesInvalid: 'Please make sure values entered are valid',
  FormInvalid: 'Form invalid',
  RequiredFields: 'Please fill out all required fields.',
  NotRetrieved: 'Could not retrieve invoice data',
  RetrieveFailed: 'Failed to retrieve invoice',
  ApproveFailed: 'Failed to Approve Invoice',
  TransactionsFailed: 'Failed to retrieve transactions',
  NotesFailed: 'Failed to retrieve notes',
  AddNoteFailed: 'Failed to Add Note',
  ApprovalFailed: 'Transaction Approval Failed',
  ApprovingError: 'Error Approving Transaction',
  SaveTransactionFailed: 'Failed to Save Transaction on Invoice',
  OverrideFailed: 'Failed to update override',
  MaxAdjustmentFailed: 'Could not calculate max adjustment amount',
  TransactionTypesFailed: 'Could not retrieve transaction types',
  /** Spec §4: "An invoice must be Approved before transactions may be added." */
  NotApproved: 'An invoice must be Approved before transactions may be added.',
  /** Designed: the dialog's amount may not pass the maximum adjustment. */
  OverMaximum: (max: string) => `The amount cannot be more than the maximum adjustment of ${max}.`,
  TypeNotOffered: 'This transaction type is not offered here.',
  AlreadyApproved: 'This transaction is already approved.',
  AlreadyApprovedInvoice: 'This invoice is already approved.',
  NoteRequired: 'Note is required.',
  KeyRequired: 'Send an Idempotency-Key with every payment or transaction so a resend records it once.',
} as const;
