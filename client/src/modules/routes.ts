import { accountRoutes } from './accounts/routes';
import { roleRoutes } from './roles/routes';
import { settingsRoutes } from './settings/routes';
import { myAccountRoutes } from './my-account/routes';
import { employeeRoutes } from './employees/routes';
import { branchRoutes } from './branches/routes';
import { salesTerritoryRoutes } from './sales-territories/routes';

/**
 * Screens the modules have built. Each route spreads `guard(<spec path>)`, which ties it to its
 * route-table entry; table screens not listed here show "Coming soon".
 */
export const moduleRoutes = [
  ...accountRoutes,
  ...roleRoutes,
  ...settingsRoutes,
  ...myAccountRoutes,
  ...employeeRoutes,
  ...branchRoutes,
  ...salesTerritoryRoutes,
] as const;
