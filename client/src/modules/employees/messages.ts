/** The employee screens' messages, verbatim from accounts-finance-people.md §8. */
export const EmployeeMessages = {
  DocumentUploadFailed: 'Document Upload Failed',
  ImageUploadFailed: 'Image/Signature Upload Failed',
  ActivationFailed: 'Activation/Deactivation Failed',
} as const;
