import { claim, F, R } from '@canopy/shared';

export const salesTerritoryAccess = {
  list: { access: { claim: claim('SalesTerritories', R | F) } },
  // The spec's territory info screen is guarded by ScoutingInventory ReadOnly/Full; either claim reads one.
  info: { access: { claim: [claim('SalesTerritories', R | F), claim('ScoutingInventory', R | F)] } },
  edit: { access: { claim: claim('SalesTerritories', F) } },
  // The territory filter of accounts, work orders and schedules: names only, for anyone signed in.
  pick: { access: { signedIn: true as const } },
};
