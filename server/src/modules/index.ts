import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../app';
import { authRoutes } from './auth/auth.routes';
import { authService } from './auth/auth.service';
import { accountsRoutes } from './accounts/accounts.routes';
import { accountsService } from './accounts/accounts.service';
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
  await api.register(accountsRoutes(accountsService(db)));
  await api.register(searchesRoutes(searchesService(db)));
  await api.register(branchesRoutes(branchesService(db)));
  await api.register(salesTerritoriesRoutes(salesTerritoriesService(db)));
  await api.register(settingsListsRoutes(settingsListsService(db)));
  await api.register(usersRoutes(usersService(db)));
}
