import { claim, F, R } from '@canopy/shared';

// ScoutingInventory ReadOnly/Full views meta items and Full changes them. The simple lists feed the
// work-order scouting report and the item type screen, so their claims read them too.
export const metaItemAccess = {
  view: { access: { claim: claim('ScoutingInventory', R | F) } },
  edit: { access: { claim: claim('ScoutingInventory', F) } },
  pick: {
    access: {
      claim: [
        claim('ScoutingInventory', R | F),
        claim('WorkOrders_ScoutingReport', R | F),
        claim('InventoryItems', R | F),
      ],
    },
  },
};
