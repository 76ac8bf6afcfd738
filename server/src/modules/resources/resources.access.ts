import { B, claim, F, P, R } from '@canopy/shared';

const ANY = R | P | B | F;

export const resourceAccess = {
  // The spec names no claim for these admin lists. Materials are priced catalogue items (Service
  // Full edits them, like services); equipment types and lease companies belong with equipment
  // resources (Resources Full). Proposals, contracts, work orders and schedules read the lists.
  read: {
    access: {
      claim: [
        claim('Service', R | F),
        claim('Resources', R | B | F),
        claim('Proposals', ANY),
        claim('Contracts', ANY),
        claim('WorkOrders', ANY),
        claim('Schedules', ANY),
      ],
    },
  },
  editMaterials: { access: { claim: claim('Service', F) } },
  editEquipment: { access: { claim: claim('Resources', F) } },
  readLeases: { access: { claim: claim('Resources', R | B | F) } },
  // Equipment resources: Resources ReadOnly/Full (screens.tsv); Branch holders see their branches'
  // assets. Adding and changing need Full.
  view: { access: { claim: claim('Resources', R | B | F) } },
  edit: { access: { claim: claim('Resources', F) } },
};
