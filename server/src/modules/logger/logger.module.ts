import type { CanopyModule } from '../module';
import { loggerRoutes } from './logger.routes';

/** logger/errors: client errors, stored for the office. */
export const loggerModule = {
  name: 'logger',
  async register(api, { db, config }) {
    await api.register(loggerRoutes({ db, encryptionSecret: config.encryptionSecret }));
  },
} satisfies CanopyModule;
