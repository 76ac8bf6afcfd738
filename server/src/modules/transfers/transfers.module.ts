import type { CanopyModule } from '../module';
import { transfersRoutes } from './transfers.routes';
import { transfersService } from './transfers.service';

/** Resource transfers: one branch borrows crew or equipment from another for some days. */
export const transfersModule = {
  name: 'transfers',
  async register(api, { db }) {
    await api.register(transfersRoutes(transfersService(db)));
  },
} satisfies CanopyModule;
