import { accountRoutes } from './accounts/routes';
import { contactRoutes } from './contacts/routes';
import { roleRoutes } from './roles/routes';
import { settingsRoutes } from './settings/routes';
import { myAccountRoutes } from './my-account/routes';
import { employeeRoutes } from './employees/routes';
import { branchRoutes } from './branches/routes';
import { salesTerritoryRoutes } from './sales-territories/routes';
import { chemicalRoutes } from './chemicals/routes';
import { metaItemRoutes } from './meta-items/routes';
import { taxRateRoutes } from './tax-rates/routes';
import { promotionRoutes } from './promotions/routes';
import { inventorySettingsRoutes } from './inventory-settings/routes';
import { serviceRoutes } from './services/routes';
import { priceRoutes } from './prices/routes';
import { resourceRoutes } from './resources/routes';
import { serviceItemRoutes } from './service-items/routes';
import { accountExtrasRoutes } from './account-extras/routes';
import { locationRoutes } from './locations/routes';
import { workOrderRoutes } from './work-orders/routes';
import { scheduleRoutes } from './schedules/routes';
import { transferRoutes } from './transfers/routes';
import { workOrderProblemRoutes } from './work-order-problems/routes';
import { weatherConditionRoutes } from './weather-conditions/routes';
import { offlineRoutes } from '../offline/review/routes';
import { workOrderChemicalRoutes } from './work-order-chemicals/routes';
import { proposalRoutes } from './proposals/routes';
import { workAuthorizationRoutes } from './work-authorizations/routes';
import { contractRoutes } from './contracts/routes';
import { invoiceRoutes } from './invoices/routes';
import { proposalBuilderRoutes } from './proposal-builder/routes';
import { proposalFormatPublicRoutes, proposalFormatRoutes } from './proposal-format/routes';
import { serviceRequestRoutes } from './service-requests/routes';

/**
 * Screens the modules have built. Each route spreads `guard(<spec path>)`, which ties it to its
 * route-table entry; table screens not listed here show "Coming soon". A function, so that the
 * list is read once every module has loaded: the shell's menu asks which screens are built, and
 * the module routes hang under the shell, so the two import each other.
 */
export const moduleRoutes = () =>
  [
    ...accountRoutes,
    ...contactRoutes,
    ...roleRoutes,
    ...settingsRoutes,
    ...myAccountRoutes,
    ...employeeRoutes,
    ...branchRoutes,
    ...salesTerritoryRoutes,
    ...chemicalRoutes,
    ...metaItemRoutes,
    ...taxRateRoutes,
    ...promotionRoutes,
    ...inventorySettingsRoutes,
    ...serviceRoutes,
    ...priceRoutes,
    ...resourceRoutes,
    ...serviceItemRoutes,
    ...accountExtrasRoutes,
    ...locationRoutes,
    ...workOrderRoutes,
    ...scheduleRoutes,
    ...transferRoutes,
    ...workOrderProblemRoutes,
    ...weatherConditionRoutes,
    ...offlineRoutes,
    ...workOrderChemicalRoutes,
    ...proposalRoutes,
    ...workAuthorizationRoutes,
    ...invoiceRoutes,
    ...contractRoutes,
    ...proposalBuilderRoutes,
    ...proposalFormatRoutes,
    ...serviceRequestRoutes,
  ] as const;

/** Customer pages of the modules, open to anyone with the link (they hang under the root, not the shell). */
export const modulePublicRoutes = () => [...proposalFormatPublicRoutes] as const;
