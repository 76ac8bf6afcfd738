export const ContractMessages = {
  /** Spec §5. */
  InvalidValue: 'Invalid value',
  /** Spec §4: a contract's promotions are fixed once a work authorization is approved. */
  PromotionsLocked: 'Contract promotions cannot be edited once a work authorization is approved.',
  NotAContract: 'Only contracts take promotions here.',
  UnknownPromotion: 'A promotion was not found.',
  /** Spec §8 contracts. */
  UpdateFailed: 'Update Failed',
  EmailFailed: 'Error sending email',
  NoWorkAuthorization: 'Failed to find work authorization',
  EmailSent: 'Email Sent Successfully',
  Saved: 'Contract Saved Successfully',
  /** Ours: spec §5 says bulk actions require a selection, not how the refusal reads. */
  SelectContracts: 'Please select at least one contract',
  /** Ours: the legacy screen changes legacy contracts only. */
  NotLegacy: 'Only a legacy contract takes new service items here.',
  /** Ours: a line's customer inventory must be the contract location's. */
  ItemNotAtLocation: "A service item is not at the contract's location.",
} as const;
