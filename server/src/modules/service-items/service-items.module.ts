import type { CanopyModule } from '../module';
import { serviceItemsRoutes } from './service-items.routes';
import { serviceItemsService } from './service-items.service';
import { serviceItemSync } from './service-items.sync';

/** Customer inventory: the trees, shrubs and lawns of a location; held and changed on the crew app. */
export const serviceItemsModule = {
  name: 'service-items',
  async register(api, { db }) {
    await api.register(serviceItemsRoutes(serviceItemsService(db)));
  },
  sync: [serviceItemSync],
} satisfies CanopyModule;
