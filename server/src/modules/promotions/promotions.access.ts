import { B, claim, F, P, R } from '@canopy/shared';

// The promotions screen needs Contracts FullAccess (screens.tsv). The builder and contract screens
// pick promotions from the simple and builder lists, so anyone working on proposals or contracts
// reads those.
export const promotionAccess = {
  manage: { access: { claim: claim('Contracts', F) } },
  pick: { access: { claim: [claim('Contracts', R | P | B | F), claim('Proposals', R | P | B | F)] } },
};
