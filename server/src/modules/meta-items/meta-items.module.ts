import type { CanopyModule } from '../module';
import { metaItemsRoutes } from './meta-items.routes';
import { metaItemsService } from './meta-items.service';

/** Inventory meta items: insects, diseases, ecological problems and weed types, with pictures. */
export const metaItemsModule = {
  name: 'meta-items',
  async register(api, { db, files }) {
    await api.register(metaItemsRoutes(metaItemsService(db, files)));
  },
} satisfies CanopyModule;
