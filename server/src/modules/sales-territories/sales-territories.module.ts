import type { CanopyModule } from '../module';
import { salesTerritoriesRoutes } from './sales-territories.routes';
import { salesTerritoriesService } from './sales-territories.service';

/** Sales territories and their zip codes. */
export const salesTerritoriesModule = {
  name: 'sales-territories',
  async register(api, { db }) {
    await api.register(salesTerritoriesRoutes(salesTerritoriesService(db)));
  },
} satisfies CanopyModule;
