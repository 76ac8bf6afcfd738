import { accountRoutes } from './accounts/routes';
import { branchRoutes } from './branches/routes';
import { myAccountRoutes } from './my-account/routes';
import { roleRoutes } from './roles/routes';
import { salesTerritoryRoutes } from './sales-territories/routes';
import { settingsRoutes } from './settings/routes';

/**
 * Screens the modules have built. Each route spreads `guard(<spec path>)`, which ties it to its
 * route-table entry; table screens not listed here show "Coming soon".
 */
export const moduleRoutes = [
  ...accountRoutes,
  ...roleRoutes,
  ...settingsRoutes,
  ...myAccountRoutes,
  ...branchRoutes,
  ...salesTerritoryRoutes,
] as const;
