import { B, claim, F, R } from '@canopy/shared';

// TaxRates ReadOnly/Full views and Full edits. Account screens check whether a location's zip has a
// rate (the list, Skip 0 Take 999, and the rate for an address), so Account claims read them too.
export const taxRateAccess = {
  view: { access: { claim: [claim('TaxRates', R | F), claim('Account', R | B | F)] } },
  edit: { access: { claim: claim('TaxRates', F) } },
};
