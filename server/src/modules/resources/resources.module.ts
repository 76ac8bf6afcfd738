import type { CanopyModule } from '../module';
import { catalogueResourcesRoutes } from './catalogue-resources.routes';
import { catalogueResourcesService } from './catalogue-resources.service';
import { equipmentResourcesRoutes } from './equipment-resources.routes';
import { equipmentResourcesService } from './equipment-resources.service';

/** Materials and disposals, equipment types, lease companies and equipment resources. */
export const resourcesModule = {
  name: 'resources',
  async register(api, { db }) {
    await api.register(catalogueResourcesRoutes(catalogueResourcesService(db)));
    await api.register(equipmentResourcesRoutes(equipmentResourcesService(db)));
  },
} satisfies CanopyModule;
