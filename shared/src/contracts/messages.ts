export const ContractMessages = {
  /** Spec §5. */
  InvalidValue: 'Invalid value',
  /** Spec §4: a contract's promotions are fixed once a work authorization is approved. */
  PromotionsLocked: 'Contract promotions cannot be edited once a work authorization is approved.',
  NotAContract: 'Only contracts take promotions here.',
  UnknownPromotion: 'A promotion was not found.',
} as const;
