import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../app';
import { authRoutes } from './auth/auth.routes';
import { authService } from './auth/auth.service';
import { loggerRoutes } from './logger/logger.routes';

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
    sign: (c, s) => deps.sign(c, s),
  });
  await api.register(authRoutes(auth));
  await api.register(loggerRoutes({ db, encryptionSecret: config.encryptionSecret }));
}
