// A customer pays from an e-mailed link without signing in, and the provider's notifications and
// frames come from outside: every card payment route is public. What may be paid is decided per
// reference by the module that owns it (its PayableResolver), never by these routes.
export const cardPaymentAccess = {
  public: { access: { public: true as const } },
};
