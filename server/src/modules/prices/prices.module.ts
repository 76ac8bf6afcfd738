import type { CanopyModule } from '../module';
import { pricesRoutes } from './prices.routes';
import { pricesService } from './prices.service';

/** Price tables and their rows. */
export const pricesModule = {
  name: 'prices',
  async register(api, { db }) {
    await api.register(pricesRoutes(pricesService(db)));
  },
} satisfies CanopyModule;
