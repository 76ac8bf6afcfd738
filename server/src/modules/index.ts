import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../app';
import { authRoutes } from './auth/auth.routes';
import { authService } from './auth/auth.service';
import { accountsRoutes } from './accounts/accounts.routes';
import { accountsService } from './accounts/accounts.service';
import { loggerRoutes } from './logger/logger.routes';
import { searchesRoutes } from './searches/searches.routes';
import { searchesService } from './searches/searches.service';
import { userRolesRoutes } from './user-roles/user-roles.routes';
import { userRolesService } from './user-roles/user-roles.service';

/** Every domain module registers its routes here, under /api/v1. */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { config, db } = deps;
  const auth = authService({
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
  await api.register(loggerRoutes({ db, encryptionSecret: config.encryptionSecret }));
  await api.register(userRolesRoutes(userRolesService(db)));
  await api.register(accountsRoutes(accountsService(db)));
  await api.register(searchesRoutes(searchesService(db)));
}
