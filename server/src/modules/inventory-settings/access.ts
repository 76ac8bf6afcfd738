import { B, claim, F, R } from '@canopy/shared';

// Inventory settings screens need InventoryItems ReadOnly/Full to view and Full to change. The
// customer inventory form (Account claims) picks types, sizes and locations from the same lists and
// may add a type on the spot; scouting reports add other-item types for a location.
export const inventoryAccess = {
  list: { access: { claim: [claim('InventoryItems', R | F), claim('Account', R | B | F)] } },
  view: { access: { claim: claim('InventoryItems', R | F) } },
  edit: { access: { claim: claim('InventoryItems', F) } },
  quickAdd: { access: { claim: [claim('InventoryItems', F), claim('Account', B | F)] } },
  settings: { access: { claim: claim('Settings', F) } },
  pick: { access: { signedIn: true as const } },
  otherTypes: {
    access: {
      claim: [
        claim('InventoryItems', R | F),
        claim('Account', R | B | F),
        claim('WorkOrders_ScoutingReport', R | F),
      ],
    },
  },
  addOtherType: {
    access: {
      claim: [claim('InventoryItems', F), claim('Account', B | F), claim('WorkOrders_ScoutingReport', F)],
    },
  },
};
