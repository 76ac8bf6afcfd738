import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../app';
import { authRoutes } from './auth/auth.routes';
import { authService } from './auth/auth.service';
import { accountsRoutes } from './accounts/accounts.routes';
import { accountsService } from './accounts/accounts.service';
import { accountRecordsRoutes } from './accounts/account-records.routes';
import { accountRecordsService } from './accounts/account-records.service';
import { contactsRoutes } from './contacts/contacts.routes';
import { contactsService } from './contacts/contacts.service';
import { registerAccountExtras } from './account-extras/account-extras.module';
import { employeeDocsRoutes } from './employees/employee-docs.routes';
import { employeeProfileRoutes } from './employees/employee-profile.routes';
import { employeeProfileService } from './employees/employee-profile.service';
import { employeesRoutes } from './employees/employees.routes';
import { employeesService } from './employees/employees.service';
import { documentsService } from '../platform/files/documents';
import { filesService } from '../platform/files/files';
import { filesRoutes } from '../platform/files/files.routes';
import { diskStore } from '../platform/files/store';
import { loggerRoutes } from './logger/logger.routes';
import { searchesRoutes } from './searches/searches.routes';
import { searchesService } from './searches/searches.service';
import { userRolesRoutes } from './user-roles/user-roles.routes';
import { userRolesService } from './user-roles/user-roles.service';
import { branchesRoutes } from './branches/branches.routes';
import { branchesService } from './branches/branches.service';
import { salesTerritoriesRoutes } from './sales-territories/sales-territories.routes';
import { salesTerritoriesService } from './sales-territories/sales-territories.service';
import { settingsListsRoutes } from './settings-lists/settings-lists.routes';
import { settingsListsService } from './settings-lists/settings-lists.service';
import { usersRoutes } from './users/users.routes';
import { usersService } from './users/users.service';
import { registerInventorySettings } from './inventory-settings/inventory-settings.module';
import { metaItemsRoutes } from './meta-items/meta-items.routes';
import { metaItemsService } from './meta-items/meta-items.service';
import { taxRatesRoutes } from './tax-rates/tax-rates.routes';
import { taxRatesService } from './tax-rates/tax-rates.service';
import { promotionsRoutes } from './promotions/promotions.routes';
import { promotionsService } from './promotions/promotions.service';
import { pricesRoutes } from './prices/prices.routes';
import { pricesService } from './prices/prices.service';
import { registerResources } from './resources/resources.module';
import { servicesRoutes } from './services/services.routes';
import { servicesService } from './services/services.service';
import { serviceSettingsRoutes } from './services/service-settings.routes';
import { serviceLookupsService } from './services/service-lookups.service';
import { companySettings } from './services/company-settings';
import { chemicalsRoutes } from './chemicals/chemicals.routes';
import { chemicalsService } from './chemicals/chemicals.service';
import { chemicalPicturesRoutes } from './chemicals/chemical-pictures.routes';
import { chemicalPicturesService } from './chemicals/chemical-pictures.service';
import { registerLocations } from './locations/locations.module';
import { serviceItemsRoutes } from './service-items/service-items.routes';
import { serviceItemsService } from './service-items/service-items.service';
import { dailyLogsRoutes } from './daily-logs/daily-logs.routes';
import { dailyLogsService } from './daily-logs/daily-logs.service';
import { registerWorkOrderImages } from './work-order-images/work-order-images.module';
import { registerWorkOrders } from './work-orders/work-orders.module';
import { registerWorkOrderServices } from './work-order-services/work-order-services.module';
import { registerScoutingReports } from './scouting-reports/scouting-reports.module';
import { syncPullRoutes } from './sync/pull/sync-pull.routes';
import { syncPullService } from './sync/pull/sync-pull.service';
import { registerSyncPush } from './sync/push/sync-push.module';

/** Every domain module registers its routes here, under /api/v1. */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { config, db } = deps;
  const files = filesService({
    db,
    store: diskStore(join(config.dataDir, 'files')),
    secret: config.encryptionSecret,
  });
  const documents = documentsService(db, files);
  const auth = authService({
    fileUrl: (id) => files.signedUrl(id),
    db,
    mailer: deps.mailer,
    encryptionSecret: config.encryptionSecret,
    clientSecret: config.clientSecret,
    publicUrl: config.publicUrl,
    accessTokenSeconds: config.accessTokenSeconds,
    refreshReuseGraceMs: config.refreshReuseGraceMs,
    loginFailuresPerAddress: config.loginFailuresPerAddress,
    sign: (c, s) => deps.sign(c, s),
  });
  await api.register(authRoutes(auth));
  await api.register(filesRoutes(files));
  const employees = employeesService({ db, files, sendPasswordLink: auth.sendPasswordLink });
  await api.register(employeesRoutes(employees, db));
  await api.register(
    employeeProfileRoutes(
      employeeProfileService({ db, files, sendPasswordLink: auth.sendPasswordLink }, employees),
    ),
  );
  await api.register(employeeDocsRoutes(employees, documents, files));
  await api.register(loggerRoutes({ db, encryptionSecret: config.encryptionSecret }));
  await api.register(userRolesRoutes(userRolesService(db)));
  const accountRecords = accountRecordsService(db);
  await api.register(accountsRoutes(accountsService(db), accountRecords));
  await api.register(accountRecordsRoutes(accountRecords));
  await api.register(contactsRoutes(contactsService(db)));
  await registerAccountExtras(api, db);
  await api.register(searchesRoutes(searchesService(db)));
  await api.register(branchesRoutes(branchesService(db)));
  await api.register(salesTerritoriesRoutes(salesTerritoriesService(db)));
  await api.register(settingsListsRoutes(settingsListsService(db)));
  await api.register(usersRoutes(usersService(db)));
  await registerInventorySettings(api, db);
  await api.register(metaItemsRoutes(metaItemsService(db, files)));
  await api.register(taxRatesRoutes(taxRatesService(db)));
  await api.register(promotionsRoutes(promotionsService(db)));
  await api.register(pricesRoutes(pricesService(db)));
  await registerResources(api, db);
  await api.register(servicesRoutes(servicesService(db)));
  await api.register(serviceSettingsRoutes(serviceLookupsService(db), companySettings(db)));
  const chemicalPictures = chemicalPicturesService(db, files);
  await api.register(chemicalsRoutes(chemicalsService(db), chemicalPictures));
  await api.register(chemicalPicturesRoutes(chemicalPictures));
  await registerLocations(api, { db, documents, files });
  await api.register(serviceItemsRoutes(serviceItemsService(db)));
  await api.register(dailyLogsRoutes(dailyLogsService(db)));
  await registerWorkOrderImages(api, { db, files });
  await registerWorkOrders(api, deps);
  await registerWorkOrderServices(api, db);
  await registerScoutingReports(api, { db, mailer: deps.mailer });
  await api.register(syncPullRoutes(syncPullService({ db, files })));
  await registerSyncPush(api, deps);
}
