import type { FastifyInstance } from 'fastify';
import type { SyncEntity } from '@canopy/sync/protocol';
import { filesRoutes } from '../platform/files/files.routes';
import { accountExtrasModule } from './account-extras/account-extras.module';
import { accountsModule } from './accounts/accounts.module';
import { authModule } from './auth/auth.module';
import { branchesModule } from './branches/branches.module';
import { companyModule } from './company/company.module';
import { cardPaymentsModule } from './card-payments/card-payments.module';
import { chemicalsModule } from './chemicals/chemicals.module';
import { contactsModule } from './contacts/contacts.module';
import { dailyLogsModule } from './daily-logs/daily-logs.module';
import { employeesModule } from './employees/employees.module';
import { invoicesModule } from './invoices/invoices.module';
import { inventorySettingsModule } from './inventory-settings/inventory-settings.module';
import { locationsModule } from './locations/locations.module';
import { loggerModule } from './logger/logger.module';
import { metaItemsModule } from './meta-items/meta-items.module';
import type { CanopyModule, ModuleDeps } from './module';
import { pricesModule } from './prices/prices.module';
import { proposalsModule } from './proposals/proposals.module';
import { contractsModule } from './contracts/contracts.module';
import { jobsModule } from './jobs/jobs.module';
import { proposalBuilderModule } from './proposal-builder/proposal-builder.module';
import { proposalFormatModule } from './proposal-format/proposal-format.module';
import { workAuthorizationsModule } from './work-authorizations/work-authorizations.module';
import { promotionsModule } from './promotions/promotions.module';
import { resourcesModule } from './resources/resources.module';
import { routesModule } from './routes/routes.module';
import { salesTerritoriesModule } from './sales-territories/sales-territories.module';
import { schedulesModule } from './schedules/schedules.module';
import { scoutingReportsModule } from './scouting-reports/scouting-reports.module';
import { searchesModule } from './searches/searches.module';
import { serviceRequestsModule } from './service-requests/service-requests.module';
import { serviceItemsModule } from './service-items/service-items.module';
import { servicesModule } from './services/services.module';
import { settingsListsModule } from './settings-lists/settings-lists.module';
import { syncModule } from './sync/sync.module';
import { taxRatesModule } from './tax-rates/tax-rates.module';
import { transfersModule } from './transfers/transfers.module';
import { userRolesModule } from './user-roles/user-roles.module';
import { usersModule } from './users/users.module';
import { workOrderImagesModule } from './work-order-images/work-order-images.module';
import { workOrderProblemsModule } from './work-order-problems/work-order-problems.module';
import { workOrderServicesModule } from './work-order-services/work-order-services.module';
import { workOrderChemicalsModule } from './work-order-chemicals/work-order-chemicals.module';
import { workOrderMaterialsModule } from './work-order-materials/work-order-materials.module';
import { weatherConditionsModule } from './weather-conditions/weather-conditions.module';
import { workOrdersModule } from './work-orders/work-orders.module';

/** Every domain module. A new module is one line here; the crew app's sync follows their declarations. */
const domain = [
  authModule,
  employeesModule,
  loggerModule,
  cardPaymentsModule,
  userRolesModule,
  accountsModule,
  contactsModule,
  accountExtrasModule,
  searchesModule,
  branchesModule,
  companyModule,
  salesTerritoriesModule,
  settingsListsModule,
  usersModule,
  inventorySettingsModule,
  metaItemsModule,
  taxRatesModule,
  promotionsModule,
  pricesModule,
  resourcesModule,
  servicesModule,
  chemicalsModule,
  locationsModule,
  serviceItemsModule,
  dailyLogsModule,
  workOrderImagesModule,
  workOrdersModule,
  workOrderServicesModule,
  scoutingReportsModule,
  routesModule,
  schedulesModule,
  transfersModule,
  workOrderProblemsModule,
  workOrderChemicalsModule,
  workOrderMaterialsModule,
  weatherConditionsModule,
  proposalsModule,
  proposalBuilderModule,
  proposalFormatModule,
  serviceRequestsModule,
  workAuthorizationsModule,
  contractsModule,
  invoicesModule,
  jobsModule,
] as const satisfies readonly CanopyModule[];

// Every record a device holds (sync/src/protocol.ts) must be declared by a module: an entity of that
// list that no module here declares fails to compile (and syncRegistry refuses to start without it).
type SyncOf<M> = M extends { sync: readonly (infer D)[] } ? D : never;
type EntityOf<D> = D extends { entity: infer E } ? E : never;
type Undeclared = Exclude<SyncEntity, EntityOf<SyncOf<(typeof domain)[number]>>>;
const everyEntityDeclared: [Undeclared] extends [never] ? true : Undeclared = true;
void everyEntityDeclared;

export const modules: readonly CanopyModule[] = [...domain, syncModule(domain)];

/** Every module's routes, under /api/v1; the platform's file links first. */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await api.register(filesRoutes(deps.files));
  for (const m of modules) await m.register(api, deps);
}
