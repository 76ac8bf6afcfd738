import type { CanopyModule } from '../module';
import { promotionsRoutes } from './promotions.routes';
import { promotionsService } from './promotions.service';

/** Promotions offered on contracts and proposals. */
export const promotionsModule = {
  name: 'promotions',
  async register(api, { db }) {
    await api.register(promotionsRoutes(promotionsService(db)));
  },
} satisfies CanopyModule;
