import { claim, F, P } from '@canopy/shared';

// Spec §6: renewables need Contracts Full; the contract settings screen Settings Full; contract
// edits (their promotions among them) Personal or Full on Contracts.
export const contractAccess = {
  renewals: { access: { claim: claim('Contracts', F) } },
  settings: { access: { claim: claim('Settings', F) } },
  edit: { access: { claim: claim('Contracts', P | F) } },
};
