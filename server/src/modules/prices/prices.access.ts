import { claim, F, R } from '@canopy/shared';

// Price ReadOnly/Full views price tables and Full edits them. Services pick a pricing table, so
// Service ReadOnly/Full reads the simple list and the pricing enumerations too.
export const priceAccess = {
  view: { access: { claim: claim('Price', R | F) } },
  edit: { access: { claim: claim('Price', F) } },
  pick: { access: { claim: [claim('Price', R | F), claim('Service', R | F)] } },
};
